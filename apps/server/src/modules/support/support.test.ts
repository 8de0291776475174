import { messagesMessages } from '@pillars/shared/messages/schemas';
import { supportMessages } from '@pillars/shared/support/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp, testAppUrl } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../../test/builders.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { queryRows } from '../../db/client.ts';

/** Messages and support through HTTP: isolation, staff-only routes, rules, unread, e-mail. */
const smtp = await startLocalSmtpServer();
afterAll(() => smtp.close());
const { app, db, databaseKind, loginAs, signInAs, userIds, runJobs, countRequestStatements } =
  await buildTestApp({
    env: { SMTP_URL: smtp.url },
  });

let alice: BuiltMember;
let bob: BuiltMember;
let aliceCookie = '';
let bobCookie = '';
let supportCookie = '';
let adminCookie = '';
let agentCookie = '';
let supportId = '';
const supportUserId = () => supportId;

beforeAll(async () => {
  alice = await createMemberWithAccess(db, {
    firstName: 'Alice',
    lastName: 'Archer',
    organization: { name: 'Archer Co' },
  });
  bob = await createMemberWithAccess(db, { firstName: 'Bob', lastName: 'Baker' });
  aliceCookie = await signInAs(alice);
  bobCookie = await signInAs(bob);
  supportCookie = await loginAs('support');
  const [support] = await queryRows<{ id: string }>(
    db,
    sql`select id from "user" where email = 'support@example.com'`,
  );
  supportId = support!.id;
  adminCookie = await loginAs('admin');
  agentCookie = await loginAs('agent');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(cookie: string, method: Method, url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

describe('the member chat', () => {
  it('keeps each member to their own conversation, trims text, and names the team replier', async () => {
    const posted = await call(aliceCookie, 'POST', '/api/messages', { content: '  Hello team  ' });
    expect(posted.status).toBe(201);
    expect(posted.body.message).toMatchObject({
      content: 'Hello team',
      isAdminMessage: false,
      memberId: alice.userId,
    });
    expect(posted.body.message.author.name).toBe('Alice Archer');

    // Bob sees none of it; he can send only into his own conversation, whatever he sends.
    const bobsView = await call(bobCookie, 'GET', '/api/messages');
    expect(bobsView.status).toBe(200);
    expect(bobsView.body.messages).toEqual([]);
    const bobPosts = await call(bobCookie, 'POST', '/api/messages', {
      content: 'Mine',
      userId: alice.userId,
    });
    expect(bobPosts.status).toBe(201);
    expect(bobPosts.body.message.memberId).toBe(bob.userId);

    const reply = await call(supportCookie, 'POST', `/api/admin/inbox/${alice.userId}/messages`, {
      content: 'Hi Alice, how can we help?',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message.isAdminMessage).toBe(true);

    const alicesView = await call(aliceCookie, 'GET', '/api/messages');
    expect(alicesView.body.messages.map((message: { content: string }) => message.content)).toEqual([
      'Hello team',
      'Hi Alice, how can we help?',
    ]);
    expect(alicesView.body.messages[1].author.name).toBe('Riley Chen');
    expect(
      alicesView.body.messages.every((message: { memberId: string }) => message.memberId === alice.userId),
    ).toBe(true);
  });

  it('refuses blank and too long messages with a 400 and writes nothing', async () => {
    const before = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from messages`);
    const blank = await call(aliceCookie, 'POST', '/api/messages', { content: '   \n ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain(messagesMessages.messageRequired);
    const long = await call(aliceCookie, 'POST', '/api/messages', { content: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain(messagesMessages.messageTooLong);
    const exactlyMax = await call(aliceCookie, 'POST', '/api/messages', { content: 'y'.repeat(5000) });
    expect(exactlyMax.status).toBe(201);
    const after = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from messages`);
    expect(after[0]!.count).toBe(before[0]!.count + 1);
  });

  it('pages the conversation backwards by seq, newest last', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    for (let index = 1; index <= 55; index += 1) {
      await db.execute(
        sql`insert into messages (content, user_id) values (${`m${index}`}, ${member.userId})`,
      );
    }
    const latest = await call(cookie, 'GET', '/api/messages');
    expect(latest.body.messages).toHaveLength(50);
    expect(latest.body.messages.at(-1).content).toBe('m55');
    expect(latest.body.hasOlder).toBe(true);
    const older = await call(cookie, 'GET', `/api/messages?before=${latest.body.messages[0].seq}`);
    expect(older.body.messages.map((message: { content: string }) => message.content)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(older.body.hasOlder).toBe(false);
  });

  it('limits posting per member with a clear 429', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    for (let index = 0; index < 20; index += 1) {
      expect((await call(cookie, 'POST', '/api/messages', { content: `post ${index}` })).status).toBe(201);
    }
    const refused = await call(cookie, 'POST', '/api/messages', { content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(messagesMessages.rateLimited);
    // Another member is not affected.
    expect((await call(bobCookie, 'POST', '/api/messages', { content: 'still fine' })).status).toBe(201);
  });
});

describe('the team inbox', () => {
  it('lists conversations unread first with name, organization and last message, and marks read', async () => {
    const carol = await createMemberWithAccess(db, {
      firstName: 'Carol',
      lastName: 'Cole',
      organization: { name: 'Cole Ltd' },
    });
    await call(await signInAs(carol), 'POST', '/api/messages', { content: 'Carol needs help' });
    const inbox = await call(supportCookie, 'GET', '/api/admin/inbox');
    expect(inbox.status).toBe(200);
    const conversations = inbox.body.conversations as Array<{
      member: { id: string; name: string; organization: { name: string } | null };
      unreadCount: number;
      lastMessage: { content: string };
    }>;
    const carols = conversations.find((conversation) => conversation.member.id === carol.userId)!;
    expect(carols).toMatchObject({
      member: { name: 'Carol Cole', organization: { name: 'Cole Ltd' } },
      unreadCount: 1,
      lastMessage: { content: 'Carol needs help' },
    });
    // Unread first: no read conversation comes before an unread one.
    const firstRead = conversations.findIndex((conversation) => conversation.unreadCount === 0);
    const lastUnread = conversations.findLastIndex((conversation) => conversation.unreadCount > 0);
    if (firstRead >= 0) expect(lastUnread).toBeLessThan(firstRead);

    expect((await call(supportCookie, 'POST', `/api/admin/inbox/${carol.userId}/read`)).status).toBe(200);
    const after = await call(supportCookie, 'GET', '/api/admin/inbox');
    expect(
      after.body.conversations.find(
        (conversation: { member: { id: string } }) => conversation.member.id === carol.userId,
      ).unreadCount,
    ).toBe(0);
    const conversation = await call(adminCookie, 'GET', `/api/admin/inbox/${carol.userId}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.member.name).toBe('Carol Cole');
    expect(conversation.body.messages[0].isRead).toBe(true);
  });

  it('answers 404 for a member that does not exist', async () => {
    const missing = await call(supportCookie, 'GET', '/api/admin/inbox/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messagesMessages.memberNotFound);
  });

  it('refuses members and agents on every staff route, and support on the settings', async () => {
    const ticket = await call(aliceCookie, 'POST', '/api/support/tickets', { subject: 'S', message: 'M' });
    const staffRoutes: Array<[Method, string, object?]> = [
      ['GET', '/api/admin/inbox'],
      ['GET', `/api/admin/inbox/${alice.userId}`],
      ['POST', `/api/admin/inbox/${alice.userId}/read`],
      ['POST', `/api/admin/inbox/${alice.userId}/messages`, { content: 'sneaky' }],
      ['GET', '/api/admin/tickets'],
      ['GET', `/api/admin/tickets/${ticket.body.ticket.id}`],
      ['POST', `/api/admin/tickets/${ticket.body.ticket.id}/responses`, { responseText: 'sneaky' }],
      ['PATCH', `/api/admin/tickets/${ticket.body.ticket.id}`, { status: 'closed' }],
    ];
    for (const cookie of [aliceCookie, agentCookie]) {
      for (const [method, url, payload] of staffRoutes) {
        const answer = await call(cookie, method, url, payload);
        expect(answer.status, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of [
      ['GET', '/api/admin/support'],
      ['PUT', '/api/admin/support/settings', { supportTitle: 'a', supportSubtitle: 'b', faqTitle: 'c' }],
      ['POST', '/api/admin/support/faq', { question: 'q', answer: 'a' }],
    ] as Array<[Method, string, object?]>) {
      expect((await call(supportCookie, method, url, payload)).status, `${method} ${url}`).toBe(403);
    }
    const stillOpen = await call(supportCookie, 'GET', `/api/admin/tickets/${ticket.body.ticket.id}`);
    expect(stillOpen.body.ticket.status).toBe('open');
    expect(stillOpen.body.responses).toEqual([]);
  });
});

describe('tickets', () => {
  it('keeps a member to their own tickets: another member gets 404 on read, reply and mark-read', async () => {
    const created = await call(aliceCookie, 'POST', '/api/support/tickets', {
      subject: '  Invoice question ',
      message: ' Where is my invoice? ',
    });
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatchObject({ subject: 'Invoice question', status: 'open' });
    const id = created.body.ticket.id as string;
    expect((await call(bobCookie, 'GET', `/api/support/tickets/${id}`)).status).toBe(404);
    const bobReply = await call(bobCookie, 'POST', `/api/support/tickets/${id}/responses`, {
      responseText: 'me too',
    });
    expect(bobReply.status).toBe(404);
    expect(bobReply.body.error.message).toBe(supportMessages.ticketNotFound);
    expect(
      (await call(bobCookie, 'POST', '/api/notifications/read', { kind: 'ticket', ticketId: id })).status,
    ).toBe(404);
    const bobsPage = await call(bobCookie, 'GET', '/api/support');
    expect(bobsPage.body.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(id);

    const mine = await call(aliceCookie, 'GET', `/api/support/tickets/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.ticket.message).toBe('Where is my invoice?');
  });

  it('requires subject and message', async () => {
    const noSubject = await call(aliceCookie, 'POST', '/api/support/tickets', {
      subject: '  ',
      message: 'x',
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.error.message).toContain(supportMessages.subjectRequired);
    const noMessage = await call(aliceCookie, 'POST', '/api/support/tickets', { subject: 'x', message: '' });
    expect(noMessage.status).toBe(400);
  });

  it('moves between open, in_progress and closed; replies are refused while closed', async () => {
    const created = await call(aliceCookie, 'POST', '/api/support/tickets', {
      subject: 'Access',
      message: 'Help',
    });
    const id = created.body.ticket.id as string;
    for (const status of ['in_progress', 'closed'] as const) {
      const moved = await call(supportCookie, 'PATCH', `/api/admin/tickets/${id}`, { status });
      expect(moved.status).toBe(200);
      expect(moved.body.ticket.status).toBe(status);
    }
    const memberReply = await call(aliceCookie, 'POST', `/api/support/tickets/${id}/responses`, {
      responseText: 'hi?',
    });
    expect(memberReply.status).toBe(409);
    expect(memberReply.body.error.message).toBe(supportMessages.ticketClosed);
    const teamReply = await call(supportCookie, 'POST', `/api/admin/tickets/${id}/responses`, {
      responseText: 'late',
    });
    expect(teamReply.status).toBe(409);
    const invalid = await auditRowsOf(db, () =>
      call(supportCookie, 'PATCH', `/api/admin/tickets/${id}`, { status: 'archived' }),
    );
    expect(invalid.result.status).toBe(400);
    expect(invalid.rows).toEqual([]);

    const reopened = await auditRowsOf(db, () =>
      call(adminCookie, 'PATCH', `/api/admin/tickets/${id}`, { status: 'open' }),
    );
    expect(reopened.result.body.ticket.status).toBe('open');
    // The team's change is in the trail, in the member's organization; the same status again is not.
    expect(reopened.rows).toEqual([
      expect.objectContaining({
        action: 'ticket.status',
        actor_id: userIds.admin,
        target_type: 'ticket',
        target_id: id,
        target_name: 'Access',
        organization_id: alice.organizationId,
        before: { status: 'closed' },
        after: { status: 'open' },
      }),
    ]);
    const unchanged = await auditRowsOf(db, () =>
      call(supportCookie, 'PATCH', `/api/admin/tickets/${id}`, { status: 'open' }),
    );
    expect(unchanged.result.status).toBe(200);
    expect(unchanged.rows).toEqual([]);
    expect(
      (await call(aliceCookie, 'POST', `/api/support/tickets/${id}/responses`, { responseText: 'ok' }))
        .status,
    ).toBe(201);
    const detail = await call(aliceCookie, 'GET', `/api/support/tickets/${id}`);
    expect(detail.body.responses).toHaveLength(1);
    expect(detail.body.responses[0]).toMatchObject({ responseText: 'ok', isTeamResponse: false });

    const queue = await call(supportCookie, 'GET', '/api/admin/tickets?status=open');
    expect(queue.body.tickets.every((ticket: { status: string }) => ticket.status === 'open')).toBe(true);
    expect(queue.body.tickets.find((ticket: { id: string }) => ticket.id === id)).toMatchObject({
      isAwaitingTeam: true,
      member: { id: alice.userId },
    });
    const closedQueue = await call(supportCookie, 'GET', '/api/admin/tickets?status=closed');
    expect(closedQueue.body.tickets.find((ticket: { id: string }) => ticket.id === id)).toBeUndefined();
  });
});

describe('the bell and e-mail', () => {
  it('counts unread team replies (chat and tickets), marks them read, and e-mails each reply with a link', async () => {
    const dana = await createMemberWithAccess(db, { firstName: 'Dana', lastName: 'Dale' });
    const cookie = await signInAs(dana);
    expect((await call(cookie, 'GET', '/api/notifications')).body).toEqual({
      audience: 'member',
      count: 0,
      counts: { messages: 0, tickets: 0, notifications: 0 },
      items: [],
    });

    await call(cookie, 'POST', '/api/messages', { content: 'Question' });
    const ticket = await call(cookie, 'POST', '/api/support/tickets', {
      subject: 'Billing',
      message: 'Charge?',
    });
    const ticketId = ticket.body.ticket.id as string;
    const mailBefore = smtp.received.length;
    await call(supportCookie, 'POST', `/api/admin/inbox/${dana.userId}/messages`, { content: 'Answer one' });
    await call(supportCookie, 'POST', `/api/admin/inbox/${dana.userId}/messages`, { content: 'Answer two' });
    await call(supportCookie, 'POST', `/api/admin/tickets/${ticketId}/responses`, {
      responseText: 'Refunded',
    });
    // The member's own reply does not count.
    await call(cookie, 'POST', `/api/support/tickets/${ticketId}/responses`, { responseText: 'Thanks' });

    const bell = await call(cookie, 'GET', '/api/notifications');
    expect(bell.body.count).toBe(3);
    expect(bell.body.counts).toEqual({ messages: 2, tickets: 1, notifications: 0 });
    expect(bell.body.items).toHaveLength(2);
    const chatItem = bell.body.items.find((item: { kind: string }) => item.kind === 'conversation');
    expect(chatItem).toMatchObject({
      unreadCount: 2,
      preview: 'Answer two',
      authorName: 'Riley Chen',
      href: '/messages',
    });
    const ticketItem = bell.body.items.find((item: { kind: string }) => item.kind === 'ticket');
    expect(ticketItem).toMatchObject({
      unreadCount: 1,
      title: 'Billing',
      ticketId,
      href: `/support?ticket=${ticketId}`,
    });
    const page = await call(cookie, 'GET', '/api/support');
    expect(page.body.tickets[0]).toMatchObject({ id: ticketId, unreadCount: 1, responseCount: 2 });

    const afterChat = await call(cookie, 'POST', '/api/notifications/read', { kind: 'conversation' });
    expect(afterChat.body.count).toBe(1);
    const afterTicket = await call(cookie, 'POST', '/api/notifications/read', { kind: 'ticket', ticketId });
    expect(afterTicket.body).toEqual({
      audience: 'member',
      count: 0,
      counts: { messages: 0, tickets: 0, notifications: 0 },
      items: [],
    });
    expect((await call(cookie, 'GET', '/api/notifications')).body.count).toBe(0);

    // The three team replies were queued as mail; the job delivers them through SMTP.
    await runJobs();
    // (Earlier tests' replies to other members may be delivered in the same run.)
    const mail = smtp.received.slice(mailBefore).filter((message) => message.to.includes(dana.email));
    expect(mail).toHaveLength(3);
    expect(
      mail.some(
        (message) =>
          message.text.includes('Refunded') &&
          message.text.includes(`${testAppUrl}/support?ticket=${ticketId}`),
      ),
    ).toBe(true);
    expect(
      mail.some(
        (message) => message.text.includes('Answer one') && message.text.includes(`${testAppUrl}/messages`),
      ),
    ).toBe(true);
  });
});

describe('support settings and FAQ', () => {
  it('shows the not-configured state, then the superadmin configures, adds, edits, reorders and deletes', async () => {
    await db.execute(sql`delete from support_settings`);
    await db.execute(sql`delete from support_faq_items`);
    const empty = await call(aliceCookie, 'GET', '/api/support');
    expect(empty.status).toBe(200);
    expect(empty.body.settings).toBeNull();
    expect(empty.body.faq).toEqual([]);

    const saved = await call(adminCookie, 'PUT', '/api/admin/support/settings', {
      supportTitle: ' Help ',
      supportSubtitle: 'We answer fast',
      faqTitle: 'FAQ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({
      supportTitle: 'Help',
      supportSubtitle: 'We answer fast',
      faqTitle: 'FAQ',
    });
    const blank = await call(adminCookie, 'PUT', '/api/admin/support/settings', {
      supportTitle: '',
      supportSubtitle: 'x',
      faqTitle: 'y',
    });
    expect(blank.status).toBe(400);

    const ids: string[] = [];
    for (const question of ['One?', 'Two?', 'Three?']) {
      const created = await call(adminCookie, 'POST', '/api/admin/support/faq', {
        question,
        answer: `A ${question}`,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.item.id);
    }
    const edited = await call(adminCookie, 'PUT', `/api/admin/support/faq/${ids[1]}`, {
      question: 'Two!',
      answer: 'B',
    });
    expect(edited.body.item).toMatchObject({ question: 'Two!', orderPosition: 2 });
    const reordered = await call(adminCookie, 'PUT', '/api/admin/support/faq-order', {
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.body.faq.map((item: { question: string }) => item.question)).toEqual([
      'Three?',
      'One?',
      'Two!',
    ]);
    const incomplete = await call(adminCookie, 'PUT', '/api/admin/support/faq-order', {
      ids: [ids[0], ids[1]],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe(supportMessages.faqOrderMismatch);
    const deleted = await call(adminCookie, 'DELETE', `/api/admin/support/faq/${ids[0]}`);
    expect(
      deleted.body.faq.map((item: { question: string; orderPosition: number }) => [
        item.question,
        item.orderPosition,
      ]),
    ).toEqual([
      ['Three?', 1],
      ['Two!', 2],
    ]);
    expect((await call(adminCookie, 'DELETE', `/api/admin/support/faq/${ids[0]}`)).status).toBe(404);

    // The member's page shows the new content at once (the content cache is invalidated by the write).
    const page = await call(aliceCookie, 'GET', '/api/support');
    expect(page.body.settings.supportTitle).toBe('Help');
    expect(page.body.faq.map((item: { question: string }) => item.question)).toEqual(['Three?', 'Two!']);
  });
});

describe("the audit trail of the superadmin's support configuration", () => {
  /** Runs one superadmin write and answers its one audit row (the test fails on none or more). */
  async function auditedWrite(method: Method, url: string, payload?: object) {
    const { result, rows } = await auditRowsOf(db, () => call(adminCookie, method, url, payload));
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    expect(rows, `${method} ${url}`).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      organization_id: null,
    });
    return { body: result.body, row: rows[0]! };
  }

  it('records settings and each FAQ write with the changed fields, and nothing when refused', async () => {
    await call(adminCookie, 'PUT', '/api/admin/support/settings', {
      supportTitle: 'Help',
      supportSubtitle: 'We answer fast',
      faqTitle: 'FAQ',
    });
    const settings = await auditedWrite('PUT', '/api/admin/support/settings', {
      supportTitle: 'Get help',
      supportSubtitle: 'We answer fast',
      faqTitle: 'FAQ',
    });
    expect(settings.row).toMatchObject({
      action: 'support.settings',
      target_type: 'support_settings',
      before: { supportTitle: 'Help' },
      after: { supportTitle: 'Get help' },
    });

    const longAnswer = 'An answer that goes on. '.repeat(20);
    const created = await auditedWrite('POST', '/api/admin/support/faq', {
      question: 'Audited?',
      answer: longAnswer,
    });
    const itemId = created.body.item.id as string;
    expect(created.row).toMatchObject({
      action: 'faq.create',
      target_type: 'faq_item',
      target_id: itemId,
      target_name: 'Audited?',
      after: { question: 'Audited?', answer: { length: longAnswer.trim().length } },
    });
    const edited = await auditedWrite('PUT', `/api/admin/support/faq/${itemId}`, {
      question: 'Audited!',
      answer: longAnswer,
    });
    expect({ action: edited.row.action, before: edited.row.before, after: edited.row.after }).toEqual({
      action: 'faq.update',
      before: { question: 'Audited?' },
      after: { question: 'Audited!' },
    });

    const order = (await call(adminCookie, 'GET', '/api/admin/support')).body.faq.map(
      (item: { id: string }) => item.id,
    ) as string[];
    const reversed = [...order].reverse();
    const reordered = await auditedWrite('PUT', '/api/admin/support/faq-order', { ids: reversed });
    expect(reordered.row).toMatchObject({
      action: 'faq.reorder',
      before: { order },
      after: { order: reversed },
    });
    const deleted = await auditedWrite('DELETE', `/api/admin/support/faq/${itemId}`);
    expect(deleted.row).toMatchObject({ action: 'faq.delete', target_id: itemId, target_name: 'Audited!' });

    const refused = await auditRowsOf(db, async () => [
      await call(supportCookie, 'PUT', '/api/admin/support/settings', {
        supportTitle: 'x',
        supportSubtitle: 'y',
        faqTitle: 'z',
      }),
      await call(agentCookie, 'POST', '/api/admin/support/faq', { question: 'Q', answer: 'A' }),
      await call(adminCookie, 'PUT', '/api/admin/support/settings', {
        supportTitle: '',
        supportSubtitle: 'x',
        faqTitle: 'y',
      }),
      await call(adminCookie, 'PUT', '/api/admin/support/faq-order', { ids: [itemId] }),
      await call(adminCookie, 'DELETE', `/api/admin/support/faq/${itemId}`),
    ]);
    expect(refused.result.map((response) => response.status)).toEqual([403, 403, 400, 400, 404]);
    expect(refused.rows).toEqual([]);
  });
});

describe('the demo data', () => {
  it("gives member@example.com a conversation, a closed ticket with the team's answer, and unread replies", async () => {
    const cookie = await loginAs('member');
    const conversation = await call(cookie, 'GET', '/api/messages');
    expect(conversation.body.messages.length).toBeGreaterThanOrEqual(4);
    expect(
      conversation.body.messages.some(
        (message: { author: { name: string } }) => message.author.name === 'Riley Chen',
      ),
    ).toBe(true);
    const page = await call(cookie, 'GET', '/api/support');
    expect(page.body.settings).not.toBeNull();
    expect(page.body.faq.length).toBeGreaterThan(0);
    const closed = page.body.tickets.find((ticket: { status: string }) => ticket.status === 'closed');
    expect(closed).toBeDefined();
    const detail = await call(cookie, 'GET', `/api/support/tickets/${closed.id}`);
    expect(
      detail.body.responses.some((response: { isTeamResponse: boolean }) => response.isTeamResponse),
    ).toBe(true);
    const bell = await call(cookie, 'GET', '/api/notifications');
    expect(bell.body.count).toBe(2);
  });
});

describe("the team's bell", () => {
  const bellOf = async (cookie: string) => (await call(cookie, 'GET', '/api/notifications')).body;

  it("tells support and superadmins of members' new messages and tickets until someone answers", async () => {
    const erin = await createMemberWithAccess(db, { firstName: 'Erin', lastName: 'Early' });
    const erinCookie = await signInAs(erin);
    const before = await bellOf(supportCookie);
    expect(before.audience).toBe('team');

    await call(erinCookie, 'POST', '/api/messages', { content: 'Is anyone there?' });
    await call(erinCookie, 'POST', '/api/messages', { content: 'Hello?' });
    const ticket = await call(erinCookie, 'POST', '/api/support/tickets', {
      subject: 'Invoice missing',
      message: 'I cannot find my invoice.',
    });
    const ticketId = ticket.body.ticket.id as string;

    for (const cookie of [supportCookie, adminCookie]) {
      const bell = await bellOf(cookie);
      expect(bell.audience).toBe('team');
      expect(bell.counts).toEqual({
        messages: before.counts.messages + 2,
        tickets: before.counts.tickets + 1,
        notifications: 0,
      });
      expect(bell.count).toBe(bell.counts.messages + bell.counts.tickets);
      expect(bell.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'conversation',
            title: 'Erin Early',
            preview: 'Hello?',
            unreadCount: 2,
            href: `/admin/inbox?member=${erin.userId}`,
          }),
          expect.objectContaining({
            kind: 'ticket',
            ticketId,
            title: 'Invoice missing',
            preview: 'I cannot find my invoice.',
            authorName: 'Erin Early',
            href: `/admin/tickets?ticket=${ticketId}`,
          }),
        ]),
      );
    }

    // Reading the conversation clears its messages for the whole team.
    await call(supportCookie, 'POST', `/api/admin/inbox/${erin.userId}/read`);
    expect((await bellOf(adminCookie)).counts.messages).toBe(before.counts.messages);
    // A team reply answers the ticket; the member's next reply makes it wait again; closing ends it.
    await call(supportCookie, 'POST', `/api/admin/tickets/${ticketId}/responses`, {
      responseText: 'Sent it.',
    });
    expect((await bellOf(supportCookie)).counts.tickets).toBe(before.counts.tickets);
    await call(erinCookie, 'POST', `/api/support/tickets/${ticketId}/responses`, {
      responseText: 'Got it, one more thing',
    });
    const waitingAgain = await bellOf(supportCookie);
    expect(waitingAgain.counts.tickets).toBe(before.counts.tickets + 1);
    expect(
      waitingAgain.items.find((item: { ticketId: string | null }) => item.ticketId === ticketId),
    ).toMatchObject({ preview: 'Got it, one more thing' });
    await call(supportCookie, 'PATCH', `/api/admin/tickets/${ticketId}`, { status: 'closed' });
    expect((await bellOf(supportCookie)).counts.tickets).toBe(before.counts.tickets);
  });

  it("keeps agents and members on their own replies: they never see another member's work", async () => {
    const frank = await createMemberWithAccess(db, { firstName: 'Frank' });
    const frankCookie = await signInAs(frank);
    await call(frankCookie, 'POST', '/api/messages', { content: 'Private question from Frank' });
    for (const cookie of [agentCookie, aliceCookie, bobCookie]) {
      const bell = await call(cookie, 'GET', '/api/notifications');
      expect(bell.status).toBe(200);
      expect(bell.body.audience).toBe('member');
      expect(JSON.stringify(bell.body)).not.toContain('Private question from Frank');
    }
  });
});

describe("a member's ticket page held in memory", () => {
  it('shows a team reply, a status change and a changed name, email or organization on the next read', async () => {
    const member = await createMemberWithAccess(db, {
      firstName: 'Tess',
      lastName: 'Ticket',
      organization: { name: 'Ticket Co' },
    });
    const cookie = await signInAs(member);
    const created = await call(cookie, 'POST', '/api/support/tickets', { subject: 'Fresh', message: 'one' });
    const page = `/api/support/tickets/${created.body.ticket.id}`;
    const read = async () => {
      const response = await call(cookie, 'GET', page);
      expect(response.status).toBe(200);
      return response.body;
    };
    // Read twice: the second from memory.
    await read();
    expect((await read()).responses).toHaveLength(0);

    await call(supportCookie, 'POST', `/api/admin/tickets/${created.body.ticket.id}/responses`, {
      responseText: 'We are on it',
    });
    const replied = await read();
    expect(replied.responses.map((response: { responseText: string }) => response.responseText)).toEqual([
      'We are on it',
    ]);
    const supportName = replied.responses[0].author.name;

    await call(supportCookie, 'PATCH', `/api/admin/tickets/${created.body.ticket.id}`, {
      status: 'in_progress',
    });
    expect((await read()).ticket.status).toBe('in_progress');

    // The responder's name, changed by hand (as any instance or psql would): the trigger
    // bumps the counters of the members they answered.
    const [profile] = await queryRows<{ first_name: string | null; last_name: string | null }>(
      db,
      sql`select first_name, last_name from profiles where id = ${supportUserId()}`,
    );
    try {
      await db.execute(
        sql`update profiles set first_name = 'Renamed', last_name = 'Responder' where id = ${supportUserId()}`,
      );
      expect((await read()).responses[0].author.name).toBe('Renamed Responder');
    } finally {
      await db.execute(
        sql`update profiles set first_name = ${profile!.first_name}, last_name = ${profile!.last_name} where id = ${supportUserId()}`,
      );
    }
    expect((await read()).responses[0].author.name).toBe(supportName);

    // The member's own name, email and organization's name.
    await db.execute(sql`update profiles set first_name = 'Tessa' where id = ${member.userId}`);
    expect((await read()).ticket.member.name).toBe('Tessa Ticket');
    const email = `renamed-${member.userId}@example.com`;
    await db.execute(sql`update "user" set email = ${email} where id = ${member.userId}`);
    expect((await read()).ticket.member.email).toBe(email);
    await db.execute(
      sql`update organizations set name = 'Ticket Co Renamed' where id = (select organization_id from profiles where id = ${member.userId})`,
    );
    expect((await read()).ticket.member.organization.name).toBe('Ticket Co Renamed');
  });

  it("shows a team member's new name on their chat replies at the member's next read", async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    await call(cookie, 'POST', '/api/messages', { content: 'Hello team' });
    await call(supportCookie, 'POST', `/api/admin/inbox/${member.userId}/messages`, { content: 'Hello you' });
    const replyAuthor = async () => {
      const response = await call(cookie, 'GET', '/api/messages');
      expect(response.status).toBe(200);
      const reply = response.body.messages.find(
        (message: { content: string }) => message.content === 'Hello you',
      );
      return reply.author.name as string;
    };
    const supportName = await replyAuthor();
    expect(await replyAuthor()).toBe(supportName); // from memory now
    const [profile] = await queryRows<{ first_name: string | null; last_name: string | null }>(
      db,
      sql`select first_name, last_name from profiles where id = ${supportUserId()}`,
    );
    try {
      await db.execute(
        sql`update profiles set first_name = 'Chat', last_name = 'Renamed' where id = ${supportUserId()}`,
      );
      expect(await replyAuthor()).toBe('Chat Renamed');
    } finally {
      await db.execute(
        sql`update profiles set first_name = ${profile!.first_name}, last_name = ${profile!.last_name} where id = ${supportUserId()}`,
      );
    }
    expect(await replyAuthor()).toBe(supportName);
  });
});

describe('statement counts stay constant when the data grows tenfold', () => {
  const memberReads = ['/api/messages', '/api/support', '/api/notifications'];
  const teamReads = ['/api/admin/inbox', '/api/admin/tickets'];

  async function measure(cookie: string, urls: string[]) {
    const counts: Record<string, number> = {};
    for (const url of urls) {
      // Once to fill the caches, once counted.
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
      const { response, statements } = await countRequestStatements({
        method: 'GET',
        url,
        headers: { cookie },
      });
      expect(response.statusCode, url).toBe(200);
      counts[url] = statements;
    }
    return counts;
  }

  it('has the same count before and after', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    await call(cookie, 'POST', '/api/messages', { content: 'first' });
    const ticket = await call(cookie, 'POST', '/api/support/tickets', { subject: 'First', message: 'one' });
    await call(supportCookie, 'POST', `/api/admin/tickets/${ticket.body.ticket.id}/responses`, {
      responseText: 'r',
    });
    await call(supportCookie, 'POST', `/api/admin/inbox/${member.userId}/messages`, { content: 'r' });
    const ticketPage = `/api/support/tickets/${ticket.body.ticket.id}`;
    const before = {
      ...(await measure(cookie, [...memberReads, ticketPage])),
      ...(await measure(supportCookie, teamReads)),
      // The team's bell (read every time: other people's writes change it).
      teamBell: (await measure(supportCookie, ['/api/notifications']))['/api/notifications'],
    };
    // The member's own rows come from memory (lib/member-cache.ts): on PostgreSQL only the
    // session statement runs, on the embedded database (sessions in memory too) none; a
    // ticket's page too (its names bump the member's counter, migration 0021).
    const session = databaseKind === 'postgres' ? 1 : 0;
    expect(before).toMatchObject({
      '/api/messages': session,
      '/api/support': session,
      '/api/notifications': session,
      [ticketPage]: session,
    });

    // Ten times more: messages, tickets with unread team replies, FAQ items.
    await db.execute(sql`
      insert into messages (content, user_id, is_admin_message, admin_id)
      select 'more ' || n, ${member.userId}, n % 2 = 0, case when n % 2 = 0 then ${supportUserId()}::uuid end
        from generate_series(1, 40) n`);
    await db.execute(sql`
      insert into support_requests (user_id, subject, message)
      select ${member.userId}, 'More ' || n, 'more' from generate_series(1, 10) n`);
    await db.execute(sql`
      insert into ticket_responses (ticket_id, responder_id, response_text)
      select t.id, ${supportUserId()}, 'answer' from support_requests t where t.user_id = ${member.userId}`);
    const after = {
      ...(await measure(cookie, [...memberReads, ticketPage])),
      ...(await measure(supportCookie, teamReads)),
      teamBell: (await measure(supportCookie, ['/api/notifications']))['/api/notifications'],
    };
    expect(after).toEqual(before);
  });
});
