import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  type UploadKind,
  type UploadResponse,
  uploadKinds,
  uploadMessages,
  uploadSizeLimits,
} from '@pillars/shared/uploads/schemas';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { DatabaseContext, ViewerContext } from '../../lib/service-context.ts';
import type { UploadStorage } from './storage.ts';

/** The formats we store, by the extension the content sniffing names, and how they are served. */
export const uploadContentTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
type StoredExtension = keyof typeof uploadContentTypes;

/** What each kind accepts. No SVG: an SVG is a document that can carry script. */
const extensionsByKind: Record<UploadKind, readonly StoredExtension[]> = {
  image: ['jpg', 'png', 'webp', 'gif'],
  document: ['pdf', 'pptx'],
};

/**
 * A stored file's key: its content's SHA-256 and the sniffed extension of its kind (nothing
 * else can name a path). Images are served to anyone, documents to members who may open an
 * article naming them (documents.ts, decision 040).
 */
const keyPatternOf = (kind: UploadKind) =>
  new RegExp(`^[0-9a-f]{64}\\.(?:${extensionsByKind[kind].join('|')})$`);
export const imageKeyPattern = keyPatternOf('image');
export const documentKeyPattern = keyPatternOf('document');

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return uploadContentTypes[extension];
}

/** The largest limit: the parser's own cut-off, whatever order the fields arrive in. */
export const largestUploadSize = Math.max(...Object.values(uploadSizeLimits));

function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (uploadKinds as readonly string[]).includes(value);
}

interface IncomingFile {
  path: string;
  size: number;
  sha256: string;
  /** More bytes arrived than the limit: the rest was not written. */
  isOverLimit: boolean;
}

/**
 * Writes an arriving file to a temporary file while hashing it and counting its bytes. Past
 * `limit` nothing more is written (the stream is still drained, so the request ends cleanly;
 * the multipart parser stops it at the largest limit).
 */
async function writeIncomingFile(
  stream: Readable & { truncated?: boolean },
  directory: string,
  limit: number,
): Promise<IncomingFile> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  let isOverLimit = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        isOverLimit = true;
        callback();
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const output = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(stream, counter, output);
  } catch (error) {
    // A request that fails at once (a body cut short) can fail while the file is still being
    // opened: removed before then, it would be created after, and stay. Remove it once closed.
    if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
    await removeFile(path);
    throw error;
  }
  return { path, size, sha256: hash.digest('hex'), isOverLimit: isOverLimit || stream.truncated === true };
}

async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The multipart parser's refusals of a malformed request, as our 400s. */
function asUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return validationFailed(uploadMessages.tooManyFiles, { file: uploadMessages.tooManyFiles });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return validationFailed(uploadMessages.notMultipart);
  // A body cut short or with a broken part header: busboy throws a plain Error without a code
  // ('Unexpected end of multipart data', 'Malformed part header', ...). Disk errors carry a
  // code and programming errors another class, so they stay 500s.
  if (
    error instanceof Error &&
    error.constructor === Error &&
    code === undefined &&
    /multipart|part header|part terminated|end of form|boundary/i.test(error.message)
  )
    return validationFailed(uploadMessages.notMultipart);
  return error;
}

/** An accepted upload, still in its temporary file: what its row and audit entry keep of it. */
export interface AcceptedUpload {
  key: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  /** The name it was sent with (never used for storing). */
  fileName: string | null;
  /** The temporary file holding its bytes (the caller removes it). */
  incomingPath: string;
}

/**
 * Receives one upload (fields `kind` and `file`, in either order), checks its size while it
 * streams and its type by its content (magic bytes; never the name or the stated type), and
 * names it by its content hash. Anything refused leaves nothing behind: the temporary file is
 * removed and nothing is recorded or stored. An accepted file stays in its temporary file.
 */
