import multipart from '@fastify/multipart';
import { uploadEndpoints as endpoints } from '@pillars/shared/uploads/endpoints';
import { uploadMessages } from '@pillars/shared/uploads/schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  checkDocumentAccess,
  documentContentType,
  documentHeaders,
  openShippedDocument,
  shippedDocumentNamePattern,
} from './documents.ts';
import {
  contentTypeOfKey,
  createUpload,
  documentKeyPattern,
  imageKeyPattern,
  largestUploadSize,
  uploadUrl,
} from './service.ts';
import {
  incomingDirectory,
  removeStaleIncomingFiles,
  type StoredFile,
  type UploadStorage,
} from './storage.ts';

/** An image's key names one content forever (its hash): any copy is the right one, for a year. */
export const uploadCacheControl = 'public, max-age=31536000, immutable';

/**
 * POST /api/uploads (superadmins; the policy's `upload.create`) and GET /uploads/<key>,
 * the stored files at a same-origin address, whether they live on disk or in S3: images to
 * anyone, documents (and the demo's shipped ones, GET /documents/<name>) to the members who
 * may open an article naming them (decision 040). The storage is
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

  // Images: public, cached for a year (an image of a page is not what the library sells).
  app.get(
    '/uploads/:key',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      // A document key never reaches this route (the one below matches it first).
      if (!imageKeyPattern.test(key)) throw notFound('File not found');
      const etag = `"${key}"`;
      reply.headers({
        'cache-control': uploadCacheControl,
        etag,
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const stored = await storage.open(key);
      if (!stored) throw notFound('File not found');
      return reply
        .type(contentTypeOfKey(key))
        .header('content-length', stored.size)
        .header('content-disposition', 'inline')
        .send(stored.body);
    },
  );

  // Documents (decision 040): members who may open an article naming the file (anyone else:
  // 401, 403 for a lapsed subscription, 404), as a download no cache keeps. The regular
  // expression routes a document's key here before the images' route above.
  app.get(
    `/uploads/:key(${documentKeyPattern.source})`,
    { config: { access: 'member', action: 'document.read' }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      const ctx = request.ctx as ViewerContext;
      await checkDocumentAccess(ctx, { path: uploadUrl(key), uploadKey: key });
      const stored = await storage.open(key);
      if (!stored) throw notFound('File not found');
      return sendDocument(reply, contentTypeOfKey(key), stored);
    },
  );

  // The documents shipped with the demo content, under the same rule.
  app.get(
    '/documents/:name',
    { config: { access: 'member', action: 'document.read' }, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!shippedDocumentNamePattern.test(name)) throw notFound('File not found');
      const ctx = request.ctx as ViewerContext;
      await checkDocumentAccess(ctx, { path: `/documents/${name}`, uploadKey: null });
      const stored = await openShippedDocument(name);
      if (!stored) throw notFound('File not found');
      return sendDocument(reply, documentContentType(name), stored);
    },
  );
};

function sendDocument(reply: FastifyReply, contentType: string, stored: StoredFile): FastifyReply {
  return reply
    .headers(documentHeaders)
    .type(contentType)
    .header('content-length', stored.size)
    .send(stored.body);
}
