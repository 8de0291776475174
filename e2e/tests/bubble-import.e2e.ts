import { thought } from '../../apps/server/test/fake-bubble.ts';
import { expect } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';
import { bubbleApiKey, test } from '../support/own-server.ts';

/**
 * Import from Bubble.io in the browser (issue 24): the worker's other server (support/own-server.ts) talks to a local fake
 * of the Bubble.io Data API. A superadmin selects three of five records, imports them with
 * live progress, and a member reads one of them under Resources.
 */
test.describe('import from Bubble.io', () => {
  // The records of this file, in the worker's fake (one per worker, support/own-server.ts).
  test.beforeAll(({ fakeBubble }) => {
    fakeBubble.add(
      thought(1, {
        Title: 'Scaling Your Agency Team',
        Description: 'How to hire the next five people',
        Content:
          '<h2>Hire slowly</h2><p>Write the role before the ad.</p><script>document.title = "owned"</script>',
        Images: ['//s3.amazonaws.com/appforest_uf/team.png'],
        Status: 'featured',
      }),
      thought(2, {
        Title: 'Pricing Retainers',
        Status: 'draft',
        VideoURL: 'https://www.youtube.com/watch?v=abc',
      }),
      thought(3, { Title: 'Client Onboarding Checklist', Content: '' }),
      thought(4, { Title: 'Weekly Reporting' }),
      thought(5, { Title: 'Quarterly Planning' }),
    );
    // Each mark takes a moment, so the progress is seen moving.
    fakeBubble.setPatchDelay(400);
  });

  test('imports three selected records with live progress; a member reads one under Resources', {
    tag: '@desktop',
  }, async ({ page, loginAs, fakeBubble, browser, baseURL, accessibilityViolations }) => {
    await loginAs('admin', { redirectTo: '/admin/bubble-import' });
    await expect(page.getByRole('heading', { level: 1, name: 'Import from Bubble.io' })).toBeVisible();
    await expect(page.getByText('Import articles from your Bubble.io app')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(page.getByText('5 unimported articles found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Field Mapping Configuration' })).toBeVisible();
    await expect(page.getByLabel('content_images')).toHaveValue('Images');
    await expect(page.getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import Selected Articles (0)' });
    await expect(importButton).toBeDisabled();

    const list = page.getByRole('list', { name: 'Articles to Import' });
    const item = (title: string) => list.getByRole('listitem').filter({ hasText: title });
    await expect(item('Pricing Retainers').getByText('draft')).toBeVisible();
    await expect(item('Pricing Retainers').getByText('Has Video')).toBeVisible();
    await expect(item('Scaling Your Agency Team').getByText('Has Images')).toBeVisible();
    await expect(item('Client Onboarding Checklist').getByText('No Content')).toBeVisible();

    // The title search.
    const search = page.getByPlaceholder('Search by title...');
    await search.fill('nothing like this');
    await expect(page.getByText('No unimported articles found matching your filters.')).toBeVisible();
    await search.fill('pricing');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await search.fill('');

    // The preview of what a record becomes.
    await item('Scaling Your Agency Team').getByRole('button', { name: 'Preview' }).click();
    const preview = item('Scaling Your Agency Team').locator('pre');
    await expect(preview).toContainText('"slug": "scaling-your-agency-team"');
    await expect(preview).toContainText(
      '"content_images": [\n    "https://s3.amazonaws.com/appforest_uf/team.png"',
    );
    // The body as the import will save it: sanitised, without the record's script (issue 38).
    await expect(preview).toContainText('"body": "<h2>Hire slowly</h2><p>Write the role before the ad.</p>"');
    await expect(preview).not.toContainText('<script');
    expect(await accessibilityViolations()).toEqual([]);

    // Another admin tab, open before the import starts, follows it live too.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/admin/bubble-import');
    await expect(otherTab.getByText('5 unimported articles found')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Scaling Your Agency Team' }).check();
    await page.getByRole('checkbox', { name: 'Pricing Retainers' }).check();
    await page.getByRole('checkbox', { name: 'Weekly Reporting' }).check();
    // The job's read is slow (as on a busy PostgreSQL): the live end arrives well before it.
    await page.route('**/api/jobs/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import Selected Articles (3)' }).click();

    await expect(page.getByText('Importing Data...')).toBeVisible();
    await expect(page.getByText('Also marking records as imported in Bubble.io')).toBeVisible();
    await expect(page.getByText(/^[123] of 3 articles$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByText('Import Completed Successfully', { exact: true })).toBeVisible();
    // The first count shown is the real one (issue 38: "0 articles imported." first).
    expect(await page.getByText(/articles? imported/).textContent()).toBe('3 articles imported.');
    await expect(page.getByText('3 articles imported.')).toBeVisible();
    await expect(otherTab.getByText('Import Completed Successfully', { exact: true })).toBeVisible();
    await expect(otherTab.getByText('3 articles imported.')).toBeVisible();
    await otherTab.close();
    expect(fakeBubble.records.filter((record) => record.Is_Imported === 'yes')).toHaveLength(3);
    // The key never reaches the page.
    expect(await page.content()).not.toContain(bubbleApiKey);

    await page.getByRole('button', { name: 'Import More Articles' }).click();
    await expect(page.getByText('2 unimported articles found')).toBeVisible();

    const member = await browser.newContext({ baseURL });
    try {
      const memberPage = await member.newPage();
      await signIn(memberPage, 'member', { redirectTo: '/resources' });
      // Published when Bubble created it (2024): found by its words rather than on the first page.
      await memberPage.getByRole('searchbox', { name: 'Search resources' }).fill('scaling agency team');
      await memberPage.getByRole('link', { name: 'Scaling Your Agency Team' }).first().click();
      await expect(
        memberPage.getByRole('heading', { level: 1, name: 'Scaling Your Agency Team' }),
      ).toBeVisible();
      await expect(memberPage.getByText('Write the role before the ad.')).toBeVisible();
      await expect(memberPage).not.toHaveTitle('owned');
    } finally {
      await member.close();
    }
  });

  test('fits a phone: the mapping, the list and an open preview, without sideways scrolling', {
    tag: '@phone',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('admin', { redirectTo: '/admin/bubble-import' });
    await expect(page.getByText(/unimported articles found$/)).toBeVisible();
    const list = page.getByRole('list', { name: 'Articles to Import' });
    await list.getByRole('listitem').first().getByRole('button', { name: 'Preview' }).click();
    await expect(list.getByRole('region').first()).toContainText('"metadata"');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 390);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations()).toEqual([]);
  });
});
