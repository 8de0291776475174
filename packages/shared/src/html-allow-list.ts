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
  // Video players only: `isAllowedEmbedUrl` decides which frames stay (YouTube, Vimeo).
  'iframe',
] as const;

/** Attributes kept per tag. */
export const allowedHtmlAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type'],
  iframe: ['src', 'title', 'allowfullscreen'],
};

/** URL schemes links may use; images may also be inline raster `data:` images. */
export const allowedLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;
export const allowedImageSchemes = ['http', 'https', 'data'] as const;

/*
 * The URL rules, once for both sides: the server's sanitiser drops what these refuse
 * when it saves and sends, and the web's renderer drops it again when it shows.
 * Relative URLs are only same-site paths (`/resources/x`) and in-page anchors (`#part`):
 * never `//host` or `/\host`, which browsers read as another site.
 */
const sameSitePathOrAnchor = /^(?:\/(?![/\\])|#)/;
const linkWithScheme = /^(?:https?|mailto|tel):/i;
const imageWithScheme = /^https?:/i;
/** Raster images only: an SVG `data:` URL can carry script when opened on its own. */
const inlineRasterImage = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

export function isAllowedLinkUrl(url: string): boolean {
  const value = url.trim();
  return linkWithScheme.test(value) || sameSitePathOrAnchor.test(value);
}

export function isAllowedImageUrl(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('#')) return false;
  return imageWithScheme.test(value) || sameSitePathOrAnchor.test(value) || inlineRasterImage.test(value);
}

/**
 * Video embeds in a body (the editor's "Embed video"): a frame of the YouTube (privacy
 * mode or standard) or Vimeo player and nothing else, the hosts the Content Security
 * Policy's frame-src allows. Any other <iframe> is dropped whole.
 */
const embeddableVideo =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/[\w-]{11}|www\.youtube\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)(?:\?[\w=&%.-]*)?$/;

export function isAllowedEmbedUrl(url: string): boolean {
  return embeddableVideo.test(url.trim());
}

/** The hosts of `isAllowedEmbedUrl` (the sanitiser's second net). */
export const allowedEmbedHosts = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;
