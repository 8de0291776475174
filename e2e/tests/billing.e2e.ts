import type { Page } from '@playwright/test';
import { submitSignUp } from '../support/agency.ts';
import { expect } from '../support/fixtures.ts';
import { test } from '../support/own-server.ts';

/**
 * Subscribing and managing through the built-in test payments provider, in the browser.
 *
 * These tests change Lapsed Studio's subscription, which other files expect to have none
 * (lapsed is sent to /subscription): its tests run on the worker's other server
 * (support/own-server.ts), never beside those files' tests.
 */

/** Subscribe Now on /subscription, to the TEST MODE checkout page. */
async function openTestCheckout(page: Page) {
  await expect(page).toHaveURL('/subscription');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscription\/test-checkout\//);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText('$400').first()).toBeVisible();
}

/** Pays on the test checkout, waits on the success page until access arrives, goes Home. */
async function payAndEnter(page: Page) {
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL('/subscription/success');
  await expect(page.getByText('Welcome to Pillars!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Pillars of Agency' })).toBeVisible();
}

test.describe('billing in the browser', () => {
  test('lapsed subscribes for Lapsed Studio, and its team member gets in too', { tag: '@desktop' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('lapsed');
    await expect(page).toHaveURL('/subscription');
    await expect(
      page.getByText('The charge appears on your card statement as PILLARS AGENCY.'),
    ).toBeVisible();
    expect(await accessibilityViolations(), 'subscription page').toEqual([]);
    await openTestCheckout(page);
    expect(await accessibilityViolations(), 'test checkout').toEqual([]);
    await payAndEnter(page);

    await page.goto('/subscription');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(/ending in \d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage' })).toBeVisible();

    // The subscription is the organization's: one payment lets the whole team in.
    await loginAs('lapsedMember');
    await expect(page).toHaveURL('/');
    await page.goto('/subscription');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
    await expect(
      page.getByText("Only your agency's agent can subscribe or manage the subscription."),
    ).toBeVisible();
    expect(await accessibilityViolations(), 'subscription page of a team member').toEqual([]);
  });

  test('a declined card says so and lets no one in', { tag: '@desktop' }, async ({ page }) => {
    await submitSignUp(page, {
      firstName: 'Sam',
      lastName: 'Rivera',
      agencyName: 'Declined Cards Co',
      email: 'declined@cards.example',
    });
    await openTestCheckout(page);
    await page.getByRole('button', { name: 'Decline card' }).click();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription\/test-checkout\//);

    await page.goto('/');
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });

  test('Cancel on the checkout comes back to the plan, charging nothing', { tag: '@desktop' }, async ({
    page,
  }) => {
    await submitSignUp(page, {
      firstName: 'Sam',
      lastName: 'Rivera',
      agencyName: 'Second Thoughts Studio',
      email: 'second@thoughts.example',
    });
    await openTestCheckout(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/subscription(\?|$)/);
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });

  test('a new sign-up goes register -> subscribe -> Home, then cancels at period end and resumes', {
    tag: '@desktop',
  }, async ({ page, accessibilityViolations }) => {
    await submitSignUp(page, {
      firstName: 'Sam',
      lastName: 'Rivera',
      agencyName: 'Straight Through Agency',
      email: 'sam@straight-through.example',
    });
    await openTestCheckout(page);
    await payAndEnter(page);

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Manage' }).click();
    await expect(page).toHaveURL('/subscription/test-portal');
    await expect(page.getByText('TEST MODE')).toBeVisible();
    expect(await accessibilityViolations(), 'test manage page').toEqual([]);
    await page.getByRole('button', { name: 'Cancel at Period End' }).click();
    await expect(page.getByText('Cancels at period end')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Subscription' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByText('Cancels at period end')).toBeVisible();
    await expect(page.getByText(/Access ends on/)).toBeVisible();
    // Access lasts to the end of the period.
    await page.goto('/');
    await expect(page).toHaveURL('/');

    await page.goto('/subscription/test-portal');
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(page.getByText('Cancels at period end')).toHaveCount(0);
    await expect(page.getByText(/Renews on/)).toBeVisible();
  });
});
