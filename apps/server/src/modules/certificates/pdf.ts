import { createRequire } from 'node:module';
import {
  certificateDate,
  certificateIssuer,
  certificateName,
  certificateStatement,
} from '@pillars/shared/certificates/messages';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/*
 * The certificate as a PDF (issue 43), drawn on the server with PDFKit: A4 landscape, the
 * pillar's colour, the name, the date, the verification URL and a QR code of it. The font
 * is Inter (OFL), the web's own typeface, from @fontsource/inter's static WOFF files, which
 * PDFKit embeds as a subset: no font on the machine is needed, and the PDF looks the same
 * everywhere. The QR code is a PNG image, so any reader (and the test) can decode it.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export interface CertificatePdfInput {
  id: string;
  recipientName: string;
  pillarTitle: string;
  pillarColor: string;
  issuedAt: string;
  url: string;
}

const ink = '#0f172a';
const muted = '#475569';

/** The PDF's bytes. About 10 ms: PDFKit writes a few kilobytes and the QR code is small. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
    color: { dark: ink, light: '#ffffff' },
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: certificateName(input.pillarTitle),
      Author: certificateIssuer,
      Subject: certificateStatement(input),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('Inter', fonts.regular);
  doc.registerFont('Inter-Bold', fonts.bold);

  const width = doc.page.width;
  const height = doc.page.height;
  const colour = /^#[0-9a-f]{6}$/i.test(input.pillarColor) ? input.pillarColor : ink;

  // The frame: a band of the pillar's colour on the left, a thin border, the pillar's
  // artwork as rings of its colour in the corner.
  doc.rect(0, 0, 36, height).fill(colour);
  doc
    .lineWidth(1.5)
    .rect(54, 24, width - 78, height - 48)
    .stroke(colour);
  doc.save().fillOpacity(0.08);
  doc.circle(width - 60, 70, 150).fill(colour);
  doc.circle(width - 60, 70, 95).fill(colour);
  doc.restore();

  const left = 96;
  const textWidth = width - left - 96;
  doc.fillColor(colour).font('Inter-Bold').fontSize(13);
  doc.text('CERTIFICATE OF COMPLETION', left, 92, { characterSpacing: 3, width: textWidth });
  doc.fillColor(muted).font('Inter').fontSize(14).text(`Issued by ${certificateIssuer} to`, left, 150);
  doc.fillColor(ink).font('Inter-Bold').fontSize(40);
  doc.text(input.recipientName, left, 176, { width: textWidth, height: 100, ellipsis: true });
  doc.fillColor(muted).font('Inter').fontSize(14);
  doc.text(`on ${certificateDate(input.issuedAt)} for completing`, left, doc.y + 10);
  doc.fillColor(colour).font('Inter-Bold').fontSize(28);
  doc.text(input.pillarTitle, left, doc.y + 8, { width: textWidth, height: 80, ellipsis: true });

  // The verification: the URL in words and as a QR code.
  const qrSize = 120;
  const bottom = height - 56;
  doc.image(qr, width - 60 - qrSize, bottom - qrSize, { width: qrSize, height: qrSize });
  doc
    .fillColor(muted)
    .font('Inter')
    .fontSize(10)
    .text('Verify this certificate at', left, bottom - 44);
  doc.fillColor(ink).font('Inter-Bold').fontSize(11);
  doc.text(input.url, left, bottom - 28, { width: width - left - qrSize - 90, link: input.url });
  doc
    .fillColor(muted)
    .font('Inter')
    .fontSize(9)
    .text(`Certificate ${input.id}`, left, bottom - 10);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The file's name: `pillars-certificate-<pillar>.pdf`, letters and digits only. */
export function certificatePdfFileName(pillarTitle: string): string {
  const slug = pillarTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `pillars-certificate-${slug || 'pillar'}.pdf`;
}
