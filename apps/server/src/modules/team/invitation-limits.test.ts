import { randomUUID } from 'node:crypto';
import { teamMessages } from '@pillars/shared/team/schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOrganization, createPlanPrice } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { invitationLimits } from './invitation-limits.ts';

/**
 * The limits on invitation e-mails (issue 38 items 2 and 4), with the real counts: per
 * inviter, per organization, per address and per invitation's resends; refused attempts
 * count; a refusal is a 429 that says when to retry, with Retry-After, and writes and mails
 * nothing. Each test has an organization (and agents) of its own.
 */
const { app, db, signInAs } = await buildTestApp();

async function call(cookie: string, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** The tests that send 20 to 30 requests: the shared 2-core machine can take a while. */
const manyRequests = 120_000;

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

/** Unlimited seats: these tests send more invitations than the Team plan's 15 seats hold. */
const unlimitedPriceId = await createPlanPrice(db, { seats: null });

async function newAgency() {
  const organization = await createOrganization(db, { planPriceId: unlimitedPriceId });
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  return { organizationId: organization.id, agent: await signInAs(agent) };
}

const invite = (cookie: string, email: string) =>
  call(cookie, 'POST', '/api/team/members', { email, firstName: 'Ivy', lastName: 'Invitee' });

async function mailsTo(email: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from mail_outbox where "to" = ${email}`,
  );
  return Number(row?.count ?? 0);
}
async function invitationsTo(email: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from team_invitations where email = ${email}`,
  );
  return Number(row?.count ?? 0);
}

/** The 429's shape: the app's error body, a message saying when, and Retry-After in seconds. */
function expectRefusal(
  response: Awaited<ReturnType<typeof call>>,
  message: (wait: string) => string,
  maxSeconds: number,
) {
  expect(response.status).toBe(429);
  expect(response.body.error.code).toBe('RATE_LIMITED');
  const wait = /Try again (in \d+ (?:second|minute|hour)s?)\.$/.exec(response.body.error.message)?.[1];
  expect(wait, response.body.error.message).toBeDefined();
  expect(response.body.error.message).toBe(message(wait!));
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('new invitations', () => {
  it(
    "refuses an agent's 21st invitation in an hour: 429 saying when, Retry-After, nothing written or mailed",
    async () => {
      const { agent } = await newAgency();
      for (let index = 0; index < invitationLimits.perInviterPerHour; index += 1) {
        expect((await invite(agent, uniqueEmail(`ok${index}`))).status).toBe(201);
      }
      const email = uniqueEmail('one-too-many');
      const refused = await invite(agent, email);
      expectRefusal(refused, teamMessages.tooManyInvitations, 3600);
      expect(refused.body.error.message).toMatch(/^Too many invitations\. Try again in \d+ minutes?\.$/);
      expect(await invitationsTo(email)).toBe(0);
      expect(await mailsTo(email)).toBe(0);
    },
    manyRequests,
  );

  it(
    'counts refused attempts too: probing which addresses have an account is limited (issue 38 item 4)',
    async () => {
      const { organizationId, agent } = await newAgency();
      // One address with an account, asked again and again: limited per address.
      for (let index = 0; index < invitationLimits.perAddressPerDay; index += 1) {
        const taken = await invite(agent, 'admin@example.com');
        expect(taken.status).toBe(409);
        expect(taken.body.error.code).toBe('EMAIL_TAKEN');
      }
      expectRefusal(
        await invite(agent, 'admin@example.com'),
        teamMessages.tooManyInvitationsToAddress,
        86_400,
      );
      // Many addresses with an account: limited per inviter, like invitations.
      const attemptsSoFar = invitationLimits.perAddressPerDay + 1;
      const needed = invitationLimits.perInviterPerHour - attemptsSoFar + 1;
      const existing = await queryRows<{ email: string }>(
        db,
        sql`select email from "user" where email <> 'admin@example.com' order by email limit ${needed}`,
      );
      const accounts = [...existing];
      while (accounts.length < needed) accounts.push(await createMember(db, { organizationId }));
      for (const account of accounts.slice(0, -1)) {
        expect((await invite(agent, account.email)).status).toBe(409);
      }
      expectRefusal(await invite(agent, accounts.at(-1)!.email), teamMessages.tooManyInvitations, 3600);
    },
    manyRequests,
  );

  it(
    "refuses an organization's 31st invitation in an hour, whichever of its agents sends it",
    async () => {
      const { organizationId, agent } = await newAgency();
      const second = await signInAs(await createMember(db, { organizationId, role: 'agent' }));
      for (let index = 0; index < invitationLimits.perInviterPerHour; index += 1) {
        expect((await invite(agent, uniqueEmail(`first${index}`))).status).toBe(201);
      }
      const rest = invitationLimits.perOrganizationPerHour - invitationLimits.perInviterPerHour;
      for (let index = 0; index < rest; index += 1) {
        expect((await invite(second, uniqueEmail(`second${index}`))).status).toBe(201);
      }
      const email = uniqueEmail('over-the-organization');
      expectRefusal(await invite(second, email), teamMessages.tooManyOrganizationInvitations, 3600);
      expect(await invitationsTo(email)).toBe(0);
      // Another organization is not affected.
      const other = await newAgency();
      expect((await invite(other.agent, uniqueEmail('elsewhere'))).status).toBe(201);
    },
    manyRequests,
  );

  it('sends one address at most 5 invitation mails a day, however often it is revoked and invited again', async () => {
    const { agent } = await newAgency();
    const email = uniqueEmail('pestered');
    for (let index = 0; index < invitationLimits.perAddressPerDay; index += 1) {
      const invited = await invite(agent, email);
      expect(invited.status).toBe(201);
      const revoked = await call(agent, 'DELETE', `/api/team/invitations/${invited.body.invitation.id}`);
      expect(revoked.status).toBe(200);
    }
    expectRefusal(await invite(agent, email), teamMessages.tooManyInvitationsToAddress, 86_400);
    expect(await mailsTo(email)).toBe(invitationLimits.perAddressPerDay);
  });

  it(
    'holds for invitations sent at the same moment: exactly 20 of 25 go out',
    async () => {
      const { agent } = await newAgency();
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) => invite(agent, uniqueEmail(`parallel${index}`))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(invitationLimits.perInviterPerHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        25 - invitationLimits.perInviterPerHour,
      );
    },
    manyRequests,
  );
});

describe('resending an invitation', () => {
  it('resends one invitation 3 times a day, then 429 saying when; the link stays the last one sent', async () => {
    const { agent } = await newAgency();
    const email = uniqueEmail('resent');
    const invited = await invite(agent, email);
    expect(invited.status).toBe(201);
    const url = `/api/team/invitations/${invited.body.invitation.id}/resend`;
    for (let index = 0; index < invitationLimits.resendsPerInvitationPerDay; index += 1) {
      expect((await call(agent, 'POST', url)).status).toBe(200);
    }
    const tokenBefore = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from team_invitations where email = ${email}`,
    );
    const refused = await call(agent, 'POST', url);
    expectRefusal(refused, teamMessages.tooManyResends, 86_400);
    expect(refused.body.error.message).toMatch(/Try again in 24 hours\.$/);
    expect(await mailsTo(email)).toBe(1 + invitationLimits.resendsPerInvitationPerDay);
    const tokenAfter = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from team_invitations where email = ${email}`,
    );
    expect(tokenAfter).toEqual(tokenBefore);
  });
});
