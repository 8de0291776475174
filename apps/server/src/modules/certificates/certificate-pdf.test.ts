import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';

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
