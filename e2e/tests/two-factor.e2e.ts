import type { Page } from '@playwright/test';
import { agencyWithAccess } from '../support/agency.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn as signInAs } from '../support/login.ts';
import { totpCode } from '../support/totp.ts';

/**
 * Two-factor sign-in (issue 44). Each test registers an agency of its own, so the demo
 * logins never meet a second factor. Codes are computed from the key the page shows, as the
 * phone would; a code is refused a second time, so each sign-in uses the next step's code
 * (the server accepts one step either side).
 */

/** Settings > Security: sets the authenticator up; answers its key and the backup codes shown. */
async function setUpAuthenticator(page: Page) {
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Off', { exact: true })).toBeVisible();
  // One click starts it: the QR code, the key and the code field (issue 54).
  await security.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await security.getByTestId('authenticator-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await security.getByLabel('Code from the app').fill('000000');
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByText('That code is not right.', { exact: false })).toBeVisible();
  await security.getByLabel('Code from the app').fill(totpCode(key));
  await security.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  const codes = security.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = (await codes.allTextContents()).map((code) => code.trim());
  // Download as text.
  const download = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('pillars-backup-codes.txt');
  await security.getByRole('button', { name: 'I saved them' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByText('10 of 10 backup codes left.')).toBeVisible();
  return { key, backupCodes };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
}

async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test.describe('two-factor sign-in', () => {
  test('sets up an authenticator, signs out, signs in with a code, then with a backup code', {
    tag: '@desktop',
  }, async ({ page, browser, baseURL }) => {
    const account = await agencyWithAccess(page, {
      firstName: 'Tove',
      lastName: 'Factor',
      agencyName: 'Two Factor Agency',
    });
    const { key, backupCodes } = await setUpAuthenticator(page);
    await signOut(page);

    await passwordStep(page, account);
    await page.getByLabel('Code', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeVisible();
    // The next step's code: the one that turned the app on is spent.
    await page.getByLabel('Code', { exact: true }).fill(totpCode(key, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');

    await signOut(page);
    await passwordStep(page, account);
    await page.getByLabel('Code', { exact: true }).fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/settings');
    await expect(page.getByText('9 of 10 backup codes left.')).toBeVisible();

    // The same backup code a second time is refused, and says why.
    await signOut(page);
    await passwordStep(page, account);
    await page.getByLabel('Code', { exact: true }).fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That backup code was already used. Each one works once: use another.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);

    // A lost phone: a superadmin resets the second factor from Team Management.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/admin/team');
    await admin.getByLabel('Search').fill(account.email);
    await admin.getByRole('button', { name: 'Reset two-factor: Tove Factor' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(admin.getByText('Two-factor sign-in of Tove Factor was reset.')).toBeVisible();
    await adminContext.close();
    // The password alone signs in again.
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('"Trust this device for 30 days" skips the code on the next sign-in', {
    tag: '@desktop',
  }, async ({ page }) => {
    const account = await agencyWithAccess(page, {
      firstName: 'Tove',
      lastName: 'Factor',
      agencyName: 'Two Factor Agency',
    });
    const { key } = await setUpAuthenticator(page);
    await signOut(page);
    await passwordStep(page, account);
    await page.getByLabel('Code', { exact: true }).fill(totpCode(key, Date.now() + 30_000));
    await page.getByLabel('Trust this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    await signOut(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('Settings > Security at phone width: set up, backup codes, and the code step', {
    tag: '@phone',
  }, async ({ page }) => {
    const account = await agencyWithAccess(page, {
      firstName: 'Tove',
      lastName: 'Factor',
      agencyName: 'Two Factor Agency',
    });
    const { key } = await setUpAuthenticator(page);
    const security = page.getByRole('region', { name: 'Security' });
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(security.getByRole('button', { name: 'New backup codes' })).toBeVisible();
    await expect(security.getByRole('button', { name: 'Turn off' })).toBeVisible();
    // Off the app first: its own redirect once the session is gone (the live stream's 401)
    // would abort the next navigation.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await passwordStep(page, account);
    await page.getByLabel('Code', { exact: true }).fill(totpCode(key, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
  });
});
