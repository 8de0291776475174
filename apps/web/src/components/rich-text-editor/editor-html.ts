/**
 * The HTML the editor reports to its form: '' for an empty body (TipTap's one empty
 * paragraph), so "required" rules see it as empty, and without the empty paragraphs the
 * editor keeps after a last heading, image or video (so the cursor can go there), which are
 * not content.
 */
export function editorHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return html.replace(/(?:<p><\/p>)+$/, '');
}
