import { z } from 'zod';

export * from './messages.ts';

/** POST /api/uploads answers the stored file's same-origin address: `/uploads/<sha256>.<ext>`. */
export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;
