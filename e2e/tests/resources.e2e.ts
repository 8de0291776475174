import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { changeSelectsAtOnce } from '../support/quick-changes.ts';

/**
 * Resources and gurus through the built app and the real server: search and open an
 * article, filter by topic and type (the URL reproduces the view), like, bookmark and
 * comment with a reload in between, the bookmark under "Saved", a guru's profile and its
 * 'View all', the not-found states, and the article page at phone width.
 *
 * Each worker has its own server, but the tests of one worker share it: the test that likes
 * and bookmarks uses an article no other test changes and checks the count relatively.
 */

/** Seeded articles (apps/server/src/db/seed/demo-content.ts). */
const searchedArticle = {
  word: 'burnout',
  title: 'Agency Owner Burnout: Warning Signs and Fixes',
  slug: 'agency-owner-burnout-warning-signs-and-fixes',
};
/** Both have the topic 'Systems & Automation'. */
const systemsVideo = 'How We Cut Onboarding Time from Six Weeks to Two';
const systemsDocument = 'SOP Starter Kit for Service Agencies';
const pricingPost = 'The Three-Tier Pricing Page That Doubled Our Average Deal';
const engagedArticle = {
  title: 'Raising Prices Without Losing Clients',
  slug: 'raising-prices-without-losing-clients',
};
const documentArticle = { title: systemsDocument, slug: 'sop-starter-kit-for-service-agencies' };
const guru = { name: 'Morgan Blake', slug: 'morgan-blake', linkedArticle: 'Discovery Call Question Bank' };

async function expectNoViolations(page: Page, violations: () => Promise<string[]>, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(), what).toEqual([]);
}

/** The results list of /resources. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' });
}

function resultTitled(page: Page, title: string): Locator {
  return results(page).getByRole('link', { name: title, exact: true });
}

function likeButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Like', exact: true });
}

/** The count the Like button is described by ('3 likes'). */
async function likeCount(page: Page): Promise<number> {
  const countId = (await likeButton(page).getAttribute('aria-describedby')) ?? '';
  const text = (await page.locator(`[id="${countId}"]`).textContent()) ?? '';
  expect(text).toMatch(/^\d+ likes?$/);
  return Number.parseInt(text, 10);
}

