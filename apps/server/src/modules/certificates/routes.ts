import { certificateEndpoints as endpoints } from '@pillars/shared/certificates/endpoints';
import { certificateMessages } from '@pillars/shared/certificates/messages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { ArtworkCache, type ReadImage } from './artwork.ts';
import { certificatePdf, myCertificatePdf } from './pdf-service.ts';
import { certificatePreview } from './preview-service.ts';
import {
  getPublicCertificate,
  listCertificates,
  listMyCertificates,
  loadCertificateOwner,
  restoreCertificate,
  revokeCertificate,
  setPillarCertificates,
  updateMyCertificate,
} from './service.ts';

/** Not JSON: Fastify sends a Buffer with its own content type as it is. */
function sendPdf(reply: FastifyReply, pdf: { fileName: string; bytes: Buffer }): string {
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store');
  // The contract types the body as the document's string; the bytes go out as they are.
  return pdf.bytes as unknown as string;
}

/** /api/certificates (public), /api/my/certificates ('certificate.own'), /api/admin/certificates ('certificate.manage'). */
export const certificateRoutes: FastifyPluginAsync<{ readImage: ReadImage }> = async (app, { readImage }) => {
  // The pillars' artwork for the PDFs, prepared once per artwork (artwork.ts).
  const artwork = new ArtworkCache(readImage);
  await registerEndpoint(app, endpoints.getCertificate, (ctx, { params }) =>
    getPublicCertificate(ctx, params),
  );
  const owner = {
    loadResource: (
      ctx: Parameters<typeof loadCertificateOwner>[0],
      input: { params: { certificateId: string } },
    ) => loadCertificateOwner(ctx, input.params),
    notFoundMessage: certificateMessages.notFound,
  };
  await registerEndpoint(app, endpoints.downloadCertificatePdf, async (ctx, { params }, { reply }) =>
    sendPdf(reply, await certificatePdf(ctx, { ...params, artwork })),
  );
  await registerEndpoint(
    app,
    endpoints.downloadMyCertificatePdf,
    async (ctx, { params }, { reply }) => sendPdf(reply, await myCertificatePdf(ctx, { ...params, artwork })),
    owner,
  );
  await registerEndpoint(app, endpoints.getCertificatePreview, async (ctx, { params }, { reply }) => {
    const png = await certificatePreview(ctx, { ...params, readImage });
    // Previews are fetched by bots, again and again: an hour's cache (the image shows nothing
    // of the member, and a private or revoked certificate's is the plain one).
    reply.type('image/png').header('cache-control', 'public, max-age=3600');
    // The contract types the body as a string; the bytes go out as they are.
    return png as unknown as string;
  });
  await registerEndpoint(app, endpoints.listMyCertificates, (ctx) => listMyCertificates(ctx));
  await registerEndpoint(
    app,
    endpoints.updateMyCertificate,
    (ctx, { params, body }) => updateMyCertificate(ctx, { certificateId: params.certificateId, ...body }),
    owner,
  );
  await registerEndpoint(app, endpoints.listCertificates, (ctx, { query }) => listCertificates(ctx, query));
  await registerEndpoint(app, endpoints.revokeCertificate, (ctx, { params, body }) =>
    revokeCertificate(ctx, { certificateId: params.certificateId, ...body }),
  );
  await registerEndpoint(app, endpoints.restoreCertificate, (ctx, { params }) =>
    restoreCertificate(ctx, params),
  );
  await registerEndpoint(app, endpoints.setPillarCertificates, (ctx, { params, body }) =>
    setPillarCertificates(ctx, { pillarId: params.pillarId, ...body }),
  );
};
