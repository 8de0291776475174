import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import {
  certificateDate,
  certificateIssuer,
  certificateName,
  certificateStatement,
} from '@pillars/shared/certificates/messages';
import { readableOnWhite } from '@pillars/shared/learning/colour';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/*
 * The certificate as a PDF (issue 43), drawn on the server with PDFKit: A4 landscape, the
 * pillar's colour and artwork (artwork.ts: a WebP decoded once, as a PNG), the name, the date, the verification URL and a QR code of it. The font
 * is Inter (OFL), the web's own typeface, from @fontsource/inter's static WOFF files, which
 * PDFKit embeds as a subset: no font on the machine is needed, and the PDF looks the same
 * everywhere. The QR code is a PNG image, so any reader (and the test) can decode it.
 */

const require = createRequire(import.meta.url);

/**
 * A WOFF file as the plain TrueType/OpenType font it wraps, its tables inflated once. PDFKit
 * (fontkit) reads a WOFF's tables with a JavaScript inflate, again for every glyph it puts in
 * a subset: with the WOFF itself, half of a PDF's 200 ms of CPU was inflating the same glyph
 * table (decision 057). The plain font is read with no inflate at all.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Inter, unwrapped once per process (a few hundred kilobytes). */
const fonts = {
  regular: woffToSfnt(readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'))),
  bold: woffToSfnt(readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'))),
};

export interface CertificatePdfInput {
  id: string;
  recipientName: string;
  pillarTitle: string;
  pillarColor: string;
  /** The pillar's artwork as JPEG or PNG bytes (artwork.ts), or null: colour rings instead. */
  artwork: Buffer | null;
  issuedAt: string;
  url: string;
}

/** Where the artwork sits: the top right corner, inside the border, 16:9 like the pillar cards. */
const artworkBox = { width: 224, height: 126, right: 48, top: 44 };

const ink = '#0f172a';
const muted = '#475569';

/** The PDF's bytes: about 15 ms of CPU once the process is warm (decision 057). */
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
  // The words in a tone of it that reads on the white page (issue 54): a pale pillar's own
  // colour printed its title too pale; the band, border and rings keep the colour itself.
  const textColour = readableOnWhite(colour);

  // The frame: a band of the pillar's colour on the left, a thin border, the pillar's
  // artwork in the corner (or, without artwork, rings of its colour).
  doc.rect(0, 0, 36, height).fill(colour);
  doc
    .lineWidth(1.5)
    .rect(54, 24, width - 78, height - 48)
    .stroke(colour);
  if (input.artwork) {
    const x = width - artworkBox.right - artworkBox.width;
    const box: [number, number] = [artworkBox.width, artworkBox.height];
    doc.save();
    doc.roundedRect(x, artworkBox.top, box[0], box[1], 10).clip();
    doc.image(input.artwork, x, artworkBox.top, { cover: box, align: 'center', valign: 'center' });
    doc.restore();
    doc.lineWidth(1).roundedRect(x, artworkBox.top, box[0], box[1], 10).stroke(colour);
  } else {
    doc.save().fillOpacity(0.08);
    doc.circle(width - 60, 70, 150).fill(colour);
    doc.circle(width - 60, 70, 95).fill(colour);
    doc.restore();
  }

  const left = 96;
  const textWidth = width - left - 96;
  doc.fillColor(textColour).font('Inter-Bold').fontSize(13);
  doc.text('CERTIFICATE OF COMPLETION', left, 92, { characterSpacing: 3, width: textWidth });
  doc.fillColor(muted).font('Inter').fontSize(14).text(`Issued by ${certificateIssuer} to`, left, 150);
  doc.fillColor(ink).font('Inter-Bold').fontSize(40);
  doc.text(input.recipientName, left, 176, { width: textWidth, height: 100, ellipsis: true });
  doc.fillColor(muted).font('Inter').fontSize(14);
  doc.text(`on ${certificateDate(input.issuedAt)} for completing`, left, doc.y + 10);
  doc.fillColor(textColour).font('Inter-Bold').fontSize(28);
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
