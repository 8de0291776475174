import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoEmails, demoPassword } from '../support/login.ts';

/**
 * Points and levels (issue 59) in the browser: member@example.com completes a lesson of a
 * pillar of the test's own and sees the points and the streak on Home (at phone width);
 * a superadmin saves /admin/engagement with its values untouched and runs Recalculate to its
 * end (desktop). The pillar is made through the admin API and deleted at the end.
 */

async function adminApi(
  baseURL: string,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
) {
  const api = await playwright.request.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: demoEmails.admin, password: demoPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return api;
}

async function createPillar(api: APIRequestContext, marker: string) {
  const pillar = await api.post('/api/admin/pillars', {
    data: {
      title: `Points ${marker}`,
      description: 'A pillar of the points test.',
      slug: `points-${marker}`,
      color: '#0E7490',
      icon: 'BookOpen',
      overlayImageUrl: '',
      videoUrl: '',
      videoTitle: '',
      videoDuration: '',
    },
  });
  expect(pillar.status(), await pillar.text()).toBe(201);
  const pillarId = (await pillar.json()).pillar.id as string;
  const element = await api.post(`/api/admin/pillars/${pillarId}/elements`, {
    data: { title: 'Earning points', description: 'The one key element.', slug: 'earning-points' },
  });
  expect(element.status(), await element.text()).toBe(201);
  const elementId = (await element.json()).keyElement.id as string;
  for (const lessonTitle of ['First points', 'More points']) {
    const lesson = await api.post(`/api/admin/key-elements/${elementId}/lessons`, {
      data: { title: lessonTitle, content: `<p>${lessonTitle}.</p>`, imageUrl: '' },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
  }
  return { id: pillarId, slug: `points-${marker}`, elementSlug: 'earning-points' };
}

test('a member completes a lesson and sees the points and the streak on Home', {
  tag: '@phone',
}, async ({ page, loginAs, baseURL, playwright }) => {
  const marker = Date.now().toString(36);
  const api = await adminApi(baseURL!, playwright);
  const pillar = await createPillar(api, marker);
  try {
    await loginAs('member', { redirectTo: '/' });
    const card = page.getByRole('region', { name: 'Your progress' });
    await expect(card).toBeVisible();
    const before = Number((await card.getByText(/^\d[\d,]* points?$/).textContent())!.replace(/\D/g, ''));

    await page.goto(`/pillars-of-agency/${pillar.slug}/${pillar.elementSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Earning points' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'More points' })).toBeVisible();

    await page.goto('/');
    await expect(card.getByText(`${(before + 10).toLocaleString('en-US')} points`)).toBeVisible();
    await expect(card.getByText(/^[1-9]\d*-week streak$/)).toBeVisible();
    await expect(card.getByText(/^\d[\d,]* this week$/)).toBeVisible();
  } finally {
    await api.delete(`/api/admin/pillars/${pillar.id}`);
    await api.dispose();
  }
});

test('a superadmin saves the engagement settings and recalculates every total', {
  tag: '@desktop',
}, async ({ page, loginAs, accessibilityViolations }) => {
  await loginAs('admin', { redirectTo: '/admin' });
  await page.getByRole('link', { name: /Engagement/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();
  await expect(page.getByLabel('Completing a lesson')).toHaveValue('10');
  await expect(page.getByLabel('Level 10')).toHaveValue('4000');
  expect(await accessibilityViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Engagement settings saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Recalculate' }).click();
  await expect(page.getByText('Recalculating every total.')).toBeVisible();
  await expect(page.getByText(/^Last recalculated /)).toBeVisible({ timeout: 30_000 });
});
