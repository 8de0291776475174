import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Book a Call and Manage Scheduled Calls in the browser. Slots are shared by everyone on a
 * server, so each test books the first free day it finds (moving on a week when needed) and
 * cancels what it booked; every assertion is about its own call.
 */

/** A day button reads 'Tue Mar 3'. */
const weekdayLabel = /^(Tue|Wed|Thu|Fri) [A-Z][a-z]{2} \d{1,2}$/;
const weekdayNames: Record<string, string> = {
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
};

/** 'Tue Mar 3' (a day button) -> how lists write that date: 'Tuesday, Mar 3, 2026' (the browser's locale). */
function longDatePattern(dayButtonText: string): string {
  const [weekday, month, day] = dayButtonText.split(' ');
  return `${weekdayNames[weekday!]}, ${month}[a-z]* ${day}, \\d{4}`;
}

/**
 * Books the next free Tuesday-Friday slot as the signed-in member; answers a pattern of the
 * booked date as lists write it.
 */
async function bookNextFreeSlot(page: Page, notes: string): Promise<string> {
  await page.goto('/book-call');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Call' })).toBeVisible();
  const dates = page.getByRole('group', { name: 'Select a Date' });
  await expect(dates.getByText('Tuesday - Friday only')).toBeVisible();
  let dateLabel = '';
  for (let week = 0; week < 8 && !dateLabel; week += 1) {
    const days = dates.getByRole('button', { name: weekdayLabel });
    await expect(days).toHaveCount(4);
    for (const day of await days.all()) {
      if (await day.isEnabled()) {
        dateLabel = ((await day.textContent()) ?? '').replace(/\s+/g, ' ').trim();
        await day.click();
        break;
      }
    }
    if (!dateLabel) {
      const range = await dates.locator('p').first().textContent();
      await dates.getByRole('button', { name: 'Next week' }).click();
      await expect(dates.locator('p').first()).not.toHaveText(range ?? '');
    }
  }
  expect(dateLabel, 'a free day within 8 weeks').not.toBe('');
  await page
    .getByRole('group', { name: 'Select a Time' })
    .getByRole('button', { name: /7:00 AM PT/ })
    .click();
  await page.getByLabel('Phone Number').fill('(555) 123-4567');
  await page.getByLabel(/What would you like to discuss/).fill(notes);
  await page.getByRole('button', { name: 'Book Call' }).click();
  await expect(
    page.getByText('Your call has been successfully scheduled! We will contact you at the scheduled time.'),
  ).toBeVisible();
  return longDatePattern(dateLabel);
}

