import { randomUUID } from 'node:crypto';
import { quizMessages as messages } from '@pillars/shared/quizzes/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Quizzes (issue 57) through HTTP on the real database: superadmins edit (and only they),
 * members take a quiz without ever receiving a right answer before submitting, grading of
 * each kind and at the pass mark, the attempts limit, a double submission writing nothing,
 * the 400s for bad answers and a changed quiz, and the lesson (and the certificate) counting
 * complete only once the quiz is passed. Who may call each route is the route walk's.
 */
const { app, db, loginAs, signInAs } = await buildTestApp();
const admin = await loginAs('admin');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(cookie: string, method: Method, url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

async function newMember() {
  return signInAs(await createMemberWithAccess(db));
}

/** Three questions: one answer (B right), several (A and C right), true/false (True right). */
function threeQuestions() {
  return [
    {
      kind: 'single',
      prompt: 'Which one?',
      explanation: 'B is the one.',
      options: [
        { label: 'A', isCorrect: false },
        { label: 'B', isCorrect: true },
        { label: 'C', isCorrect: false },
      ],
    },
    {
      kind: 'multiple',
      prompt: 'Which ones?',
      explanation: 'A and C.',
      options: [
        { label: 'A', isCorrect: true },
        { label: 'B', isCorrect: false },
        { label: 'C', isCorrect: true },
      ],
    },
    {
      kind: 'true_false',
      prompt: 'True?',
      explanation: '',
      options: [
        { label: 'True', isCorrect: true },
        { label: 'False', isCorrect: false },
      ],
    },
  ];
}

async function pillarWithQuiz(body: Record<string, unknown> = {}, shape = [2]) {
  const pillar = await createCertificatePillar(db, shape);
  const element = pillar.elements[0]!;
  const lessonId = element.lessonIds[element.lessonIds.length - 1]!;
  const saved = await call(admin, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
    passMark: 80,
    maxAttempts: null,
    questions: threeQuestions(),
    ...body,
  });
  expect(saved.status, saved.text).toBe(200);
  return { pillar, element, lessonId, quiz: saved.body.quiz };
}

interface MemberQuiz {
  version: number;
  questions: Array<{ id: string; kind: string; options: Array<{ id: string; label: string }> }>;
}

/** The member's answers by label: one list of labels per question. */
function answersOf(quiz: MemberQuiz, labels: string[][]) {
  return quiz.questions.map((question, index) => ({
    questionId: question.id,
    optionIds: labels[index]!.map((label) => question.options.find((option) => option.label === label)!.id),
  }));
}
const allRight = [['B'], ['A', 'C'], ['True']];

async function submit(
  cookie: string,
  lessonId: string,
  quiz: MemberQuiz,
  answers: unknown,
  attemptId = randomUUID(),
) {
  return call(cookie, 'POST', `/api/learning/lessons/${lessonId}/quiz/attempts`, {
    attemptId,
    version: quiz.version,
    answers,
  });
}

