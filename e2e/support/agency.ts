import { type Browser, expect } from '@playwright/test';

/** Registers a new agency through the sign-up screen in a browser context of its own. */
export async function registerAgency(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const suffix = Date.now().toString(36);
  const email = `owner-${suffix}@agency.example`;
  const password = `agency-pass-${suffix}`;
  await page.goto('/auth/register');
  await page.getByLabel('First Name').fill('Olive');
  await page.getByLabel('Last Name').fill('Owner');
  await page.getByLabel('Agency Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('I agree to the').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/subscription');
  return { context, page, email, password };
}
