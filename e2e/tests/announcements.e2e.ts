import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures.ts';
import { mailLinks } from '../support/outbox.ts';

/**
 * Announcements (issue 60), at both widths: a superadmin writes one to owners on
 * /admin/announcements with its audience's size shown and sends it; its figures move to
 * Sent; the demo agent sees the banner on Home and the bell, dismisses the banner, and finds
 * it at /announcements. A superadmin schedules one for a later time too.
 */

const unique = () => randomBytes(3).toString('hex');

test.describe('announcements', () => {
  test('a superadmin sends one to owners; the agent sees the banner and the bell, dismisses it, finds it in the archive and unsubscribes', async ({
    page,
    loginAs,
    accessibilityViolations,
    server,
  }) => {
    // Two people's journeys and the e-mail's link: about a minute on a busy machine.
    test.setTimeout(120_000);
    const title = `New pillar out ${unique()}`;
    await loginAs('admin', { redirectTo: '/admin/announcements' });
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.getByRole('button', { name: 'New Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Announcement' });
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Delivery is the fifth pillar. Start today.');
    await dialog.getByLabel('Audience').selectOption({ label: 'Owners only' });
    await expect(
      dialog.getByRole('status').filter({ hasText: /^Audience: \d+ (person|people)$/ }),
    ).toBeVisible();
    // The channels stay as they come (banner, bell, e-mail); When stays Send now.
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('The announcement is on its way.')).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Owners only');
    await expect(card.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('definition').first()).not.toHaveText('0');
    expect(await accessibilityViolations(), 'admin announcements').toEqual([]);

    await loginAs('agent');
    await page.goto('/');
    const banner = page.getByRole('region', { name: title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Delivery is the fifth pillar.');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);

    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toContainText('Delivery is the fifth pillar.');
    expect(await accessibilityViolations(), 'member announcements').toEqual([]);

    // The e-mail's footer link: a page (no sign-in needed) whose button unsubscribes.
    const links = () => mailLinks(server.output(), 'agent@example.com', '/announcements/unsubscribe');
    await expect.poll(() => links().length).toBeGreaterThan(0);
    await page.goto(new URL(links().at(-1)!).pathname + new URL(links().at(-1)!).hash);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from announcements' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('You will no longer get announcements by e-mail.');
    await page.goto('/settings');
    await expect(page.getByRole('checkbox', { name: 'Announcements' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Team replies' })).toBeChecked();
  });

  test('a superadmin schedules one for a date and time', { tag: '@desktop' }, async ({ page, loginAs }) => {
    const title = `Live event next week ${unique()}`;
    await loginAs('admin', { redirectTo: '/admin/announcements' });
    await page.getByRole('button', { name: 'New Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Announcement' });
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Join us live.');
    await dialog.getByLabel('Audience').selectOption({ label: 'Owners only' });
    await dialog.getByLabel('When').selectOption({ label: 'Schedule for a date and time' });
    // The date and time come filled in (tomorrow, 09:00).
    await expect(dialog.getByLabel('Date and time *')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('The announcement has been scheduled.')).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card).toContainText('Goes out');
  });
});
