import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageKeyPattern } from './service.ts';
import type { UploadStorage } from './storage.ts';

/**
 * The bytes of a public image that a content column names (a pillar's artwork, issue 43),
 * read on the server rather than fetched over HTTP: an upload (`/uploads/<sha256>.<ext>`,
 * from the storage, disk or S3) or a file the web build ships (`/images/...`, the demo's
 * artwork, from the first of `webDirectories` that has it). Anything else (an address on
 * another site) is not read: null, as for a file that is not there.
 */
export async function readPublicImage(
  storage: UploadStorage,
  input: { url: string; webDirectories: readonly string[] },
): Promise<Buffer | null> {
  const path = input.url.split(/[?#]/)[0]!;
  const uploadKey = path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : null;
  if (uploadKey !== null) {
    if (!imageKeyPattern.test(uploadKey)) return null;
    const file = await storage.open(uploadKey);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  // A shipped image: lower-case path segments, one image extension, no way out of the folder.
  if (!/^\/images(?:\/[a-z0-9][a-z0-9_-]*)+\.(?:webp|png|jpe?g)$/.test(path)) return null;
  for (const directory of input.webDirectories) {
    try {
      return await readFile(join(directory, path));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EISDIR' && code !== 'ENOTDIR') throw error;
    }
  }
  return null;
}
