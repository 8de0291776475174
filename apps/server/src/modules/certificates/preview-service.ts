import { certificateMessages } from '@pillars/shared/certificates/messages';
import { defaultPillarColor } from '@pillars/shared/domain-values';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ReadImage } from './artwork.ts';
import { DrawnFiles } from './drawn-files.ts';
import { renderCertificatePreview } from './preview-image.ts';
import { loadCertificate, toPublicCertificate } from './service.ts';

/** A revoked certificate's preview: grey, no artwork. */
const revokedColor = '#64748B';

/**
 * GET /api/certificates/:certificateId/preview.png, for anyone (a link-preview bot): the
 * image of what the public page may show (preview-image.ts). An unknown id is a 404; a
 * private certificate gets the product's colour alone, a revoked one grey.
 */
export async function certificatePreview(
  ctx: ServiceContext,
  input: { certificateId: string; readImage: ReadImage },
): Promise<Buffer> {
  const row = await loadCertificate(ctx, input);
  if (!row) throw notFound(certificateMessages.notFound);
  const certificate = toPublicCertificate(ctx.appUrl, row);
  const look =
    certificate.status === 'valid'
      ? { color: certificate.pillarColor, imageUrl: certificate.pillarImageUrl }
      : { color: certificate.status === 'revoked' ? revokedColor : defaultPillarColor, imageUrl: null };
  return drawnPreviews.get(`${look.color}\n${look.imageUrl ?? ''}`, () =>
    renderWithArtwork(look, input.readImage, ctx.log),
  );
}

async function renderWithArtwork(
  look: { color: string; imageUrl: string | null },
  readImage: ReadImage,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  let artwork: Buffer | null = null;
  if (look.imageUrl) {
    try {
      artwork = await readImage(look.imageUrl);
    } catch (error) {
      log.warn(
        { url: look.imageUrl, err: error },
        'Certificate preview: the pillar artwork could not be read',
      );
    }
  }
  try {
    return await renderCertificatePreview({ color: look.color, artwork });
  } catch (error) {
    // Artwork that does not decode: the preview without it, rather than none.
    log.warn({ url: look.imageUrl, err: error }, 'Certificate preview: drawn without the pillar artwork');
    return renderCertificatePreview({ color: look.color, artwork: null });
  }
}

/**
 * Previews already drawn, by what they show (a pillar's colour and artwork address: an
 * upload's address names its content): every certificate of a pillar shares one, and
 * drawing one costs tens of milliseconds (a second, cold). The newest 100 are kept.
 */
const drawnPreviews = new DrawnFiles(100);
