/**
 * How a document or presentation shows (spec 01 section 2: document_url for both): a PDF
 * in the browser's own viewer inside the page plus a download link; any other file (a
 * .pptx, a .docx) only as a download, since browsers cannot show it inline.
 */
export type DocumentDisplay =
  | { kind: 'pdf'; src: string; fileName: string }
  | { kind: 'download'; src: string; fileName: string };

const localBase = 'http://local.invalid';

/** Only this site's paths and http(s) addresses: never javascript: or data: in an href. */
function safeUrl(value: string): URL | null {
  const isSameSitePath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = isSameSitePath ? new URL(value, localBase) : new URL(value);
    if (url.origin !== localBase && url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url;
  } catch {
    return null;
  }
}

export function toDocumentDisplay(documentUrl: string | null | undefined): DocumentDisplay | null {
  const value = documentUrl?.trim();
  if (!value) return null;
  const url = safeUrl(value);
  if (!url) return null;
  const src = url.origin === localBase ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  const lastSegment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let fileName = lastSegment;
  try {
    fileName = decodeURIComponent(lastSegment);
  } catch {
    // A malformed escape: keep the segment as it is.
  }
  return { kind: /\.pdf$/i.test(url.pathname) ? 'pdf' : 'download', src, fileName: fileName || 'document' };
}

/** The like button's next state, applied before the server answers: the count never goes below 0. */
export function toggledLike(state: { isLiked: boolean; likeCount: number }): {
  isLiked: boolean;
  likeCount: number;
} {
  const isLiked = !state.isLiked;
  return { isLiked, likeCount: Math.max(0, state.likeCount + (isLiked ? 1 : -1)) };
}
