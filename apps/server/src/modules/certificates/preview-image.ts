import { darkenColor, parseHexColor } from '@pillars/shared/learning/colour';
import { decodeWebpPixels, isWebp, rgbaToOpaquePng, scaledDown } from './artwork.ts';

/*
 * A certificate's link-preview image (issue 54), the `og:image` of its public page: link
 * previews (LinkedIn, Slack, messengers) show an image beside the title and sentence the
 * page's head already carries. Drawn here, pixel by pixel, as a PNG of the size previews
 * ask for (1200 x 630): the pillar's colour as a diagonal gradient, a white rosette, and the
 * pillar's artwork when it is a WebP (the demo's and most uploads; artwork.ts decodes it).
 * It shows only what the public page may show: the pillar's colour and artwork, never the
 * name, which previews print beside it from the head. A private certificate, which shows
 * nothing, gets the product's own colour and no artwork; a revoked one is grey.
 */

export const previewWidth = 1200;
export const previewHeight = 630;

export interface PreviewInput {
  /** '#rrggbb'. */
  color: string;
  /** The artwork's bytes, or null for none. */
  artwork: Buffer | null;
}

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const { red, green, blue } = parseHexColor(hex);
  return [red, green, blue];
};

/** Paints `color` at `coverage` (0..1) and `opacity` over the pixel. */
function blend(pixels: Uint8ClampedArray, at: number, color: Rgb, amount: number): void {
  if (amount <= 0) return;
  for (let channel = 0; channel < 3; channel++) {
    pixels[at + channel] = pixels[at + channel]! + (color[channel]! - pixels[at + channel]!) * amount;
  }
}

/**
 * Fills the shape `inside` says covers a point, within its box, anti-aliased: each pixel
 * painted by the share of its 4 x 4 sample points inside.
 */
function fillShape(
  pixels: Uint8ClampedArray,
  box: { left: number; top: number; right: number; bottom: number },
  inside: (x: number, y: number) => boolean,
  color: Rgb,
  opacity = 1,
): void {
  const samples = 4;
  for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(previewHeight, Math.ceil(box.bottom)); y++) {
    for (let x = Math.max(0, Math.floor(box.left)); x < Math.min(previewWidth, Math.ceil(box.right)); x++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          if (inside(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples)) hits++;
        }
      }
      blend(pixels, (y * previewWidth + x) * 4, color, (opacity * hits) / (samples * samples));
    }
  }
}

const circle = (cx: number, cy: number, radius: number) => (x: number, y: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;

/** A ribbon tail: a quadrilateral with a notch, by its corners in order (convex halves). */
function insideTriangle(points: [number, number][]) {
  return (x: number, y: number) => {
    let sign = 0;
    for (let index = 0; index < 3; index++) {
      const [x1, y1] = points[index]!;
      const [x2, y2] = points[(index + 1) % 3]!;
      const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
      if (cross !== 0) {
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
    }
    return true;
  };
}

/** The artwork's box on the right, 16:9, and the rosette's centre on the left. */
const artworkBox = { left: 560, top: 142, width: 560, height: 315 };
const rosette = { x: 290, y: 270, radius: 130 };

/** The preview as an opaque PNG. */
export async function renderCertificatePreview(input: PreviewInput): Promise<Buffer> {
  const pixels = new Uint8ClampedArray(previewWidth * previewHeight * 4);
  const from = toRgb(input.color);
  const to = toRgb(darkenColor(input.color, 0.55));
  // The gradient, top left to bottom right.
  for (let y = 0; y < previewHeight; y++) {
    for (let x = 0; x < previewWidth; x++) {
      const share = (x / previewWidth + y / previewHeight) / 2;
      const at = (y * previewWidth + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[at + channel] = from[channel]! + (to[channel]! - from[channel]!) * share;
      }
      pixels[at + 3] = 255;
    }
  }
  const white: Rgb = [255, 255, 255];
  const { x, y, radius } = rosette;
  const box = (r: number) => ({ left: x - r, top: y - r, right: x + r, bottom: y + r });
  // The ribbon's two tails under the rosette, then the rosette: a ring, a disc, a star of dots.
  fillShape(
    pixels,
    { left: x - 110, top: y, right: x + 110, bottom: y + radius + 150 },
    (px, py) =>
      insideTriangle([
        [x - 95, y + 60],
        [x - 15, y + 90],
        [x - 70, y + radius + 140],
      ])(px, py) ||
      insideTriangle([
        [x - 70, y + radius + 140],
        [x - 15, y + 90],
        [x - 35, y + radius + 110],
      ])(px, py) ||
      insideTriangle([
        [x + 95, y + 60],
        [x + 15, y + 90],
        [x + 70, y + radius + 140],
      ])(px, py) ||
      insideTriangle([
        [x + 70, y + radius + 140],
        [x + 15, y + 90],
        [x + 35, y + radius + 110],
      ])(px, py),
    white,
    0.85,
  );
  fillShape(pixels, box(radius), circle(x, y, radius), white);
  fillShape(pixels, box(radius - 14), circle(x, y, radius - 14), from);
  fillShape(pixels, box(radius - 24), circle(x, y, radius - 24), white, 0.92);
  for (let point = 0; point < 8; point++) {
    const angle = (point * Math.PI) / 4;
    const cx = x + Math.cos(angle) * 58;
    const cy = y + Math.sin(angle) * 58;
    fillShape(
      pixels,
      { left: cx - 14, top: cy - 14, right: cx + 14, bottom: cy + 14 },
      circle(cx, cy, 13),
      from,
    );
  }
  fillShape(pixels, box(30), circle(x, y, 30), to);

  if (input.artwork && isWebp(input.artwork)) {
    // The artwork, scaled to the box's width, centred in it; the box framed in white.
    const decoded = await decodeWebpPixels(input.artwork);
    const art = scaledDown(decoded, artworkBox.width);
    const border = 8;
    fillShape(
      pixels,
      {
        left: artworkBox.left - border,
        top: artworkBox.top - border,
        right: artworkBox.left + artworkBox.width + border,
        bottom: artworkBox.top + artworkBox.height + border,
      },
      () => true,
      white,
    );
    const offsetY = Math.round((artworkBox.height - art.height) / 2);
    for (let row = 0; row < Math.min(art.height, artworkBox.height); row++) {
      const targetY = artworkBox.top + Math.max(0, offsetY) + row;
      for (let column = 0; column < Math.min(art.width, artworkBox.width); column++) {
        const source = (row * art.width + column) * 4;
        const target = (targetY * previewWidth + artworkBox.left + column) * 4;
        const alpha = (art.data[source + 3] ?? 255) / 255;
        blend(pixels, target, [art.data[source]!, art.data[source + 1]!, art.data[source + 2]!], alpha);
      }
    }
  }
  return rgbaToOpaquePng({ width: previewWidth, height: previewHeight, data: pixels });
}
