import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  type BuiltMember,
  createMember,
  createMemberWithAccess,
  createOrganization,
} from '../../../test/builders.ts';
import { openEventStream } from '../../../test/sse-client.ts';

/**
 * The realtime stream over real HTTP (the app listens on a port; a streamed fetch reads
 * the events): live delivery, who receives what, catch-up after a drop, and sign-out.
 */
const { app, db, loginAs, signInAs, userIds } = await buildTestApp({
  env: { REALTIME_SESSION_CHECK_MS: '500' },
});
let baseUrl = '';
let alice: BuiltMember;
let bob: BuiltMember;
let aliceCookie = '';
let bobCookie = '';
let supportCookie = '';

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await createMemberWithAccess(db);
  bob = await createMemberWithAccess(db);
  aliceCookie = await signInAs(alice);
  bobCookie = await signInAs(bob);
  supportCookie = await loginAs('support');
});
const open: Array<{ close(): void }> = [];
afterAll(() => {
  for (const stream of open) stream.close();
});

async function stream(cookie: string, lastEventId?: string) {
  const opened = await openEventStream(`${baseUrl}/api/realtime`, { cookie, lastEventId });
  open.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

async function post(cookie: string, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const isMessage = (content: string) => (event: { event: string; data: unknown }) =>
  event.event === 'message' && (event.data as { message: { content: string } }).message.content === content;

describe('the realtime stream', () => {
  it('refuses a signed-out caller and a plain GET', async () => {
    expect(
      (await fetch(`${baseUrl}/api/realtime`, { headers: { accept: 'text/event-stream' } })).status,
    ).toBe(401);
    const plain = await app.inject({ method: 'GET', url: '/api/realtime', headers: { cookie: aliceCookie } });
    expect(plain.statusCode).toBe(400);
  });

  it('delivers a posted message to its member and the team within a second, and to no other member', async () => {
    const aliceStream = await stream(aliceCookie);
    const bobStream = await stream(bobCookie);
    const supportStream = await stream(supportCookie);
    const postedAt = performance.now();
    const { message } = await post(aliceCookie, '/api/messages', { content: 'live hello' });
    const received = await aliceStream.waitFor(isMessage('live hello'), 1000);
    expect(received.receivedAt - postedAt).toBeLessThan(1000);
    expect(received.id).toBe(String(message.seq));
    await supportStream.waitFor(isMessage('live hello'), 1000);

    // The team's reply reaches the member live, with the replier's name.
    await post(supportCookie, `/api/admin/inbox/${alice.userId}/messages`, { content: 'live answer' });
    const answer = await aliceStream.waitFor(isMessage('live answer'), 1000);
    expect(
      (answer.data as { message: { isAdminMessage: boolean; author: { name: string } } }).message,
    ).toMatchObject({
      isAdminMessage: true,
      author: { name: 'Riley Chen' },
    });

    // Tickets: creation, replies and status changes go to the member and the team.
    const { ticket } = await post(aliceCookie, '/api/support/tickets', {
      subject: 'Live ticket',
      message: 'Body',
    });
    await supportStream.waitFor((event) => event.event === 'ticket' && event.id === String(ticket.seq), 1000);
    await post(supportCookie, `/api/admin/tickets/${ticket.id}/responses`, { responseText: 'On it' });
    await aliceStream.waitFor((event) => event.event === 'ticket_response', 1000);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticket.id}`,
      headers: { cookie: supportCookie },
      payload: { status: 'closed' },
    });
    const closed = await aliceStream.waitFor((event) => event.event === 'ticket_status', 1000);
    expect((closed.data as { ticket: { status: string } }).ticket.status).toBe('closed');

    // Bob's stream carried none of Alice's events.
    await post(bobCookie, '/api/messages', { content: 'bob only' });
    await bobStream.waitFor(isMessage('bob only'), 1000);
    expect(bobStream.events.map((event) => event.event)).toEqual(['message']);
  });

  it('replays what a dropped subscriber missed when it reconnects with Last-Event-ID', async () => {
    const first = await stream(aliceCookie);
    await post(aliceCookie, '/api/messages', { content: 'before the drop' });
    const seen = await first.waitFor(isMessage('before the drop'), 1000);
    first.close();
    await first.ended;

    await post(aliceCookie, '/api/messages', { content: 'missed one' });
    await post(supportCookie, `/api/admin/inbox/${alice.userId}/messages`, { content: 'missed two' });
    const { ticket } = await post(aliceCookie, '/api/support/tickets', {
      subject: 'Missed',
      message: 'ticket',
    });

    const again = await stream(aliceCookie, seen.id);
    await again.waitFor(isMessage('missed one'), 1000);
    await again.waitFor(isMessage('missed two'), 1000);
    await again.waitFor((event) => event.event === 'ticket' && event.id === String(ticket.seq), 1000);
    // In order, and nothing from before the drop again.
    const ids = again.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(again.events.some(isMessage('before the drop'))).toBe(false);
    // Live events keep coming after the replay.
    await post(aliceCookie, '/api/messages', { content: 'after the replay' });
    await again.waitFor(isMessage('after the replay'), 1000);
  });

  it('ends the stream when its session signs out', async () => {
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    const live = await stream(cookie);
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(200);
    const end = await live.waitFor((event) => event.event === 'end', 2000);
    expect(end.data).toEqual({ reason: 'signed-out' });
    await live.ended;
  });
});

/** The member an event is about: a message's conversation, a ticket's member. */
const memberOf = (event: { event: string; data: unknown }) =>
  event.event === 'message'
    ? (event.data as { message: { memberId: string } }).message.memberId
    : (event.data as { memberId: string }).memberId;

describe("the realtime stream's audience, role by role", () => {
  it("gives support and superadmins every member's events, and agents, team members and gurus only their own", async () => {
    // An agent and a team member of one agency (the agent must not get the team's chat either),
    // and a guru of another.
    const agency = await createOrganization(db);
    const agent = await createMember(db, { organizationId: agency.id, role: 'agent' });
    const teamMember = await createMember(db, { organizationId: agency.id });
    const guru = await createMemberWithAccess(db, { isGuru: true });
    const members = [
      { name: 'agent', member: agent, cookie: await signInAs(agent) },
      { name: 'team member', member: teamMember, cookie: await signInAs(teamMember) },
      { name: 'guru', member: guru, cookie: await signInAs(guru) },
    ];
    const staffStreams = [
      { name: 'superadmin', stream: await stream(await loginAs('admin')) },
      { name: 'support', stream: await stream(supportCookie) },
    ];
    const memberStreams = await Promise.all(
      members.map(async (entry) => ({ ...entry, stream: await stream(entry.cookie) })),
    );

    const posted: Array<{ ids: string[] }> = [];
    for (const { name, cookie } of members) {
      const { message } = await post(cookie, '/api/messages', { content: `audience: ${name}` });
      const { ticket } = await post(cookie, '/api/support/tickets', {
        subject: `Audience ${name}`,
        message: 'Who sees this?',
      });
      posted.push({ ids: [String(message.seq), String(ticket.seq)] });
    }
    // The team's streams carry every member's message and ticket.
    for (const { name, stream: staffStream } of staffStreams) {
      for (const { ids } of posted) {
        for (const id of ids) await staffStream.waitFor((event) => event.id === id, 1000);
      }
      expect(
        staffStream.events.filter((event) => posted.some(({ ids }) => ids.includes(event.id ?? ''))),
        name,
      ).toHaveLength(6);
    }
    // A last message each, after everything above: a stream carries events in seq order, so
    // anything else it was sent arrived before it.
    for (const { name, cookie } of members) {
      await post(cookie, '/api/messages', { content: `audience done: ${name}` });
    }
    for (const { name, member, stream: memberStream } of memberStreams) {
      await memberStream.waitFor(isMessage(`audience done: ${name}`), 1000);
      expect(memberStream.events.map(memberOf), name).toEqual([member.userId, member.userId, member.userId]);
      expect(
        memberStream.events.map((event) => event.event),
        name,
      ).toEqual(['message', 'ticket', 'message']);
    }
  });

  it("gives another member's message and ticket to superadmins and support only, and each viewer their own", async () => {
    // The five kinds of viewer, each with a stream; the staff flag is what the test expects,
    // written here by hand, not read from the policy it checks.
    const agency = await createOrganization(db);
    const agent = await createMember(db, { organizationId: agency.id, role: 'agent' });
    const guru = await createMemberWithAccess(db, { isGuru: true });
    const teamMember = await createMember(db, { organizationId: agency.id });
    const viewers = [
      { name: 'superadmin', receivesEveryone: true, userId: userIds.admin, cookie: await loginAs('admin') },
      { name: 'support', receivesEveryone: true, userId: userIds.support, cookie: supportCookie },
      { name: 'agent', receivesEveryone: false, userId: agent.userId, cookie: await signInAs(agent) },
      { name: 'guru', receivesEveryone: false, userId: guru.userId, cookie: await signInAs(guru) },
      {
        name: 'team member',
        receivesEveryone: false,
        userId: teamMember.userId,
        cookie: await signInAs(teamMember),
      },
    ];
    const streams = await Promise.all(
      viewers.map(async (viewer) => ({ ...viewer, stream: await stream(viewer.cookie) })),
    );

    // Another member, none of the five, writes to the team.
    const other = await createMemberWithAccess(db);
    const otherCookie = await signInAs(other);
    const { message: otherMessage } = await post(otherCookie, '/api/messages', {
      content: 'from another member',
    });
    const { ticket: otherTicket } = await post(otherCookie, '/api/support/tickets', {
      subject: 'Another member',
      message: 'Who sees this?',
    });
    const otherIds = [String(otherMessage.seq), String(otherTicket.seq)];
    // Then each viewer writes in their own conversation (after: seq order tells what came before).
    const ownIds = new Map<string, string>();
    for (const viewer of viewers) {
      const { message } = await post(viewer.cookie, '/api/messages', { content: `own: ${viewer.name}` });
      ownIds.set(viewer.name, String(message.seq));
    }

    for (const { name, userId, receivesEveryone, stream: viewerStream } of streams) {
      // Each receives their own message.
      const own = await viewerStream.waitFor(isMessage(`own: ${name}`), 1000);
      expect(own.id, name).toBe(ownIds.get(name));
      expect(memberOf(own), name).toBe(userId);
      if (receivesEveryone) {
        // The other member's message and ticket, and every viewer's own message.
        for (const id of [...otherIds, ...ownIds.values()]) {
          await viewerStream.waitFor((event) => event.id === id, 1000);
        }
        expect(
          viewerStream.events.filter((event) => memberOf(event) === other.userId).map((event) => event.event),
          name,
        ).toEqual(['message', 'ticket']);
      } else {
        // Their own message arrived after the other member's events would have: nothing but it.
        expect(
          viewerStream.events.map((event) => [event.event, memberOf(event)]),
          name,
        ).toEqual([['message', userId]]);
        expect(
          viewerStream.events.some((event) => otherIds.includes(event.id ?? '')),
          name,
        ).toBe(false);
      }
    }
  });

  it('refuses a user without portal access as every member read does', async () => {
    for (const role of ['lapsed', 'lapsedMember'] as const) {
      const cookie = await loginAs(role);
      const home = await app.inject({ method: 'GET', url: '/api/home', headers: { cookie } });
      expect(home.statusCode, role).toBe(403);
      expect(home.json().error, role).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'An active subscription is required to use Pillars.',
      });
      const refused = await fetch(`${baseUrl}/api/realtime`, {
        headers: { accept: 'text/event-stream', cookie },
      });
      expect(refused.status, role).toBe(home.statusCode);
      expect(refused.headers.get('content-type'), role).toMatch(/^application\/json/);
      const { error } = (await refused.json()) as { error: { code: string; message: string } };
      expect({ code: error.code, message: error.message }, role).toEqual({
        code: home.json().error.code,
        message: home.json().error.message,
      });
    }
  });
});
