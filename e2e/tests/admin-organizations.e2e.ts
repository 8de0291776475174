import type { Page } from '@playwright/test';
import { registerAgency } from '../support/agency.ts';
import { phoneViewport } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';

/**
 * Manage Organizations in the browser (issue 22): a superadmin grants Lapsed Studio free
 * access and its member reaches Home, then removes it again (restored in `finally` whatever
 * happens, so the worker's other tests find Lapsed Studio as seeded); an agency registered
 * here is deleted through both steps, and its agent can no longer sign in.
 */

function organizationCard(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('list', { name: 'Organizations' })
    .getByRole('article', { name, exact: true });
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test.describe('manage organizations', () => {
  test('grants Lapsed Studio free access: its member reaches Home; removing it closes the door again', {
    tag: '@desktop',
  }, async ({ page, loginAs, browser, baseURL }) => {
    const member = await browser.newContext({ baseURL });
    const memberPage = await member.newPage();
    try {
      await loginAs('admin', { redirectTo: '/admin/organizations' });
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Organizations' })).toBeVisible();
      await expect(page.getByText('Deleting an organization is permanent')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
        'href',
        '/admin',
      );
      await searchFor(page, 'Lapsed Studio');
      await expect(page.getByText('1 organization found')).toBeVisible();
      const card = organizationCard(page, 'Lapsed Studio');
      await expect(card.getByText('Free Access', { exact: true })).toHaveCount(0);

      await card.getByRole('button', { name: 'Grant Free Access: Lapsed Studio' }).click();
      await expect(page.getByText('Free access granted.')).toBeVisible();
      await expect(card.getByText('Free Access', { exact: true })).toBeVisible();

      await signIn(memberPage, 'lapsedMember');
      await expect(memberPage).toHaveURL('/');

      await card.getByRole('button', { name: 'Remove Free Access: Lapsed Studio' }).click();
      await expect(page.getByText('Free access removed.')).toBeVisible();
      await expect(card.getByText('Free Access', { exact: true })).toHaveCount(0);
      // The member's next request already sees it.
      await memberPage.goto('/pillars-of-agency');
      await expect(memberPage).toHaveURL('/subscription');
    } finally {
      // Lapsed Studio as seeded, whatever happened above.
      const response = await page.request.get('/api/admin/organizations?search=Lapsed%20Studio');
      const lapsed = (await response.json()).organizations?.find(
        (organization: { name: string }) => organization.name === 'Lapsed Studio',
      );
      if (lapsed?.hasFreeAccess) {
        await page.request.patch(`/api/admin/organizations/${lapsed.id}`, { data: { hasFreeAccess: false } });
      }
      await member.close();
    }
  });

  test('deletes a new agency in two steps; its agent can no longer sign in', { tag: '@desktop' }, async ({
    page,
    loginAs,
    browser,
    baseURL,
    accessibilityViolations,
  }) => {
    const name = `Doomed Agency ${Date.now().toString(36)}`;
    const agency = await registerAgency(browser, baseURL!, name);
    try {
      await loginAs('admin', { redirectTo: '/admin/organizations' });
      await searchFor(page, name);
      const card = organizationCard(page, name);
      await expect(card.getByText('No subscription')).toBeVisible();
      await card.getByRole('button', { name: `Delete Organization: ${name}` }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(`Are you sure you want to delete "${name}"?`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Proceed' }).click();
      await expect(dialog.getByRole('list', { name: 'What will be deleted' })).toContainText('1 user');
      const confirm = dialog.getByRole('button', { name: 'Permanently Delete Organization' });
      await expect(confirm).toBeDisabled();
      expect(await accessibilityViolations()).toEqual([]);
      const field = dialog.getByLabel(`Type ${name} to confirm`);
      await field.fill(name.toLowerCase());
      await field.blur();
      await expect(
        dialog.getByText('Please type the organization name exactly to confirm deletion'),
      ).toBeVisible();
      await expect(confirm).toBeDisabled();
      await field.fill(name);
      await expect(confirm).toBeEnabled();
      // The deleting state shows while the server works (its answer held back a moment).
      await page.route('**/api/admin/organizations/*/delete', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await confirm.click();
      await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();

      await expect(page.getByText('Organization deleted.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(organizationCard(page, name)).toHaveCount(0);
      await expect(page.getByText('0 organizations found')).toBeVisible();
      // Its Delete button is gone: focus goes to the list's search field, not the page (decision 020).
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();

      // Signed out for good: the session went with the user, and the password no longer works.
      await agency.page.goto('/subscription');
      await expect(agency.page).toHaveURL(/\/auth\/login/);
      await agency.page.getByLabel('Email').fill(agency.email);
      await agency.page.getByLabel('Password', { exact: true }).fill(agency.password);
      await agency.page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(agency.page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    } finally {
      await agency.context.close();
    }
  });

  test('says so when free access cannot be changed: the organization went meanwhile', {
    tag: '@desktop',
  }, async ({ page, loginAs, browser, baseURL }) => {
    const name = `Vanishing Agency ${Date.now().toString(36)}`;
    const agency = await registerAgency(browser, baseURL!, name);
    await agency.context.close();
    await loginAs('admin', { redirectTo: '/admin/organizations' });
    await searchFor(page, name);
    // The search's own answer, not the whole list kept on screen while it loads (the newest
    // organization is on the list's first page too): a search answered after the deletion
    // below would take the card away before the click.
    await expect(page.getByText('1 organization found', { exact: true })).toBeVisible();
    const card = organizationCard(page, name);
    await expect(card).toBeVisible();
    // Another superadmin deletes it while this page still shows it.
    const listed = await (
      await page.request.get(`/api/admin/organizations?search=${encodeURIComponent(name)}`)
    ).json();
    const deleted = await page.request.post(`/api/admin/organizations/${listed.organizations[0].id}/delete`, {
      data: { confirmName: name },
    });
    expect(deleted.status()).toBe(200);

    await card.getByRole('button', { name: `Grant Free Access: ${name}` }).click();
    await expect(page.getByText('Failed to update organization access. Please try again.')).toBeVisible();
  });

  test('refuses an agent with the Admin Dashboard text', { tag: '@desktop' }, async ({ page, loginAs }) => {
    await loginAs('agent', { redirectTo: '/admin/organizations' });
    await expect(page.getByText('You do not have permission to access the Admin Dashboard.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Organizations' })).toHaveCount(0);
  });

  test('lays the organizations out at phone width', { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('admin', { redirectTo: '/admin/organizations' });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Organizations' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list', { name: 'Organizations' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    await expect(
      organizationCard(page, 'Northwind Creative').getByRole('button', { name: /Delete Organization/ }),
    ).toBeVisible();
    // The dialog's first step fits too.
    await organizationCard(page, 'Northwind Creative')
      .getByRole('button', { name: /Delete Organization/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Proceed' })).toBeInViewport();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
  });
});
