#!/usr/bin/env node
// Generates abstract, brand-coloured SVG artwork for every local image referenced by the demo seed
// (apps/server/src/db/seed/demo-content.ts) into apps/web/public/images/..., using the same path with
// an `.svg` extension. Output is deterministic: each file is seeded by a hash of its path.
//
//   node scripts/generate-demo-artwork.mjs          # (re)generate the SVGs, and the WebP ones
//
// A seed path ending in .webp (the pillars, articles, lessons and events: the large images of
// the member screens) is served pre-rendered: its SVG is drawn once here, in Chromium, into a
// WebP of the same size. An SVG in an <img> is a document of its own, parsed, laid out and
// painted on the page's main thread at every load (with the pillar cards' grey filter and
// blend mode on top); a WebP is decoded and filtered off it (issue 21's phone Lighthouse).
//   node scripts/generate-demo-artwork.mjs --check  # verify every /images and /media path in the seed exists

import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seedFile = join(root, 'apps/server/src/db/seed/demo-content.ts');
const publicDir = join(root, 'apps/web/public');

const PALETTES = [
  { bg: ['#0b1533', '#2b2672'], accents: ['#6366f1', '#818cf8', '#38bdf8'], ink: '#e0e7ff' },
  { bg: ['#111a46', '#3f3aa3'], accents: ['#a5b4fc', '#c4b5fd', '#67e8f9'], ink: '#eef2ff' },
  { bg: ['#0a1f3f', '#1e3a8a'], accents: ['#60a5fa', '#818cf8', '#5eead4'], ink: '#dbeafe' },
  { bg: ['#15123d', '#4c1d95'], accents: ['#a78bfa', '#f0abfc', '#93c5fd'], ink: '#ede9fe' },
  { bg: ['#eef2ff', '#c7d2fe'], accents: ['#4f46e5', '#6366f1', '#0ea5e9'], ink: '#312e81' },
  { bg: ['#0f172a', '#1e40af'], accents: ['#818cf8', '#22d3ee', '#a5b4fc'], ink: '#e0e7ff' },
];

const SIZES = {
  pillar: [800, 450],
  lesson: [1200, 630],
  article: [1200, 630],
  event: [1200, 630],
  content: [1200, 800],
  portrait: [400, 400],
  cover: [1600, 400],
};

/** FNV-1a 32-bit hash. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG returning floats in [0, 1). */
function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v) => Math.round(v);
const op = (v) => Number(v.toFixed(2));
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const humanise = (slug) => {
  const words = slug.replace(/-cover$/, '').split('-');
  return words.join(' ').replace(/^./, (c) => c.toUpperCase());
};
const titleCase = (slug) =>
  slug
    .replace(/-cover$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

function collectPaths(source) {
  const content = new Set();
  for (const block of source.matchAll(/contentImages:\s*\[([^\]]*)\]/g)) {
    for (const m of block[1].matchAll(/'(\/images\/[^']+)'/g)) content.add(m[1]);
  }
  const images = new Set();
  for (const m of source.matchAll(/'(\/images\/[^']+\.(?:jpe?g|png|webp|svg))'/g)) images.add(m[1]);
  return [...images].map((p) => ({ path: p, kind: kindOf(p, content) }));
}

function kindOf(path, contentSet) {
  if (contentSet.has(path)) return 'content';
  const slug = basename(path, extname(path));
  if (path.startsWith('/images/pillars/')) return 'pillar';
  if (path.startsWith('/images/gurus/')) return slug.endsWith('-cover') ? 'cover' : 'portrait';
  if (path.startsWith('/images/lessons/')) return 'lesson';
  if (path.startsWith('/images/events/')) return 'event';
  return 'article';
}

// ---------- shape layers ----------

function glows(r, w, h, p) {
  const [a1, , a3] = p.accents;
  const defs =
    `<radialGradient id="g1"><stop offset="0" stop-color="${a1}" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="${a1}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="g2"><stop offset="0" stop-color="${a3}" stop-opacity=".35"/>` +
    `<stop offset="1" stop-color="${a3}" stop-opacity="0"/></radialGradient>`;
  const big = Math.max(w, h);
  const body =
    `<circle cx="${n(w * (0.55 + r() * 0.4))}" cy="${n(h * r() * 0.5)}" r="${n(big * (0.45 + r() * 0.2))}" fill="url(#g1)"/>` +
    `<circle cx="${n(w * r() * 0.35)}" cy="${n(h * (0.7 + r() * 0.3))}" r="${n(big * (0.3 + r() * 0.15))}" fill="url(#g2)"/>`;
  return { defs, body };
}