async function receiveUpload(parts: AsyncIterable<Multipart>, directory: string): Promise<AcceptedUpload> {
  let kindValue: unknown;
  let incoming: IncomingFile | null = null;
  let fileName: string | null = null;
  try {
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind') kindValue = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || incoming) {
          part.file.resume();
          if (incoming)
            throw validationFailed(uploadMessages.tooManyFiles, { file: uploadMessages.tooManyFiles });
          continue;
        }
        fileName = part.filename ? part.filename.slice(0, 200) : null;
        const limit = isUploadKind(kindValue) ? uploadSizeLimits[kindValue] : largestUploadSize;
        incoming = await writeIncomingFile(part.file, directory, limit);
      }
    } catch (error) {
      throw asUploadError(error);
    }

    if (!isUploadKind(kindValue)) {
      throw validationFailed(uploadMessages.kindRequired, { kind: uploadMessages.kindRequired });
    }
    const kind = kindValue;
    if (!incoming) throw validationFailed(uploadMessages.noFile, { file: uploadMessages.noFile });
    if (incoming.isOverLimit || incoming.size > uploadSizeLimits[kind]) {
      throw validationFailed(uploadMessages.tooLarge[kind], { file: uploadMessages.tooLarge[kind] });
    }
    if (incoming.size === 0)
      throw validationFailed(uploadMessages.emptyFile, { file: uploadMessages.emptyFile });

    const sniffed = await fileTypeFromFile(incoming.path);
    const extension = sniffed?.ext as StoredExtension | undefined;
    if (!extension || !extensionsByKind[kind].includes(extension)) {
      throw validationFailed(uploadMessages.wrongType[kind], { file: uploadMessages.wrongType[kind] });
    }
    return {
      key: `${incoming.sha256}.${extension}`,
      kind,
      contentType: uploadContentTypes[extension],
      size: incoming.size,
      fileName,
      incomingPath: incoming.path,
    };
  } catch (error) {
    if (incoming) await removeFile(incoming.path);
    throw error;
  }
}

/**
 * The lock that makes recording an upload and removing its key (cleanup.ts) one at a time per
 * key, in the caller's transaction: a cleanup never removes a file an upload has just stored.
 */
export async function lockUploadKeys(
  ctx: DatabaseContext,
  { keys }: { keys: readonly string[] },
): Promise<void> {
  await ctx.db.execute(
    sql`select count(pg_advisory_xact_lock(hashtext('uploads'), hashtext(key)))
          from unnest(${sql.param([...keys].sort())}::text[]) as key`,
  );
}

/**
 * Records an accepted upload and stores its file: its `uploads` row first (committed under the
 * key's lock), then the file. A file that fails to store takes its row with it; a file is never
 * in the store without a row (decision 033). Should that removal fail too, the row names no file
 * and the cleanup removes it after the grace period.
 */
async function storeUpload(
  db: Database,
  storage: UploadStorage,
  upload: AcceptedUpload,
  uploadedBy: string,
): Promise<void> {
  const id = await db.transaction(async (tx) => {
    await lockUploadKeys({ db: tx }, { keys: [upload.key] });
    const [row] = await tx
      .insert(uploads)
      .values({
        key: upload.key,
        uploadedBy,
        kind: upload.kind,
        contentType: upload.contentType,
        sizeBytes: upload.size,
      })
      .returning({ id: uploads.id });
    return row!.id;
  });
  try {
    await storage.save(upload.key, upload.incomingPath, {
      contentType: upload.contentType,
      size: upload.size,
    });
  } catch (error) {
    await db
      .delete(uploads)
      .where(eq(uploads.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/**
 * POST /api/uploads: receives the file, records it (who, what for, how large) and stores it,
 * then its audit row follows (decision 023). The answer is its same-origin URL.
 */
export async function createUpload(
  ctx: ViewerContext,
  input: { parts: AsyncIterable<Multipart>; storage: UploadStorage; incomingDirectory: string },
): Promise<UploadResponse> {
  const upload = await receiveUpload(input.parts, input.incomingDirectory);
  try {
    await storeUpload(ctx.db, input.storage, upload, ctx.viewer.userId);
  } finally {
    await removeFile(upload.incomingPath);
  }
  // The file is stored and recorded (the store is no transaction of ours): a failure here
  // leaves a stored file no page names yet, which the cleanup removes; never an audit row
  // naming a file that is not there.
  await ctx.db.transaction((tx) =>
    ctx.audit.record(tx, {
      action: 'upload.create',
      target: { type: 'upload', id: upload.key, name: upload.fileName },
      after: { kind: upload.kind, contentType: upload.contentType, size: upload.size },
    }),
  );
  return { url: uploadUrl(upload.key) };
}

/** Where a stored file is served (the answer's `url`, and what content columns hold). */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
