import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Beasties from 'beasties';
import type { Plugin, Rolldown } from 'vite';
// By path, not as @pillars/shared: Vite's config loader leaves packages to Node, which cannot
// load TypeScript, and bundles relative imports.
import { memberPagePreloadFile } from '../../packages/shared/src/web-build.ts';

/**
 * The build's own steps after Vite has written dist/: first the critical CSS, then the
 * compressed copies (of the final index.html too).
 */
export function buildSteps({ memberShellChunk }: { memberShellChunk: string }): Plugin {
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
      async handler(_options, bundle) {
        await writeMemberPagePreload(outDir, bundle, memberShellChunk);
        await writeServiceWorker(outDir, bundle);
        await inlineCriticalCss(outDir);
        await precompress(outDir);
      },
    },
  };
}

/**
 * Writes the URLs of the scripts a member page runs before its own chunk: the entry and the
 * chunks it imports (what index.html loads), then the member shell's chunk and the chunks it
 * imports. Without a hint the shell's chunks are asked for only once the entry has run and
 * the router has matched its lazy routes: a chain of round trips before the largest paint on
 * a phone. The server sends the list as modulepreload hints with every page outside the
 * sign-in screens, the entry first, so that the shell's chunks download beside it and never
 * ahead of it.
 */
async function writeMemberPagePreload(outDir: string, bundle: Rolldown.OutputBundle, shellName: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const shell = chunks.find((chunk) => chunk.name === shellName && !chunk.isEntry);
  if (!entry || !shell) throw new Error(`the build has no entry or no '${shellName}' chunk to preload`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  visit(shell.fileName);
  const urls = [...files].map((fileName) => `/${fileName}`);
  await writeFile(join(outDir, memberPagePreloadFile), `${JSON.stringify(urls)}\n`);
}

/**
 * The service worker (service-worker.js, decision 074) as /sw.js, with the build's id (a
 * hash of its files' names, which hold their contents' hashes): a deploy changes the worker,
 * so browsers install the new one and the app offers "Updated: reload".
 */
async function writeServiceWorker(outDir: string, bundle: Rolldown.OutputBundle) {
  const names = Object.keys(bundle).sort().join('\n');
  const build = createHash('sha256').update(names).digest('hex').slice(0, 16);
  const source = await readFile(new URL('./service-worker.js', import.meta.url), 'utf8');
  await writeFile(join(outDir, 'sw.js'), source.replaceAll('__PILLARS_BUILD__', build));
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
