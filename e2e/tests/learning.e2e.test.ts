import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, phoneViewport } from '../support/browser.ts';
import { unexpectedConsoleErrors } from '../support/console.ts';
import { loginAs } from '../support/login.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/**
 * The member's learning journey through the built app and the real server: pillars grid ->
 * pillar -> key element -> every lesson completed, with the progress following everywhere;
 * a bookmark with notes and a rating that survive a reload; the home page's "Continue where
 * you left off"; and the lesson viewer at phone width.
 */

const suite = useServerAndBrowser();
let page: Page;
let consoleErrors: string[];

/** Filled in as the journey goes: the pillar and the two key elements it uses. */
const journey = {
  pillarTitle: '',
  pillarUrl: '',
  pillarLessonTotal: 0,
  firstElementTitle: '',
  firstElementLessons: 0,
  secondElementTitle: '',
  secondElementUrl: '',
  bookmarkedLessonTitle: '',
};

const note = 'Track every task for a week, then hand off the three biggest.';

function scrollWidth(target: Page): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth);
}

/** The card or row (an <article>) whose heading is `title`. */
function articleTitled(scope: Page | Locator, title: string): Locator {
  const root = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: root.getByRole('heading', { name: title, exact: true }) });
}

function progressOf(target: Page, what: string): Locator {
  return target.getByRole('progressbar', { name: `${what} progress`, exact: true }).first();
}

function lessonsCompletedText(completed: number, total: number): string {
  return `${completed} of ${total} lessons completed`;
}

beforeAll(async () => {
  ({ page, consoleErrors } = await newPage(suite.browser, suite.server.url));
  await loginAs(page, 'member');
});