test.describe('resources', () => {
  test('finds an article by a word of its title, marks the word and opens the article', {
    tag: '@phone',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('member', { redirectTo: '/resources' });
    await expect(page.getByRole('heading', { level: 1, name: 'All Resources' })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, '/resources');

    await page.getByRole('searchbox', { name: 'Search resources' }).fill(searchedArticle.word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${searchedArticle.word}`));
    await expect(results(page).getByRole('article')).toHaveCount(1);
    const result = resultTitled(page, searchedArticle.title);
    await expect(result).toBeVisible();
    // The matched word is marked, as text (a <mark>), never as HTML from the server.
    await expect(result.locator('mark')).toHaveText(new RegExp(`^${searchedArticle.word}$`, 'i'));
    await expectNoViolations(page, accessibilityViolations, '/resources search');

    await result.click();
    await expect(page).toHaveURL(`/resources/${searchedArticle.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: searchedArticle.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related' }).getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'article page');
  });

  test('filters by a topic and a type, and a link reproduces the view', { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('member', { redirectTo: '/resources' });
    await expect(resultTitled(page, pricingPost)).toBeVisible();
    const topic = page.getByLabel('Topic', { exact: true });
    const type = page.getByLabel('Type', { exact: true });

    await topic.selectOption({ label: 'Systems & Automation' });
    await expect(page).toHaveURL(/[?&]topic=systems-automation/);
    await expect(resultTitled(page, systemsDocument)).toBeVisible();
    await expect(resultTitled(page, systemsVideo)).toBeVisible();
    await expect(resultTitled(page, pricingPost)).toHaveCount(0);

    await type.selectOption({ label: 'Video' });
    await expect(page).toHaveURL(/[?&]type=video/);
    await expect(resultTitled(page, systemsVideo)).toBeVisible();
    await expect(resultTitled(page, systemsDocument)).toHaveCount(0);
    for (const card of await results(page).getByRole('article').all()) {
      await expect(card.getByText('Video', { exact: true })).toBeVisible();
      await expect(
        card.getByRole('list', { name: 'Topics' }).getByText('Systems & Automation', { exact: true }),
      ).toBeVisible();
    }

    // The same URL opened afresh shows the same view, filters selected.
    const { pathname, search } = new URL(page.url());
    await page.goto(`${pathname}${search}`);
    await expect(topic).toHaveValue('systems-automation');
    await expect(type).toHaveValue('video');
    await expect(resultTitled(page, systemsVideo)).toBeVisible();
    await expect(resultTitled(page, systemsDocument)).toHaveCount(0);

    // A video resource: its player loads only on Play.
    await resultTitled(page, systemsVideo).click();
    await expect(page.getByRole('heading', { level: 1, name: systemsVideo })).toBeVisible();
    await expect(page.getByRole('button', { name: `Play video: ${systemsVideo}` })).toBeVisible();
    await page.goBack();
    await expect(type).toHaveValue('video');

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(resultTitled(page, pricingPost)).toBeVisible();
  });

  test('keeps both of two filter changes made before the page has rendered the first', {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    await loginAs('member', { redirectTo: '/resources' });
    await expect(resultTitled(page, pricingPost)).toBeVisible();
    await changeSelectsAtOnce(page, [
      [page.getByLabel('Topic', { exact: true }), 'systems-automation'],
      [page.getByLabel('Type', { exact: true }), 'video'],
    ]);
    await expect(page).toHaveURL(/[?&]topic=systems-automation/);
    await expect(page).toHaveURL(/[?&]type=video/);
    await expect(resultTitled(page, systemsVideo)).toBeVisible();
    await expect(resultTitled(page, systemsDocument)).toHaveCount(0);
  });

  test('keeps a like, a bookmark and a comment across a reload, and lists the article under Saved', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('member', { redirectTo: `/resources/${engagedArticle.slug}` });
    await expect(page.getByRole('heading', { level: 1, name: engagedArticle.title })).toBeVisible();

    // Like: the count goes up by one at once and stays after a reload.
    const like = likeButton(page);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = await likeCount(page);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(await likeCount(page)).toBe(before + 1);

    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

    // A blank comment is refused in the form; a real one goes on top of the list.
    const comments = page.getByRole('region', { name: /^Comments/ });
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    await expect(comments.getByText('Please write something before posting.')).toBeVisible();
    const text = `Tried this with two retainers, both renewed. (${test.info().project.name} ${Date.now()})`;
    await comments.getByLabel('Add a comment').fill(`   ${text}  `);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    const comment = comments.getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByText('Sam Carter', { exact: true })).toBeVisible();
    await expect(comments.getByLabel('Add a comment')).toHaveValue('');
    await expectNoViolations(page, accessibilityViolations, 'article after like, bookmark and comment');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: engagedArticle.title })).toBeVisible();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await likeCount(page)).toBe(before + 1);
    await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(comments.getByRole('listitem').first()).toContainText(text);

    // Under "Saved" on the resources page.
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await page.getByRole('button', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/[?&]saved=true/);
    await expect(resultTitled(page, engagedArticle.title)).toBeVisible();
    await expect(resultTitled(page, pricingPost)).toHaveCount(0);

    // Undo all of it, so the article is as the seed left it: the author deletes the comment.
    await resultTitled(page, engagedArticle.title).click();
    await expect(page.getByRole('heading', { level: 1, name: engagedArticle.title })).toBeVisible();
    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await likeCount(page)).toBe(before);
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await comment.getByRole('button', { name: /^Delete/ }).click();
    // Deleting asks first (issue 21).
    await page
      .getByRole('alertdialog', { name: 'Delete Comment' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(comments.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: engagedArticle.title })).toBeVisible();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(text)).toHaveCount(0);
  });

  test("opens a guru from /gurus and follows 'View all' to the guru's resources", {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('member', { redirectTo: '/gurus' });
    await expect(page.getByRole('heading', { level: 1, name: 'Gurus' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: guru.name }) });
    // Five specialties: three shown, then '+2 more'.
    await expect(card.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveCount(4);
    await expect(card.getByText('+2 more')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, '/gurus');

    await card.getByRole('link', { name: guru.name }).click();
    await expect(page).toHaveURL(`/gurus/${guru.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: guru.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: guru.linkedArticle })).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'guru profile');

    await page.getByRole('link', { name: `View all resources by ${guru.name}` }).click();
    await expect(page).toHaveURL(`/resources?guru=${guru.slug}`);
    await expect(page.getByText(`Showing resources by ${guru.name}`)).toBeVisible();
    await expect(resultTitled(page, guru.linkedArticle)).toBeVisible();
    await expect(resultTitled(page, systemsDocument)).toHaveCount(0);
  });

  test('shows the spec texts for an unknown article and guru, and an empty search', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('member', { redirectTo: '/resources/no-such-article' });
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Resources' }).first()).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'article not found');
    await page.goto('/gurus/no-such-guru');
    await expect(page.getByRole('heading', { name: 'Guru not found' })).toBeVisible();
    await page.goto('/resources?q=zzzqqqxxy');
    await expect(page.getByRole('heading', { name: 'No Resources Found' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('zzzqqqxxy');
    await expectNoViolations(page, accessibilityViolations, 'empty search');
  });

  test('shows a document resource with its download link, and the PDF downloads for members only', async ({
    page,
    loginAs,
    accessibilityViolations,
    playwright,
    baseURL,
  }) => {
    await loginAs('member', { redirectTo: `/resources/${documentArticle.slug}` });
    await expect(page.getByRole('heading', { level: 1, name: documentArticle.title })).toBeVisible();
    const downloadLink = page.getByRole('link', { name: /^Download PDF/ });
    await expect(downloadLink).toHaveAttribute('href', '/documents/sop-starter-kit.pdf');
    // A document of this site is a members-only download (decision 040): no frame, no viewer link.
    await expect(page.locator(`iframe[title="Document: ${documentArticle.title}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Open PDF/ })).toHaveCount(0);
    // The signed-in member's link downloads the PDF (the session cookie goes with it) ...
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe('sop-starter-kit.pdf');
    const downloaded = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of downloaded) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // ... and the same link without a session is refused.
    const anonymous = await playwright.request.newContext({ baseURL });
    const refused = await anonymous.get('/documents/sop-starter-kit.pdf');
    expect(refused.status()).toBe(401);
    await anonymous.dispose();
    await expect(page.getByRole('complementary', { name: 'Pro tip' })).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'document article');

    // Share without a share sheet (this Chromium has none): the link goes to the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('lays the article page out at phone width', { tag: '@phone' }, async ({ page, loginAs }) => {
    await loginAs('member', { redirectTo: `/resources/${engagedArticle.slug}` });
    await expect(page.getByRole('heading', { level: 1, name: engagedArticle.title })).toBeVisible();
    // Nothing wider than the screen; the actions and the comment form are within reach.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    for (const control of [
      likeButton(page),
      page.getByRole('button', { name: 'Bookmark', exact: true }),
      page.getByRole('button', { name: 'Share' }),
    ]) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await expect(page.getByLabel('Add a comment')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related' })).toBeVisible();

    // The list and a guru profile fit the phone's width too.
    for (const [path, heading] of [
      ['/resources', 'All Resources'],
      [`/gurus/${guru.slug}`, guru.name],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`${heading}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    }
  });
});
