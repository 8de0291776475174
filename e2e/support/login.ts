import { expect, type Page } from '@playwright/test';

export const demoPassword = 'demo-pass-123';
export const demoEmails = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  member: 'member@example.com',
  support: 'support@example.com',
  guru: 'guru@example.com',
  lapsed: 'lapsed@example.com',
  lapsedMember: 'lapsed-member@example.com',
} as const;
export type DemoRole = keyof typeof demoEmails;
export interface LoginOptions {
  redirectTo?: string;
}

/**
 * Signs in through the login screen as a person would, and waits until the app has left the
 * auth screens. Every call counts against the server's sign-in limit (10 per e-mail per
 * 15 minutes, per server: each worker has its own).
 */
export async function signIn(page: Page, role: DemoRole, options: LoginOptions = {}): Promise<void> {
  const target = options.redirectTo
    ? `/auth/login?redirectTo=${encodeURIComponent(options.redirectTo)}`
    : '/auth/login';
  await page.goto(target);
  await page.getByLabel('Email').fill(demoEmails[role]);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/auth/'));
}
