import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import type { FastifyBaseLogger } from 'fastify';

/*
 * A pillar's artwork for its certificate's PDF (issue 43, decision 051). Artwork is stored
 * as WebP (the demo's and most uploads), which PDFKit cannot embed: it takes JPEG and PNG.
 * A WebP is decoded by libwebp compiled to WebAssembly (@jsquash/webp, no native binary)
 * and written back as an opaque RGB PNG, which PDFKit embeds as it is (its pixels are
 * deflated once, here, never again per PDF). JPEG and PNG artwork goes to PDFKit as stored.
 * Each artwork is prepared once per process and address: an upload's address is its content
 * hash, a shipped image's is fixed by the build, so a new version is a new address.
 */

const require = createRequire(import.meta.url);

/** Node's WebAssembly global, which the server's type libraries (no DOM) do not declare. */
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<object> };
};
/** The decoder's `init` also takes a compiled module (decode.js), which its types leave out. */
const initDecoder = initWebpDecoder as unknown as (module: object) => Promise<void>;

/** The decoder's WebAssembly, compiled on first use (about 10 ms), then shared. */
let decoderReady: Promise<void> | null = null;
function webpDecoder(): Promise<void> {
  decoderReady ??= wasm
    .compile(readFileSync(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm')))
    .then((module) => initDecoder(module));
  return decoderReady;
}

export function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length > 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  );
}
function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a;
}
function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** The decoded WebP's pixels (RGBA, row by row). */
export async function decodeWebpPixels(
  bytes: Buffer,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  await webpDecoder();
  const copy = new Uint8Array(bytes).buffer;
  const image = await decodeWebp(copy);
  return { width: image.width, height: image.height, data: image.data };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels as an 8-bit RGB PNG, laid over white (the page under the artwork is white, so
 * a transparent part looks the same, and PDFKit needs no soft mask). Each row is filtered
 * with Paeth, which suits drawn artwork well.
 */
export function rgbaToOpaquePng(image: { width: number; height: number; data: ArrayLike<number> }): Buffer {
  const { width, height, data } = image;
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let source = 0, target = 0; target < rgb.length; source += 4, target += 3) {
    const alpha = data[source + 3]!;
    if (alpha === 255) {
      rgb[target] = data[source]!;
      rgb[target + 1] = data[source + 1]!;
      rgb[target + 2] = data[source + 2]!;
      continue;
    }
    for (let channel = 0; channel < 3; channel++) {
      rgb[target + channel] = Math.round((data[source + channel]! * alpha + 255 * (255 - alpha)) / 255);
    }
  }
  const filtered = new Uint8Array((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const out = row * (stride + 1);
    filtered[out] = 4; // Paeth
    for (let at = 0; at < stride; at++) {
      const index = row * stride + at;
      const left = at >= 3 ? rgb[index - 3]! : 0;
      const up = row > 0 ? rgb[index - stride]! : 0;
      const upLeft = at >= 3 && row > 0 ? rgb[index - stride - 3]! : 0;
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      const predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      filtered[out + 1 + at] = (rgb[index]! - predictor) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The artwork's width in the PDF, in pixels: twice the 224-point box (144 dpi). Larger
 * artwork is scaled down to it (each pixel the mean of the ones it covers): the demo's
 * 800-pixel WebP made the PDF four times the size for nothing a reader or a printer shows.
 */
export const artworkPixelWidth = 448;

/** RGBA pixels scaled down to `width` (area average), or as they are when not wider. */
export function scaledDown(
  image: { width: number; height: number; data: ArrayLike<number> },
  width: number,
): { width: number; height: number; data: ArrayLike<number> } {
  if (image.width <= width) return image;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const data = new Uint8ClampedArray(width * height * 4);
  const xScale = image.width / width;
  const yScale = image.height / height;
  for (let y = 0; y < height; y++) {
    const top = Math.floor(y * yScale);
    const bottom = Math.max(top + 1, Math.floor((y + 1) * yScale));
    for (let x = 0; x < width; x++) {
      const left = Math.floor(x * xScale);
      const right = Math.max(left + 1, Math.floor((x + 1) * xScale));
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sourceY = top; sourceY < bottom; sourceY++) {
        for (let sourceX = left; sourceX < right; sourceX++) {
          const at = (sourceY * image.width + sourceX) * 4;
          red += image.data[at]!;
          green += image.data[at + 1]!;
          blue += image.data[at + 2]!;
          alpha += image.data[at + 3]!;
        }
      }
      const count = (bottom - top) * (right - left);
      const target = (y * width + x) * 4;
      data[target] = red / count;
      data[target + 1] = green / count;
      data[target + 2] = blue / count;
      data[target + 3] = alpha / count;
    }
  }
  return { width, height, data };
}

/** Stored artwork as an image PDFKit embeds (JPEG or PNG), or null when it cannot be. */
export async function artworkImage(bytes: Buffer): Promise<Buffer | null> {
  if (isJpeg(bytes) || isPng(bytes)) return bytes;
  if (isWebp(bytes)) return rgbaToOpaquePng(scaledDown(await decodeWebpPixels(bytes), artworkPixelWidth));
  return null;
}

/** Reads the bytes an image address names (uploads/public-images.ts, handed over by app.ts). */
export type ReadImage = (url: string) => Promise<Buffer | null>;

/**
 * Artwork prepared for PDFs, by address: a pillar's artwork is prepared the first time one
 * of its certificates is drawn, then every PDF reuses it. One that is missing or cannot be
 * decoded is remembered as none (logged once): the PDF draws the colour rings instead.
 */
export class ArtworkCache {
  private readonly prepared = new Map<string, Promise<Buffer | null>>();
  constructor(
    private readonly readImage: ReadImage,
    private readonly size = 50,
  ) {}

  get(url: string | null, log: FastifyBaseLogger): Promise<Buffer | null> {
    if (!url) return Promise.resolve(null);
    let image = this.prepared.get(url);
    if (image) return image;
    image = this.prepare(url, log);
    this.prepared.set(url, image);
    if (this.prepared.size > this.size) this.prepared.delete(this.prepared.keys().next().value!);
    return image;
  }

  private async prepare(url: string, log: FastifyBaseLogger): Promise<Buffer | null> {
    let bytes: Buffer | null;
    try {
      bytes = await this.readImage(url);
    } catch (error) {
      // The storage failed (S3 unreachable): no rings for good, the next PDF asks again.
      log.warn(
        { url, err: error },
        'Certificate PDF: the pillar artwork could not be read; drawing the colour rings',
      );
      this.prepared.delete(url);
      return null;
    }
    try {
      if (!bytes) {
        log.warn({ url }, 'Certificate PDF: the pillar artwork is not there; drawing the colour rings');
        return null;
      }
      const image = await artworkImage(bytes);
      if (!image)
        log.warn(
          { url },
          'Certificate PDF: the pillar artwork is not JPEG, PNG or WebP; drawing the colour rings',
        );
      return image;
    } catch (error) {
      log.warn(
        { url, err: error },
        'Certificate PDF: the pillar artwork could not be decoded; drawing the colour rings',
      );
      return null;
    }
  }
}
