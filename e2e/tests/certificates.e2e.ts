import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, createPillarWithLessons } from '../support/admin-api.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Certificates (issue 43) in the browser: member@example.com (Sam Carter) finishes the last
 * lesson of a pillar in the lesson viewer, sees "You completed <pillar>" and the certificate,
 * opens its public page signed out (the HTML the server sends carries the Open Graph tags),
 * downloads the PDF; from the user menu, My certificates offers Add to LinkedIn and Make
 * private (the public page then names no one); the public page at phone width.
 *
 * The pillar is the test's own, made through the admin API and deleted at the end (its
 * lessons and Sam's progress go with it), so the demo's pillars stay as other tests expect.
 */

const member = { name: 'Sam Carter' };

/** The test's own pillar: one key element of two lessons. */
const createPillar = (api: APIRequestContext, marker: string) =>
  createPillarWithLessons(api, {
    title: `Certified ${marker}`,
    slug: `certified-${marker}`,
    element: { title: 'Closing the loop', slug: 'closing-the-loop' },
    lessons: ['Review the work', 'Celebrate the finish'],
  });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a member finishes a pillar, sees the certificate, shares its public page and downloads the PDF', {
  tag: '@desktop',
}, async ({ page, loginAs, accessibilityViolations, browser, baseURL, playwright }) => {
  const marker = Date.now().toString(36);
  const api = await adminApi(baseURL!, playwright);
  const pillar = await createPillar(api, marker);
  try {
    await loginAs('member', { redirectTo: `/pillars-of-agency/${pillar.slug}/${pillar.elementSlug}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Closing the loop' })).toBeVisible();
    // Every lesson ends with the next one.
    await expect(page.getByRole('navigation', { name: 'Next step' })).toContainText(
      'Up next: Celebrate the finish',
    );
    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Celebrate the finish' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as Completed' }).click();

    // The last lesson of the pillar: the certificate, and the next pillar not finished.
    const done = page.getByRole('region', { name: 'Pillar completed' });
    await expect(done.getByRole('heading', { name: `You completed ${pillar.title}` })).toBeVisible();
    await expect(page.getByText(`You completed ${pillar.title}! Your certificate is ready.`)).toBeVisible();
    await expect(done.getByRole('link', { name: /^Next pillar: / })).toBeVisible();
    await done.getByRole('link', { name: 'View your certificate' }).click();
    await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
    const certificateUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Verified certificate' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Certificate: ${pillar.title}` })).toContainText(
      member.name,
    );
    expect(await accessibilityViolations()).toEqual([]);

    // Signed out, as anyone the link is shared with.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(certificateUrl);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Verified certificate' })).toBeVisible();
    await expect(
      visitorPage.getByText(
        new RegExp(`^Issued by Pillars to ${member.name} on .+ for completing ${pillar.title}$`),
      ),
    ).toBeVisible();
    // A preview reads the HTML as the server sends it, without running a script.
    const html = await (await visitor.request.get(certificateUrl)).text();
    expect(html).toContain(`<meta property="og:title" content="${pillar.title} certificate · Pillars" />`);
    expect(html).toContain(`Issued by Pillars to ${member.name}`);

    const downloading = visitorPage.waitForEvent('download');
    await visitorPage.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pillars-certificate-certified-${marker}.pdf`);
    const pdfPath = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');

    // My certificates, from the user menu: Add to LinkedIn, the PDF, Make private.
    // (The certificate's page has no member shell: back to Home first.)
    await page.goto('/');
    await page.getByRole('button', { name: /Open user menu/ }).click();
    await page.getByRole('menuitem', { name: 'My certificates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
    const card = page.getByRole('article', { name: `${pillar.title} certificate` });
    const linkedIn = new URL(
      (await card.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href'))!,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedIn.searchParams.get('name')).toBe(`${pillar.title} certificate`);
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificateUrl);
    await card.getByRole('button', { name: 'Make private' }).click();
    await expect(page.getByText('Your certificate is now private.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Make public' })).toBeVisible();
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { name: 'Private certificate' })).toBeVisible();
    await expect(visitorPage.getByText(member.name)).toHaveCount(0);
    await card.getByRole('button', { name: 'Make public' }).click();
    await expect(page.getByText('Your certificate is now public.')).toBeVisible();

    // The public page at phone width.
    await visitorPage.setViewportSize({ width: 390, height: 844 });
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Verified certificate' })).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await noSidewaysScroll(visitorPage);
    await visitor.close();
  } finally {
    await api.delete(`/api/admin/pillars/${pillar.id}`);
    await api.dispose();
  }
});

test('My certificates at phone width', { tag: '@phone' }, async ({
  page,
  loginAs,
  accessibilityViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs('member', { redirectTo: '/certificates' });
  await expect(page.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await accessibilityViolations()).toEqual([]);
});
