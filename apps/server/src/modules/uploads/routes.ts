import multipart from '@fastify/multipart';
import { uploadEndpoints as endpoints } from '@pillars/shared/uploads/endpoints';
import { uploadMessages } from '@pillars/shared/uploads/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { contentTypeOfKey, createUpload, largestUploadSize, uploadKeyPattern } from './service.ts';
import { incomingDirectory, removeStaleIncomingFiles, type UploadStorage } from './storage.ts';

/** A key names one content forever (its hash): any copy is the right one, for a year. */
export const uploadCacheControl = 'public, max-age=31536000, immutable';

/**
 * POST /api/uploads (superadmins; the policy's `upload.create`) and GET /uploads/<key>,
 * the stored files at a same-origin address, whether they live on disk or in S3. The storage is
 * the app's one (app.ts), which the daily cleanup job uses too.
 */
export const uploadRoutes: FastifyPluginAsync<{ storage: UploadStorage }> = async (app, { storage }) => {
  const incoming = incomingDirectory(app.config);
  if (storage.kind === 'local' && app.config.DATABASE_URL) {
    // Several instances share the database, not their disks.
    app.log.warn(
      "Uploads are stored on this instance's disk (DATA_DIR/uploads): with more than one instance, set S3_BUCKET (or share DATA_DIR between them)",
    );
  }
  // An upload takes minutes at most: a temporary file an hour old was left by a stopped process.
  app.addHook('onReady', async () => {
    const removed = await removeStaleIncomingFiles(incoming, 60 * 60 * 1000);
    if (removed > 0) app.log.info({ removed }, 'removed unfinished uploads');
  });

  // Scoped to this plugin: only POST /api/uploads reads multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: largestUploadSize, files: 1, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });

  await registerEndpoint(app, endpoints.createUpload, async (ctx, _input, { request }) => {
    if (!request.isMultipart()) throw validationFailed(uploadMessages.notMultipart);
    return createUpload(ctx, { parts: request.parts(), storage, incomingDirectory: incoming });
  });

  app.get(
    '/uploads/:key',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      if (!uploadKeyPattern.test(key)) throw notFound('File not found');
      const etag = `"${key}"`;
      reply.headers({
        'cache-control': uploadCacheControl,
        etag,
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const stored = await storage.open(key);
      if (!stored) throw notFound('File not found');
      const contentType = contentTypeOfKey(key);
      // Images and PDFs show in the page (an <img>, the article page's PDF frame); slides download.
      const disposition = contentType.startsWith('image/') || key.endsWith('.pdf') ? 'inline' : 'attachment';
      return reply
        .type(contentType)
        .header('content-length', stored.size)
        .header('content-disposition', disposition)
        .send(stored.body);
    },
  );
};
