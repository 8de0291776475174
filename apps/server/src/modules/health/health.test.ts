import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const { app, databaseKind } = await buildTestApp({ seed: false });

describe('health and self-description', () => {
  it('reports the database status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { kind: databaseKind, status: 'up' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('serves an OpenAPI document generated from the route schemas, and the docs page', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in', '/api/me', '/api/learning/pillars/{pillarSlug}']),
    );
    const signIn = document.paths['/api/auth/sign-in'].post;
    expect(signIn.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('accepts JSON bodies only: a cross-site form post (text/plain) gets 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"member@example.com","password":"demo-pass-123"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
