import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { queryRows } from '../db/client.ts';
import { databaseRequestError } from '../lib/database-errors.ts';
import { badUrlMessage } from './error-handler.ts';

const { app, db, loginAs } = await buildTestApp();

describe('errors keep their meaning', () => {
  it('answers an unknown route 404 NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a known path with another method 405 METHOD_NOT_ALLOWED, naming the allowed ones', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/home' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
    const withParams = await app.inject({ method: 'POST', url: '/api/learning/lessons/x/bookmark' });
    expect(withParams.statusCode).toBe(405);
    expect(String(withParams.headers.allow).split(', ').sort()).toEqual(['DELETE', 'PATCH', 'PUT']);
  });

  it('answers a body that is not JSON 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("answers a malformed %-escape in the path 400 in the app's shape, not Fastify's own (issue 38)", async () => {
    for (const url of [
      '/api/articles/%E0%A4%A',
      '/api/learning/lessons/%ZZ/bookmark',
      '/api/no-such-thing/%',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json();
      expect(error, url).toMatchObject({ code: 'VALIDATION_FAILED', message: badUrlMessage });
      expect(error.requestId, url).toBeTruthy();
      expect(response.body, url).not.toContain('FST_ERR');
    }
  });

  it('answers malformed JSON 400 VALIDATION_FAILED', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('reads the constraint name from a real constraint violation (the handler logs it)', async () => {
    const error = await queryRows(
      db,
      sql`insert into organizations (name, slug) values ('Again', 'northwind-creative')`,
    ).catch((caught: unknown) => caught);
    expect(databaseRequestError(error)?.detail).toMatchObject({
      code: '23505',
      constraint: 'organizations_slug_unique',
    });
  });
});

describe('a NUL character is refused with a 400, never a 500, and writes nothing', () => {
  const nul = 'a\u0000b';

  it('in a profile name', async () => {
    const cookie = await loginAs('member');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { firstName: nul, lastName: 'Member', phone: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { firstName: 'Text must not contain NUL characters.' },
    });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().profile.firstName).not.toContain('\u0000');
  });

  it('in lesson notes, an agency name, a path slug and a query', async () => {
    const cookie = await loginAs('member');
    const [lesson] = await queryRows<{ id: string }>(db, sql`select id from lessons limit 1`);
    await app.inject({
      method: 'PUT',
      url: `/api/learning/lessons/${lesson!.id}/bookmark`,
      headers: { cookie },
    });
    const notes = await app.inject({
      method: 'PATCH',
      url: `/api/learning/lessons/${lesson!.id}/bookmark`,
      headers: { cookie },
      payload: { notes: nul },
    });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().error.fields).toHaveProperty('notes');

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Nul',
        lastName: 'Agency',
        agencyName: nul,
        email: 'nul-agency@example.com',
        password: 'long-enough-password',
        acceptTerms: true,
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toHaveProperty('agencyName');
    const [created] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from "user" where email = 'nul-agency@example.com'`,
    );
    expect(Number(created!.count)).toBe(0);

    const slug = await app.inject({ method: 'GET', url: '/api/learning/pillars/a%00b', headers: { cookie } });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().error.fields).toHaveProperty('pillarSlug');

    const query = await app.inject({
      method: 'GET',
      url: '/api/team/members?role=%00',
      headers: { cookie: await loginAs('agent') },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toHaveProperty('role');
  });
});
