import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Learning Plans (issue 40) in the browser: agent@example.com assigns a pillar due in a week
 * to member@example.com (Sam Carter) from Learning Plans; Sam sees it first on Home ("Assigned
 * to you"), completes its lessons through the lesson viewer, and the agent reads "Completed on
 * time". Assign from a person's row on Team Management, Change due date and Remove; Home's
 * section and the plans page at phone width; the accessibility scans of the plans page, the
 * Assign form and My Plan.
 *
 * Each worker's server shares its demo data with the other tests: the pillar is the demo's
 * smallest (Delivery & Quality, which no other test reads Sam's progress in), and every test
 * removes the assignments it made, so Sam's Home is as the other tests expect.
 */

const member = { name: 'Sam Carter', email: 'member@example.com' };
const pillarTitle = 'Delivery & Quality';

/** The day `days` after today where the browser is (the member's zone is the browser's). */
function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return day.toLocaleDateString('en-CA');
  }, days);
}

/** A due day as the pages write it in this browser's locale (en-US): 'Dec 4, 2026'. */
function dueDayText(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

async function openLearningPlans(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learning Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Plans' })).toBeVisible();
}

/** An assignment's row of the plans table (wide screens) or its card (a phone). */
function assignmentOf(page: Page, contentTitle: string): Locator {
  const main = page.getByRole('main');
  return main
    .getByRole('row')
    .or(main.getByRole('list', { name: 'Assignments' }).getByRole('listitem'))
    .filter({ hasText: member.email })
    .filter({ hasText: contentTitle });
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Removes an assignment as the agent, after the confirmation. */
async function removeAssignment(page: Page, contentTitle: string) {
  const assignment = assignmentOf(page, contentTitle);
  await assignment.getByRole('button', { name: `Remove: ${contentTitle} for ${member.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove assignment' });
  await expect(confirm).toContainText(`Remove ${contentTitle} from ${member.name}'s plan?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Assignment removed.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(assignment).toHaveCount(0);
}

test.describe('learning plans', () => {
  test('an agent assigns a pillar due in a week; the member completes it on time through the lesson viewer', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    // Every lesson of a pillar, one by one, through the viewer (as admin-learning's journey).
    test.setTimeout(120_000);
    await loginAs('agent');
    // The agent's name as it is now on this worker's server (another test renames them).
    const { profile } = (await (await page.request.get('/api/me')).json()) as {
      profile: { firstName: string; lastName: string };
    };
    const agentName = `${profile.firstName} ${profile.lastName}`;
    await openLearningPlans(page);
    const dueDate = await dayFromToday(page, 7);

    // Assign: the pillar, Sam by name, a due date and a note.
    await page.getByRole('button', { name: 'Assign', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    await expect(dialog.getByLabel('A pillar')).toBeChecked();
    await dialog.getByLabel('Pillar', { exact: true }).selectOption({ label: pillarTitle });
    await dialog.getByLabel(member.name, { exact: true }).check();
    await dialog.getByLabel('Due date').fill(dueDate);
    await dialog.getByLabel('Note').fill('Before the client review next week, please.');
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Assign form').toEqual([]);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Assigned: 1 assignment made.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = assignmentOf(page, pillarTitle);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Not started');
    await expect(row).toContainText('Due in 7 days');
    const totalText = (await row.textContent()) ?? '';
    const totalLessons = Number(/0 of (\d+) lessons, 0%/.exec(totalText)?.[1]);
    expect(totalLessons, totalText).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Learning Plans').toEqual([]);

    // Sam's Home opens with it, above everything else; the pillar's card says it is assigned.
    await loginAs('member');
    const assigned = page.getByRole('region', { name: 'Assigned to you' });
    await expect(assigned).toBeVisible();
    await expect(page.getByRole('main').getByRole('region').first()).toHaveAccessibleName('Assigned to you');
    const card = assigned.getByRole('article', { name: pillarTitle });
    await expect(card).toContainText(`Assigned by ${agentName}`);
    await expect(card).toContainText('Due in 7 days');
    await expect(card).toContainText(`0 of ${totalLessons} lessons, 0%`);
    await expect(
      page
        .getByRole('region', { name: 'Pillars of Agency' })
        .getByRole('article')
        .filter({ hasText: pillarTitle })
        .getByText('Assigned', { exact: true }),
    ).toBeVisible();

    // The bell tells of it too (decision 050); opening it leads to My Plan and marks it read.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const told = bell.getByRole('link', { name: `Assigned to you: ${pillarTitle}` });
    await expect(told).toContainText('new');
    await expect(told).toContainText(`${agentName} assigned it.`);
    await told.click();
    await expect(page).toHaveURL(/\/my-plan$/);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(bell.getByRole('link', { name: `Assigned to you: ${pillarTitle}` })).not.toContainText(
      'new',
    );
    await page.keyboard.press('Escape');

    // The pillar's own page says it was assigned, and so does its lesson viewer (issue 54).
    const assignedLine = `Assigned by ${agentName}, due ${dueDayText(dueDate)}`;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pillars of Agency' })
      .click();
    await page.getByRole('main').getByRole('link', { name: pillarTitle }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: pillarTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(assignedLine)).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Continue/ })
      .first()
      .click();
    await expect(page.getByText(/^\d+ of \d+ lessons? completed$/)).toBeVisible();
    await expect(page.getByRole('main').getByText(assignedLine)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();

    // Continue opens the next unfinished lesson; each key element's lessons are completed in
    // the viewer, then Home's Continue leads on to the next key element.
    let completed = 0;
    while (completed < totalLessons) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(card).toContainText(`${completed} of ${totalLessons} lessons`);
      await card.getByRole('link', { name: `Continue: ${pillarTitle}` }).click();
      const counter = page.getByText(/^\d+ of \d+ lessons? completed$/);
      const [, doneText, lessonsText] = /^(\d+) of (\d+)/.exec((await counter.textContent()) ?? '') ?? [];
      const lessons = Number(lessonsText);
      expect(Number(doneText), 'a key element opened at its first unfinished lesson').toBe(0);
      for (let done = 1; done <= lessons; done += 1) {
        await page.getByRole('button', { name: 'Mark as Completed' }).click();
        await expect(
          page.getByText(`${done} of ${lessons} lessons completed`, { exact: true }),
        ).toBeVisible();
      }
      completed += lessons;
    }

    // Done: Home has nothing assigned left; My Plan keeps it, completed on time.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible();
    await expect(assigned).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Plan' })).toBeVisible();
    const completedCard = page
      .getByRole('region', { name: 'Completed' })
      .getByRole('article', { name: pillarTitle });
    await expect(completedCard).toContainText('Completed on time');
    await expect(completedCard).toContainText(`${totalLessons} of ${totalLessons} lessons, 100%`);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'My Plan').toEqual([]);

    // The agent reads "Completed on time", also through the status filter (kept in the URL).
    await loginAs('agent', { redirectTo: '/admin/team/plans' });
    await expect(row).toContainText('Completed on time');
    await expect(row).toContainText(`${totalLessons} of ${totalLessons} lessons, 100%`);
    // On a desktop the menus are out, with no Filters button (issue 54 folds them on phones only).
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('completed_on_time');
    await expect(page).toHaveURL(/status=completed_on_time/);
    await expect(row).toHaveCount(1);
    // The order is the list's too, kept in the URL: by person, newest first.
    await page.getByLabel('Sort by').selectOption({ label: 'Person' });
    await page.getByLabel('Order').selectOption({ label: 'Descending' });
    await expect(page).toHaveURL(/sort=person/);
    await expect(page).toHaveURL(/direction=desc/);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('completed_on_time');
    await expect(page.getByLabel('Sort by')).toHaveValue('person');
    await expect(page.getByLabel('Order')).toHaveValue('desc');
    await expect(row).toContainText('Completed on time');

    // Export CSV: the filtered rows, as the page shows them.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^learning-plans-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('The CSV file has been downloaded.')).toBeVisible();
    const lines = (await readFile((await download.path())!))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Person,Email,Content,Type,Due date,Status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${member.name},${member.email},${pillarTitle},Pillar,${dueDate},Completed on time,`,
    );

    await removeAssignment(page, pillarTitle);
  });

  test("assigns from a person's row on Team Management, changes the due date and removes it", {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    const elementTitle = 'Client Onboarding';
    await loginAs('agent', { redirectTo: '/admin/team' });
    await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
    await page.getByRole('button', { name: `Assign: ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    // The person of the row is chosen already.
    await expect(dialog.getByLabel(member.name, { exact: true })).toBeChecked();
    await dialog.getByLabel('A key element').check();
    await dialog.getByLabel('Pillar', { exact: true }).selectOption({ label: 'Operations & Systems' });
    await dialog.getByLabel('Key element', { exact: true }).selectOption({ label: elementTitle });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Assigned: 1 assignment made.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Focus goes back to the row's Assign.
    await expect(page.getByRole('button', { name: `Assign: ${member.name}` })).toBeFocused();

    await openLearningPlans(page);
    const row = assignmentOf(page, elementTitle);
    await expect(row).toContainText('Not started');
    await expect(row).toContainText('No due date');

    // Change due date: a day in the past is refused with the server's words, then a real one.
    await row.getByRole('button', { name: `Change due date: ${elementTitle} for ${member.name}` }).click();
    const dueDialog = page.getByRole('dialog', { name: 'Change due date' });
    await dueDialog.getByLabel('Due date').fill(await dayFromToday(page, -3));
    await dueDialog.getByRole('button', { name: 'Save' }).click();
    await expect(dueDialog.getByText('The due date cannot be in the past.')).toBeVisible();
    await dueDialog.getByLabel('Due date').fill(await dayFromToday(page, 3));
    await dueDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Due date changed.')).toBeVisible();
    await expect(row).toContainText('Due in 3 days');

    // Remove asks first: Keep Assignment keeps it.
    await row.getByRole('button', { name: `Remove: ${elementTitle} for ${member.name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove assignment' })
      .getByRole('button', { name: 'Keep Assignment' })
      .click();
    await expect(row).toHaveCount(1);
    await removeAssignment(page, elementTitle);
  });

  test('a superadmin chooses the organization, kept in the URL as on Analytics', {
    tag: '@desktop',
  }, async ({ page, loginAs, accessibilityViolations }) => {
    await loginAs('admin');
    await openLearningPlans(page);
    await expect(page.getByText('Choose an organization.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Organization' }).fill('Northwind');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('list', { name: 'Organizations' })
      .getByRole('button', { name: 'Northwind Creative' })
      .click();
    await expect(page).toHaveURL(/organization=/);
    await expect(page.getByRole('heading', { name: 'Team: Northwind Creative' })).toBeVisible();
    // Nothing assigned in this team yet (the other tests remove theirs): the empty state offers Assign.
    await expect(page.getByText('Nothing is assigned yet.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Team: Northwind Creative' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Learning Plans, a chosen organization').toEqual([]);
  });

  test("fits the phone: the plans page's cards and Home's Assigned to you", { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    const lessonTitle = 'Qualifying Calls in Fifteen Minutes';
    await loginAs('agent', { redirectTo: '/admin/team/plans' });
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Assign', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    await dialog.getByLabel('Lessons').check();
    await dialog.getByLabel('Pillar', { exact: true }).selectOption({ label: 'Sales & Marketing Process' });
    await dialog.getByLabel(lessonTitle).check();
    await dialog.getByLabel(member.name, { exact: true }).check();
    await dialog.getByLabel('Due date').fill(await dayFromToday(page, 2));
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Assigned: 1 assignment made.')).toBeVisible();

    // The table becomes cards on a phone, and the five filter menus fold behind one Filters
    // button, so the first assignment shows in the first screen (issue 54).
    const card = assignmentOf(page, lessonTitle);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Due in 2 days');
    const filtersButton = page.getByRole('button', { name: 'Filters' });
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Status')).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Assignments' }).getByRole('listitem').first(),
    ).toBeInViewport();
    await filtersButton.click();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Status').selectOption('not_started');
    await expect(page).toHaveURL(/status=not_started/);
    await expect(card).toBeVisible();
    await filtersButton.click();
    await expect(page.getByLabel('Status')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await page.goto('/admin/team/plans');
    await expect(page.getByRole('table', { name: 'Assignments' })).toBeHidden();
    await noSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Learning Plans at 390 px').toEqual([]);

    await loginAs('member');
    const assigned = page.getByRole('region', { name: 'Assigned to you' });
    const assignment = assigned.getByRole('article', { name: lessonTitle });
    await expect(assignment).toContainText('Due in 2 days');
    await expect(assignment.getByRole('link', { name: `Continue: ${lessonTitle}` })).toBeVisible();
    await expect(assigned).toBeInViewport();
    await noSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'Home at 390 px').toEqual([]);
    await page.goto('/my-plan');
    await expect(
      page.getByRole('region', { name: 'To do' }).getByRole('article', { name: lessonTitle }),
    ).toBeVisible();
    await noSidewaysScroll(page);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(), 'My Plan at 390 px').toEqual([]);

    await loginAs('agent', { redirectTo: '/admin/team/plans' });
    await removeAssignment(page, lessonTitle);
  });
});
