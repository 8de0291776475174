import { escapeHtml } from './escape-html.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A post's or reply's HTML from what its author wrote (plain text): every character escaped,
 * so markup and script payloads read as the text they are; line breaks kept; http(s) URLs
 * turned into links unless the account is in its first day (spam, `linkify: false`). The
 * result goes through the one sanitiser as well (decision 006). Migration 0039 applied the
 * same escaping (without links) to the article comments it moved.
 */
export function formatBody(text: string, { linkify }: { linkify: boolean }): string {
  const escaped = linkify ? withLinks(text) : escapeHtml(text);
  return sanitizeHtml(`<p>${escaped.replace(/\r?\n/g, '<br />')}</p>`);
}

function withLinks(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer nofollow">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
