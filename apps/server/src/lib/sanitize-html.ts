import {
  allowedEmbedHosts,
  allowedHtmlAttributes,
  allowedHtmlTags,
  allowedImageSchemes,
  allowedLinkSchemes,
  isAllowedEmbedUrl,
  isAllowedImageUrl,
  isAllowedLinkUrl,
} from '@pillars/shared/html-allow-list';
import sanitize from 'sanitize-html';

/**
 * User-written HTML (lessons, articles) is cleaned when saved and again when sent: no
 * scripts, no event handlers, no `javascript:` URLs; links open safely.
 */
const options: sanitize.IOptions = {
  allowedTags: [...allowedHtmlTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(allowedHtmlAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...allowedLinkSchemes],
  allowedSchemesByTag: { img: [...allowedImageSchemes], iframe: ['https'] },
  allowProtocolRelative: false,
  // Video players only (YouTube, Vimeo): any other frame goes, with whatever it held.
  allowedIframeHostnames: [...allowedEmbedHosts],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbedUrl(frame.attribs.src ?? ''),
  // The shared URL rules decide (sanitize-html's own scheme check stays as a second net).
  transformTags: {
    a: (tagName, attributes) => {
      const attribs = { ...attributes };
      if (attribs.href !== undefined && !isAllowedLinkUrl(attribs.href)) delete attribs.href;
      if (attribs.target === '_blank') attribs.rel = 'noopener noreferrer';
      return { tagName, attribs };
    },
    img: (tagName, attributes) => {
      const attribs = { ...attributes };
      if (attribs.src !== undefined && !isAllowedImageUrl(attribs.src)) delete attribs.src;
      return { tagName, attribs };
    },
  },
};

/**
 * Cleaning is a pure function of the HTML, and the same lesson bodies are sent to every
 * member: the most recent results are kept (keyed by the HTML itself, so an edited body is
 * cleaned anew), bounded in count.
 */
const cleanedByHtml = new Map<string, string>();
const cachedEntriesLimit = 2_000;

export function sanitizeHtml(html: string): string {
  const cached = cleanedByHtml.get(html);
  if (cached !== undefined) {
    // Re-insert: Map keeps insertion order, so the oldest entry is the least recently used.
    cleanedByHtml.delete(html);
    cleanedByHtml.set(html, cached);
    return cached;
  }
  const cleaned = sanitize(html, options);
  cleanedByHtml.set(html, cleaned);
  if (cleanedByHtml.size > cachedEntriesLimit) cleanedByHtml.delete(cleanedByHtml.keys().next().value!);
  return cleaned;
}
