/**
 * The HTML that lesson and article bodies may contain: the server's sanitiser keeps only
 * this when saving and sending, and the web's renderer turns only this into elements.
 */
export const allowedHtmlTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
] as const;

/** Attributes kept per tag. */
export const allowedHtmlAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
};

/** URL schemes links may use; images may also be `data:` URLs. */
export const allowedLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;
export const allowedImageSchemes = ['http', 'https', 'data'] as const;
