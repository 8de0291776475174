import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

/**
 * The build's own steps after Vite has written dist/: first the critical CSS, then the
 * compressed copies (of the final index.html too).
 */
export function buildSteps(): Plugin {
  let outDir = '';
  return {
    name: 'pillars:build-steps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await inlineCriticalCss(outDir);
        await precompress(outDir);
      },
    },
  };
}

/**
 * index.html paints the app's frame before any script runs (src/app/layouts/app-frame.tsx).
 * The rules of the stylesheet that the frame uses are inlined into index.html, and the
 * stylesheet's link moves to the end of the body, where it no longer holds back that first
 * paint. The module scripts still wait for it (a pending stylesheet blocks them), so React
 * never renders unstyled. No inline script: the CSP allows inline styles only.
 */
async function inlineCriticalCss(outDir: string): Promise<void> {
  const indexPath = join(outDir, 'index.html');
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    // The whole stylesheet stays as it is: every page after the first needs it.
    pruneSource: false,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  const html = await beasties.process(await readFile(indexPath, 'utf8'));
  // Beasties marks the document it worked on; the browser has no use for the mark.
  await writeFile(indexPath, lowerScriptPriority(html.replace(' data-beasties-container', '')));
}

/**
 * The first paint needs the HTML and its inlined CSS only, so the scripts index.html names
 * are fetched at low priority: on a slow connection the frame is not held back by a
 * high-priority download it does not need (they are the only requests at that moment, so
 * they are not delayed behind anything).
 */
function lowerScriptPriority(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/** Text formats of the build (images and video are compressed already). */
const compressibleFile = /\.(?:html|js|css|svg|json|txt|vtt|webmanifest)$/;
/** Below this a file fits in the first packets anyway. */
const minimumBytes = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, at the highest
 * levels (once per build, not per request); the server sends them with @fastify/static's
 * `preCompressed` (apps/server/src/plugins/web-assets.ts). A copy that would not be
 * smaller is not written.
 */
async function precompress(outDir: string): Promise<void> {
  const files = (await filesUnder(outDir)).filter((file) => compressibleFile.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < minimumBytes) return;
      const [brotli, gzipped] = await Promise.all([
        compressWithBrotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        compressWithGzip(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}
