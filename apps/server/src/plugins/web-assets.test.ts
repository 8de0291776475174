import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

// A build as Vite and vite-plugins.ts write it: a hashed asset and index.html,
// each with its .br and .gz copies, and a file from public/ without any.
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

describe('the page', () => {
  it('has the browser ask who is signed in with the page, except on the sign-in screens', async () => {
    for (const url of ['/', '/pillars-of-agency']) {
      const response = await app.inject({ url });
      expect(response.headers.link).toBe('</api/me>; rel=preload; as=fetch; crossorigin');
    }
    for (const url of ['/auth/login', '/auth/reset-password?token=x', '/auth']) {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.link).toBeUndefined();
    }
  });
});
