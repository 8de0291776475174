import {
  allowedHtmlAttributes,
  allowedHtmlTags,
  allowedImageSchemes,
  allowedLinkSchemes,
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
  allowedSchemesByTag: { img: [...allowedImageSchemes] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => ({
      tagName,
      attribs: attributes.target === '_blank' ? { ...attributes, rel: 'noopener noreferrer' } : attributes,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
