import { meResponse } from '@pillars/shared/accounts/schemas';
import { homeResponse } from '@pillars/shared/home/schemas';
import { pillarDetailResponse } from '@pillars/shared/learning/schemas';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { pillars } from '../db/schema/index.ts';

/*
 * In production answers are written by the compiled serialisers alone (outside production
 * every answer is also checked against zod: plugins/response-serializer.ts). The answers of
 * a production app must still be exactly what the contract describes.
 */
const { app, db, loginAs } = await buildTestApp({ env: { NODE_ENV: 'production' } });

describe('answers in production', () => {
  it('match their contracts exactly (no missing and no extra fields)', async () => {
    const cookie = await loginAs('member');
    const [firstPillar] = await db.select().from(pillars).orderBy(asc(pillars.displayOrder)).limit(1);
    const cases = [
      { url: '/api/me', schema: meResponse },
      { url: '/api/home', schema: homeResponse },
      { url: `/api/learning/pillars/${firstPillar!.slug}`, schema: pillarDetailResponse },
    ];
    for (const { url, schema } of cases) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      // Parsing strips unknown keys and fails on missing or mistyped ones: equal means exact.
      expect(schema.parse(body), url).toEqual(body);
    }
  });

  it('write null for a nullable answer (GET /api/me to a visitor)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });
});
