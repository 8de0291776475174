import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Quiz attempts under concurrency on PostgreSQL (decision 076): a burst of the same attempt
 * stores one row and answers one result; a burst of different attempts keeps to the limit;
 * the lesson's completion is written once.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();
const admin = await loginAs('admin');
const raceTimeout = 120_000;

async function quizLesson(maxAttempts: number | null) {
  const pillar = await createCertificatePillar(db, [1]);
  const lessonId = pillar.elements[0]!.lessonIds[0]!;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/admin/lessons/${lessonId}/quiz`,
    headers: { cookie: admin },
    payload: {
      passMark: 50,
      maxAttempts,
      questions: [
        {
          kind: 'true_false',
          prompt: 'Raced?',
          explanation: '',
          options: [
            { label: 'True', isCorrect: true },
            { label: 'False', isCorrect: false },
          ],
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const member = await signInAs(await createMemberWithAccess(db));
  const quiz = (
    await app.inject({
      method: 'GET',
      url: `/api/learning/lessons/${lessonId}/quiz`,
      headers: { cookie: member },
    })
  ).json().quiz;
  const right = [{ questionId: quiz.questions[0].id, optionIds: [quiz.questions[0].options[0].id] }];
  const submit = (attemptId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/learning/lessons/${lessonId}/quiz/attempts`,
      headers: { cookie: member },
      payload: { attemptId, version: quiz.version, answers: right },
    });
  return { lessonId, quizId: quiz.id as string, submit };
}

const countAttempts = async (quizId: string) =>
  (
    await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from quiz_attempts where quiz_id = ${quizId}`,
    )
  )[0]!.count;

describe('quiz attempts at the same time', () => {
  it('stores one attempt for a burst of the same submission', { timeout: raceTimeout }, async () => {
    const { lessonId, quizId, submit } = await quizLesson(null);
    const attemptId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(attemptId)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((response) => response.json().score))).toEqual(new Set([100]));
    expect(await countAttempts(quizId)).toBe(1);
    const [progress] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from user_lesson_progress where lesson_id = ${lessonId}`,
    );
    expect(progress!.count).toBe(1);
  });

  it('keeps to the attempts limit when different attempts arrive together', {
    timeout: raceTimeout,
  }, async () => {
    const { quizId, submit } = await quizLesson(2);
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(randomUUID())));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect(await countAttempts(quizId)).toBe(2);
  });
});
