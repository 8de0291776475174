import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppUrl } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});
const database = await openTestDatabase({ seeded: false });
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    APP_URL: testAppUrl,
    WEB_DIST_DIR: '/nonexistent',
  }),
  database,
  logger: { level: 'info', stream },
  jobs: { start: false },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the request log', () => {
  it('writes one line per request, without the query string', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health?token=secret-reset-token' });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      path: '/api/health',
      statusCode: 200,
    });
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
  });
});
