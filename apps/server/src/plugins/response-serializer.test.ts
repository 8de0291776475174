import { meResponse } from '@pillars/shared/accounts/schemas';
import { resourcesResponse } from '@pillars/shared/articles/schemas';
import { homeResponse } from '@pillars/shared/home/schemas';
import { pillarDetailResponse, pillarsResponse } from '@pillars/shared/learning/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { articles, keyElements, lessons, pillars } from '../db/schema/index.ts';
import { shareAnswer } from '../lib/shared-answer.ts';

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
      // A shared answer (lib/shared-answer.ts): the second time its kept text.
      { url: '/api/articles', schema: resourcesResponse },
      { url: '/api/articles', schema: resourcesResponse },
      { url: '/api/articles?q=pricing', schema: resourcesResponse },
      // A member's own shared answer: built once per progress and content, then its kept text.
      { url: '/api/learning/pillars', schema: pillarsResponse },
      { url: '/api/learning/pillars', schema: pillarsResponse },
    ];
    for (const { url, schema } of cases) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      // Parsing strips unknown keys and fails on missing or mistyped ones: equal means exact.
      expect(schema.parse(body), url).toEqual(body);
    }
  });

  it('send a shared answer as the text kept for it until the content changes, then the new one', async () => {
    const cookie = await loginAs('member');
    const read = () => app.inject({ method: 'GET', url: '/api/articles', headers: { cookie } });
    const first = await read();
    const second = await read();
    expect(second.body).toBe(first.body);
    const [newest] = first.json().items;
    await db.update(articles).set({ title: 'Retitled while kept' }).where(eq(articles.id, newest.id));
    const third = await read();
    expect(third.json().items[0]).toMatchObject({ id: newest.id, title: 'Retitled while kept' });
  });

  it("send a member's pillars grid as its kept text until their progress or the content changes", async () => {
    const cookie = await loginAs('member');
    const read = () => app.inject({ method: 'GET', url: '/api/learning/pillars', headers: { cookie } });
    const first = await read();
    expect((await read()).body).toBe(first.body);

    const [firstPillar] = first.json().pillars;
    // A lesson of the first pillar the demo member has not completed: completing it must show.
    const [lesson] = await db
      .select({ id: lessons.id, keyElementId: lessons.keyElementId })
      .from(lessons)
      .innerJoin(keyElements, eq(keyElements.id, lessons.keyElementId))
      .where(
        and(
          eq(keyElements.pillarId, firstPillar.id),
          sql`not exists (select 1 from user_lesson_progress p join "user" u on u.id = p.user_id
                           where p.lesson_id = ${lessons.id} and u.email = 'member@example.com')`,
        ),
      )
      .limit(1);
    const completed = firstPillar.progress.completed;
    const completion = await app.inject({
      method: 'PUT',
      url: `/api/learning/key-elements/${lesson!.keyElementId}/lessons/${lesson!.id}/completion`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(completion.statusCode).toBe(200);
    const afterCompletion = (await read()).json().pillars[0];
    expect(completion.json().isNewlyCompleted).toBe(true);
    expect(afterCompletion.progress.completed).toBe(completed + 1);

    await db.update(pillars).set({ title: 'Retitled while kept' }).where(eq(pillars.id, firstPillar.id));
    expect((await read()).json().pillars[0]).toMatchObject({
      id: firstPillar.id,
      title: 'Retitled while kept',
    });
  });

  it('refuse a change to a shared answer (its text is already written)', () => {
    const answer = shareAnswer({ items: [{ title: 'A' }] });
    expect(() => {
      answer.items[0]!.title = 'B';
    }).toThrow(TypeError);
  });

  it('write null for a nullable answer (GET /api/me to a visitor)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });
});
