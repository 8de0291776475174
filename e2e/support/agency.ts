import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';

/*
 * New agencies through the sign-up screen, one way for every test.
 *
 * The server allows 10 sign-ups per hour per client address (production's limit, see
 * apps/server/src/modules/accounts/rate-limit.ts), and a whole run signs up more agencies
 * than that on one worker's server. In production each new owner comes from an address of
 * their own, through the proxy in front of the app; the e2e servers trust a proxy on
 * loopback (TRUST_PROXY=loopback, support/server.ts) and each new agency's page says it comes
 * from an address of its own, so the limit stays the production one and counts as it would.
 */

/** Makes `page` a client at an address of its own (a random /64 of the IPv6 documentation range). */
export async function comeFromNewAddress(page: Page) {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `2001:db8:${a}:${b}::1` });
}

export interface SignUpFields {
  firstName?: string;
  lastName?: string;
  agencyName: string;
  /** A new address by default. */
  email?: string;
  /** `agency-pass-…` by default. */
  password?: string;
}

/**
 * Fills the sign-up form of `/auth/register` as a new client and presses Create Account;
 * answers the e-mail and password used. The caller checks where the page lands.
 */
export async function submitSignUp(page: Page, fields: SignUpFields) {
  await comeFromNewAddress(page);
  await page.goto('/auth/register');
  return fillSignUp(page, fields);
}

/**
 * Fills the sign-up form the page is on (reached from /pricing with a plan, say) as a new
 * client and presses Create Account; answers the e-mail and password used.
 */
export async function fillSignUp(page: Page, fields: SignUpFields) {
  const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = fields.email ?? `owner-${suffix}@agency.example`;
  const password = fields.password ?? `agency-pass-${suffix}`;
  await comeFromNewAddress(page);
  await page.getByLabel('First Name').fill(fields.firstName ?? 'Olive');
  await page.getByLabel('Last Name').fill(fields.lastName ?? 'Owner');
  await page.getByLabel('Agency Name').fill(fields.agencyName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('I agree to the').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return { email, password };
}

/** Signs a new agency up on `page` (signed in there, on the subscription page). */
export async function signUpAgency(page: Page, fields: SignUpFields) {
  const account = await submitSignUp(page, fields);
  await expect(page).toHaveURL('/subscription');
  return account;
}

/** From the subscription page: Subscribe Now, pays on the built-in test checkout, and goes Home. */
export async function payOnTestCheckout(page: Page) {
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscription\/test-checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL('/subscription/success');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
}

/** Signs a new agency up on `page` and pays for it: its agent is signed in there, on Home. */
export async function agencyWithAccess(page: Page, fields: SignUpFields) {
  const account = await signUpAgency(page, fields);
  await payOnTestCheckout(page);
  return account;
}

/** Registers a new agency (not paid for) in a browser context of its own. */
export async function registerAgency(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await signUpAgency(page, { agencyName: name });
  return { context, page, ...account };
}
