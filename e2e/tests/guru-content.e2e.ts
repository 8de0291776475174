import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * My Guru Content in the browser (issue 23): the demo guru writes and publishes an article
 * with an uploaded image, a member finds it under Resources and on the guru's profile and
 * cannot open its editor, a member without guru privileges reads the spec's text, and the
 * guru deletes the article again (the article is the test's own: a unique title, gone at the end).
 */

/** A 1x1 PNG: the server checks an upload's content, not its name. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const word = () => `zg${Math.random().toString(36).slice(2, 10)}`;
/** The demo guru account's own guru record (the seed's first guru). */
const demoGuru = { name: 'Morgan Blake', slug: 'morgan-blake' };

async function expectNoViolations(page: Page, violations: () => Promise<string[]>, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(), what).toEqual([]);
}

test.describe('guru content', () => {
  test('a guru writes and publishes an article with an image; members find it and cannot edit it @desktop', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    const marker = word();
    const title = `Hiring playbook ${marker}`;
    const slug = `hiring-playbook-${marker}`;

    await loginAs('guru', { redirectTo: '/gurus/articles' });
    await expect(page.getByRole('heading', { level: 1, name: 'My Guru Content' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Guru Profile' })).toHaveAttribute('href', '/gurus');
    await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, '/gurus/articles');
    await page.getByRole('link', { name: 'New Article' }).click();
    await expect(page).toHaveURL('/gurus/article/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Article' })).toBeVisible();

    // The slug follows the title; without content, the spec's message and nothing saved.
    await page.getByLabel('Title *').fill(title);
    await expect(page.getByLabel('Slug *')).toHaveValue(slug);
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
    await expect(page).toHaveURL('/gurus/article/create');

    await page.getByLabel('Subtitle').fill('How we hire our first ten people');
    await page.getByRole('textbox', { name: 'Content *' }).fill(`Hire slowly. ${marker} says why.`);
    // The editing area shows the focus ring every text field shows (issue 38: it had none).
    const ringOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).boxShadow);
    await page.getByLabel('Title *').focus();
    const fieldRing = await ringOf(page.getByLabel('Title *'));
    await page.getByRole('textbox', { name: 'Content *' }).focus();
    const editorFrame = page.getByRole('toolbar', { name: 'Content * formatting' }).locator('..');
    expect(await ringOf(editorFrame)).toBe(fieldRing);
    // The featured image goes up through the server; its URL fills the field and the preview shows it.
    await page
      .getByLabel('Featured Image URL file')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByLabel('Featured Image URL', { exact: true })).toHaveValue(/^\/uploads\//);
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    // A video needs its URL.
    await page.getByLabel('Video', { exact: true }).check();
    await expect(page.getByLabel('Video URL *')).toBeVisible();
    await page.getByLabel('Article', { exact: true }).check();
    await expect(page.getByLabel('Video URL *')).toHaveCount(0);
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
    await expect(page.getByText('Save as draft (only visible to you)')).toBeVisible();
    await page.getByLabel('Publish this article').check();
    await expect(page.getByText('Article will be visible to all users')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, '/gurus/article/create');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL('/gurus/articles');
    await expect(page.getByText('Article created.')).toBeVisible();

    // On the list, published, with an edit link to its editor.
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(page.getByRole('list').getByRole('article')).toHaveCount(1);
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByText('Not published')).toHaveCount(0);
    const editUrl = (await card.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? '';
    expect(editUrl).toMatch(/^\/gurus\/article\/[0-9a-f-]{36}\/edit$/);
    await expect(card.getByRole('link', { name: `View ${title} (opens in a new tab)` })).toHaveAttribute(
      'href',
      `/resources/${slug}`,
    );

    // A member finds it under Resources (search) and on the guru's profile.
    await loginAs('member', { redirectTo: '/resources' });
    await page.getByRole('searchbox', { name: 'Search resources' }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.goto(`/gurus/${demoGuru.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: demoGuru.name })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // The member opening its editor reads the permission text, and no form.
    await page.goto(editUrl);
    await expect(page.getByText('You do not have permission to edit this article.')).toBeVisible();
    await expect(page.getByLabel('Title *')).toHaveCount(0);
    await expectNoViolations(page, accessibilityViolations, 'edit refused');
    // Without guru privileges, My Articles says so.
    await page.goto('/gurus/articles');
    await expect(page.getByText('You need guru privileges to create and manage content.')).toBeVisible();
    await expect(
      page.getByText('Contact an administrator if you believe you should have access.'),
    ).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'not a guru');

    // The guru edits it (Preview link, fields as saved), unpublishes and deletes it.
    await loginAs('guru', { redirectTo: editUrl });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `/resources/${slug}`);
    await expect(page.getByLabel('Title *')).toHaveValue(title);
    await expect(page.getByLabel('Publish this article')).toBeChecked();
    await page.getByLabel('Subtitle').fill('');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expect(page).toHaveURL('/gurus/articles');
    await expect(page.getByText('Article saved.')).toBeVisible();

    await page.goto(`/gurus/articles?q=${marker}`);
    await card.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Article' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Article deleted.')).toBeVisible();
    await expect(page.getByText('No Articles Found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).first().click();
    await expect(page).toHaveURL('/gurus/articles');
  });

  test('a new guru without a guru profile sets it up and appears under Gurus @phone', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    const marker = word();
    const email = `guru-${marker}@example.com`;
    const password = `pass-${marker}`;
    const lastName = `Ash ${marker}`;

    // An article of the demo guru, whose editor the new guru will be refused.
    await loginAs('admin', { redirectTo: '/admin/articles?q=discovery' });
    const othersEdit =
      (await page.getByRole('link', { name: 'Edit Discovery Call Question Bank' }).getAttribute('href')) ??
      '';
    const othersArticleId = othersEdit.split('/')[3] ?? '';
    expect(othersArticleId).toMatch(/^[0-9a-f-]{36}$/);

    // A superadmin adds the person with the guru flag (its guru record starts unset).
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('First Name *').fill('Quinn');
    await add.getByLabel('Last Name *').fill(lastName);
    await add.getByLabel('Email *').fill(email);
    await add.getByLabel('Organization *').selectOption({ label: 'Northwind Creative' });
    await add.getByLabel('Password').fill(password);
    await add.getByLabel('Is Guru (can write expert articles)').check();
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();

    // They sign in: My Articles asks for the guru profile first. Off the app first, so its
    // own redirect once the session is gone aborts no navigation.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/auth/login?redirectTo=%2Fgurus%2Farticles');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/gurus/articles');
    await expect(
      page.getByText('You need to complete your guru profile before managing content.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Article' })).toHaveCount(0);
    await expectNoViolations(page, accessibilityViolations, 'no guru profile');

    await page.getByRole('button', { name: 'Set Up Guru Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Up Guru Profile' });
    await expect(dialog.getByLabel('Name *')).toHaveValue(`Quinn ${lastName}`);
    await dialog.getByLabel('Business Name').fill(`Ash Studio ${marker}`);
    await dialog.getByLabel('Bio').fill('Quinn helps agencies hire their first team.');
    await dialog.getByLabel('Specialties').fill('Hiring, Team Culture');
    await dialog
      .getByLabel('Profile Image file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(dialog.getByLabel('Profile Image', { exact: true })).toHaveValue(/^\/uploads\//);
    await expectNoViolations(page, accessibilityViolations, 'profile dialog');
    await dialog.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your guru profile is set up.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No Articles Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Article' })).toHaveAttribute(
      'href',
      '/gurus/article/create',
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'My Articles fits the phone',
    ).toBeLessThanOrEqual(0);

    // Another guru's article: the server refuses its editor, and the page shows no form.
    await page.goto(`/gurus/article/${othersArticleId}/edit`);
    await expect(page.getByText('You do not have permission to edit this article.')).toBeVisible();
    await expect(page.getByLabel('Title *')).toHaveCount(0);
    await page.goto('/gurus/articles');

    // The directory shows the new guru.
    await page.getByRole('link', { name: 'My Guru Profile' }).click();
    await expect(page).toHaveURL('/gurus');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Quinn ${lastName}` }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Hiring');
  });
});
