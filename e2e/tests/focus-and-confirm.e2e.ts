import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 21: focus is never lost to the page body after an action changes what is on screen
 * (Register / Cancel Registration, 'New Ticket', an admin dialog closed with Esc or saved):
 * it goes to what changed or back to the control that opened the dialog. Destructive one-click
 * steps (cancelling a registration, deleting a comment) ask first. A past event offers no
 * 'Add to calendar'.
 */

const registrationEvent = 'Delegation Deep Dive';
const pastLive = 'Pricing Workshop: Raising Your Rates';

function eventCard(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ hasText: title });
}

/** The focused element's accessible text, or 'BODY' when focus fell to the page body. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });
}

test.describe('focus after a change, and a confirm before a destructive step', () => {
  test('Register focuses the registration; Cancel Registration asks first and focuses Register', {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    // The agent: the events journey registers the member for the same event.
    await loginAs('agent', { redirectTo: '/events?type=virtual' });
    await eventCard(page, registrationEvent).getByRole('link', { name: registrationEvent }).click();
    await expect(page.getByRole('heading', { level: 1, name: registrationEvent })).toBeVisible();
    const registerButton = page.getByRole('button', { name: 'Register Now' });
    const cancelButton = page.getByRole('button', { name: 'Cancel Registration' });
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your registration?' });
    await expect(cancelButton.or(registerButton)).toBeVisible();
    if (await cancelButton.isVisible()) {
      await cancelButton.click();
      await confirm.getByRole('button', { name: 'Cancel Registration' }).click();
      await expect(registerButton).toBeVisible();
    }

    await registerButton.focus();
    await page.keyboard.press('Enter');
    const registered = page
      .getByRole('main')
      .getByText('You are registered for this event.', { exact: true });
    await expect(registered).toBeVisible();
    await expect(registered).toBeFocused();

    // One click no longer cancels: it asks, and Keep Registration keeps it, focus back on the button.
    await cancelButton.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      'Your seat goes back to the event. You can register again while seats are left.',
    );
    await confirm.getByRole('button', { name: 'Keep Registration' }).click();
    await expect(confirm).toBeHidden();
    await expect(registered).toBeVisible();
    await expect(cancelButton).toBeFocused();
    // Esc too.
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(cancelButton).toBeFocused();

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Cancel Registration' }).click();
    await expect(confirm).toBeHidden();
    await expect(registerButton).toBeVisible();
    await expect(registerButton).toBeFocused();
    expect(await focusedText(page)).not.toBe('BODY');
  });

  test("a past event offers no 'Add to calendar'; an upcoming one does", { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('member', { redirectTo: '/events?past=1' });
    await eventCard(page, pastLive).getByRole('link', { name: pastLive }).click();
    await expect(page.getByRole('heading', { level: 1, name: pastLive })).toBeVisible();
    await expect(page.getByText('This event has already taken place. Registration is closed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);

    await page.goto('/events?type=virtual');
    await eventCard(page, registrationEvent).getByRole('link', { name: registrationEvent }).click();
    await expect(page.getByRole('heading', { level: 1, name: registrationEvent })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  });

  test("'New Ticket' focuses the form's Subject; Cancel gives focus back to 'New Ticket'", async ({
    page,
    loginAs,
  }) => {
    await loginAs('member', { redirectTo: '/support' });
    const newTicket = page.getByRole('button', { name: 'New Ticket' });
    await newTicket.click();
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(newTicket).toBeFocused();
  });

  test('an admin dialog gives focus back to its opener on Esc and on Save; Elements is the next stops away', {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    await loginAs('admin', { redirectTo: '/admin/pillars' });
    const addPillar = page.getByRole('button', { name: 'Add Pillar' });
    await addPillar.click();
    await expect(page.getByRole('dialog', { name: 'Add Pillar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(addPillar).toBeFocused();

    const pillars = page.getByRole('list', { name: 'Pillars' });
    const edit = pillars.getByRole('button', { name: /^Edit: / }).first();
    const pillarTitle = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit: /, '');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Pillar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Pillar' }).click();
    await expect(dialog).toBeHidden();
    await expect(pillars.getByRole('button', { name: `Edit: ${pillarTitle}` })).toBeFocused();
    // The pillar's Elements link is a few Tab presses on, not 69.
    const elements = pillars.getByRole('link', { name: `Elements: ${pillarTitle}` });
    let presses = 0;
    while (presses < 6 && !(await elements.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(elements).toBeFocused();
  });

  test('deleting a comment asks first; Cancel keeps it, Delete removes it and focuses the comments', {
    tag: '@phone',
  }, async ({ page, loginAs }) => {
    await loginAs('agent', { redirectTo: '/resources/raising-prices-without-losing-clients' });
    const comments = page.getByRole('region', { name: /^Comments/ });
    const text = `A comment to delete (${test.info().project.name} ${Date.now()})`;
    await comments.getByLabel('Add a comment').fill(text);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    const comment = comments.getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();

    const deleteButton = comment.getByRole('button', { name: /^Delete/ });
    const confirm = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await deleteButton.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      'Are you sure you want to delete this comment? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(comment).toBeVisible();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(comment).toHaveCount(0);
    await expect(confirm).toBeHidden();
    await expect(comments.getByRole('heading', { name: /^Comments/ })).toBeFocused();
  });
});

test.describe('counts', () => {
  test("a key element of one lesson reads '1 Lesson' and '0 of 1 lesson completed'", {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    // A pillar of one element with one lesson, made through the admin API and removed after.
    await loginAs('admin');
    const suffix = Date.now().toString(36);
    const post = async (url: string, data: unknown) => {
      const response = await page.request.post(url, { data });
      expect(response.status(), url).toBe(201);
      return (await response.json()) as Record<string, { id: string; slug: string }>;
    };
    const { pillar } = await post('/api/admin/pillars', {
      title: `One Lesson Pillar ${suffix}`,
      description: 'A pillar with a single lesson.',
      slug: `one-lesson-${suffix}`,
      color: '#1D4ED8',
      icon: 'BookOpen',
      overlayImageUrl: '',
      videoUrl: '',
      videoTitle: '',
      videoDuration: '',
    });
    const { keyElement } = await post(`/api/admin/pillars/${pillar!.id}/elements`, {
      title: `Single Step ${suffix}`,
      description: 'One lesson only.',
      slug: `single-step-${suffix}`,
    });
    await post(`/api/admin/key-elements/${keyElement!.id}/lessons`, {
      title: 'The only lesson',
      content: '<p>Read me.</p>',
      imageUrl: '',
    });

    try {
      await loginAs('member', { redirectTo: `/pillars-of-agency/one-lesson-${suffix}` });
      await expect(
        page.getByRole('heading', { level: 1, name: `One Lesson Pillar ${suffix}` }),
      ).toBeVisible();
      await expect(page.getByText('1 Lesson', { exact: true })).toBeVisible();
      await expect(page.getByText('0 of 1 lesson completed', { exact: true })).toBeVisible();
      await page.goto(`/pillars-of-agency/one-lesson-${suffix}/single-step-${suffix}`);
      await expect(page.getByText('0 of 1 lesson completed', { exact: true })).toBeVisible();
      await expect(page.getByText(/\b1 lessons\b/)).toHaveCount(0);
    } finally {
      await loginAs('admin');
      expect((await page.request.delete(`/api/admin/pillars/${pillar!.id}`)).ok()).toBe(true);
    }
  });
});