function dots(r, w, h, p, light) {
  const gap = 22 + n(r() * 6);
  const cols = 5 + n(r() * 3);
  const rows = 3 + n(r() * 2);
  const left = r() < 0.5;
  const x = left ? n(w * 0.06) : n(w * 0.94 - cols * gap);
  const y = r() < 0.5 ? n(h * 0.1) : n(h * 0.88 - rows * gap);
  const defs =
    `<pattern id="d" x="${x}" y="${y}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">` +
    `<circle cx="4" cy="4" r="2.5" fill="${p.ink}"/></pattern>`;
  const body = `<rect x="${x}" y="${y}" width="${cols * gap}" height="${rows * gap}" fill="url(#d)" opacity="${light ? 0.3 : 0.22}"/>`;
  return { defs, body };
}

function orbits(r, w, h, p, scale = 1) {
  const cx = n(w * (0.68 + r() * 0.2));
  const cy = n(h * (0.45 + r() * 0.2));
  const base = Math.min(w, h) * (0.16 + r() * 0.06) * scale;
  let body = '';
  const rings = 3 + n(r() * 1.4);
  for (let i = 0; i < rings; i++) {
    body += `<circle cx="${cx}" cy="${cy}" r="${n(base * (1 + i * 0.55))}" fill="none" stroke="${p.ink}" stroke-opacity="${op(0.24 - i * 0.045)}" stroke-width="2"/>`;
  }
  body += `<circle cx="${cx}" cy="${cy}" r="${n(base * 0.55)}" fill="${p.accents[0]}" fill-opacity=".85"/>`;
  for (let i = 0; i < 2; i++) {
    const ring = base * (1 + (i + 1) * 0.55);
    const angle = r() * Math.PI * 2;
    body += `<circle cx="${n(cx + Math.cos(angle) * ring)}" cy="${n(cy + Math.sin(angle) * ring)}" r="${n(8 + r() * 10)}" fill="${p.accents[i + 1]}"/>`;
  }
  return { defs: '', body };
}

function bars(r, w, h, p) {
  const count = 5 + n(r() * 2);
  const bw = n(w * 0.038);
  const gap = n(bw * 0.75);
  const baseY = n(h * 0.8);
  const maxH = h * 0.55;
  const x0 = n(w * 0.9 - count * (bw + gap));
  const defs =
    `<linearGradient id="bb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accents[1]}"/>` +
    `<stop offset="1" stop-color="${p.accents[0]}" stop-opacity=".35"/></linearGradient>`;
  let body = '';
  const hot = n(r() * (count - 1));
  for (let i = 0; i < count; i++) {
    const bh = n(maxH * (0.3 + (0.6 * i) / count + r() * 0.2));
    const fill = i === hot ? p.accents[2] : 'url(#bb)';
    body += `<rect x="${x0 + i * (bw + gap)}" y="${baseY - bh}" width="${bw}" height="${bh}" rx="${n(bw / 2)}" fill="${fill}" fill-opacity="${i === hot ? 0.9 : 0.8}"/>`;
  }
  body += `<rect x="${x0 - gap}" y="${baseY + 12}" width="${count * (bw + gap) + gap}" height="4" rx="2" fill="${p.ink}" fill-opacity=".25"/>`;
  return { defs, body };
}

function waves(r, w, h, p, layers = 3) {
  let body = '';
  for (let i = 0; i < layers; i++) {
    const y = h * (0.62 + i * 0.1 + r() * 0.05);
    const amp = h * (0.06 + r() * 0.06);
    const c1 = w * (0.2 + r() * 0.15);
    const c2 = w * (0.55 + r() * 0.15);
    const d =
      `M0 ${n(y)}C${n(c1)} ${n(y - amp)} ${n(c2)} ${n(y + amp)} ${w} ${n(y - amp * 0.4)}` + `V${h}H0Z`;
    const colour = p.accents[i % p.accents.length];
    body += `<path d="${d}" fill="${colour}" fill-opacity="${op(0.14 + i * 0.07)}"/>`;
  }
  return { defs: '', body };
}

function tiles(r, w, h, p) {
  const cols = 4;
  const rows = 3;
  const size = n(Math.min(w, h) * 0.12);
  const gap = n(size * 0.28);
  const x0 = n(w * 0.92 - cols * (size + gap));
  const y0 = n(h * 0.5 - (rows * (size + gap)) / 2);
  let body = '';
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const v = r();
      const fill = v > 0.78 ? p.accents[n(r() * 2)] : p.ink;
      const o = v > 0.78 ? 0.85 : 0.06 + v * 0.18;
      body += `<rect x="${x0 + x * (size + gap)}" y="${y0 + y * (size + gap)}" width="${size}" height="${size}" rx="${n(size * 0.22)}" fill="${fill}" fill-opacity="${op(o)}"/>`;
    }
  }
  return { defs: '', body };
}

