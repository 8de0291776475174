import type { Browser, Page, TestInfo } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';
import { PageProblems } from '../support/page-problems.ts';

/**
 * Messages and support with the team on the other side (issue 13): two browser contexts,
 * the member's and support@example.com's, each seeing the other's words arrive live (the
 * server-sent-events stream), never by reloading.
 */

/** A text no other test (or the other project on its own server) writes. */
function unique(testInfo: TestInfo, text: string): string {
  return `${text} (${testInfo.project.name} ${Date.now().toString(36)})`;
}

/** A second browser context signed in as support@example.com, at the test's width. */
async function openSupportPage(browser: Browser, testInfo: TestInfo, baseURL: string, path: string) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const problems = new PageProblems(context, baseURL);
  const page = await context.newPage();
  await signIn(page, 'support', { redirectTo: path });
  return { page, problems, close: () => context.close() };
}

async function expectNoViolations(page: Page, what: string) {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

/** The header bell's label carries the count of unseen team replies. */
function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ });
}

/** The bell's count: 'Notifications, 2 unread' -> 2, 'Notifications' -> 0. */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

function bellName(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
}

test.describe('messages and support with the team', () => {
  test(
    'a chat message reaches the inbox live, and the reply reaches the member live with the bell',
    { tag: '@desktop' },
    async ({ page, loginAs, browser, baseURL }, testInfo) => {
      const question = unique(testInfo, 'Can someone look at my pillar progress?');
      const firstReply = unique(testInfo, 'Happy to help, looking now.');
      const secondReply = unique(testInfo, 'All fixed, progress is back.');

      await loginAs('member', { redirectTo: '/messages' });
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Visit Support' })).toHaveAttribute('href', '/support');
      const conversation = page.getByRole('log', { name: 'Conversation with the Pillars team' });
      await expect(conversation).toBeVisible();

      // A blank message is refused in the form and never sent.
      await page.getByLabel('Message').fill('   ');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Please enter a message.')).toBeVisible();
      await expectNoViolations(page, '/messages with a validation message');

      const support = await openSupportPage(browser, testInfo, baseURL!, '/admin/inbox');
      try {
        const teamPage = support.page;
        await expect(teamPage.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();

        // The member writes; support's open inbox shows it without a reload.
        await page.getByLabel('Message').fill(question);
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(conversation.getByText(question)).toBeVisible();
        await expect(page.getByLabel('Message')).toHaveValue('');

        const row = teamPage.getByRole('button', {
          name: new RegExp(`Sam Carter.*Northwind.*${escapeRegExp(question)}`),
        });
        await expect(row).toBeVisible();
        await expectNoViolations(teamPage, '/admin/inbox');
        await row.click();
        const teamConversation = teamPage.getByRole('log', { name: 'Conversation with Sam Carter' });
        await expect(teamConversation.getByText(question)).toBeVisible();

        // The member leaves the chat; the team's reply lights the bell live.
        // (The demo data may hold unseen ticket replies: the chat's reply adds one.)
        await page.goto('/');
        await expect(bell(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const before = await bellCount(page);
        await teamPage.getByLabel('Reply to Sam Carter').fill(firstReply);
        await teamPage.getByRole('button', { name: 'Send Reply' }).click();
        await expect(teamConversation.getByText(firstReply)).toBeVisible();
        await expectNoViolations(teamPage, '/admin/inbox with a conversation');

        await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));
        await bell(page).click();
        const item = page.getByRole('link', { name: new RegExp(`Messages.*${escapeRegExp(firstReply)}`) });
        await expect(item).toBeVisible();
        await expectNoViolations(page, 'the bell open');
        await item.click();

        // The chat shows the reply with the replier's name; seeing it clears the bell.
        await expect(page).toHaveURL('/messages');
        const reply = conversation.getByText(firstReply);
        await expect(reply).toBeVisible();
        await expect(conversation.getByText('Riley Chen').first()).toBeVisible();
        await expect(bell(page)).toHaveAccessibleName(bellName(before));

        // With the chat open, the next reply appears live and scrolled into view.
        await teamPage.getByLabel('Reply to Sam Carter').fill(secondReply);
        await teamPage.getByRole('button', { name: 'Send Reply' }).click();
        await expect(conversation.getByText(secondReply)).toBeInViewport();
        await expectNoViolations(page, '/messages with replies');
        expect(support.problems.unexpected(), 'support context problems').toEqual([]);
      } finally {
        await support.close();
      }
    },
  );

  test(
    'a ticket is answered and closed by support; the member sees the answer and no reply box',
    { tag: '@desktop' },
    async ({ page, loginAs, browser, baseURL }, testInfo) => {
      const subject = unique(testInfo, 'Invoice shows the wrong agency name');
      const answer = unique(testInfo, 'We corrected the name on your invoice.');

      await loginAs('member', { redirectTo: '/support' });
      await expect(page.getByRole('heading', { level: 2, name: 'My Tickets' })).toBeVisible();
      await expectNoViolations(page, '/support');

      // Subject and message are required (and trimmed).
      await page.getByRole('button', { name: 'New Ticket' }).click();
      await page.getByLabel('Subject').fill('   ');
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(page.getByText('Please enter a subject.')).toBeVisible();
      await expect(page.getByText('Please enter a message.')).toBeVisible();
      await expectNoViolations(page, 'new ticket form with errors');

      await page.getByLabel('Subject').fill(`  ${subject}  `);
      await page.getByLabel('Message').fill('The invoice from last month names another agency.');
      await page.getByRole('button', { name: 'Submit Ticket' }).click();
      await expect(page.getByRole('heading', { level: 2, name: subject, exact: true })).toBeVisible();
      await expect(page.getByText('Open', { exact: true })).toBeVisible();
      const memberThread = page.getByRole('log', { name: `Conversation about ${subject}` });

      const support = await openSupportPage(browser, testInfo, baseURL!, '/admin/tickets');
      try {
        const teamPage = support.page;
        await expect(teamPage.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
        await teamPage.getByRole('button', { name: /^Open \(/ }).click();
        await teamPage.getByRole('button', { name: new RegExp(escapeRegExp(subject)) }).click();
        await expect(teamPage.getByText('The invoice from last month names another agency.')).toBeVisible();
        await expectNoViolations(teamPage, '/admin/tickets ticket');

        await teamPage.getByLabel('Reply').fill(answer);
        await teamPage.getByRole('button', { name: 'Send Reply' }).click();
        await expect(teamPage.getByRole('log').getByText(answer)).toBeVisible();

        // The member's open ticket shows the answer live, with the replier's name.
        await expect(memberThread.getByText(answer)).toBeVisible();
        await expect(memberThread.getByText('Riley Chen')).toBeVisible();

        await teamPage.getByLabel('Status').selectOption('closed');
        await expect(teamPage.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();

        // Closed: the member's reply box goes, live.
        await expect(
          page.getByText('This ticket is closed. Open a new ticket if you need more help.'),
        ).toBeVisible();
        await expect(page.getByLabel('Reply')).toHaveCount(0);
        await expect(page.getByText('Closed', { exact: true })).toBeVisible();
        await expectNoViolations(page, 'closed ticket');

        // And after a reload, from the server.
        await page.reload();
        await expect(memberThread.getByText(answer)).toBeVisible();
        await expect(page.getByLabel('Reply')).toHaveCount(0);
        expect(support.problems.unexpected(), 'support context problems').toEqual([]);
      } finally {
        await support.close();
      }
    },
  );

  test(
    "the team is told of a member's new message and ticket live: bell, sidebar badges and a toast",
    { tag: '@desktop' },
    async ({ page, loginAs, browser, baseURL }, testInfo) => {
      const question = unique(testInfo, 'Where do I find the hiring templates?');
      const subject = unique(testInfo, 'Cannot download the workbook');
      const support = await openSupportPage(browser, testInfo, baseURL!, '/');
      try {
        const teamPage = support.page;
        const nav = teamPage.getByRole('navigation', { name: 'Main' });
        const badgeCount = async (label: string) => {
          const name = (await nav.getByRole('link', { name: new RegExp(`^${label}`) }).textContent()) ?? '';
          return Number(/, (\d+) new/.exec(name)?.[1] ?? 0);
        };
        await expect(bell(teamPage)).toBeVisible();
        await teamPage.waitForLoadState('networkidle');
        const before = {
          bell: await bellCount(teamPage),
          inbox: await badgeCount('Support Inbox'),
          tickets: await badgeCount('Support Tickets'),
        };

        // The member writes from their own browser; support stays on Home.
        await loginAs('member', { redirectTo: '/messages' });
        await page.getByLabel('Message').fill(question);
        await page.getByRole('button', { name: 'Send' }).click();
        await expect(page.getByRole('log').getByText(question)).toBeVisible();

        await expect(teamPage.getByText('New message from Sam Carter')).toBeVisible();
        await expect(bell(teamPage)).toHaveAccessibleName(bellName(before.bell + 1));
        await expect(nav.getByRole('link', { name: /^Support Inbox/ })).toContainText(
          `, ${before.inbox + 1} new`,
        );

        await page.goto('/support');
        await page.getByRole('button', { name: 'New Ticket' }).click();
        await page.getByLabel('Subject').fill(subject);
        await page.getByLabel('Message').fill('The download button does nothing.');
        await page.getByRole('button', { name: 'Submit Ticket' }).click();
        await expect(page.getByRole('heading', { level: 2, name: subject, exact: true })).toBeVisible();

        await expect(teamPage.getByText(`New ticket: ${subject}`)).toBeVisible();
        await expect(bell(teamPage)).toHaveAccessibleName(bellName(before.bell + 2));
        await expect(nav.getByRole('link', { name: /^Support Tickets/ })).toContainText(
          `, ${before.tickets + 1} new`,
        );
        await expectNoViolations(teamPage, 'Home with new work for the team');

        // The bell lists both; the message opens its conversation, which reads it.
        await bell(teamPage).click();
        await expect(teamPage.getByRole('link', { name: new RegExp(escapeRegExp(subject)) })).toBeVisible();
        await teamPage
          .getByRole('link', { name: new RegExp(`Sam Carter.*${escapeRegExp(question)}`) })
          .click();
        await expect(teamPage).toHaveURL(/\/admin\/inbox\?member=/);
        await expect(
          teamPage.getByRole('log', { name: 'Conversation with Sam Carter' }).getByText(question),
        ).toBeVisible();
        await expect(bell(teamPage)).toHaveAccessibleName(bellName(before.bell + 1));
        expect(support.problems.unexpected(), 'support context problems').toEqual([]);
      } finally {
        await support.close();
      }
    },
  );

  test('the FAQ opens and closes and is searchable', { tag: '@phone' }, async ({ page, loginAs }) => {
    await loginAs('member', { redirectTo: '/support' });
    const faq = page.getByRole('region').filter({ has: page.getByRole('searchbox') });
    const questions = faq.getByRole('button');
    await expect(questions.first()).toBeVisible();
    const count = await questions.count();
    expect(count).toBeGreaterThan(1);

    const first = questions.first();
    const firstQuestion = (await first.textContent())!.trim();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'FAQ open');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await page.getByLabel('Search the FAQ').fill(firstQuestion);
    await expect(questions).toHaveCount(1);
    await page.getByLabel('Search the FAQ').fill('zzzz no such words');
    await expect(page.getByText('No questions match your search.')).toBeVisible();
  });

  test('the team pages refuse a team member', { tag: '@desktop' }, async ({ page, loginAs }) => {
    await loginAs('member');
    for (const path of ['/admin/inbox', '/admin/tickets', '/admin/support']) {
      await page.goto(path);
      await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    }
  });

  test(
    'support may not edit the support settings; the superadmin edits headings and the FAQ',
    { tag: '@desktop' },
    async ({ page, loginAs }, testInfo) => {
      await loginAs('support', { redirectTo: '/admin/support' });
      await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();

      await loginAs('admin', { redirectTo: '/admin/support' });
      await expect(page.getByRole('heading', { level: 1, name: 'Support Settings' })).toBeVisible();
      await expectNoViolations(page, '/admin/support');
      const question = unique(testInfo, 'Do you offer refunds?');
      await page.getByLabel('Question').last().fill(question);
      await page.getByLabel('Answer').last().fill('Within 14 days of a payment.');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await expect(page.getByText(question)).toBeVisible();
      await page.getByRole('button', { name: `Move up: ${question}` }).click();
      await expect(page.getByRole('button', { name: `Move up: ${question}` })).toBeEnabled();

      // Members see it on /support, in the FAQ.
      await page.goto('/support');
      await expect(page.getByRole('button', { name: question })).toBeVisible();
    },
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