describe('editing a quiz', () => {
  it('creates, reorders and removes questions, keeping their ids, each write audited', async () => {
    const { lessonId, quiz } = await pillarWithQuiz();
    expect(quiz.passMark).toBe(80);
    expect(quiz.questions.map((question: { prompt: string }) => question.prompt)).toEqual([
      'Which one?',
      'Which ones?',
      'True?',
    ]);
    const [first, second, third] = quiz.questions;
    const reordered = await call(admin, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
      passMark: 60,
      maxAttempts: 2,
      questions: [third, first].map((question) => ({ ...question })),
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.quiz.questions.map((question: { id: string }) => question.id)).toEqual([
      third.id,
      first.id,
    ]);
    expect(reordered.body.quiz).toMatchObject({ passMark: 60, maxAttempts: 2, version: 2 });
    expect(second.id).toBeDefined();

    const read = await call(admin, 'GET', `/api/admin/lessons/${lessonId}/quiz`);
    expect(read.body.quiz.questions).toHaveLength(2);

    const removed = await call(admin, 'DELETE', `/api/admin/lessons/${lessonId}/quiz`);
    expect(removed.status).toBe(200);
    expect((await call(admin, 'GET', `/api/admin/lessons/${lessonId}/quiz`)).body.quiz).toBeNull();

    const rows = await queryRows<{ action: string; actor_email: string }>(
      db,
      sql`select action, actor_email from audit_events where target_type = 'quiz' and target_id = ${quiz.id}`,
    );
    expect(rows.every((row) => row.actor_email === 'admin@example.com')).toBe(true);
    expect(rows.map((row) => row.action).sort()).toEqual(['quiz.create', 'quiz.delete', 'quiz.update']);
  });

  it('refuses a question without exactly one right answer, and a true/false with other answers', async () => {
    const { lessonId } = await pillarWithQuiz();
    const noRight = await call(admin, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
      passMark: 80,
      maxAttempts: null,
      questions: [
        {
          ...threeQuestions()[0],
          options: [
            { label: 'A', isCorrect: false },
            { label: 'B', isCorrect: false },
          ],
        },
      ],
    });
    expect(noRight.status).toBe(400);
    expect(JSON.stringify(noRight.body)).toContain(messages.oneCorrect);
    const oneOption = await call(admin, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
      passMark: 80,
      maxAttempts: null,
      questions: [{ ...threeQuestions()[0], options: [{ label: 'A', isCorrect: true }] }],
    });
    expect(oneOption.status).toBe(400);
    expect(JSON.stringify(oneOption.body)).toContain(messages.optionsCount);
  });

  it('is refused to everyone but a superadmin', async () => {
    const { lessonId } = await pillarWithQuiz();
    for (const role of ['agent', 'member', 'support', 'guru'] as const) {
      const cookie = await loginAs(role);
      const put = await call(cookie, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
        passMark: 50,
        maxAttempts: null,
        questions: threeQuestions(),
      });
      expect(put.status, role).toBe(403);
      expect((await call(cookie, 'DELETE', `/api/admin/lessons/${lessonId}/quiz`)).status, role).toBe(403);
    }
  });
});

