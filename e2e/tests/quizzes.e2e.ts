import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminApi, createPillarWithLessons } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Quizzes (issue 57) in the browser: a superadmin adds a three-question quiz to a lesson in
 * the Quiz tab of the lesson editor; member@example.com takes it under the lesson, fails it,
 * sees the right answers and explanations, passes it on the second try, and the lesson shows
 * complete, and /admin/quizzes counts the two attempts. At phone width the quiz shows one question per screen.
 *
 * The pillar is the test's own, made through the admin API and deleted at the end (its
 * lessons, quiz and the member's attempts go with it).
 */

/** The test's own pillar: one key element of one lesson, the one the quiz ends. */
async function createPillar(api: APIRequestContext, marker: string) {
  const pillar = await createPillarWithLessons(api, {
    title: `Quizzed ${marker}`,
    slug: `quizzed-${marker}`,
    element: { title: 'Know your numbers', slug: 'know-your-numbers' },
    lessons: ['Margins'],
  });
  return { ...pillar, lessonId: pillar.lessonIds[0]! };
}

/** Fills question `index` (0-based) of the Quiz tab. */
async function fillQuestion(
  tab: Locator,
  index: number,
  question: { kind?: string; prompt: string; answers: string[]; right: number[]; explanation: string },
) {
  const item = tab.getByRole('listitem', { name: `Question ${index + 1}` });
  if (question.kind) await item.getByLabel('Kind').selectOption({ label: question.kind });
  await item.getByLabel('Question *').fill(question.prompt);
  if (question.kind !== 'True or false') {
    for (let answer = 2; answer < question.answers.length; answer += 1) {
      await item.getByRole('button', { name: 'Add answer' }).click();
    }
    for (const [answer, label] of question.answers.entries()) {
      await item.getByRole('textbox', { name: `Answer ${answer + 1}`, exact: true }).fill(label);
    }
  }
  for (let answer = 0; answer < question.answers.length; answer += 1) {
    await item
      .getByRole('checkbox', { name: `Answer ${answer + 1} is right` })
      .setChecked(question.right.includes(answer));
  }
  await item.getByLabel('Explanation (shown after the attempt)').fill(question.explanation);
}

function quizRegion(page: Page) {
  return page.getByRole('region', { name: 'Quiz' });
}

