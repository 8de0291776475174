import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { phoneViewport } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';

/**
 * The admin events screens: a superadmin creates a free event through the form (tags added
 * with Enter and the button, a duplicate ignored), a member registers on the event page, the
 * superadmin opens its registrations, exports the CSV and reads its rows, then deletes the
 * event (the confirmation counts the registration). Everything made here is deleted here.
 */

/** 'YYYY-MM-DD' n days from today (the browser's date input value). */
function dateInDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real 1x1 PNG: the server checks an upload's type by its content. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function adminCard(page: Page, title: string) {
  return page.getByRole('main').getByRole('article', { name: title, exact: true });
}

test.describe('admin events', () => {
  test('creates an event, a member registers, the CSV lists them, and the event is deleted', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations, browser, server }) => {
    // One journey through four screens and two browsers: 20-30 s alone, more on a busy machine.
    test.setTimeout(90_000);
    const title = `E2E Admin Event, "Q${Date.now() % 100_000}"`;
    await loginAs('admin', { redirectTo: '/admin/events' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    // One plural helper (issue 21): "1 event found", "12 events found".
    await expect(page.getByText(/^\d+ events? found$/)).toBeVisible();
    expect(await accessibilityViolations(), 'admin events list').toEqual([]);

    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    // Nothing typed: the spec's message beside each required field, and nothing is sent.
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
    await expect(page.getByText('Zoom link is required for virtual events.')).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('An event made by the end-to-end test.');
    await page.getByLabel('Date').fill(dateInDays(30));
    await page.getByLabel('Time').fill('18:30');
    await page.getByLabel('Zoom Link').fill('https://zoom.us/j/555000111');
    // The image goes up through the server (POST /api/uploads) and comes back as its URL.
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'event.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(/^\/uploads\//);
    const tagInput = page.getByRole('textbox', { name: 'Tags' });
    await tagInput.fill('Workshop');
    await tagInput.press('Enter');
    await tagInput.fill('workshop');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await tagInput.fill('Growth');
    await tagInput.press('Enter');
    const tags = page.getByRole('list', { name: 'Event tags' }).getByRole('listitem');
    await expect(tags).toHaveText(['Workshop', 'Growth']);
    expect(await accessibilityViolations(), 'create event form').toEqual([]);
    await page.getByRole('button', { name: 'Create Event' }).click();

    await expect(page).toHaveURL('/admin/events');
    await expect(page.getByText('Event created successfully.')).toBeVisible();
    const card = adminCard(page, title);
    await expect(card.getByText('0 registered (unlimited seats)')).toBeVisible();
    await expect(card.getByText('Free')).toBeVisible();

    // Edit: the form shows the saved time on this clock; a live event needs a location.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByLabel('Time')).toHaveValue('18:30');
    await expect(page.getByLabel('Date')).toHaveValue(dateInDays(30));
    await expect(tags).toHaveText(['Growth', 'Workshop']);
    await page.getByLabel('Event Type').selectOption('live');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Location is required for live events.')).toBeVisible();
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully.')).toBeVisible();
    await expect(card.getByText('Austin, TX')).toBeVisible();
    await card.getByRole('link', { name: `Registrations of ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\/registrations$/);
    const eventId = /\/admin\/events\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await expect(page.getByText('No registrations yet')).toBeVisible();

    // The member registers on the event page, in a browser of their own.
    const memberContext = await browser.newContext({ baseURL: server.url });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, 'member', { redirectTo: `/events/${eventId}` });
    await expect(memberPage.locator('main img[src^="/uploads/"]').first()).toBeVisible();
    await memberPage.getByRole('button', { name: 'Register Now' }).click();
    await expect(memberPage.getByText('You are registered for this event.').first()).toBeVisible();
    await memberContext.close();

    await page.reload();
    const table = page.getByRole('table', { name: 'Registrations' });
    const memberRow = table.getByRole('row').filter({ hasText: 'member@example.com' });
    await expect(memberRow).toBeVisible();
    await expect(memberRow.getByText('Free Event')).toBeVisible();
    await page.getByLabel('Search by name or email', { exact: true }).fill('nobody-matches-this');
    await expect(page.getByText('No registrations match your search.')).toBeVisible();
    await expect(page).toHaveURL(/\?q=nobody-matches-this/);
    await page.getByLabel('Search by name or email', { exact: true }).fill('member@example');
    await expect(memberRow).toBeVisible();
    expect(await accessibilityViolations(), 'registrations page').toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `${title.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '')}_registrations.csv`,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Phone,Registration Date,Payment Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',member@example.com,');
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC,Free Event$/);

    // Clean up through the screen: the confirmation says the registration goes with it.
    await page.getByRole('link', { name: 'Back to Events' }).click();
    // Off: the event leaves the default (active) list; All Status shows it as Inactive.
    // A click, not `uncheck()`: the card leaves the list at once, before Playwright could
    // read the box's new state, which the next lines check through the list instead.
    const activeSwitch = adminCard(page, title).getByRole('checkbox', { name: `Active: ${title}` });
    await expect(activeSwitch).toBeChecked();
    await activeSwitch.click();
    await expect(adminCard(page, title)).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await expect(page).toHaveURL(/[?&]status=all/);
    await expect(adminCard(page, title).getByText('Inactive', { exact: true })).toBeVisible();
    await adminCard(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Event' });
    await expect(dialog.getByText('1 registration')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete Event' }).click();
    await expect(page.getByText('Event deleted.')).toBeVisible();
    await expect(adminCard(page, title)).toHaveCount(0);
  });

  test('lays the events list out at phone width', { tag: '@phone' }, async ({ page, loginAs }) => {
    await loginAs('admin', { redirectTo: '/admin/events?status=all&past=1' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByLabel('Include Past Events', { exact: true })).toBeChecked();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
  });
});