describe('taking a quiz', () => {
  it('never sends a right answer nor an explanation before the attempt is submitted', async () => {
    const { lessonId, pillar, element } = await pillarWithQuiz();
    const member = await newMember();
    const quiz = await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`);
    expect(quiz.status).toBe(200);
    expect(quiz.text).not.toMatch(/isCorrect|explanation|B is the one/);
    const [pillarSlug] = await queryRows<{ slug: string }>(
      db,
      sql`select slug from pillars where id = ${pillar.id}`,
    );
    const lessonsPage = await call(
      member,
      'GET',
      `/api/learning/pillars/${pillarSlug!.slug}/elements/element-1`,
    );
    expect(lessonsPage.status).toBe(200);
    expect(lessonsPage.text).not.toMatch(/isCorrect|B is the one/);
    const lesson = lessonsPage.body.lessons.find((candidate: { id: string }) => candidate.id === lessonId);
    expect(lesson.quiz).toMatchObject({ passMark: 80, questionCount: 3, maxAttempts: null });
    expect(element.id).toBeDefined();
  });

  it('grades each kind: all right passes, and the result shows the right answers and explanations', async () => {
    const { lessonId } = await pillarWithQuiz();
    const member = await newMember();
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const result = await submit(member, lessonId, quiz, answersOf(quiz, allRight));
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      score: 100,
      correctCount: 3,
      questionCount: 3,
      passed: true,
      lessonCompleted: true,
    });
    expect(result.body.questions[0].explanation).toBe('B is the one.');
    expect(
      result.body.questions[0].options.find((option: { label: string }) => option.label === 'B').isCorrect,
    ).toBe(true);
  });

  it('counts a several-answers question right only with exactly its right answers', async () => {
    const { lessonId } = await pillarWithQuiz({ passMark: 100 });
    const member = await newMember();
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const partial = await submit(member, lessonId, quiz, answersOf(quiz, [['B'], ['A'], ['True']]));
    expect(partial.body).toMatchObject({ correctCount: 2, score: 67, passed: false, lessonCompleted: false });
    expect(partial.body.questions[1].isCorrect).toBe(false);
    const extra = await submit(member, lessonId, quiz, answersOf(quiz, [['B'], ['A', 'B', 'C'], ['False']]));
    expect(extra.body).toMatchObject({ correctCount: 1, passed: false });
  });

  it('passes at the pass mark exactly and fails just under it', async () => {
    const questions = Array.from({ length: 5 }, (_, index) => ({
      kind: 'true_false',
      prompt: `Statement ${index + 1}`,
      explanation: '',
      options: [
        { label: 'True', isCorrect: true },
        { label: 'False', isCorrect: false },
      ],
    }));
    const { lessonId } = await pillarWithQuiz({ passMark: 80, questions });
    const member = await newMember();
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const threeOfFive = await submit(
      member,
      lessonId,
      quiz,
      answersOf(quiz, [['True'], ['True'], ['True'], ['False'], ['False']]),
    );
    expect(threeOfFive.body).toMatchObject({ score: 60, passed: false });
    const fourOfFive = await submit(
      member,
      lessonId,
      quiz,
      answersOf(quiz, [['True'], ['True'], ['True'], ['True'], ['False']]),
    );
    expect(fourOfFive.body).toMatchObject({ score: 80, passed: true, lessonCompleted: true });
  });

  it('keeps to the attempts limit, and a second submission of the same attempt writes nothing', async () => {
    const { lessonId } = await pillarWithQuiz({ maxAttempts: 2 });
    const member = await newMember();
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const wrong = answersOf(quiz, [['A'], ['B'], ['False']]);
    const attemptId = randomUUID();
    const first = await submit(member, lessonId, quiz, wrong, attemptId);
    expect(first.body).toMatchObject({ score: 0, passed: false, attemptsRemaining: 1 });
    const again = await submit(member, lessonId, quiz, answersOf(quiz, allRight), attemptId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ score: 0, passed: false, attemptsRemaining: 1 });
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from quiz_attempts where quiz_id = ${quiz.id}`,
    );
    expect(count!.count).toBe(1);
    const second = await submit(member, lessonId, quiz, wrong);
    expect(second.body).toMatchObject({ attemptsRemaining: 0 });
    const third = await submit(member, lessonId, quiz, answersOf(quiz, allRight));
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(messages.noAttemptsLeft);
    const read = await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`);
    expect(read.body).toMatchObject({ attemptsUsed: 2, attemptsRemaining: 0, hasPassed: false });
  });

  it("earns a quiz's points once, whichever attempt passed, and none for a failed one (issue 59)", async () => {
    const { lessonId } = await pillarWithQuiz();
    const built = await createMemberWithAccess(db);
    const member = await signInAs(built);
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const quizPoints = async () =>
      queryRows<{ thing_id: string; points: number }>(
        db,
        sql`select thing_id, points from points_ledger where user_id = ${built.userId} and action = 'quiz.pass'`,
      );
    await submit(member, lessonId, quiz, answersOf(quiz, [['A'], ['B'], ['False']]));
    expect(await quizPoints()).toEqual([]);
    expect((await submit(member, lessonId, quiz, answersOf(quiz, allRight))).body.passed).toBe(true);
    expect((await submit(member, lessonId, quiz, answersOf(quiz, allRight))).body.passed).toBe(true);
    expect(await quizPoints()).toEqual([{ thing_id: quiz.id, points: 20 }]);
  });

  it('answers 400 with a clear message for bad answers and a changed quiz', async () => {
    const { lessonId, quiz: adminQuiz } = await pillarWithQuiz();
    const member = await newMember();
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const good = answersOf(quiz, allRight);
    const cases: Array<[unknown, string]> = [
      [
        [...good.slice(1), { questionId: randomUUID(), optionIds: [good[0]!.optionIds[0]] }],
        messages.unknownQuestion,
      ],
      [[{ ...good[0], optionIds: [randomUUID()] }, ...good.slice(1)], messages.unknownOption],
      [
        [
          { ...good[0], optionIds: quiz.questions[0].options.map((option: { id: string }) => option.id) },
          ...good.slice(1),
        ],
        messages.tooManyAnswers,
      ],
      [good.slice(1), messages.answerEveryQuestion],
    ];
    for (const [answers, message] of cases) {
      const response = await submit(member, lessonId, quiz, answers);
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const edited = await call(admin, 'PUT', `/api/admin/lessons/${lessonId}/quiz`, {
      passMark: 70,
      maxAttempts: null,
      questions: adminQuiz.questions,
    });
    expect(edited.status).toBe(200);
    const stale = await submit(member, lessonId, quiz, good);
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(messages.quizChanged);
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from quiz_attempts where quiz_id = ${quiz.id}`,
    );
    expect(count!.count).toBe(0);
  });
});