test('a superadmin adds a three-question quiz; the member fails it, reads the explanations, passes on the second try', {
  tag: '@desktop',
}, async ({ page, loginAs, accessibilityViolations, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const marker = Date.now().toString(36);
  const api = await adminApi(baseURL!, playwright);
  const pillar = await createPillar(api, marker);
  try {
    await loginAs('admin', {
      redirectTo: `/admin/pillars/${pillar.id}/elements/${pillar.elementId}/lessons`,
    });
    await page.getByRole('button', { name: 'Edit: Margins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lesson' });
    await dialog.getByRole('tab', { name: 'Quiz' }).click();
    const tab = dialog.getByRole('form', { name: 'Quiz' });
    await expect(tab.getByText('This lesson has no quiz yet.')).toBeVisible();
    await expect(tab.getByLabel('Pass mark (%)')).toHaveValue('80');
    await fillQuestion(tab, 0, {
      prompt: 'What is a margin?',
      answers: ['Revenue', 'Revenue less costs', 'Costs'],
      right: [1],
      explanation: 'A margin is what is left of revenue after its costs.',
    });
    await tab.getByRole('button', { name: 'Add question' }).click();
    await fillQuestion(tab, 1, {
      kind: 'Several answers',
      prompt: 'Which are costs?',
      answers: ['Salaries', 'Invoices sent', 'Software'],
      right: [0, 2],
      explanation: 'Salaries and software are costs; invoices sent are revenue.',
    });
    await tab.getByRole('button', { name: 'Add question' }).click();
    await fillQuestion(tab, 2, {
      kind: 'True or false',
      prompt: 'A higher margin leaves more to reinvest.',
      answers: ['True', 'False'],
      right: [0],
      explanation: 'More left over, more to reinvest.',
    });
    // Reordered: the true/false question goes first, then back.
    await tab.getByRole('button', { name: 'Move question 3 up' }).click();
    await expect(tab.getByRole('listitem', { name: 'Question 2' }).getByLabel('Question *')).toHaveValue(
      'A higher margin leaves more to reinvest.',
    );
    await tab.getByRole('button', { name: 'Move question 2 down' }).click();
    // The preview shows the questions without marking a right answer.
    await tab.getByRole('button', { name: 'Preview as a member' }).click();
    const preview = tab.getByRole('region', { name: 'Member preview' });
    await expect(preview).toContainText('1. What is a margin?');
    await expect(preview).toContainText('2. Which are costs? (choose every right answer)');
    await tab.getByRole('button', { name: 'Preview as a member' }).click();
    expect(await accessibilityViolations(), 'quiz tab').toEqual([]);
    await tab.getByRole('button', { name: 'Save Quiz' }).click();
    await expect(page.getByText('Quiz saved.')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Remove quiz' })).toBeVisible();

    // The member: Mark as Completed gives way to the quiz.
    await loginAs('member', {
      redirectTo: `/pillars-of-agency/${pillar.slug}/${pillar.elementSlug}?lesson=${pillar.lessonId}`,
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Margins' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
    const quiz = quizRegion(page);
    await expect(quiz).toContainText('3 questions · Pass mark 80% · Unlimited attempts');
    await quiz.getByRole('button', { name: 'Take the quiz' }).click();
    // All on one page on a desktop.
    await expect(quiz.getByRole('group', { name: /What is a margin\?/ })).toBeVisible();
    await expect(quiz.getByRole('group', { name: /A higher margin leaves more/ })).toBeVisible();
    expect(await accessibilityViolations(), 'quiz').toEqual([]);
    // One right of three.
    await quiz.getByRole('radio', { name: 'Revenue', exact: true }).check();
    await quiz.getByRole('checkbox', { name: 'Salaries' }).check();
    await quiz.getByRole('radio', { name: 'True' }).check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    const result = quiz.getByTestId('quiz-result');
    await expect(result.getByText('Not passed: 33%')).toBeVisible();
    await expect(result.getByText('A margin is what is left of revenue after its costs.')).toBeVisible();
    await expect(result.getByText('Right answer: Revenue less costs')).toBeVisible();
    await result.getByRole('button', { name: 'Try again' }).click();

    await quiz.getByRole('radio', { name: 'Revenue less costs' }).check();
    await quiz.getByRole('checkbox', { name: 'Salaries' }).check();
    await quiz.getByRole('checkbox', { name: 'Software' }).check();
    await quiz.getByRole('radio', { name: 'True' }).check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    await expect(quiz.getByTestId('quiz-result').getByText('Passed: 100%')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Margins' }).getByText('Completed', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('article', { name: 'Margins' }).getByText('Completed', { exact: true }),
    ).toBeVisible();
    await expect(quizRegion(page).getByText('Quiz passed')).toBeVisible();

    // The content team's view: two attempts, one pass, the hardest question first.
    await loginAs('admin', { redirectTo: '/admin' });
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Quizzes / })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Margins' });
    await expect(card.getByRole('definition').nth(0)).toHaveText('2');
    await expect(card.getByRole('definition').nth(1)).toHaveText('50%');
    await expect(
      card.getByRole('list', { name: 'Questions of Margins' }).getByRole('listitem').first(),
    ).toContainText('50% right');
    expect(await accessibilityViolations(), 'quiz statistics').toEqual([]);
  } finally {
    await api.delete(`/api/admin/pillars/${pillar.id}`);
    await api.dispose();
  }
});

test('the quiz one question per screen on a phone', { tag: '@phone' }, async ({
  page,
  loginAs,
  baseURL,
  playwright,
}) => {
  const marker = `p${Date.now().toString(36)}`;
  const api = await adminApi(baseURL!, playwright);
  const pillar = await createPillar(api, marker);
  try {
    const saved = await api.put(`/api/admin/lessons/${pillar.lessonId}/quiz`, {
      data: {
        passMark: 80,
        maxAttempts: 1,
        questions: ['First statement', 'Second statement'].map((prompt) => ({
          kind: 'true_false',
          prompt,
          explanation: `${prompt} is true.`,
          options: [
            { label: 'True', isCorrect: true },
            { label: 'False', isCorrect: false },
          ],
        })),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await loginAs('member', {
      redirectTo: `/pillars-of-agency/${pillar.slug}/${pillar.elementSlug}?lesson=${pillar.lessonId}`,
    });
    const quiz = quizRegion(page);
    await expect(quiz).toContainText('2 questions · Pass mark 80% · 1 attempt');
    await quiz.getByRole('button', { name: 'Take the quiz' }).click();
    await expect(quiz.getByRole('group', { name: /First statement/ })).toBeVisible();
    await expect(quiz.getByRole('group', { name: /Second statement/ })).toBeHidden();
    await expect(quiz.getByRole('button', { name: 'Submit answers' })).toBeHidden();
    await quiz.getByRole('radio', { name: 'True' }).first().check();
    await quiz.getByRole('button', { name: 'Next question' }).click();
    await expect(quiz.getByRole('group', { name: /Second statement/ })).toBeVisible();
    await expect(quiz.getByRole('group', { name: /First statement/ })).toBeHidden();
    await quiz
      .getByRole('group', { name: /Second statement/ })
      .getByRole('radio', { name: 'False' })
      .check();
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    const result = quiz.getByTestId('quiz-result');
    await expect(result.getByText('Not passed: 50%')).toBeVisible();
    await expect(result.getByText('Second statement is true.')).toBeVisible();
    // The one attempt is used: no Try again.
    await expect(result.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await api.delete(`/api/admin/pillars/${pillar.id}`);
    await api.dispose();
  }
});
