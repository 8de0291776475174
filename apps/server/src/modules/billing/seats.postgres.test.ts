import { randomUUID } from 'node:crypto';
import { seatsFullMessage } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { demoPlans } from '../../db/seed/demo-plans.ts';

/**
 * Seats under concurrent invitations (issue 58), on PostgreSQL where requests really run at
 * the same time: the organization's row lock makes each invitation count what the ones before
 * it added, so the team never passes its plan's seats.
 */
const { app, db, signInAs } = await buildTestApp();
const raceTimeout = 120_000;
const solo = demoPlans[0];
const soloMonthly = solo.prices.find((price) => price.interval === 'month')!.id;

/** A Solo agency (3 seats) with `people` people, its agent signed in. */
async function soloAgency(people: number) {
  const organization = await createOrganization(db, { planPriceId: soloMonthly });
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  for (let person = 1; person < people; person += 1) {
    await createMember(db, { organizationId: organization.id });
  }
  return { organization, cookie: await signInAs(agent) };
}

const invite = (cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/team/members',
    headers: { cookie },
    payload: {
      firstName: 'Racing',
      lastName: 'Invitee',
      email: `race-${randomUUID().slice(0, 8)}@example.test`,
    },
  });

async function seatsTaken(organizationId: string) {
  const [row] = await queryRows<{ taken: number }>(
    db,
    sql`select (select count(*) from profiles where organization_id = ${organizationId})::int
             + (select count(*) from team_invitations where organization_id = ${organizationId}
                  and accepted_at is null and revoked_at is null)::int as taken`,
  );
  return row!.taken;
}

describe('seats under concurrent invitations', () => {
  it('gives the last seat to one of two simultaneous invitations', { timeout: raceTimeout }, async () => {
    const { organization, cookie } = await soloAgency(2);
    const responses = await Promise.all([invite(cookie), invite(cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'SEATS_FULL', message: seatsFullMessage('Solo', 3) });
    expect(await seatsTaken(organization.id)).toBe(3);
  });

  // Twenty at once: without the lock, about half of them got in (checked by taking it out).
  it('gives exactly the seats left out of a burst', { timeout: raceTimeout }, async () => {
    const { organization, cookie } = await soloAgency(1);
    const responses = await Promise.all(Array.from({ length: 20 }, () => invite(cookie)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await seatsTaken(organization.id)).toBe(3);
  });
});
