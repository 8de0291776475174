import type { Browser, BrowserContext, Page } from '@playwright/test';
import { agencyWithAccess } from '../support/agency.ts';
import { desktopViewport, phoneViewport } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';
import { PageProblems } from '../support/page-problems.ts';

/**
 * Passkeys (issue 44) through Chromium's virtual authenticator (CDP `WebAuthn`): a member adds
 * a passkey in Settings > Security, signs out, and signs in with "Sign in with a passkey".
 *
 * The test server's APP_URL is http://127.0.0.1:PORT, and an IP address cannot be a WebAuthn
 * relying party: these tests open the app at http://localhost:PORT, a trusted host of a
 * server outside production (decision 043), whose flow (and so the RP ID) is `localhost`.
 */

async function localhostContext(browser: Browser, baseURL: string, viewport = desktopViewport) {
  const url = new URL(baseURL);
  url.hostname = 'localhost';
  const isPhone = viewport === phoneViewport;
  const context = await browser.newContext({
    baseURL: url.origin,
    viewport,
    isMobile: isPhone,
    hasTouch: isPhone,
  });
  const problems = new PageProblems(context, url.origin);
  const page = await context.newPage();
  return { context, page, problems };
}

/**
 * Chromium's virtual platform authenticator: it keeps discoverable credentials and verifies
 * the user (a fingerprint, face or PIN), unless `verifies: false`, a device that only sees
 * someone touch it ("user present").
 */
async function addVirtualAuthenticator(context: BrowserContext, page: Page, { verifies = true } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: verifies,
      isUserVerified: verifies,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Takes the authenticator out of the browser, as if the device were unplugged. */
    remove: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
    /** Puts a credential (another authenticator's, with its private key) on this one. */
    addCredential: (
      credential: Awaited<ReturnType<typeof cdp.send<'WebAuthn.getCredentials'>>>['credentials'][number],
    ) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  };
}

/** Settings > Security: adds a passkey named `name` with the virtual authenticator. */
async function addPasskey(page: Page, name: string) {
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('No passkeys yet')).toBeVisible();
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  // A name is needed first.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Give the passkey a name', { exact: false })).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Passkey “${name}” added.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = security.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Never used');
  return { security, row };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
}

test.describe('passkeys', () => {
  test('a member adds a passkey, signs out, signs in with it, renames and removes it', {
    tag: '@desktop',
  }, async ({ browser, baseURL }) => {
    const { context, page, problems } = await localhostContext(browser, baseURL!);
    const authenticator = await addVirtualAuthenticator(context, page);
    const account = await agencyWithAccess(page, {
      firstName: 'Pia',
      lastName: 'Key',
      agencyName: 'Passkey Agency',
    });
    await addPasskey(page, 'MacBook');
    expect(await authenticator.credentials()).toHaveLength(1);

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/settings');
    const security = page.getByRole('region', { name: 'Security' });
    await expect(security.getByRole('listitem').filter({ hasText: 'MacBook' })).toContainText('Last used');

    // The password now owes the passkey: the code step offers it.
    await signOut(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/settings');
    await security.getByRole('button', { name: 'Rename MacBook' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename passkey' });
    await rename.getByLabel('Name').fill('Work laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Passkey renamed.')).toBeVisible();
    await expect(security.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();

    // Removing it asks for the password again (issue 54): submitted untouched, then wrong, then right.
    await security.getByRole('button', { name: 'Remove Work laptop' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove “Work laptop”?' });
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(removal.getByText('Please enter your password.')).toBeVisible();
    await removal.getByLabel('Password').fill('not-the-password');
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(removal.getByText('That password is not right.')).toBeVisible();
    await removal.getByLabel('Password').fill(account.password);
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(page.getByText('Passkey removed.')).toBeVisible();
    await expect(removal).toBeHidden();
    await expect(security.getByText('No passkeys yet')).toBeVisible();

    // The authenticator still holds it, but the server no longer knows it.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('This passkey is not registered with Pillars.', { exact: false }),
    ).toBeVisible();
    expect(problems.unexpected()).toEqual([]);
    await context.close();
  });

  test('a device that cannot check the person neither adds a passkey nor signs in with one', {
    tag: '@desktop',
  }, async ({ browser, baseURL }) => {
    const { context, page, problems } = await localhostContext(browser, baseURL!);
    const touchOnly = await addVirtualAuthenticator(context, page, { verifies: false });
    await agencyWithAccess(page, { firstName: 'Uma', lastName: 'Present', agencyName: 'Touch Agency' });
    await page.goto('/settings');
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Security key');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByText('this device could not check that it is you (fingerprint, face or PIN)', {
        exact: false,
      }),
    ).toBeVisible();
    expect(await touchOnly.credentials()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(security.getByText('No passkeys yet')).toBeVisible();

    // A passkey added with a device that checks the person, then carried (key and all) to one
    // that does not: it no longer signs in.
    await touchOnly.remove();
    const verifying = await addVirtualAuthenticator(context, page);
    await addPasskey(page, 'MacBook');
    const [credential] = await verifying.credentials();
    await verifying.remove();
    const carried = await addVirtualAuthenticator(context, page, { verifies: false });
    await carried.addCredential(credential!);
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('this device could not check that it is you (fingerprint, face or PIN)', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    expect(problems.unexpected()).toEqual([]);
    await context.close();
  });

  test('on an address passkeys do not work at, says which address they work at', {
    tag: '@desktop',
  }, async ({ page, baseURL }) => {
    // The test server's own address, an IP address: no passkey can be made there.
    const works = new URL(baseURL!);
    works.hostname = 'localhost';
    const message = `Passkeys work only at ${works.origin}. Open Pillars there and try again.`;
    await agencyWithAccess(page, { firstName: 'Ip', lastName: 'Address', agencyName: 'Address Agency' });
    await page.goto('/settings');
    const security = page.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('MacBook');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText(message)).toBeVisible();
  });

  test('Settings > Security at phone width with a passkey', { tag: '@phone' }, async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await localhostContext(browser, baseURL!, phoneViewport);
    await addVirtualAuthenticator(context, page);
    await agencyWithAccess(page, { firstName: 'Pia', lastName: 'Key', agencyName: 'Passkey Agency' });
    const { security, row } = await addPasskey(page, 'Phone with a rather long passkey name');
    await expect(row.getByRole('button', { name: /^Rename/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Remove/ })).toBeVisible();
    await expect(security.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Removing asks for the password, in a dialog that fits the screen.
    await row.getByRole('button', { name: /^Remove/ }).click();
    const removal = page.getByRole('dialog', { name: /^Remove “Phone/ });
    await expect(removal.getByLabel('Password')).toBeVisible();
    await expect(removal.getByRole('button', { name: 'Remove passkey' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(removal).toBeHidden();
    await signOut(page);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    expect(problems.unexpected()).toEqual([]);
    await context.close();
  });
});