describe('completion', () => {
  it('refuses Mark as Completed on a lesson with a quiz, and withholds the certificate until it is passed', async () => {
    const { lessonId, element } = await pillarWithQuiz({}, [2]);
    const member = await newMember();
    const first = await call(
      member,
      'PUT',
      `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
    );
    expect(first.status).toBe(200);
    const refused = await call(
      member,
      'PUT',
      `/api/learning/key-elements/${element.id}/lessons/${lessonId}/completion`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(messages.passTheQuiz);

    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    const failed = await submit(member, lessonId, quiz, answersOf(quiz, [['A'], ['A'], ['True']]));
    expect(failed.body).toMatchObject({ passed: false, lessonCompleted: false, certificate: null });
    const [none] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from certificates c join key_elements ke on ke.pillar_id = c.pillar_id
           where ke.id = ${element.id}`,
    );
    expect(none!.count).toBe(0);

    const passed = await submit(member, lessonId, quiz, answersOf(quiz, allRight));
    expect(passed.body).toMatchObject({ passed: true, lessonCompleted: true });
    expect(passed.body.certificate).toMatchObject({ isNew: true });
  });
});

describe('/admin/quizzes', () => {
  it("counts attempts, pass rate, average and each question's share right, hardest first", async () => {
    const { lessonId, quiz: adminQuiz } = await pillarWithQuiz({ passMark: 60 });
    for (const answers of [allRight, [['A'], ['A', 'C'], ['True']], [['A'], ['B'], ['True']]]) {
      const member = await newMember();
      const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
      expect((await submit(member, lessonId, quiz, answersOf(quiz, answers))).status).toBe(200);
    }
    const stats = await call(admin, 'GET', '/api/admin/quizzes');
    expect(stats.status).toBe(200);
    const row = stats.body.quizzes.find((candidate: { quizId: string }) => candidate.quizId === adminQuiz.id);
    // Scores 100, 67 and 33: two passes of three at 60.
    expect(row).toMatchObject({ attempts: 3, passRate: 67, averageScore: 67, passMark: 60 });
    expect(
      row.questions.map((question: { prompt: string; shareRight: number }) => [
        question.prompt,
        question.shareRight,
      ]),
    ).toEqual([
      ['Which one?', 33],
      ['Which ones?', 67],
      ['True?', 100],
    ]);
    expect((await call(await loginAs('agent'), 'GET', '/api/admin/quizzes')).status).toBe(403);
  });
});

describe("the agent's team analytics", () => {
  it("shows each person's quiz results per pillar, in the CSV too", async () => {
    const { lessonId, pillar } = await pillarWithQuiz();
    const member = await loginAs('member');
    const quiz = (await call(member, 'GET', `/api/learning/lessons/${lessonId}/quiz`)).body.quiz;
    await submit(member, lessonId, quiz, answersOf(quiz, [['A'], ['A', 'C'], ['True']]));
    await submit(member, lessonId, quiz, answersOf(quiz, allRight));
    const agent = await loginAs('agent');
    const view = await call(agent, 'GET', '/api/analytics/team');
    expect(view.status).toBe(200);
    const index = view.body.pillars.findIndex((candidate: { id: string }) => candidate.id === pillar.id);
    expect(view.body.pillars[index].quizCount).toBe(1);
    const row = view.body.members.find(
      (candidate: { email: string }) => candidate.email === 'member@example.com',
    );
    expect(row.quizzesPassed[index]).toBe(1);
    expect(row.quizAverage[index]).toBe(100);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/analytics/team/export.csv?pillarId=${pillar.id}`,
      headers: { cookie: agent },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${pillar.title} quizzes passed`);
    const memberLine = csv.body.split('\r\n').find((line) => line.includes('member@example.com'));
    expect(memberLine).toContain(',1 of 1,100,');
  });
});
