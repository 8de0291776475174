import { readFile } from 'node:fs/promises';
import { registerAgency } from '../support/agency.ts';
import { phoneViewport } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The audit trail in the browser (issue 22): a superadmin grants a newly registered agency
 * free access on Manage Organizations, then finds that change on the trail by its filters
 * and exports it; an agent reads the trail from the sidebar; a member is refused; the trail
 * at phone width is a list of cards.
 */

test.describe('audit trail', () => {
  test('the superadmin filters the trail after a free-access change, sees the row, and exports it', {
    tag: '@desktop',
  }, async ({ page, loginAs, browser, baseURL }) => {
    const name = `Audited Agency ${Date.now().toString(36)}`;
    const agency = await registerAgency(browser, baseURL!, name);
    await agency.context.close();

    await loginAs('admin', { redirectTo: `/admin/organizations?search=${encodeURIComponent(name)}` });
    await page.getByRole('button', { name: `Grant Free Access: ${name}` }).click();
    await expect(page.getByText('Free access granted.')).toBeVisible();

    await page.getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    await filters.getByLabel('Actor').fill('admin@example.com');
    await filters.getByLabel('Action').fill('organization.free_access');
    await filters.getByLabel('Target type').fill('organization');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/action=organization.free_access/);

    const table = page.getByRole('table', { name: 'Audit trail' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('organization.free_access');
    await expect(row).toContainText('admin@example.com');
    // The change as "field: old -> new"; the whole record behind a disclosure (issue 38).
    await expect(row.getByRole('list', { name: 'Changed fields' }).getByRole('listitem')).toHaveText(
      'hasFreeAccess: false → changed to true',
    );
    const recordBefore = row.getByText('"hasFreeAccess": false');
    await expect(recordBefore).toBeHidden();
    await row.getByText('Full record').click();
    await expect(recordBefore).toBeVisible();
    await expect(row.getByText('"hasFreeAccess": true')).toBeVisible();

    // A filter that matches nothing says so.
    await filters.getByLabel('Actor').fill('nobody@');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No audit entries match your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/admin/audit');

    await filters.getByLabel('Action').fill('organization.free_access');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!)).toString('utf8');
    expect(text.startsWith('\uFEFFTime (UTC),Actor,Actor Email,Action')).toBe(true);
    expect(text).toContain(`organization.free_access,organization,`);
    expect(text).toContain(name);
  });

  test('says the trail failed to load within 3 s when the API fails, and loads on Try Again', {
    tag: '@desktop',
  }, async ({ page, loginAs, pageProblems }) => {
    await loginAs('admin');
    // The server failing (a stand-in for it, not for our code): the trail's read answers 500.
    pageProblems.expect(/\/api\/admin\/audit/);
    let isFailing = true;
    let failedAnswers = 0;
    await page.route(/\/api\/admin\/audit(\?.*)?$/, async (route) => {
      if (!isFailing) return route.continue();
      failedAnswers += 1;
      return route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
      });
    });
    await page.goto('/admin/audit');
    const startedAt = Date.now();
    await expect(page.getByText('Failed to load the audit trail. Please try again.')).toBeVisible({
      timeout: 3_000,
    });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    // Tried again once at most (the page's preload and its query share the attempts).
    expect(failedAnswers).toBeGreaterThanOrEqual(1);
    expect(failedAnswers).toBeLessThanOrEqual(4);

    isFailing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('table', { name: 'Audit trail' })).toBeVisible();
  });

  test("an agent reads their organization's trail from the sidebar; a member is refused", {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    await loginAs('agent');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    await loginAs('member', { redirectTo: '/admin/audit' });
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Trail' }),
    ).toHaveCount(0);
  });

  // Both widths: the table on a desktop, the cards on a phone.
  test("an agent's trail is in words: actions, targets and changes by name, no server setting (issue 54)", async ({
    page,
    loginAs,
  }) => {
    const email = `ana.audit.${Date.now().toString(36)}@example.com`;
    await loginAs('agent', { redirectTo: '/admin/team' });
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('First Name *').fill('Ana');
    await add.getByLabel('Last Name *').fill('Audit');
    await add.getByLabel('Email *').fill(email);
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const main = page.getByRole('main');
    const entry = main
      .getByRole('row')
      // A card is the list's own item (its changed fields are items of a list inside it).
      .or(main.getByRole('list', { name: 'Audit trail' }).locator(':scope > li'))
      .filter({ hasText: email });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Invited a person');
    await expect(entry).toContainText('Invitation');
    const changes = entry.getByRole('list', { name: 'Changed fields' }).getByRole('listitem');
    await expect(changes.filter({ hasText: 'First name' })).toHaveText('First name: — → changed to Ana');
    await expect(changes.filter({ hasText: 'Role' })).toHaveText('Role: — → changed to Team Member');
    // How long entries are kept, in a sentence; no setting's name, no code, no raw record.
    await expect(page.getByText('Entries are kept for 365 days, then removed automatically.')).toBeVisible();
    await expect(main).not.toContainText('AUDIT_RETENTION_DAYS');
    await expect(main).not.toContainText('team.invitation.create');
    await expect(main.getByText('Full record')).toHaveCount(0);
    await expect(main.getByPlaceholder('organization.free_access')).toHaveCount(0);

    // The filters offer the agent's actions and targets by name.
    const filters = page.getByRole('form', { name: 'Filter the audit trail' });
    await filters.getByLabel('Action').selectOption({ label: 'Invited a person' });
    await filters.getByLabel('Target type').selectOption({ label: 'Invitation' });
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/action=team\.invitation\.create/);
    await expect(page).toHaveURL(/targetType=invitation/);
    await expect(entry).toHaveCount(1);
    await filters.getByLabel('Action').selectOption({ label: 'Removed a person from the team' });
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(entry).toHaveCount(0);
  });

  test('lays the trail out as cards at phone width', { tag: '@phone' }, async ({
    page,
    loginAs,
    browser,
    baseURL,
    accessibilityViolations,
  }) => {
    // A change of its own first, on an agency of its own, so the trail has its row.
    const name = `Phone Agency ${Date.now().toString(36)}`;
    const agency = await registerAgency(browser, baseURL!, name);
    await agency.context.close();
    await loginAs('admin', { redirectTo: `/admin/organizations?search=${encodeURIComponent(name)}` });
    await page.getByRole('button', { name: `Grant Free Access: ${name}` }).click();
    await expect(page.getByText('Free access granted.')).toBeVisible();

    await page.goto('/admin/audit?action=organization.free_access');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('list', { name: 'Audit trail' }).getByRole('listitem');
    await expect(cards.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Audit trail' })).toBeHidden();
    // One change is one short line; its full record opens below it, within the width.
    const card = cards.filter({ hasText: name });
    await expect(card.getByRole('list', { name: 'Changed fields' })).toHaveText(
      'hasFreeAccess: false → changed to true',
    );
    await card.getByText('Full record').click();
    await expect(card.getByText('"hasFreeAccess": true')).toBeVisible();
    expect(await accessibilityViolations()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phoneViewport.width,
    );
  });
});
