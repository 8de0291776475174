import type { APIRequestContext } from '@playwright/test';
import { adminApi, createPillarWithLessons } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Points and levels (issue 59) in the browser: member@example.com completes a lesson of a
 * pillar of the test's own and sees the points and the streak on Home (at phone width);
 * a superadmin saves /admin/engagement with its values untouched and runs Recalculate to its
 * end (desktop). The pillar is made through the admin API and deleted at the end.
 */

/** The test's own pillar: one key element of two lessons. */
const createPillar = (api: APIRequestContext, marker: string) =>
  createPillarWithLessons(api, {
    title: `Points ${marker}`,
    slug: `points-${marker}`,
    element: { title: 'Earning points', slug: 'earning-points' },
    lessons: ['First points', 'More points'],
  });

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
