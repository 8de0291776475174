import {
  certificateMessages,
  certificateName,
  certificateStatement,
} from '@pillars/shared/certificates/messages';
import type { Executor } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { previewHeight, previewWidth } from './preview-image.ts';
import { loadCertificate, toPublicCertificate } from './service.ts';

/*
 * The head of /certificates/:id as the server sends it (issue 43): a shared link previews
 * (LinkedIn, Slack, messengers) with the certificate's title and sentence, since previews
 * run no script. The web app's index.html is the same; only its title and these tags differ
 * (plugins/web-assets.ts puts them in). Everything from the database is escaped.
 */

const certificatePath =
  /^\/certificates\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:\?.*)?$/i;

/** The tags for a certificate's page, or null for any other URL (and an unknown id). */
export async function certificatePageHead(
  ctx: { db: Executor; appUrl: string },
  { url }: { url: string },
): Promise<string | null> {
  const match = certificatePath.exec(url);
  if (!match) return null;
  const row = await loadCertificate(ctx, { certificateId: match[1]!.toLowerCase() });
  if (!row) return null;
  const certificate = toPublicCertificate(ctx.appUrl, row);
  const title =
    certificate.status === 'private' || !certificate.pillarTitle
      ? 'Certificate · Pillars'
      : `${certificateName(certificate.pillarTitle)} · Pillars`;
  const description =
    certificate.status === 'private'
      ? certificateMessages.isPrivate
      : certificate.status === 'revoked'
        ? certificateMessages.revoked
        : certificateStatement({
            recipientName: certificate.recipientName ?? '',
            pillarTitle: certificate.pillarTitle ?? '',
            issuedAt: certificate.issuedAt ?? row.issued_at,
          });
  // The preview image the server draws for this certificate (preview-service.ts): an address
  // of the app's own, absolute, as previews require.
  const image = `${ctx.appUrl.replace(/\/+$/, '')}/api/certificates/${certificate.id}/preview.png`;
  const imageAlt =
    certificate.status === 'valid' && certificate.pillarTitle
      ? `${certificateName(certificate.pillarTitle)} from Pillars`
      : 'A Pillars certificate';
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Pillars'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', certificate.url],
    ['og:image', image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(previewWidth)],
    ['og:image:height', String(previewHeight)],
    ['og:image:alt', imageAlt],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ].join('\n    ');
}
