#!/usr/bin/env node
/**
 * The installable app's icons (issue 60, decision 074): apps/web/public/icons/icon-192.png,
 * icon-512.png (the favicon's pillars on its rounded navy square) and maskable-512.png (full
 * bleed navy, the pillars inside the 80% safe zone). Drawn from the favicon's shapes with
 * pngjs, 4x4 samples a pixel; run again after changing them: `node scripts/generate-app-icons.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/icons');
const navy = [0x0f, 0x34, 0x60];

// The favicon's glyph on its 32-unit grid (apps/web/public/favicon.svg).
const rects = [
  [7, 24, 18, 2],
  [8, 11, 16, 2],
  [10, 14, 2.5, 9],
  [14.75, 14, 2.5, 9],
  [19.5, 14, 2.5, 9],
];
const roof = [
  [16, 5],
  [25, 10],
  [7, 10],
];

function inTriangle(x, y, [a, b, c]) {
  const side = (p, q) => (x - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (y - q[1]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

const inGlyph = (x, y) =>
  rects.some(([left, top, width, height]) => x >= left && x < left + width && y >= top && y < top + height) ||
  inTriangle(x, y, roof);

/** Inside the rounded square (radius 7 of 32) of the plain icon. */
function inRoundedSquare(x, y) {
  const radius = 7;
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function draw(size, { maskable }) {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  // Maskable: the glyph's 32 units fill the middle 70% (inside the 80% safe circle).
  const glyphScale = maskable ? 0.7 : 1;
  const offset = (1 - glyphScale) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let glyph = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const u = (px + (sx + 0.5) / samples) / size;
          const v = (py + (sy + 0.5) / samples) / size;
          const isBackground = maskable || inRoundedSquare(u * 32, v * 32);
          if (!isBackground) continue;
          background += 1;
          const gx = ((u - offset) / glyphScale) * 32;
          const gy = ((v - offset) / glyphScale) * 32;
          if (inGlyph(gx, gy)) glyph += 1;
        }
      }
      const total = samples * samples;
      const white = glyph / Math.max(background, 1);
      const index = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        png.data[index + channel] = Math.round(navy[channel] * (1 - white) + 255 * white);
      }
      png.data[index + 3] = Math.round((background / total) * 255);
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'icon-192.png'), draw(192, { maskable: false }));
writeFileSync(join(outDir, 'icon-512.png'), draw(512, { maskable: false }));
writeFileSync(join(outDir, 'maskable-512.png'), draw(512, { maskable: true }));
process.stdout.write(`Wrote the app icons to ${outDir}\n`);
