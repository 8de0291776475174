import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { phoneViewport } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';
import { invitationLinks } from '../support/outbox.ts';

/**
 * Analytics (issue 27) in the browser: agent@example.com invites a member, who joins and
 * completes a lesson; the team view moves (their last 30 days, the first pillar's "Not
 * started") and the CSV downloads with their row. A superadmin reads the business and a chosen
 * organization's team view; a team member is refused and has no Analytics link; the page at
 * phone width.
 */

/** A cell of a row of the members' table, by its column's header. */
async function cellOf(table: Locator, row: Locator, column: string): Promise<string> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[▲▼]/g, '').trim(),
  );
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThan(-1);
  return ((await row.locator('th, td').nth(index).textContent()) ?? '').trim();
}

async function openAnalytics(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

test.describe('analytics', () => {
  test("a member's completed lesson moves the agent's team view, and the CSV downloads", {
    tag: '@desktop',
  }, async ({ page, loginAs, server, browser, baseURL, accessibilityViolations }) => {
    const suffix = Date.now().toString(36);
    const email = `quinn.${suffix}@example.com`;
    const name = `Quinn Learner${suffix}`;

    // The agent invites a new team member from Team Management.
    await loginAs('agent', { redirectTo: '/admin/team' });
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('First Name *').fill('Quinn');
    await dialog.getByLabel('Last Name *').fill(`Learner${suffix}`);
    await dialog.getByLabel('Email *').fill(email);
    await dialog.getByLabel('Role').selectOption('team_member');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();
    await expect.poll(() => invitationLinks(server.output(), email).length).toBe(1);
    const link = invitationLinks(server.output(), email)[0]!;

    // The member joins in a browser of their own.
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    await memberPage.goto(link);
    await memberPage.getByLabel('Password', { exact: true }).fill('quinn-pass-123');
    await memberPage.getByLabel('Confirm Password').fill('quinn-pass-123');
    await memberPage.getByRole('button', { name: 'Set Password and Join' }).click();
    await expect(memberPage).toHaveURL('/');

    // The agent's team view: the new member, not started anywhere.
    await openAnalytics(page);
    const firstPillarItem = page
      .getByRole('list', { name: 'Progress by pillar' })
      .getByRole('listitem')
      .first();
    const firstPillarLabel = await firstPillarItem.getByRole('progressbar').getAttribute('aria-label');
    const firstPillarTitle = (firstPillarLabel ?? '').replace(': team average', '');
    await expect(firstPillarItem).toContainText(name);
    await page.getByLabel('Member', { exact: true }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`member=${suffix}`));
    const table = page.getByRole('table', { name: "Team members' learning" });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    expect(await cellOf(table, row, 'Last 30 days')).toBe('0');
    expect(await cellOf(table, row, 'Last activity')).toBe('Never');
    expect(await accessibilityViolations(), 'team view').toEqual([]);

    // The member completes the first lesson of the first pillar.
    await memberPage.goto('/pillars-of-agency');
    await memberPage.getByRole('main').getByRole('article').first().getByRole('link').click();
    await memberPage
      .getByRole('region', { name: 'Key Elements' })
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Continue/ })
      .click();
    await memberPage.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(memberPage.getByText(/^1 of \d+ lessons? completed$/)).toBeVisible();
    await memberContext.close();

    // The team view moves: one lesson in the last 30 days, active today, started the first pillar.
    await page.reload();
    await expect(row).toHaveCount(1);
    await expect.poll(() => cellOf(table, row, 'Last 30 days')).toBe('1');
    expect(await cellOf(table, row, 'Last activity')).not.toBe('Never');
    expect(Number.parseInt(await cellOf(table, row, firstPillarTitle), 10)).toBeGreaterThan(0);
    await expect(firstPillarItem).not.toContainText(name);

    // Export CSV: the table as filtered, as a file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^team-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('The CSV file has been downloaded.')).toBeVisible();
    const text = (await readFile((await download.path())!)).toString('utf8');
    expect(text.startsWith('\uFEFFMember,Email,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    const header = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    expect(cells[0]).toBe(name);
    expect(cells[1]).toBe(email);
    expect(cells[header.indexOf('Lessons completed (last 30 days)')]).toBe('1');
  });

  test('a superadmin reads the business and a chosen organization’s team view; a member is refused', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('admin');
    await openAnalytics(page);
    const business = page.getByRole('region', { name: 'The business' });
    await expect(business.getByText('Monthly recurring revenue', { exact: true })).toBeVisible();
    await expect(business.getByText('Open tickets', { exact: true })).toBeVisible();
    await business.getByText('Show the numbers').click();
    await expect(
      business
        .getByRole('table', { name: 'Sign-ups, lessons completed and event registrations per week' })
        .getByRole('row'),
    ).toHaveCount(13);

    await page.getByRole('searchbox', { name: 'Organization' }).fill('Northwind');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('list', { name: 'Organizations' })
      .getByRole('button', { name: 'Northwind Creative' })
      .click();
    await expect(page).toHaveURL(/organization=/);
    await expect(page.getByRole('heading', { name: 'Team view: Northwind Creative' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: "Team members' learning" })
        .getByRole('row')
        .filter({ hasText: 'agent@example.com' }),
    ).toHaveCount(1);

    expect(await accessibilityViolations(), 'business and chosen team').toEqual([]);

    await loginAs('member', { redirectTo: '/analytics' });
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }),
    ).toHaveCount(0);
  });

  test('lays the team out as cards at phone width', { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('agent', { redirectTo: '/analytics' });
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list', { name: 'Team members' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'agent@example.com' })).toHaveCount(1);
    await expect(page.getByRole('table', { name: "Team members' learning" })).toBeHidden();
    await expect(page.getByRole('img', { name: /Lessons completed per week/ })).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
  });
});
