import type { Page } from 'playwright-core';

export const demoPassword = 'demo-pass-123';
export const demoEmails = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  member: 'member@example.com',
  support: 'support@example.com',
  guru: 'guru@example.com',
  lapsed: 'lapsed@example.com',
} as const;
export type DemoRole = keyof typeof demoEmails;

/** Signs in through the login screen as a person would. */
export async function loginAs(
  page: Page,
  role: DemoRole,
  options: { redirectTo?: string } = {},
): Promise<void> {
  const target = options.redirectTo
    ? `/auth/login?redirectTo=${encodeURIComponent(options.redirectTo)}`
    : '/auth/login';
  await page.goto(target);
  await page.getByLabel('Email').fill(demoEmails[role]);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}
