import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';

/** A stored file, ready to stream out. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live, behind one interface: local disk (`DATA_DIR/uploads`) by
 * default, an S3-compatible bucket when S3_BUCKET is set. Keys are content hashes
 * (`<sha256>.<ext>`), so a key names one content forever: storing it twice is a no-op.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` (a finished temporary file) under `key`; the source is gone after. */
  save(key: string, sourcePath: string, file: { contentType: string; size: number }): Promise<void>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; one already gone is not an error (the cleanup may run twice). */
  remove(key: string): Promise<void>;
}

/** Uploaded files under `DATA_DIR/uploads`, one file per key. */
export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local';
  constructor(readonly directory: string) {}

  async save(key: string, sourcePath: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // A rename within one file system is atomic: a reader sees the whole file or none.
    // The same key again is the same content: the newer copy simply replaces it.
    await rename(sourcePath, join(this.directory, key));
  }

  async open(key: string): Promise<StoredFile | null> {
    return openLocalFile(join(this.directory, key));
  }

  async remove(key: string): Promise<void> {
    await unlink(join(this.directory, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/** The AWS SDK's S3 module, loaded only when S3 is configured (it is large; the default needs none of it). */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Uploaded files in an S3 (or S3-compatible) bucket, through the AWS SDK v3. */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3';
  constructor(
    readonly sdk: S3Sdk,
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async save(key: string, sourcePath: string, file: { contentType: string; size: number }): Promise<void> {
    try {
      const exists = await this.client
        .send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }))
        .then(() => true)
        .catch((error: unknown) => {
          if (isNotFound(error)) return false;
          throw error;
        });
      if (exists) return;
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentLength: file.size,
          ContentType: file.contentType,
          // What the bucket would tell a cache in front of it: documents are members-only
          // (decision 040), never kept by a shared cache; images, as the app serves them.
          CacheControl: file.contentType.startsWith('image/')
            ? 'public, max-age=31536000, immutable'
            : 'private, no-store',
        }),
      );
    } finally {
      await unlink(sourcePath).catch(() => undefined);
    }
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key it does not hold; some compatible stores answer 404.
    await this.client
      .send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
  }
}

/** The storage the configuration names: S3 when S3_BUCKET is set, else local disk. */
export async function createUploadStorage(config: Env): Promise<UploadStorage> {
  if (!config.S3_BUCKET) return new LocalUploadStorage(resolve(config.DATA_DIR, 'uploads'));
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: S3-compatible stores differ in the
    // `x-amz-checksum-*` and aws-chunked bodies they understand; Content-MD5-free PUTs work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3UploadStorage(sdk, client, config.S3_BUCKET);
}

/** Where files are written while they arrive (same file system as the local store, so a rename moves them). */
export function incomingDirectory(config: Env): string {
  return resolve(config.DATA_DIR, 'uploads-incoming');
}

/**
 * Removes temporary files left in the incoming directory by a process that stopped in the
 * middle of an upload (a refused or finished upload removes its own at once). Only files
 * older than `olderThanMs`: another instance sharing the directory may be receiving one now.
 */
export async function removeStaleIncomingFiles(directory: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    await unlink(path).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/** A file on this machine's disk as a stream, or null when there is none (or it is not a file). */
export async function openLocalFile(path: string): Promise<StoredFile | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { body: createReadStream(path), size: info.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