describe('learning', () => {
  it('opens a pillar from the grid and a key element from the pillar page', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pillars of Agency' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pillars of Agency' }).waitFor();

    const firstCardLink = page.getByRole('main').getByRole('article').first().getByRole('link');
    journey.pillarTitle = (await firstCardLink.textContent())?.trim() ?? '';
    expect(journey.pillarTitle).not.toBe('');
    await articleTitled(page, journey.pillarTitle).getByText('0% Complete').waitFor();
    await firstCardLink.click();

    await page.getByRole('heading', { level: 1, name: journey.pillarTitle }).waitFor();
    journey.pillarUrl = new URL(page.url()).pathname;
    const overall = await page.getByText(/\d+ of \d+ lessons? completed/).textContent();
    journey.pillarLessonTotal = Number(/of (\d+)/.exec(overall ?? '')?.[1]);
    expect(journey.pillarLessonTotal).toBeGreaterThan(0);

    const keyElements = page.getByRole('region', { name: 'Key Elements' }).getByRole('article');
    expect(await keyElements.count()).toBeGreaterThanOrEqual(2);
    journey.firstElementTitle = (await keyElements.nth(0).getByRole('heading').textContent())?.trim() ?? '';
    journey.secondElementTitle = (await keyElements.nth(1).getByRole('heading').textContent())?.trim() ?? '';
    const lessonCount = await keyElements
      .nth(0)
      .getByText(/^\d+ Lessons?$/)
      .textContent();
    journey.firstElementLessons = Number.parseInt(lessonCount ?? '', 10);
    expect(journey.firstElementLessons).toBeGreaterThan(0);

    await keyElements
      .nth(0)
      .getByRole('link', { name: /^Continue/ })
      .click();
    await page.getByRole('heading', { level: 1, name: journey.firstElementTitle }).waitFor();
    await page.getByText(lessonsCompletedText(0, journey.firstElementLessons)).waitFor();
  });

  it('completes every lesson of the key element and shows 100% in the viewer', async () => {
    const total = journey.firstElementLessons;
    for (let done = 1; done <= total; done += 1) {
      await page.getByText(`Lesson ${done} of ${total}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Mark as Completed' }).click();
      await page.getByText(lessonsCompletedText(done, total)).waitFor();
    }
    // The last lesson stays open.
    await page.getByText(`Lesson ${total} of ${total}`, { exact: true }).waitFor();
    await page.getByText(`You completed ${journey.firstElementTitle}!`).waitFor();
    await expect
      .poll(() => progressOf(page, journey.firstElementTitle).getAttribute('aria-valuenow'))
      .toBe('100');

    // Saved on the server: a reload shows the same, with every lesson marked in the list.
    await page.reload();
    await page.getByText(lessonsCompletedText(total, total)).waitFor();
    const completedLessons = page
      .getByRole('navigation', { name: 'Lessons' })
      .getByRole('link', { name: /\(completed\)$/ });
    expect(await completedLessons.count()).toBe(total);
  });

  it('shows the progress on the pillar page, the pillars grid and the home page', async () => {
    const completed = journey.firstElementLessons;
    const pillarPercent = Math.round((completed / journey.pillarLessonTotal) * 100);

    await page.getByRole('link', { name: `Back to ${journey.pillarTitle}` }).click();
    await page.getByRole('heading', { level: 1, name: journey.pillarTitle }).waitFor();
    await articleTitled(page, journey.firstElementTitle).getByText('100%').waitFor();
    await articleTitled(page, journey.firstElementTitle).getByText('Completed').waitFor();
    await page.getByText(lessonsCompletedText(completed, journey.pillarLessonTotal)).waitFor();
    expect(await progressOf(page, journey.pillarTitle).getAttribute('aria-valuenow')).toBe(
      String(pillarPercent),
    );

    await page.getByRole('link', { name: 'Back to Pillars of Agency' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pillars of Agency' }).waitFor();
    await articleTitled(page, journey.pillarTitle).getByText(`${pillarPercent}% Complete`).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    // The grid shows the same badge: be on the home page before looking.
    await page.waitForURL((url) => url.pathname === '/');
    const homePillars = page.getByRole('region', { name: 'Pillars of Agency' });
    await articleTitled(homePillars, journey.pillarTitle).getByText(`${pillarPercent}% Complete`).waitFor();
  });

  it('scrolls the featured articles 300 px per click, with buttons disabled at the ends', async () => {
    // Instant scrolling, so every click lands where it aims.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    const scrollLeft = featured.getByRole('button', { name: 'Scroll left' });
    const scrollRight = featured.getByRole('button', { name: 'Scroll right' });
    await scrollRight.waitFor();
    const track = page.locator(`[id="${await scrollRight.getAttribute('aria-controls')}"]`);
    const position = () => track.evaluate((element) => Math.round(element.scrollLeft));
    const end = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(end).toBeGreaterThan(300);

    expect(await scrollLeft.isDisabled()).toBe(true);
    let expected = 0;
    while (expected < end) {
      await scrollRight.click();
      expected = Math.min(end, expected + 300);
      await expect.poll(position).toBe(expected);
    }
    await expect.poll(() => scrollRight.isDisabled()).toBe(true);
    expect(await scrollLeft.isDisabled()).toBe(false);

    await scrollLeft.click();
    await expect.poll(position).toBe(end - 300);
    await expect.poll(() => scrollRight.isDisabled()).toBe(false);
    await page.emulateMedia({ reducedMotion: null });
  });

  it('keeps a bookmark, its notes and its rating across a reload', async () => {
    await page.goto(journey.pillarUrl);
    await articleTitled(page, journey.secondElementTitle)
      .getByRole('link', { name: /^Continue/ })
      .click();
    await page.getByRole('heading', { level: 1, name: journey.secondElementTitle }).waitFor();
    journey.secondElementUrl = new URL(page.url()).pathname;

    const lessonPanel = page.getByRole('main').getByRole('article');
    journey.bookmarkedLessonTitle =
      (await lessonPanel.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    const notes = page.getByLabel('Your Notes');
    const rating = page.getByRole('radiogroup', { name: 'Rate this lesson' });

    // Notes and rating wait for the bookmark.
    await page.getByText('Bookmark this lesson before adding notes or a rating.').waitFor();
    expect(await notes.isDisabled()).toBe(true);
    expect(await rating.getByRole('radio', { name: '3 stars' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Bookmark', pressed: false }).click();
    await page.getByRole('button', { name: 'Bookmark', pressed: true }).waitFor();
    await page.getByText('Lesson bookmarked').waitFor();

    await notes.click();
    await notes.pressSequentially(note, { delay: 15 });
    await page.getByText('Saved', { exact: true }).waitFor();

    // The rating by pointer, then by keyboard: the arrow keys move and choose.
    await rating.getByRole('radio', { name: '5 stars' }).click();
    const lastRatingSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().endsWith('/bookmark') &&
        response.request().postData() === JSON.stringify({ rating: 4 }),
    );
    await page.keyboard.press('ArrowLeft');
    expect((await lastRatingSaved).status()).toBe(200);
    expect(await rating.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: journey.bookmarkedLessonTitle }).waitFor();
    await page.getByRole('button', { name: 'Bookmark', pressed: true }).waitFor();
    expect(await page.getByLabel('Your Notes').inputValue()).toBe(note);
    expect(await rating.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await rating.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(false);
  });

  it('continues where the member left off from the home page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const continueCard = page.getByRole('region', { name: 'Continue where you left off' });
    await continueCard.getByText(journey.bookmarkedLessonTitle).waitFor();
    await continueCard.getByRole('link', { name: 'Continue Lesson' }).click();
    await page.getByRole('heading', { level: 1, name: journey.secondElementTitle }).waitFor();
    await page.getByRole('heading', { level: 2, name: journey.bookmarkedLessonTitle }).waitFor();
    expect(new URL(page.url()).searchParams.get('lesson')).toBeTruthy();
  });

  it('works at phone width: the lesson list opens from its disclosure and nothing overflows', async () => {
    const phone = await newPage(suite.browser, suite.server.url, { viewport: phoneViewport });
    try {
      await loginAs(phone.page, 'member', { redirectTo: journey.secondElementUrl });
      await phone.page.getByRole('heading', { level: 1, name: journey.secondElementTitle }).waitFor();
      expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(phoneViewport.width);

      const lessonsNav = phone.page.getByRole('navigation', { name: 'Lessons' });
      expect(await lessonsNav.isVisible()).toBe(false);
      const disclosure = phone.page.getByRole('button', { name: /^Lessons/ });
      await disclosure.click();
      expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
      const lessonHeading = phone.page
        .getByRole('main')
        .getByRole('article')
        .getByRole('heading', { level: 2 });
      const firstLessonTitle = await lessonHeading.textContent();
      await lessonsNav.getByRole('link').nth(1).click();

      await phone.page.getByText(/^Lesson 2 of \d+$/).waitFor();
      expect(await lessonHeading.textContent()).not.toBe(firstLessonTitle);
      expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
      expect(new URL(phone.page.url()).searchParams.get('lesson')).toBeTruthy();
      await phone.page.getByRole('button', { name: 'Mark as Completed' }).waitFor();
      expect(await scrollWidth(phone.page)).toBeLessThanOrEqual(phoneViewport.width);

      for (const path of ['/', '/pillars-of-agency', journey.pillarUrl]) {
        await phone.page.goto(path);
        await phone.page.getByRole('heading', { level: 1 }).waitFor();
        await phone.page.waitForLoadState('networkidle');
        expect(await scrollWidth(phone.page), path).toBeLessThanOrEqual(phoneViewport.width);
      }
      expect(unexpectedConsoleErrors(phone.consoleErrors)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('answers a missing pillar and a missing key element with the spec texts and a way back', async () => {
    await page.goto('/pillars-of-agency/no-such-pillar');
    await page.getByText('Pillar not found').waitFor();
    await page
      .getByRole('link', { name: /Pillars of Agency/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/pillars-of-agency');

    await page.goto(`${journey.pillarUrl}/no-such-element`);
    await page.getByText('Content not found').waitFor();
    await page
      .getByRole('link', { name: /Pillars of Agency/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/pillars-of-agency');
  });

  it('logs no console errors other than refused requests', () => {
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
});
