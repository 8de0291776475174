/*
 * The upload rules and texts, apart from the zod schemas so the web app can use them without
 * loading the schema library; schemas.ts re-exports them.
 */

/** What an upload is for: images (featured, overlay, lesson, event, content) or documents (PDF, slides). */
export const uploadKinds = ['image', 'document'] as const;
export type UploadKind = (typeof uploadKinds)[number];

const megabyte = 1024 * 1024;

/** The largest file of each kind, in bytes: enforced by the server while the file streams in. */
export const uploadSizeLimits: Record<UploadKind, number> = {
  image: 10 * megabyte,
  document: 50 * megabyte,
};

/**
 * What the file chooser offers (a hint only: the server judges the content itself, never the
 * name or the browser's stated type).
 */
export const uploadAccept: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  document:
    'application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation,.pdf,.pptx',
};

/** Ours: the spec shows Upload buttons but no messages for them. */
export const uploadMessages = {
  noFile: 'Please choose a file to upload.',
  kindRequired: 'Please say whether the file is an image or a document.',
  notMultipart: 'Please send the file as multipart/form-data with the fields "kind" and "file".',
  tooManyFiles: 'Please upload one file at a time.',
  emptyFile: 'The file is empty.',
  tooLarge: {
    image: 'The image is too large. Images can be at most 10 MB.',
    document: 'The document is too large. Documents can be at most 50 MB.',
  } satisfies Record<UploadKind, string>,
  wrongType: {
    image: 'This file is not a supported image. Please upload a JPEG, PNG, WebP or GIF image.',
    document: 'This file is not a supported document. Please upload a PDF or a PowerPoint (PPTX) file.',
  } satisfies Record<UploadKind, string>,
  uploadFailed: 'Failed to upload the file. Please try again.',
  uploading: 'Uploading...',
  upload: 'Upload',
  remove: 'Remove',
} as const;

/** The message of a URL field that holds neither a web address nor a stored upload. */
export const mediaUrlMessage = 'Enter a web address (https://...) or upload a file.';

/**
 * What an image or document URL field may hold: an http(s) address (pasted), or a file of
 * this site (`/uploads/<key>` from an upload, `/demo/...`); never `javascript:`, `data:` or
 * `//other-site`. For the admin forms' schemas (`mediaUrl` in schemas.ts).
 */
export function isAllowedMediaUrl(url: string): boolean {
  const value = url.trim();
  if (/^https?:\/\/[^\s/?#]+/i.test(value)) return !/\s/.test(value);
  return /^\/(?![/\\])\S*$/.test(value);
}
