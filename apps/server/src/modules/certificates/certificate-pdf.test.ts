import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { woffToSfnt } from './pdf.ts';

/**
 * The certificate's PDF (issue 43), read back by a PDF parser (pdf.js): it opens, is
 * landscape, holds the member's name and the verification URL as text, and its QR code
 * (the one image) decodes to the same URL.
 */
const { app, db, signInAs } = await buildTestApp();

interface DecodedImage {
  width: number;
  height: number;
  /** 1: 1 bit grey, 2: RGB, 3: RGBA (pdf.js's ImageKind). */
  kind: number;
  data: Uint8ClampedArray | Uint8Array;
}

function toRgba(image: DecodedImage): Uint8ClampedArray {
  if (image.kind === 3) return new Uint8ClampedArray(image.data);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  if (image.kind === 2) {
    for (let source = 0, target = 0; target < rgba.length; source += 3, target += 4) {
      rgba[target] = image.data[source]!;
      rgba[target + 1] = image.data[source + 1]!;
      rgba[target + 2] = image.data[source + 2]!;
      rgba[target + 3] = 255;
    }
    return rgba;
  }
  throw new Error(`unexpected image kind ${image.kind}`);
}

describe('the certificate PDF', () => {
  it('holds the name and the verification URL, and its QR code decodes to the URL', async () => {
    const pillar = await createCertificatePillar(db, [1]);
    const member = await createMemberWithAccess(db, { firstName: 'Amélie', lastName: 'Dupont-Ngata' });
    const cookie = await signInAs(member);
    const element = pillar.elements[0]!;
    const completion = await app.inject({
      method: 'PUT',
      url: `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
      headers: { cookie },
    });
    const certificateId = completion.json().certificate.id as string;
    const verificationUrl = (
      await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` })
    ).json().url as string;

    // Signed out, as anyone with the link.
    const response = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pillars-certificate-.+\.pdf"$/,
    );
    const bytes = new Uint8Array(response.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(width).toBeGreaterThan(height!);

    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('\n');
    expect(text).toContain('Amélie Dupont-Ngata');
    expect(text).toContain(pillar.title);
    expect(text).toContain(verificationUrl);
    // The document names the certificate.
    const metadata = await pdf.getMetadata();
    expect(metadata.info).toMatchObject({ Title: `${pillar.title} certificate` });

    const operators = await page.getOperatorList();
    const decoded: string[] = [];
    for (const [index, operator] of operators.fnArray.entries()) {
      if (operator !== OPS.paintImageXObject) continue;
      const name = operators.argsArray[index][0] as string;
      const image = await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve));
      const qr = jsQR(toRgba(image), image.width, image.height);
      if (qr) decoded.push(qr.data);
    }
    expect(decoded).toEqual([verificationUrl]);
    await pdf.destroy();
  });
});

describe("the PDF's font", () => {
  it('unwraps the WOFF into a font whose every table matches the checksum the WOFF recorded', () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    for (let index = 0; index < numTables; index++) {
      const entry = 12 + index * 16;
      const tag = sfnt.toString('latin1', entry, entry + 4);
      const offset = sfnt.readUInt32BE(entry + 8);
      const length = sfnt.readUInt32BE(entry + 12);
      const table = Buffer.alloc((length + 3) & ~3);
      sfnt.copy(table, 0, offset, offset + length);
      // The head table's checksum is taken with its checkSumAdjustment (bytes 8-11) as zero.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      let sum = 0;
      for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
      expect({ tag, checksum: sum }).toEqual({ tag, checksum: sfnt.readUInt32BE(entry + 4) });
      expect(length).toBe(woff.readUInt32BE(44 + index * 20 + 12));
    }
  });
});
