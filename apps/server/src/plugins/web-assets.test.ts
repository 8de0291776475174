import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { memberPagePreloadFile } from '@pillars/shared/web-build';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

// A build as Vite and vite-plugins.ts write it: a hashed asset and index.html,
// each with its .br and .gz copies, a file from public/ without any, and the list of the
// scripts a member page runs first.
const distDir = mkdtempSync(join(tmpdir(), 'pillars-web-dist-'));
const indexHtml = `<!doctype html><html lang="en"><head><title>Pillars</title></head><body>${'<p>frame</p>'.repeat(100)}<div id="root"></div></body></html>`;
const assetScript = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const assetPath = '/assets/index-AbC123xy.js';
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function writeWithCompressedCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
mkdirSync(join(distDir, 'assets'));
writeWithCompressedCopies(join(distDir, 'index.html'), indexHtml);
writeWithCompressedCopies(join(distDir, assetPath), assetScript);
writeFileSync(join(distDir, 'favicon.svg'), favicon);
const shellPath = '/assets/shell-DeF456uv.js';
writeFileSync(join(distDir, memberPagePreloadFile), JSON.stringify([assetPath, shellPath]));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const { app } = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });

const browserEncodings = 'gzip, deflate, br, zstd';

describe('the web app is served compressed', () => {
  it('sends the brotli copy to a browser that takes brotli, with Vary: Accept-Encoding', async () => {
    const response = await app.inject({ url: assetPath, headers: { 'accept-encoding': browserEncodings } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetScript);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const response = await app.inject({ url: assetPath, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(assetScript);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const response = await app.inject({ url: assetPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe(assetScript);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await app.inject({
      url: '/favicon.svg',
      headers: { 'accept-encoding': browserEncodings },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(favicon);
  });

  it('never serves a compressed copy under its own URL (the app answers it as a client route)', async () => {
    const response = await app.inject({ url: `${assetPath}.br` });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
  });
});

describe('cache headers', () => {
  it('lets browsers keep a hashed asset for a year without asking again', async () => {
    for (const acceptEncoding of [browserEncodings, 'gzip', 'identity']) {
      const response = await app.inject({ url: assetPath, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never lets index.html be cached, asked for by name or at /', async () => {
    for (const url of ['/index.html', '/']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': browserEncodings } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('answers a client route with index.html, compressed and never cached', async () => {
    for (const url of ['/pillars', '/pillars-of-agency/sales/proposal-writing?lesson=1']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString()).toBe(indexHtml);
    }
    const plain = await app.inject({ url: '/pillars' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.body).toBe(indexHtml);
  });

  it('keeps a file from public/ for an hour', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves the API alone: an unknown /api path is still a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

const sessionPreload = '</api/me>; rel=preload; as=fetch; crossorigin';

describe('the page', () => {
  const scriptPreloads = `<${assetPath}>; rel=modulepreload; crossorigin; fetchpriority=low, <${shellPath}>; rel=modulepreload; crossorigin; fetchpriority=low`;
  const dataPreload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

  it("has the browser ask who is signed in, for the page's data and for the scripts the build names, with the page", async () => {
    const pages = {
      '/': '/api/home',
      '/pillars-of-agency': '/api/learning/pillars',
      '/pillars-of-agency/sales/proposal-writing?lesson=1':
        '/api/learning/pillars/sales/elements/proposal-writing',
      // The app's own request encodes the slugs as the page's URL does (endpointUrl).
      '/pillars-of-agency/caf%C3%A9/a%20b': '/api/learning/pillars/caf%C3%A9/elements/a%20b',
    };
    for (const [url, data] of Object.entries(pages)) {
      const response = await app.inject({ url });
      expect(response.headers.link, url).toBe(`${sessionPreload}, ${dataPreload(data)}, ${scriptPreloads}`);
    }
  });

  it('names no data for a page whose data it does not know, nor for a URL it cannot read', async () => {
    for (const url of ['/resources', '/pillars-of-agency/sales', '/pillars-of-agency//x']) {
      const response = await app.inject({ url });
      expect(response.headers.link, url).toBe(`${sessionPreload}, ${scriptPreloads}`);
    }
    const malformed = await app.inject({ url: '/pillars-of-agency/%E0%A4%A/x' });
    expect(malformed.headers.link ?? '').not.toContain('/api/learning');
  });

  it('preloads nothing on the sign-in screens', async () => {
    for (const url of ['/auth/login', '/auth/reset-password?token=x', '/auth']) {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.link).toBeUndefined();
    }
  });

  it('never serves the list of scripts itself', async () => {
    const response = await app.inject({ url: `/${memberPagePreloadFile}` });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
  });
});

// The layout of scripts/build-web.mjs: builds/<id> each, dist a symlink to the current one.
const webDir = mkdtempSync(join(tmpdir(), 'pillars-web-builds-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
function writeBuild(id: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(webDir, 'builds', id, path, '..'), { recursive: true });
    writeWithCompressedCopies(join(webDir, 'builds', id, path), content);
  }
}
/** Points dist at builds/<id> as the build script does: a new symlink renamed over the old one. */
function swapIn(id: string) {
  symlinkSync(`builds/${id}`, join(webDir, 'dist.next'));
  renameSync(join(webDir, 'dist.next'), join(webDir, 'dist'));
}
const page = (release: string) =>
  `<!doctype html><html><body>${release}<script type="module" src="/assets/index-${release}.js"></script></body></html>`;
const chunk = (name: string) => `export const page = ${JSON.stringify(`${name} `.repeat(300))};\n`;
writeBuild('release1', {
  'index.html': page('release1'),
  'assets/index-release1.js': chunk('entry 1'),
  'assets/lesson-page-r1.js': chunk('lesson page 1'),
  'favicon.svg': '<svg id="1"/>',
});
writeBuild('release2', {
  'index.html': page('release2'),
  'assets/index-release2.js': chunk('entry 2'),
  'assets/lesson-page-r2.js': chunk('lesson page 2'),
  'favicon.svg': '<svg id="2"/>',
  // The first build is older than the list of a member page's scripts; this one names them.
  [memberPagePreloadFile]: JSON.stringify(['/assets/index-release2.js']),
});
// A build still being written (or left by a crash) is never served from.
writeBuild('release3.tmp', { 'index.html': page('release3'), 'assets/index-release3.js': chunk('entry 3') });
swapIn('release1');
const { app: deployed } = await buildTestApp({ env: { WEB_DIST_DIR: join(webDir, 'dist') } });

describe('a deploy while the server runs (scripts/build-web.mjs swaps the dist symlink)', () => {
  it('serves the current build, and after a swap the new one at the next request, without a restart', async () => {
    const before = await deployed.inject({ url: '/resources' });
    expect(before.body).toBe(page('release1'));
    expect(before.headers.link).toBe(sessionPreload);
    swapIn('release2');
    for (const url of ['/', '/pillars-of-agency', '/index.html']) {
      const after = await deployed.inject({ url });
      expect(after.statusCode).toBe(200);
      expect(after.headers['cache-control']).toBe('no-store');
      expect(after.body).toBe(page('release2'));
    }
    const member = await deployed.inject({ url: '/resources' });
    expect(member.headers.link).toBe(
      `${sessionPreload}, </assets/index-release2.js>; rel=modulepreload; crossorigin; fetchpriority=low`,
    );
    const entry = await deployed.inject({
      url: '/assets/index-release2.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.statusCode).toBe(200);
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(chunk('entry 2'));
    expect((await deployed.inject({ url: '/favicon.svg' })).body).toBe('<svg id="2"/>');
  });

  it("still serves a kept build's hashed assets: a page opened before the deploy loads its lazy chunks", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await deployed.inject({
        url: '/assets/lesson-page-r1.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.toString()).toBe(chunk('lesson page 1'));
    }
    const head = await deployed.inject({ method: 'HEAD', url: '/assets/lesson-page-r1.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('never serves an unfinished build, nor a file outside the builds', async () => {
    const unfinished = await deployed.inject({ url: '/assets/index-release3.js' });
    expect(unfinished.headers['content-type']).toMatch(/^text\/html/);
    expect(unfinished.body).toBe(page('release2'));
    writeFileSync(join(webDir, 'secret.txt'), 'secret');
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2F..%2F..%2Fsecret.txt',
      '/..%5csecret.txt',
      '/builds/release1/index.html',
      '/%2e%2e%2fbuilds/release1/favicon.svg',
    ]) {
      const response = await deployed.inject({ url });
      expect(response.body, url).not.toContain('secret');
      expect(response.body, url).not.toContain('<svg id="1"/>');
    }
  });
});