function pills(r, w, h, p) {
  let body = '';
  const x = n(w * 0.07);
  let y = n(h * (0.2 + r() * 0.15));
  for (let i = 0; i < 3; i++) {
    const len = n(w * (i === 0 ? 0.28 : 0.14 + r() * 0.12));
    const th = i === 0 ? 18 : 12;
    body += `<rect x="${x}" y="${y}" width="${len}" height="${th}" rx="${th / 2}" fill="${i === 0 ? p.accents[1] : p.ink}" fill-opacity="${i === 0 ? 0.7 : 0.22}"/>`;
    y += th + 16;
  }
  return { defs: '', body };
}

function bubbles(r, w, h, p) {
  let body = '';
  const cx = w * (0.7 + r() * 0.12);
  const cy = h * (0.38 + r() * 0.1);
  const sizes = [0.2, 0.11, 0.06];
  for (let i = 0; i < sizes.length; i++) {
    const rad = Math.min(w, h) * sizes[i];
    const x = i === 0 ? cx : cx + (r() - 0.3) * w * 0.22;
    const y = i === 0 ? cy : cy + (r() - 0.5) * h * 0.4;
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${p.accents[i]}" fill-opacity="${op(0.75 - i * 0.15)}"/>`;
  }
  return { defs: '', body };
}

