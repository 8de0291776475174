import type { Page } from '@playwright/test';
import { agencyWithAccess } from '../support/agency.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';

/**
 * Settings (avatar menu). Each test makes an agency of its own and subscribes it through the
 * built-in test checkout: a password or a time zone changed here never reaches another test.
 */

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('settings', () => {
  test('changes the password: a wrong current one is refused, the other device is signed out, the new one signs in', {
    tag: '@desktop',
  }, async ({ page, browser, baseURL }) => {
    const { email, password } = await agencyWithAccess(page, {
      firstName: 'Sasha',
      lastName: 'Settings',
      agencyName: 'Password Agency',
    });
    // A second device of the same account.
    const phone = await browser.newContext({ baseURL });
    const phonePage = await phone.newPage();
    await phonePage.goto('/auth/login');
    await phonePage.getByLabel('Email').fill(email);
    await phonePage.getByLabel('Password', { exact: true }).fill(password);
    await phonePage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(phonePage).toHaveURL('/');

    await openSettings(page);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toHaveCount(1);

    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('fresh-password-1');
    await page.getByLabel('Confirm new password').fill('fresh-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect.')).toBeVisible();

    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Every other session has been signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other device is out on its next request; this one stays in.
    await phonePage.goto('/pillars-of-agency');
    await expect(phonePage).toHaveURL('/auth/login?redirectTo=%2Fpillars-of-agency');
    await page.reload();
    await expect(page).toHaveURL('/settings');

    // Sign out, then in with the new password.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('fresh-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    await phone.close();
  });

  test('signs another session out from the list', { tag: '@desktop' }, async ({ page, browser, baseURL }) => {
    const { email, password } = await agencyWithAccess(page, {
      firstName: 'Sasha',
      lastName: 'Settings',
      agencyName: 'Sessions Agency',
    });
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto('/auth/login');
    await otherPage.getByLabel('Email').fill(email);
    await otherPage.getByLabel('Password', { exact: true }).fill(password);
    await otherPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(otherPage).toHaveURL('/');

    await openSettings(page);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expect(page.getByText('Session signed out')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await otherPage.goto('/events');
    await expect(otherPage).toHaveURL('/auth/login?redirectTo=%2Fevents');
    await other.close();
  });

  test("chooses a time zone and sees an event's time change", async ({ page, accessibilityViolations }) => {
    await agencyWithAccess(page, { firstName: 'Sasha', lastName: 'Settings', agencyName: 'Zone Agency' });
    await page.goto('/events');
    const firstEvent = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await firstEvent.click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);
    const eventUrl = page.url();
    const time = page.getByTestId('event-time');
    // Signed up from a UTC browser: the profile's zone is UTC.
    await expect(time).toContainText('(UTC)');
    const instant = await page.locator('dl time[datetime]').first().getAttribute('datetime');
    const tokyoClock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(instant!));

    await openSettings(page);
    expect(await accessibilityViolations(), 'settings page').toEqual([]);
    const section = page.getByRole('region', { name: 'Time zone' });
    await section.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Times now show in Asia/Tokyo')).toBeVisible();

    await page.goto(eventUrl);
    await expect(time).toHaveText(`${tokyoClock} (Asia/Tokyo)`);
  });

  test('an agent turns the weekly team digest off; a team member is not offered it', {
    tag: '@desktop',
  }, async ({ page, browser, baseURL }) => {
    // An agency of its own (its registrant is its agent), so the demo agent's choice stays as it is.
    await agencyWithAccess(page, { firstName: 'Sasha', lastName: 'Settings', agencyName: 'Digest Agency' });
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Notifications' });
    const digest = section.getByRole('checkbox', { name: 'Weekly team digest' });
    await expect(digest).toBeChecked();
    await expect(digest).toHaveAccessibleDescription(/your team's progress of the week before/);
    await digest.uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification preferences saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'Weekly team digest' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Team replies' })).toBeChecked();

    const member = await browser.newContext({ baseURL });
    const memberPage = await member.newPage();
    await signIn(memberPage, 'member');
    await memberPage.goto('/settings');
    const memberSection = memberPage.getByRole('region', { name: 'Notifications' });
    await expect(memberSection.getByRole('checkbox', { name: 'Call reminders' })).toBeVisible();
    await expect(memberSection.getByRole('checkbox', { name: 'Weekly team digest' })).toHaveCount(0);
    await expect(memberSection.getByText('Weekly team digest')).toHaveCount(0);
    await member.close();
  });
});
