import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contrastRatio } from '@pillars/shared/learning/colour';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { ArtworkCache, decodeWebpPixels, rgbaToOpaquePng, scaledDown } from './artwork.ts';
import { woffToSfnt } from './pdf.ts';

/**
 * The certificate's PDF (issue 43), read back by a PDF parser (pdf.js): it opens, is
 * landscape, holds the member's name and the verification URL as text, and its QR code
 * (an image) decodes to the same URL. A pillar with artwork has it drawn as a second image,
 * decoded from its WebP; one without (or whose artwork is missing) has the colour rings.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pillars-certificate-pdf-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, db, signInAs, loginAs } = await buildTestApp({ env: { DATA_DIR: dataDir } });

/**
 * A lossless WebP of 160 x 90 pixels made for this test (by @jsquash/webp's encoder): its
 * left half #0e7490, its right half #f97316.
 */
const twoColourWebp = Buffer.from(
  'UklGRiwAAABXRUJQVlA4TCAAAAAvn0AWAA+wc6/Iv4Xe/MeSQUhA+H9a80CJ6P8EGInPAw==',
  'base64',
);

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

/** The images a PDF's one page paints, decoded by pdf.js, in the order they are painted. */
async function paintedImages(bytes: Uint8Array): Promise<DecodedImage[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const operators = await page.getOperatorList();
  const images: DecodedImage[] = [];
  for (const [index, operator] of operators.fnArray.entries()) {
    if (operator !== OPS.paintImageXObject) continue;
    const name = operators.argsArray[index][0] as string;
    const image = await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve));
    images.push({ ...image, data: toRgba(image) });
  }
  await pdf.destroy();
  return images;
}

function pixelAt(image: DecodedImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return Array.from(image.data.subarray(at, at + 3));
}

/**
 * A certificate of a new pillar with `artworkUrl` (or none) and `color` (or the test
 * pillar's), for a new member: its PDF's bytes and URL, and the pillar's title.
 */
