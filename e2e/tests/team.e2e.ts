import { expect, test } from '../support/fixtures.ts';
import { invitationLinks } from '../support/outbox.ts';

/**
 * Team Management (issue 22): an agent invites a team member, who opens the link from the
 * e-mail, chooses a password and lands signed in on the portal; then edits and deletes a
 * person through the dialog. The page at phone width.
 */

test.describe('Team Management', () => {
  test('an agent invites a team member, who sets a password from the mail and lands on the portal', {
    tag: '@desktop',
  }, async ({ page, loginAs, server, accessibilityViolations }) => {
    await loginAs('agent', { redirectTo: '/admin/team' });
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' }).getByText('agent@example.com')).toBeVisible();
    // An agent filters by All, Agents and Team Members only.
    await expect(page.getByRole('button', { name: 'Agents' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Superadmins' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();
    // Agents invite: no password field, no guru flag.
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByLabel('First Name *').fill('Robin');
    await dialog.getByLabel('Last Name *').fill('Hart');
    await dialog.getByLabel('Email *').fill('robin.hart@example.com');
    await dialog.getByLabel('Role').selectOption('team_member');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Invitation sent. robin.hart@example.com')).toBeVisible();
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect(pending.getByRole('listitem').filter({ hasText: 'robin.hart@example.com' })).toBeVisible();

    // Resend: a new link; the first one stops working.
    const robinsLinks = () => invitationLinks(server.output(), 'robin.hart@example.com');
    await expect.poll(() => robinsLinks().length).toBe(1);
    const firstLink = robinsLinks()[0]!;
    await page.getByRole('button', { name: 'Resend invitation: robin.hart@example.com' }).click();
    await expect(page.getByText('Invitation sent again. The previous link no longer works.')).toBeVisible();
    await expect.poll(() => robinsLinks().length).toBe(2);
    const link = robinsLinks()[1]!;
    expect(link).not.toBe(firstLink);

    // The invitee, in a browser that is not signed in. Each mail link opens as a new page
    // load (as from a mail client): leaving the app first, so that its own redirect once the
    // session is gone (the live stream's 401) cannot abort the navigation.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(firstLink);
    await expect(page.getByRole('heading', { name: 'Invalid Invitation Link' })).toBeVisible();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join your team on Pillars' })).toBeVisible();
    await expect(
      page.getByText('Choose a password for robin.hart@example.com to join Northwind Creative.'),
    ).toBeVisible();
    expect(await accessibilityViolations(), 'accept page').toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('robin-pass-123');
    await page.getByLabel('Confirm Password').fill('robin-pass-124');
    await page.getByRole('button', { name: 'Set Password and Join' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('robin-pass-123');
    await page.getByRole('button', { name: 'Set Password and Join' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome back,')).toBeVisible();

    // Signed out, the password chosen signs in and lands on the portal.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.getByLabel('Email').fill('robin.hart@example.com');
    await page.getByLabel('Password', { exact: true }).fill('robin-pass-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome back,')).toBeVisible();

    // A team member reads the refusal instead of the team.
    await page.goto('/admin/team');
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();

    // The link worked once (opened as a new page load, as above).
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid Invitation Link' })).toBeVisible();
  });

  test('edits and deletes a person through the dialog', { tag: '@desktop' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    // An address of its own: other tests of this worker add people to the same database.
    const email = `dana.moss.${Date.now().toString(36)}@example.com`;
    await loginAs('admin', { redirectTo: '/admin/team' });
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
    // A superadmin filters by Superadmins and Support too, and sets a password directly.
    await expect(page.getByRole('button', { name: 'Superadmins' })).toBeVisible();
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('First Name *').fill('Dana');
    await add.getByLabel('Last Name *').fill('Moss');
    await add.getByLabel('Email *').fill(email);
    await add.getByLabel('Organization *').selectOption({ label: 'Northwind Creative' });
    await add.getByLabel('Password').fill('dana-pass-123');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();

    await page.getByLabel('Search').fill(email);
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit: Dana Moss' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Email *')).toBeDisabled();
    await expect(edit.getByText('Email cannot be changed after user creation')).toBeVisible();
    expect(await accessibilityViolations(), 'edit dialog').toEqual([]);
    await expect(edit.getByLabel('Role').locator('option')).toHaveText(['Team Member', 'Agent']);
    await edit.getByLabel('Last Name *').fill('Moss-Reed');
    await edit.getByLabel('Phone').fill('(555) 444-1212');
    await edit.getByLabel('Role').selectOption('agent');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully.')).toBeVisible();
    await expect(users.getByRole('listitem').filter({ hasText: 'Dana Moss-Reed' })).toContainText('Agent');
    await expect(users.getByRole('listitem').filter({ hasText: 'Dana Moss-Reed' })).toContainText(
      '(555) 444-1212',
    );

    await page.getByRole('button', { name: 'Delete: Dana Moss-Reed' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText('User deleted successfully.')).toBeVisible();
    await expect(page.getByText('No users found.')).toBeVisible();
  });

  test('revokes an invitation only after asking, says so, and keeps focus on the list', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    const email = `kim.revoke.${Date.now().toString(36)}@example.com`;
    await loginAs('agent', { redirectTo: '/admin/team' });
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('First Name *').fill('Kim');
    await add.getByLabel('Last Name *').fill('Revoke');
    await add.getByLabel('Email *').fill(email);
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText(`Invitation sent. ${email}`)).toBeVisible();
    const row = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem').filter({
      hasText: email,
    });
    await expect(row).toBeVisible();

    // One click asks first (issue 38); Keep Invitation keeps it.
    const revoke = page.getByRole('button', { name: `Revoke invitation: ${email}` });
    await revoke.click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke Invitation' });
    await expect(confirm).toContainText(`Revoke the invitation of Kim Revoke (${email})?`);
    await expect(confirm.getByRole('button', { name: 'Keep Invitation' })).toBeFocused();
    expect(await accessibilityViolations(), 'revoke confirm').toEqual([]);
    await confirm.getByRole('button', { name: 'Keep Invitation' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toBeVisible();
    await expect(revoke).toBeFocused();

    await revoke.click();
    await confirm.getByRole('button', { name: 'Revoke Invitation' }).click();
    await expect(page.getByText('Invitation revoked.')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });

  test('fits the phone: the list, the filters and the dialog', { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('agent', { redirectTo: '/admin/team' });
    await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'team page').toEqual([]);
    await page.getByRole('button', { name: 'Edit: Sam Carter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(), 'edit dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
