import type { HighlightSegment } from '@pillars/shared/articles/schemas';
import { sql } from 'drizzle-orm';

/*
 * Highlights: ts_headline marks matches with two control characters that cannot occur in
 * text we show (they are stripped from the text first), and the answer carries segments
 * `{ text, match }` the web renders as text. Resources, the Community's search and Ask the
 * Library's passages use it.
 */
const startMark = '\u0002';
const stopMark = '\u0003';
export const headlineOptions = (extra: string) =>
  sql.raw(`'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', ${extra}'`);

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Article bodies are HTML: the snippet is their text (tags went in SQL, entities here). */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known !== undefined) return known;
    if (!name.startsWith('#')) return whole;
    const codePoint =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    // An out-of-range reference (&#99999999;) stays as written: fromCodePoint would throw.
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

export function toSegments(marked: string, { isHtml }: { isHtml: boolean }): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let rest = marked;
  const push = (text: string, match: boolean) => {
    const shown = (isHtml ? decodeEntities(text) : text).replace(/\s+/g, ' ');
    if (shown.length === 0) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += shown;
    else segments.push({ text: shown, match });
  };
  while (rest.length > 0) {
    const start = rest.indexOf(startMark);
    if (start === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const stop = rest.indexOf(stopMark, start + 1);
    const end = stop === -1 ? rest.length : stop;
    push(rest.slice(start + 1, end), true);
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  if (segments[0]) segments[0].text = segments[0].text.trimStart();
  const last = segments.at(-1);
  if (last) last.text = last.text.trimEnd();
  return segments;
}
