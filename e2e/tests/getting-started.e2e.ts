import type { Page } from '@playwright/test';
import { agencyWithAccess, payOnTestCheckout, signUpAgency } from '../support/agency.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A new owner's first run (issue 54): the subscription page names what is included now; once
 * paid, Home opens with a getting-started checklist (invite the team, assign a first plan,
 * turn on two-factor, ask the library) whose steps tick as the owner does them, and which
 * goes for good when dismissed. Each test signs up an agency of its own.
 */

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const checklistOf = (page: Page) => page.getByRole('region', { name: 'Get started with Pillars' });

test.describe('getting started', () => {
  test('a new owner reads what is included, pays, and works through the checklist on Home', {
    tag: '@desktop',
  }, async ({ page, accessibilityViolations }) => {
    await signUpAgency(page, { agencyName: `First Run ${Date.now().toString(36)}` });
    // What the Team plan (today's annual price) includes, on its card.
    const included = page
      .getByRole('article', { name: 'Team' })
      .getByRole('list', { name: "What's included" });
    for (const feature of [
      /^Certificates for every pillar you complete/,
      /^Learning plans: assign lessons to your team/,
      /^Ask the Library: answers from the Pillars content/,
      /^The Community: discussions with other agency owners/,
    ]) {
      await expect(included.getByRole('listitem').filter({ hasText: feature })).toHaveCount(1);
    }
    await payOnTestCheckout(page);

    // Home opens with the checklist, before everything else.
    const checklist = checklistOf(page);
    await expect(checklist).toBeVisible();
    await expect(page.getByRole('main').getByRole('region').first()).toHaveAccessibleName(
      'Get started with Pillars',
    );
    await expect(checklist).toContainText('0 of 4 done');
    for (const step of [
      'Invite your team',
      'Assign a first learning plan',
      'Turn on two-factor sign-in',
      'Ask the Library a question',
    ]) {
      await expect(checklist.getByRole('listitem').filter({ hasText: step })).toContainText('(to do)');
    }
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Home with the checklist').toEqual([]);

    // Invite: Team Management, an invitation sent, and Home ticks the step.
    await checklist.getByRole('link', { name: 'Invite: Invite your team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    const email = `first.teammate.${Date.now().toString(36)}@example.com`;
    await add.getByLabel('First Name *').fill('Fran');
    await add.getByLabel('Last Name *').fill('First');
    await add.getByLabel('Email *').fill(email);
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(checklist).toContainText('1 of 4 done');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Invite your team' })).toContainText(
      '(done)',
    );
    await expect(checklist.getByRole('link', { name: 'Invite: Invite your team' })).toHaveCount(0);
    await expect(
      checklist.getByRole('link', { name: 'Turn on: Turn on two-factor sign-in' }),
    ).toHaveAttribute('href', '/settings#security');

    // Dismissed, it is gone, and stays gone.
    await checklist.getByRole('button', { name: 'Dismiss: Get started with Pillars' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });

  test('fits the phone: the checklist is in the first screen, its steps lead on, and it dismisses', {
    tag: '@phone',
  }, async ({ page, accessibilityViolations }) => {
    await agencyWithAccess(page, { agencyName: `Phone First Run ${Date.now().toString(36)}` });
    const checklist = checklistOf(page);
    await expect(checklist).toBeInViewport();
    await expect(checklist).toContainText('0 of 4 done');
    await noSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Home with the checklist at phone width').toEqual([]);

    await checklist.getByRole('link', { name: 'Ask: Ask the Library a question' }).click();
    await expect(page).toHaveURL('/ask');
    await page.goBack();
    await expect(checklist).toBeVisible();
    await checklist.getByRole('button', { name: 'Dismiss: Get started with Pillars' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });
});
