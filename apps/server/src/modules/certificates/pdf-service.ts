import { certificateMessages } from '@pillars/shared/certificates/messages';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ArtworkCache } from './artwork.ts';
import { DrawnFiles } from './drawn-files.ts';
import { type CertificatePdfInput, certificatePdfFileName, renderCertificatePdf } from './pdf.ts';
import { loadCertificate, toPublicCertificate } from './service.ts';

/**
 * GET /api/certificates/:certificateId/pdf, for anyone with the link: a valid public
 * certificate only. A revoked one has no PDF, and a private one shows nothing (the page says
 * it exists): both answer 404 with what the page says.
 */
export async function certificatePdf(
  ctx: ServiceContext,
  input: { certificateId: string; artwork: ArtworkCache },
): Promise<{ fileName: string; bytes: Buffer }> {
  return renderFor(ctx, { ...input, forHolder: false });
}

/** GET /api/my/certificates/:certificateId/pdf: the holder's own (the route checked), private or not. */
export async function myCertificatePdf(
  ctx: ServiceContext,
  input: { certificateId: string; artwork: ArtworkCache },
): Promise<{ fileName: string; bytes: Buffer }> {
  return renderFor(ctx, { ...input, forHolder: true });
}

async function renderFor(
  ctx: ServiceContext,
  input: { certificateId: string; artwork: ArtworkCache; forHolder: boolean },
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await loadCertificate(ctx, input);
  if (!row) throw notFound(certificateMessages.notFound);
  if (row.revoked_at) throw notFound(certificateMessages.revoked);
  if (row.is_private && !input.forHolder) throw notFound(certificateMessages.isPrivate);
  const certificate = toPublicCertificate(ctx.appUrl, { ...row, is_private: false });
  const drawn = {
    id: certificate.id,
    recipientName: row.recipient_name,
    pillarTitle: row.pillar_title,
    pillarColor: certificate.pillarColor,
    pillarImageUrl: certificate.pillarImageUrl,
    issuedAt: certificate.issuedAt ?? new Date(row.issued_at).toISOString(),
    url: certificate.url,
  };
  const bytes = await renderedPdf(drawn, () =>
    input.artwork
      .get(drawn.pillarImageUrl, ctx.log)
      .then((artwork) => renderCertificatePdf({ ...drawn, artwork })),
  );
  return { fileName: certificatePdfFileName(row.pillar_title), bytes };
}

/**
 * PDFs already drawn, by everything they show: drawing one takes hundreds of milliseconds of
 * CPU (the font's subset, the QR code), and a certificate's PDF never changes once issued
 * unless its pillar's colour or artwork does (then the key differs: an artwork's address
 * names its content). The newest 200 are kept; whether
 * the caller may have it is decided before (revoked, private), on every request.
 */
const drawnPdfs = new DrawnFiles(200);

function renderedPdf(
  input: Omit<CertificatePdfInput, 'artwork'> & { pillarImageUrl: string | null },
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  return drawnPdfs.get(JSON.stringify(input), render);
}
