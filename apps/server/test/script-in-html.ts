import { Parser } from 'htmlparser2';

const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const scriptTags = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
]);

/**
 * What in an HTML string could run script once a browser parses it: script-capable tags
 * (an allowed video iframe aside), event-handler attributes, script URLs and srcdoc. Read
 * with a real HTML parser, so escaped text ("&lt;img onerror=...&gt;") is text, not a finding.
 */
export function scriptsIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const isVideoFrame =
        name === 'iframe' &&
        /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com|player\.vimeo\.com)\//.test(
          attributes.src ?? '',
        );
      if (scriptTags.has(name) && !isVideoFrame) found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (attribute.startsWith('on')) found.push(`<${name} ${attribute}>`);
        if (attribute === 'srcdoc' || attribute === 'style') found.push(`<${name} ${attribute}>`);
        if (urlAttributes.has(attribute) && scriptUrl.test(value))
          found.push(`<${name} ${attribute}=${value}>`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
