import { z } from 'zod';
import { isAllowedMediaUrl, mediaUrlMessage } from './messages.ts';

export * from './messages.ts';

/** POST /api/uploads answers the stored file's same-origin address: `/uploads/<sha256>.<ext>`. */
export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/**
 * An optional image or document URL field of an admin form ('' when none): a pasted http(s)
 * address or an upload's `/uploads/<key>`. Use `mediaUrl.min(1, ...)` where one is required.
 */
export const mediaUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isAllowedMediaUrl(value), mediaUrlMessage);