test.describe('calls', () => {
  test(
    'books the next available Tuesday-Friday, sees it listed and bannered, cancels it',
    { tag: '@phone' },
    async ({ page, loginAs, accessibilityViolations }, testInfo) => {
      await loginAs('member', { redirectTo: '/book-call' });
      await expect(page.getByRole('heading', { level: 1, name: 'Book a Call' })).toBeVisible();
      expect(await accessibilityViolations(), 'book a call').toEqual([]);
      const banner = page.getByText('You already have an upcoming call scheduled');

      // The form's own checks: a wrong phone number is refused before anything is sent.
      await page.getByLabel('Phone Number').fill('555-1234');
      await page.getByRole('button', { name: 'Book Call' }).click();
      await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
      await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

      const notes = `Growth plan review (${testInfo.project.name} ${Date.now()})`;
      const datePattern = await bookNextFreeSlot(page, notes);
      const myCalls = page.getByRole('list', { name: 'Your scheduled calls' });
      const myCall = myCalls.getByRole('listitem').filter({ hasText: notes });
      await expect(myCall).toContainText(new RegExp(datePattern));
      await expect(myCall).toContainText('7:00 AM PT');
      await expect(myCall.getByText('Pending', { exact: true })).toBeVisible();
      // The next free day is the member's earliest call (the demo's calls are weeks later), so the banner names it.
      const bannerDate = page.getByText(new RegExp(`^${datePattern} at 7:00 AM PT$`));
      await expect(banner).toBeVisible();
      await expect(bannerDate).toBeVisible();
      expect(await accessibilityViolations(), 'book a call with a booked call').toEqual([]);

      // The success message clears after 5 seconds.
      await expect(page.getByText(/successfully scheduled/)).toHaveCount(0, { timeout: 8_000 });

      // Cancelling asks first; 'Keep Call' keeps it and gives focus back to the Cancel link.
      const cancelLink = myCall.getByRole('button', { name: /^Cancel call on / });
      await cancelLink.click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this call?' });
      await expect(confirm).toContainText(new RegExp(datePattern));
      expect(await accessibilityViolations(), 'cancel call confirmation').toEqual([]);
      await confirm.getByRole('button', { name: 'Keep Call' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(myCall).toHaveCount(1);
      await expect(cancelLink).toBeFocused();

      await cancelLink.click();
      await confirm.getByRole('button', { name: 'Cancel Call' }).click();
      await expect(page.getByText('Your call has been cancelled.')).toBeVisible();
      await expect(myCall).toHaveCount(0);
      await expect(bannerDate).toHaveCount(0);
      // The link it was opened from is gone: focus is on the list's heading, not lost to the page.
      await expect(page.getByRole('heading', { name: 'Your Scheduled Calls' })).toBeFocused();
    },
  );

  test('the agent confirms a call of their organization and saves notes', async ({
    page,
    loginAs,
    accessibilityViolations,
  }, testInfo) => {
    const marker = `agent-e2e-${testInfo.project.name}-${Date.now()}`;
    await loginAs('member', { redirectTo: '/book-call' });
    const datePattern = await bookNextFreeSlot(page, `Booked for ${marker}`);

    await loginAs('agent', { redirectTo: '/admin/calls' });
    if (testInfo.project.name === 'desktop') {
      // The agent's way in: the sidebar's Administration section.
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Scheduled Calls' })
        .click();
    }
    await expect(page).toHaveURL('/admin/calls');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Scheduled Calls' })).toBeVisible();
    await expect(page.getByText('View and manage all scheduled client calls')).toBeVisible();
    expect(await accessibilityViolations(), 'manage scheduled calls').toEqual([]);

    await page.getByPlaceholder('Search by name, email, or notes...').fill(marker);
    await expect(page.getByText('1 call(s) found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
    const row = page.getByRole('list', { name: 'Scheduled calls' }).getByRole('button');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('member@example.com');
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(new RegExp(datePattern));

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Call Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
    expect(await accessibilityViolations(), 'call details').toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm Call' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Confirmed');

    await row.click();
    await expect(dialog.getByRole('button', { name: 'Confirm Call' })).toBeDisabled();
    // The member's call topics are shown as written; Save Notes keeps the staff's notes apart.
    await expect(dialog.getByText(`Booked for ${marker}`)).toBeVisible();
    const savedNotes = `Confirmed by phone ${marker}`;
    await dialog.getByLabel('Staff Notes').fill(savedNotes);
    await expect(dialog.getByPlaceholder('Add or update notes about this call...')).toHaveValue(savedNotes);
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(savedNotes);
    await expect(row).toContainText(`Booked for ${marker}`);
    await expect(row).toContainText('Confirmed');
    await row.click();
    await expect(dialog.getByLabel('Staff Notes')).toHaveValue(savedNotes);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // A status filter that excludes it, then Reset.
    await page.getByLabel('Status').selectOption('missed');
    await expect(page.getByText('No Calls Found')).toBeVisible();
    await expect(page.getByText('No calls match your search criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByPlaceholder('Search by name, email, or notes...')).toHaveValue('');

    // Leave the slot free again for the other tests of this server.
    await page.getByPlaceholder('Search by name, email, or notes...').fill(marker);
    await expect(page.getByText('1 call(s) found')).toBeVisible();
    await row.click();
    await dialog.getByRole('button', { name: 'Cancel Call' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Cancelled');
  });

  test(
    "the member never sees the staff's notes on their call",
    { tag: '@desktop' },
    async ({ page, loginAs }, testInfo) => {
      const marker = `staff-notes-${testInfo.project.name}-${Date.now()}`;
      await loginAs('member', { redirectTo: '/book-call' });
      await bookNextFreeSlot(page, `Topics ${marker}`);
      await loginAs('agent', { redirectTo: '/admin/calls' });
      await page.getByPlaceholder('Search by name, email, or notes...').fill(marker);
      const row = page.getByRole('list', { name: 'Scheduled calls' }).getByRole('button');
      await expect(row).toHaveCount(1);
      await row.click();
      const dialog = page.getByRole('dialog', { name: 'Call Details' });
      await dialog.getByLabel('Staff Notes').fill(`Internal ${marker}`);
      await dialog.getByRole('button', { name: 'Save Notes' }).click();
      await expect(dialog).toHaveCount(0);

      await loginAs('member', { redirectTo: '/book-call' });
      const myCall = page
        .getByRole('list', { name: 'Your scheduled calls' })
        .getByRole('listitem')
        .filter({ hasText: `Topics ${marker}` });
      await expect(myCall).toHaveCount(1);
      await expect(page.getByText(`Internal ${marker}`)).toHaveCount(0);
      // Free the slot for the other tests of this server.
      await myCall.getByRole('button', { name: /^Cancel call on / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Call' }).click();
      await expect(myCall).toHaveCount(0);
    },
  );

  test("a member reads 'You do not have permission to access this page.' on /admin/calls", {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('member', { redirectTo: '/admin/calls' });
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    expect(await accessibilityViolations(), 'permission refused').toEqual([]);
    await expect(page.getByRole('heading', { name: 'Manage Scheduled Calls' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scheduled Calls' }),
    ).toHaveCount(0);
  });
});
