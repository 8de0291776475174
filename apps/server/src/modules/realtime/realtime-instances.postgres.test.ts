import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, createMemberWithAccess, createOrganization } from '../../../test/builders.ts';
import { cookieHeader } from '../../../test/cookies.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client.ts';

/**
 * Two real server processes on one PostgreSQL: a message posted to one reaches a stream
 * held by the other, through LISTEN/NOTIFY on each instance's listening connection.
 */
describe('realtime across two server processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  const streams: Array<{ close(): void }> = [];
  let handle: DatabaseHandle | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    await handle?.close();
    await dropDatabase?.();
  });

  async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
    const response = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return cookieHeader(response.headers.getSetCookie());
  }

  async function post(server: RunningServer, cookie: string, path: string, body: object) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { message: { seq: number } };
  }

  it('delivers a message, and a Community reply, posted on one instance to a subscriber on the other within a second', async () => {
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const member = await createMemberWithAccess(handle.db, {
      firstName: 'Across',
      lastName: 'Instances',
      passwordHashing: 'production',
    });
    // The team behind Pillars works from an organization with free access (as in the demo data).
    const team = await createOrganization(handle.db, {
      name: 'Pillars Team',
      hasFreeAccess: true,
      subscriptionStatus: null,
    });
    const support = await createMember(handle.db, {
      organizationId: team.id,
      role: 'support',
      passwordHashing: 'production',
    });
    const env = {
      NODE_ENV: 'production',
      // Support signs in with a password alone: the staff's second factor has its own tests.
      REQUIRE_STAFF_TWO_FACTOR: 'false',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'realtime-instances-secret-of-at-least-32-chars',
    };
    const [first, second] = await Promise.all([startServer({ env }), startServer({ env })]);
    servers.push(first!, second!);

    const memberCookie = await signIn(first!, member.email, member.password);
    const supportCookie = await signIn(second!, support.email, support.password);
    const memberStream = await openEventStream(`${first!.url}/api/realtime`, { cookie: memberCookie });
    const supportStream = await openEventStream(`${second!.url}/api/realtime`, { cookie: supportCookie });
    streams.push(memberStream, supportStream);
    expect(memberStream.status).toBe(200);
    expect(supportStream.status).toBe(200);

    // The team replies on the second instance; the member listens on the first.
    let postedAt = performance.now();
    const reply = await post(second!, supportCookie, `/api/admin/inbox/${member.userId}/messages`, {
      content: 'Across the instances',
    });
    const received = await memberStream.waitFor((event) => event.id === String(reply.message.seq), 1000);
    expect(received.receivedAt - postedAt).toBeLessThan(1000);

    // The member posts on the first; the team listens on the second.
    postedAt = performance.now();
    const posted = await post(first!, memberCookie, '/api/messages', { content: 'And back' });
    const seen = await supportStream.waitFor((event) => event.id === String(posted.message.seq), 1000);
    expect(seen.receivedAt - postedAt).toBeLessThan(1000);

    // A Community thread (issue 42): a reply posted on the first instance reaches a member of
    // another organization viewing the thread on the second, who neither wrote nor follows it.
    const reader = await createMemberWithAccess(handle.db, {
      firstName: 'Thread',
      lastName: 'Reader',
      organization: { name: 'Reading Agency' },
      passwordHashing: 'production',
    });
    const readerCookie = await signIn(second!, reader.email, reader.password);
    const readerStream = await openEventStream(`${second!.url}/api/realtime`, { cookie: readerCookie });
    streams.push(readerStream);
    expect(readerStream.status).toBe(200);
    const [questions] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from community_categories where name = 'Questions'`,
    );
    const question = (await post(first!, memberCookie, '/api/community/posts', {
      categoryId: questions!.id,
      title: 'Across the instances?',
      body: 'Does a reply reach every instance?',
    })) as unknown as { post: { id: string } };
    postedAt = performance.now();
    const answer = (await post(first!, supportCookie, `/api/community/posts/${question.post.id}/replies`, {
      body: 'Yes: live on every instance.',
    })) as unknown as { reply: { id: string } };
    const live = await readerStream.waitFor(
      (event) =>
        event.event === 'community' && (event.data as { replyId: string }).replyId === answer.reply.id,
      1000,
    );
    expect(live.receivedAt - postedAt).toBeLessThan(1000);
    expect(live.data).toEqual({ postId: question.post.id, replyId: answer.reply.id });
  }, 180_000);
});