async function certificatePdfOf(
  artworkUrl: string | null,
  color?: string,
): Promise<{ bytes: Uint8Array; url: string; pillarTitle: string }> {
  const pillar = await createCertificatePillar(db, [1]);
  await db.execute(
    sql`update pillars set overlay_image_url = ${artworkUrl}, color = coalesce(${color ?? null}, color)
         where id = ${pillar.id}`,
  );
  const member = await createMemberWithAccess(db);
  const element = pillar.elements[0]!;
  const completion = await app.inject({
    method: 'PUT',
    url: `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
    headers: { cookie: await signInAs(member) },
  });
  const certificateId = completion.json().certificate.id as string;
  const url = (await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` })).json()
    .url as string;
  const response = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/pdf` });
  expect(response.statusCode, response.body).toBe(200);
  return { bytes: new Uint8Array(response.rawPayload), url, pillarTitle: pillar.title };
}

async function uploadImage(bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([bytes], { type }), name);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie: await loginAs('admin'), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url as string;
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
    // The pillar has no artwork: the QR code is the only image (the corner has the colour rings).
    expect(operators.fnArray.filter((operator) => operator === OPS.paintImageXObject)).toHaveLength(1);
    await pdf.destroy();
  });

  it("prints a pale pillar's title and heading in a tone that reads on white, 4.5:1 at least (issue 54)", async () => {
    const { bytes, pillarTitle } = await certificatePdfOf(null, '#F6E27A');
    const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    // The fill colour in force where each line of text is shown.
    let fill = '#000000';
    const colourOf = new Map<string, string>();
    for (const [index, operator] of operators.fnArray.entries()) {
      const args = operators.argsArray[index];
      // pdf.js hands the colour over as its arguments: three 0-255 channels.
      if (operator === OPS.setFillRGBColor) {
        fill = `#${Array.from(args as ArrayLike<number>, (channel) => channel.toString(16).padStart(2, '0')).join('')}`;
      }
      if (operator === OPS.showText) {
        const text = (args[0] as Array<{ unicode?: string } | number>)
          .map((glyph) => (typeof glyph === 'object' && glyph ? (glyph.unicode ?? '') : ''))
          .join('');
        colourOf.set(text, fill);
      }
    }
    await pdf.destroy();
    const heading = [...colourOf.keys()].find((text) => text.startsWith('CERTIFICATE'));
    for (const text of [heading, pillarTitle]) {
      const colour = colourOf.get(text ?? '');
      expect(colour, `${text} is drawn`).toBeDefined();
      expect(contrastRatio(colour, '#FFFFFF'), `${text} in ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("draws the pillar's uploaded WebP artwork as an image, decoded to its own pixels", async () => {
    const artworkUrl = await uploadImage(twoColourWebp, 'artwork.webp', 'image/webp');
    expect(artworkUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const { bytes, url } = await certificatePdfOf(artworkUrl);
    const images = await paintedImages(bytes);
    expect(images).toHaveLength(2);
    const [artwork, qr] = images as [DecodedImage, DecodedImage];
    expect(jsQR(qr.data as Uint8ClampedArray, qr.width, qr.height)?.data).toBe(url);
    expect({ width: artwork.width, height: artwork.height }).toEqual({ width: 160, height: 90 });
    expect(pixelAt(artwork, 20, 45)).toEqual([0x0e, 0x74, 0x90]);
    expect(pixelAt(artwork, 140, 45)).toEqual([0xf9, 0x73, 0x16]);
  });

  it("draws the demo's shipped WebP artwork, and falls back to the rings when the artwork is missing", async () => {
    const shipped = await paintedImages((await certificatePdfOf('/images/pillars/mindset.webp')).bytes);
    // 800 x 450 pixels, scaled down to twice the box it is drawn in.
    expect(shipped.map((image) => [image.width, image.height])).toEqual([
      [448, 252],
      [expect.any(Number), expect.any(Number)],
    ]);
    // An address nothing answers (a file gone, another site): the PDF still comes, with the QR code alone.
    for (const missing of ['/images/pillars/not-there.webp', 'https://elsewhere.example/art.webp']) {
      const { bytes, url } = await certificatePdfOf(missing);
      const images = await paintedImages(bytes);
      expect(images).toHaveLength(1);
      expect(jsQR(images[0]!.data as Uint8ClampedArray, images[0]!.width, images[0]!.height)?.data).toBe(url);
    }
  });
});

describe("the artwork's PNG", () => {
  it("is the WebP's pixels laid over white, read back the same by a PDF parser", async () => {
    const pixels = await decodeWebpPixels(twoColourWebp);
    expect([pixels.width, pixels.height]).toEqual([160, 90]);
    // Half transparent black over white is mid grey; a transparent pixel is white.
    const rgba = new Uint8ClampedArray([0, 0, 0, 128, 10, 20, 30, 0, 200, 100, 50, 255, 1, 2, 3, 255]);
    const png = rgbaToOpaquePng({ width: 2, height: 2, data: rgba });
    expect(png[25]).toBe(2); // RGB, no alpha: PDFKit embeds it without a soft mask
    const doc = new PDFDocument({ size: [10, 10], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.image(png, 0, 0, { width: 2, height: 2 });
    doc.end();
    await ended;
    const [image] = await paintedImages(new Uint8Array(Buffer.concat(chunks)));
    expect([image!.width, image!.height]).toEqual([2, 2]);
    expect([0, 1].flatMap((y) => [0, 1].map((x) => pixelAt(image!, x, y)))).toEqual([
      [127, 127, 127],
      [255, 255, 255],
      [200, 100, 50],
      [1, 2, 3],
    ]);
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

describe('scaling artwork down', () => {
  it('averages the pixels each new one covers, keeps the proportions, and leaves a narrow image as it is', () => {
    // 4 x 2: a black and a white column, then red and blue, on both rows.
    const row = [0, 0, 0, 255, 255, 255, 255, 255, 200, 0, 0, 255, 0, 0, 100, 255];
    const image = { width: 4, height: 2, data: new Uint8ClampedArray([...row, ...row]) };
    const half = scaledDown(image, 2);
    expect([half.width, half.height]).toEqual([2, 1]);
    expect(Array.from(half.data)).toEqual([128, 128, 128, 255, 100, 0, 50, 255]);
    expect(scaledDown(image, 4)).toBe(image);
  });
});

describe('the artwork cache', () => {
  /** A logger that keeps the warnings' messages. */
  function warnings(): { log: FastifyBaseLogger; messages: string[] } {
    const messages: string[] = [];
    const log = { warn: (_fields: object, message: string) => messages.push(message) };
    return { log: log as unknown as FastifyBaseLogger, messages };
  }

  it('prepares each artwork once; one that does not decode is none, logged once', async () => {
    const reads: string[] = [];
    const files: Record<string, Buffer> = {
      '/uploads/good.webp': twoColourWebp,
      // A WebP's header over bytes that are no image.
      '/uploads/broken.webp': Buffer.concat([twoColourWebp.subarray(0, 20), Buffer.alloc(40, 7)]),
      '/uploads/animation.gif': Buffer.from('GIF89a....'),
    };
    const cache = new ArtworkCache(async (url) => {
      reads.push(url);
      return files[url] ?? null;
    });
    const { log, messages } = warnings();
    const first = await cache.get('/uploads/good.webp', log);
    expect(first?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await cache.get('/uploads/good.webp', log)).toBe(first);
    for (let round = 0; round < 2; round++) {
      expect(await cache.get('/uploads/broken.webp', log)).toBeNull();
      expect(await cache.get('/uploads/animation.gif', log)).toBeNull();
      expect(await cache.get('/uploads/gone.webp', log)).toBeNull();
      expect(await cache.get(null, log)).toBeNull();
    }
    expect(reads).toEqual([
      '/uploads/good.webp',
      '/uploads/broken.webp',
      '/uploads/animation.gif',
      '/uploads/gone.webp',
    ]);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/could not be decoded/);
    // The decoder still works after a file it refused.
    files['/uploads/again.webp'] = twoColourWebp;
    expect(await cache.get('/uploads/again.webp', log)).toEqual(first);
  });

  it('asks the storage again after it failed', async () => {
    let failures = 1;
    const cache = new ArtworkCache(async () => {
      if (failures-- > 0) throw new Error('storage unreachable');
      return twoColourWebp;
    });
    const { log, messages } = warnings();
    expect(await cache.get('/uploads/good.webp', log)).toBeNull();
    expect(messages).toEqual([expect.stringMatching(/could not be read/)]);
    expect(await cache.get('/uploads/good.webp', log)).not.toBeNull();
  });
});