function panel(r, w, h, p) {
  const px = n(w * 0.12);
  const py = n(h * 0.14);
  const pw = w - px * 2;
  const ph = h - py * 2;
  let body =
    `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="28" fill="${p.ink}" fill-opacity=".08" stroke="${p.ink}" stroke-opacity=".2" stroke-width="2"/>` +
    `<rect x="${px + 48}" y="${py + 48}" width="${n(pw * 0.3)}" height="18" rx="9" fill="${p.ink}" fill-opacity=".5"/>` +
    `<rect x="${px + 48}" y="${py + 80}" width="${n(pw * 0.18)}" height="12" rx="6" fill="${p.ink}" fill-opacity=".22"/>`;
  const style = n(r() * 2);
  const top = py + 140;
  const bottom = py + ph - 56;
  const left = px + 48;
  const right = px + pw - 48;
  if (style === 0) {
    // table rows
    const rows = 5;
    const rh = (bottom - top) / rows;
    for (let i = 0; i < rows; i++) {
      const y = n(top + i * rh);
      body += `<rect x="${left}" y="${y}" width="${right - left}" height="${n(rh - 14)}" rx="12" fill="${p.ink}" fill-opacity="${i === 0 ? 0.16 : 0.06}"/>`;
      body += `<circle cx="${left + 30}" cy="${n(y + (rh - 14) / 2)}" r="9" fill="${p.accents[i % 3]}"/>`;
      body += `<rect x="${left + 60}" y="${n(y + (rh - 14) / 2 - 5)}" width="${n((right - left) * (0.25 + r() * 0.3))}" height="10" rx="5" fill="${p.ink}" fill-opacity=".35"/>`;
    }
  } else if (style === 1) {
    // line chart
    const pts = [];
    for (let i = 0; i < 8; i++) {
      const x = left + ((right - left) * i) / 7;
      const y = bottom - (bottom - top) * (0.15 + (0.6 * i) / 7 + r() * 0.2);
      pts.push(`${n(x)} ${n(y)}`);
    }
    for (let i = 0; i < 4; i++) {
      const y = n(top + ((bottom - top) * i) / 3);
      body += `<rect x="${left}" y="${y}" width="${right - left}" height="2" fill="${p.ink}" fill-opacity=".12"/>`;
    }
    body += `<path d="M${pts.join('L')}V${bottom}H${left}Z" fill="${p.accents[0]}" fill-opacity=".25"/>`;
    body += `<path d="M${pts.join('L')}" fill="none" stroke="${p.accents[2]}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
  } else {
    // bar columns
    const count = 6;
    const slot = (right - left) / count;
    const bw = n(slot * 0.5);
    for (let i = 0; i < count; i++) {
      const bh = n((bottom - top) * (0.3 + r() * 0.65));
      body += `<rect x="${n(left + i * slot + (slot - bw) / 2)}" y="${bottom - bh}" width="${bw}" height="${bh}" rx="14" fill="${p.accents[i % 2 ? 1 : 0]}" fill-opacity=".8"/>`;
    }
  }
  return { defs: '', body };
}

function silhouette(r, w, h, p) {
  const cx = w / 2;
  const angle = Math.PI * (1.1 + r() * 0.8);
  const ring = w * 0.42;
  const defs =
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ink}" stop-opacity=".95"/>` +
    `<stop offset="1" stop-color="${p.ink}" stop-opacity=".6"/></linearGradient>`;
  const body =
    `<circle cx="${cx}" cy="${n(h * 0.5)}" r="${n(w * 0.42)}" fill="none" stroke="${p.ink}" stroke-opacity=".18" stroke-width="2"/>` +
    `<circle cx="${n(cx + Math.cos(angle) * ring)}" cy="${n(h * 0.5 + Math.sin(angle) * ring)}" r="${n(w * 0.035)}" fill="${p.accents[2]}"/>` +
    `<circle cx="${cx}" cy="${n(h * 0.4)}" r="${n(w * 0.16)}" fill="url(#s)"/>` +
    `<path d="M${n(w * 0.18)} ${h}C${n(w * 0.18)} ${n(h * 0.74)} ${n(w * 0.32)} ${n(h * 0.62)} ${cx} ${n(h * 0.62)}` +
    `C${n(w * 0.68)} ${n(h * 0.62)} ${n(w * 0.82)} ${n(h * 0.74)} ${n(w * 0.82)} ${h}Z" fill="url(#s)"/>`;
  return { defs, body };
}

// ---------- composition ----------

function render(path, kind) {
  const [w, h] = SIZES[kind];
  const slug = basename(path, extname(path));
  const r = prng(hash(path));
  const p = PALETTES[Math.floor(r() * PALETTES.length)];
  const light = p.bg[0].startsWith('#e');
  const angle = r();
  const layers = [glows(r, w, h, p)];

  if (kind === 'portrait') {
    layers.push(silhouette(r, w, h, p));
  } else if (kind === 'content') {
    layers.push(dots(r, w, h, p, light), panel(r, w, h, p));
  } else if (kind === 'cover') {
    layers.push(dots(r, w, h, p, light), waves(r, w, h, p, 2), orbits(r, w, h, p, 0.8));
  } else {
    const motifs = [orbits, bars, tiles, waves];
    const motif = motifs[Math.floor(r() * motifs.length)];
    layers.push(dots(r, w, h, p, light));
    if (motif !== waves) layers.push(waves(r, w, h, p, 2));
    layers.push(motif(r, w, h, p));
    if (motif === waves) layers.push(bubbles(r, w, h, p));
    if (kind !== 'pillar') layers.push(pills(r, w, h, p));
  }

  const title =
    kind === 'portrait'
      ? `${titleCase(slug)}, portrait`
      : kind === 'cover'
        ? `${titleCase(slug)}, cover image`
        : `${humanise(slug)} (${kind} artwork)`;

  const bg =
    `<linearGradient id="b" x1="0" y1="0" x2="${op(0.6 + angle * 0.4)}" y2="1">` +
    `<stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" preserveAspectRatio="xMidYMid slice">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs>${bg}${layers.map((l) => l.defs).join('')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    `${layers.map((l) => l.body).join('')}</svg>\n`
  );
}

const toSvgPath = (p) => p.replace(/\.(?:jpe?g|png|webp)$/, '.svg');

function check(source) {
  const refs = [...new Set([...source.matchAll(/'(\/(?:images|media)\/[^']+)'/g)].map((m) => m[1]))];
  const missing = refs.filter((ref) => !existsSync(join(publicDir, ref)));
  console.info(
    `Checked ${refs.length} media paths referenced in demo-content.ts: ${missing.length} missing.`,
  );
  for (const ref of missing) console.error(`  missing: apps/web/public${ref}`);
  return missing.length === 0;
}

const source = readFileSync(seedFile, 'utf8');
if (process.argv.includes('--check')) {
  process.exitCode = check(source) ? 0 : 1;
} else {
  let total = 0;
  const entries = collectPaths(source);
  for (const { path, kind } of entries) {
    const out = join(publicDir, toSvgPath(path));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, render(toSvgPath(path), kind));
    total += statSync(out).size;
  }
  console.info(`Wrote ${entries.length} SVGs (${(total / 1024).toFixed(1)} KB) to apps/web/public/images.`);
  await renderWebp(entries.map((entry) => entry.path).filter((path) => path.endsWith('.webp')));
}

/** Draws each .webp path's SVG in Chromium at its own size and writes the WebP beside it. */
async function renderWebp(paths) {
  if (paths.length === 0) return;
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    let total = 0;
    for (const path of paths) {
      const svg = readFileSync(join(publicDir, toSvgPath(path)), 'utf8');
      const base64 = await page.evaluate(async (markup) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', 0.8).split(',')[1];
      }, svg);
      const out = join(publicDir, path);
      writeFileSync(out, Buffer.from(base64, 'base64'));
      total += statSync(out).size;
    }
    console.info(`Wrote ${paths.length} WebP images (${(total / 1024).toFixed(1)} KB) from their SVGs.`);
  } finally {
    await browser.close();
  }
}
