import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Article Magic in the browser (issue 25), against the worker's local fake OpenAI-compatible
 * server (support/server.ts), whose answer rewrites the article it is sent: the superadmin
 * enhances an article, previews the two versions side by side, saves; a member reads the new
 * title in /resources; the superadmin restores the previous version from the article's history.
 */

const word = () => `zq${Math.random().toString(36).slice(2, 10)}`;

/** An article of the test's own, published, with one topic, made through the admin API. */
async function createArticle(page: Page, title: string, slug: string) {
  const options = await page.request.get('/api/admin/articles/options');
  expect(options.ok()).toBe(true);
  const { topics } = (await options.json()) as { topics: Array<{ id: string; name: string }> };
  const response = await page.request.post('/api/admin/articles', {
    data: {
      title,
      slug,
      subtitle: 'The original subtitle',
      body: '<p>Agencies that raise prices keep their best clients.</p>',
      isPublished: true,
      topicIds: [topics[0]!.id],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).article.id as string;
}

test.describe('article magic', () => {
  test('enhances, previews side by side, saves; a member sees the new title; the history restores it @desktop', async ({
    page,
    loginAs,
    accessibilityViolations,
    server,
  }) => {
    const marker = word();
    const title = `Raise your prices ${marker}`;
    const slug = `raise-your-prices-${marker}`;
    const enhancedTitle = `${title} (Enhanced)`;

    await loginAs('admin', { redirectTo: '/admin/article-magic' });
    await expect(page.getByRole('heading', { level: 1, name: 'Article Magic' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How Article Magic Works' })).toBeVisible();
    const articleId = await createArticle(page, title, slug);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
    await expect(page.getByText('1 article(s) found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('The original subtitle')).toBeVisible();

    await row.getByRole('button', { name: `Enhance with AI: ${title}` }).click();
    await expect(row.getByRole('button', { name: 'Preview Changes' })).toBeVisible();
    await row.getByRole('button', { name: 'Preview Changes' }).click();

    const preview = page.getByRole('region', { name: 'Title', exact: true });
    await expect(preview.getByText(title, { exact: true })).toBeVisible();
    await expect(preview.getByText(enhancedTitle, { exact: true })).toBeVisible();
    // The body's word-level diff: the added words are marked on the enhanced side.
    const body = page.getByRole('region', { name: 'Body', exact: true });
    await expect(body.locator('mark').first()).toBeVisible();
    await expect(body.locator('s').first()).toBeVisible();
    // The suggested topics (the fake suggests two, in upper case: matched case-insensitively) toggle.
    const chips = page.getByRole('region', { name: 'Suggested Topics' }).getByRole('button');
    await expect(chips).toHaveCount(2);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await chips.nth(1).click();
    await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), '/admin/article-magic with a preview').toEqual([]);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enhanced article saved.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: enhancedTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: `Enhance with AI: ${enhancedTitle}` })).toBeVisible();

    // A member finds the new title in /resources.
    await loginAs('member', { redirectTo: '/resources' });
    await page.getByRole('searchbox', { name: 'Search resources' }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(1);
    const result = page
      .getByRole('region', { name: 'Results' })
      .getByRole('link', { name: enhancedTitle, exact: true });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(`/resources/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: enhancedTitle })).toBeVisible();

    // The superadmin restores the version before Article Magic from the article's history.
    await loginAs('admin', { redirectTo: `/admin/articles/${articleId}/edit` });
    await expect(page.getByLabel('Title *')).toHaveValue(enhancedTitle);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/Before Article Magic/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'the edit page with its history').toEqual([]);
    await history.getByRole('button', { name: new RegExp(`^Restore: ${title},`) }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version restored.')).toBeVisible();
    await expect(page.getByLabel('Title *')).toHaveValue(title);
    // The restore kept the enhanced version, so it can be undone the same way.
    await expect(
      history.getByRole('button', {
        name: new RegExp(`^Restore: ${enhancedTitle.replace(/[()]/g, '\\$&')},`),
      }),
    ).toBeVisible();

    await page.goto(`/resources/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The key never reached the server's log (support/server.ts gives the server this dummy key).
    expect(server.output()).toContain('Article Magic: AI provider configured');
    expect(server.output()).not.toContain('sk-e2e-not-a-real-key');
  });

  test('shows "Enhance" on a phone, enhances two articles at once, and Cancel returns a row to its start @phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', { redirectTo: '/admin/article-magic' });
    await expect(page.getByRole('heading', { level: 1, name: 'Article Magic' })).toBeVisible();
    const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
    const enhance = first.getByRole('button', { name: /^Enhance with AI: / });
    // Its visible text on a phone is the short one (the name keeps the whole).
    await expect(enhance.getByText('Enhance', { exact: true })).toBeVisible();
    await expect(enhance.getByText('Enhance with AI', { exact: true })).toBeHidden();
    // Two rows at once: each has its own stream and its own state.
    const second = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').nth(1);
    // The lower row first: a row grows while its answer streams in, and would move the lower
    // row's button away under the pointer.
    await second.getByRole('button', { name: /^Enhance with AI: / }).click();
    await enhance.click();
    await expect(first.getByRole('button', { name: 'Preview Changes' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Preview Changes' })).toBeVisible();
    // The preview stacks its two sides on a phone: nothing wider than the window.
    await first.getByRole('button', { name: 'Preview Changes' }).click();
    await expect(first.getByRole('region', { name: 'Body', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await first.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.getByRole('button', { name: /^Enhance with AI: / })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
  });
});
