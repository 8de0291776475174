import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The admin's learning tools in the browser (issue 14): from the dashboard, a new pillar with
 * a key element and two lessons (one with an uploaded image), the lessons reordered, and
 * member@example.com reading them in the new order; then the pillar deleted after the
 * confirmation says what goes with it. Plus the pillars screen at phone width.
 */

const imageFixture = fileURLToPath(new URL('../fixtures/lesson-image.png', import.meta.url));

function lessonRow(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Lessons' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('admin learning', () => {
  test('creates a pillar with a key element and two lessons, reorders them, and a member reads them in order', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const pillarTitle = `Client Retention ${suffix}`;
    const elementTitle = `Quarterly Reviews ${suffix}`;

    await loginAs('admin', { redirectTo: '/admin' });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Published articles')).toBeVisible();
    expect(await accessibilityViolations(), 'admin dashboard').toEqual([]);

    // A pillar: the slug follows the title.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Pillars Pillars, key elements/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Pillars' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pillars' }).getByRole('listitem').first()).toBeVisible();
    expect(await accessibilityViolations(), 'pillars').toEqual([]);
    const firstCard = page.getByRole('list', { name: 'Pillars' }).getByRole('listitem').first();
    const takenSlug = (await firstCard.locator('code').textContent()) ?? '';
    expect(takenSlug).not.toBe('');
    await page.getByRole('button', { name: 'Add Pillar' }).click();
    const pillarDialog = page.getByRole('dialog', { name: 'Add Pillar' });
    // The spec's message when a required field is missing; the dialog stays open.
    await pillarDialog.getByRole('button', { name: 'Save Pillar' }).click();
    await expect(pillarDialog.getByText('Please fill in all required fields.').first()).toBeVisible();
    await pillarDialog.getByLabel('Title *').fill(pillarTitle);
    await expect(pillarDialog.getByLabel('Slug *')).toHaveValue(`client-retention-${suffix}`);
    await pillarDialog.getByLabel('Description *').fill('Keep the clients you won.');
    await pillarDialog.getByText('Brain', { exact: true }).click();
    // A failing save keeps the form and puts the server's message on the field it names.
    await pillarDialog.getByLabel('Slug *').fill(takenSlug);
    await pillarDialog.getByRole('button', { name: 'Save Pillar' }).click();
    await expect(
      pillarDialog.getByText('Another pillar already uses this slug. Please choose another.'),
    ).toBeVisible();
    await expect(pillarDialog.getByLabel('Title *')).toHaveValue(pillarTitle);
    await pillarDialog.getByLabel('Slug *').fill(`client-retention-${suffix}`);
    expect(await accessibilityViolations(), 'pillar form').toEqual([]);
    await pillarDialog.getByRole('button', { name: 'Save Pillar' }).click();
    await expect(pillarDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: pillarTitle })).toBeVisible();

    // A key element.
    await page.getByRole('link', { name: `Elements: ${pillarTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Key Elements: ${pillarTitle}` })).toBeVisible();
    await page.getByRole('button', { name: 'Add Key Element' }).click();
    const elementDialog = page.getByRole('dialog', { name: 'Add Key Element' });
    await elementDialog.getByLabel('Title *').fill(elementTitle);
    await elementDialog.getByLabel('Description *').fill('A review every quarter.');
    await elementDialog.getByRole('button', { name: 'Save Key Element' }).click();
    await expect(elementDialog).toBeHidden();
    await expect(page.getByText('0 lessons')).toBeVisible();
    expect(await accessibilityViolations(), 'key elements').toEqual([]);

    // Two lessons, the first with an uploaded image; each new one goes last.
    await page.getByRole('link', { name: `Lessons: ${elementTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Lessons: ${elementTitle}` })).toBeVisible();
    for (const [title, withImage] of [
      ['Prepare the review', true],
      ['Run the review', false],
    ] as const) {
      await page.getByRole('button', { name: 'Add Lesson' }).click();
      const lessonDialog = page.getByRole('dialog', { name: 'Add Lesson' });
      await lessonDialog.getByLabel('Title *').fill(title);
      await lessonDialog.getByRole('textbox', { name: 'Content' }).fill(`${title}: the steps.`);
      if (withImage) {
        await lessonDialog.getByLabel('Image file').setInputFiles(imageFixture);
        await expect(lessonDialog.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(
          /^\/uploads\/.+/,
        );
      }
      await lessonDialog.getByRole('button', { name: 'Save Lesson' }).click();
      await expect(lessonDialog).toBeHidden();
    }
    await expect(lessonRow(page, 'Prepare the review').getByText('Has image')).toBeVisible();
    await expect(lessonRow(page, 'Run the review').getByText('No image')).toBeVisible();
    expect(await accessibilityViolations(), 'lessons').toEqual([]);

    // Reorder: the second moves up.
    await lessonRow(page, 'Run the review').getByRole('button', { name: 'Move up: Run the review' }).click();
    const lessons = page.getByRole('list', { name: 'Lessons' }).getByRole('heading');
    await expect(lessons).toHaveText(['Run the review', 'Prepare the review']);
    await page.reload();
    await expect(lessons).toHaveText(['Run the review', 'Prepare the review']);

    // The member reads the pillar, the element and the lessons in the new order.
    await loginAs('member', { redirectTo: '/pillars-of-agency' });
    await page.getByRole('link', { name: pillarTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: pillarTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: elementTitle })).toBeVisible();
    await page.goto(`/pillars-of-agency/client-retention-${suffix}/quarterly-reviews-${suffix}`);
    await expect(page.getByRole('navigation', { name: 'Lessons' }).getByRole('link')).toHaveText([
      /Run the review/,
      /Prepare the review/,
    ]);
    // The uploaded image, served by the server, on the lesson that has it.
    await page
      .getByRole('navigation', { name: 'Lessons' })
      .getByRole('link', { name: /Prepare the review/ })
      .click();
    const image = page.getByRole('img', { name: 'Prepare the review' });
    await expect(image).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(8);

    // Clean up: the confirmation says what goes with the pillar.
    await loginAs('admin', { redirectTo: '/admin/pillars' });
    await page.getByRole('button', { name: `Delete: ${pillarTitle}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Pillar' });
    await expect(confirm).toContainText('1 key element, 2 lessons and 0 lesson completions');
    await confirm.getByRole('button', { name: 'Delete Pillar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: pillarTitle })).toHaveCount(0);
  });

  test('shows the pillars as cards at phone width', { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('admin', { redirectTo: '/admin/pillars' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Pillars' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pillars' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(await accessibilityViolations(), 'pillars at phone width').toEqual([]);
  });
});
