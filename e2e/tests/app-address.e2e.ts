import { submitSignUp } from '../support/agency.ts';
import { expect } from '../support/fixtures.ts';
import { test } from '../support/own-server.ts';

/**
 * Issue 38 item 10 (decision 043): the app opened at http://127.0.0.1:<port> while APP_URL
 * says http://localhost:<port>, the same server by another name. The session cookie is
 * 127.0.0.1's: the payment flow must stay there. The worker's other server
 * (support/own-server.ts) has that APP_URL; the tests open its 127.0.0.1 address (baseURL).
 */

test('a new owner who opened the app at another address than APP_URL stays signed in through checkout', {
  tag: '@desktop',
}, async ({ page, server }) => {
  const opened = server.url;
  expect(opened).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await submitSignUp(page, {
    firstName: 'Robin',
    lastName: 'Host',
    agencyName: 'Other Address Agency',
    email: 'robin@other-address.example',
  });
  await expect(page).toHaveURL('/subscription');

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  // Still 127.0.0.1 (not APP_URL's localhost, whose page would ask to sign in).
  await expect(page).toHaveURL(new RegExp(`^${opened}/subscription/test-checkout/`));
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(`${opened}/subscription/success`);
  await expect(page.getByText('Welcome to Pillars!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(`${opened}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pillars of Agency' })).toBeVisible();

  // The server said once that APP_URL is not the address it was reached at.
  expect(server.output().match(/not to APP_URL \(http:\/\/localhost:\d+\)/g) ?? []).toHaveLength(1);
});
