import { randomUUID } from 'node:crypto';
import {
  couponWrongPlanMessage,
  downgradeBelowSeatsMessage,
  planMessages,
  planRequiredMessage,
  seatsFullMessage,
  teamAnnualPriceId,
  teamPlanId,
} from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createEvent, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { demoPlans } from '../../db/seed/demo-plans.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';

/**
 * Plans, seats, trials and coupons (issue 58) through HTTP, on the built-in test provider: the
 * demo's Solo (3 seats), Team (15, a 14-day trial without a card) and Agency (unlimited, a
 * 14-day trial with a card), each monthly and annual.
 */
const { app, db, loginAs, signInAs, runJobs } = await buildTestApp();

const [solo, team, agency] = demoPlans;
const priceOf = (plan: (typeof demoPlans)[number], interval: 'month' | 'year') =>
  plan.prices.find((price) => price.interval === interval)!;

const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An agency without a subscription: its agent (signed in) and its organization. */
async function newAgency(options: { subscriptionStatus?: null; planPriceId?: string } = {}) {
  const organization = await createOrganization(db, {
    subscriptionStatus: options.planPriceId ? 'active' : null,
    ...(options.planPriceId ? { planPriceId: options.planPriceId } : {}),
  });
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  return { organization, agent, cookie: await signInAs(agent) };
}

/** A checkout of a plan on the test provider, paid: answers the test session as it was. */
async function subscribe(
  cookie: string,
  body: { planId?: string; interval?: 'month' | 'year'; couponCode?: string; trial?: boolean },
) {
  const checkout = await request('POST', '/api/billing/checkout', cookie, body);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
  const session = (await request('GET', `/api/billing/test-checkout/${sessionId}`, cookie)).json();
  const paid = await request('POST', `/api/billing/test-checkout/${sessionId}/pay`, cookie, {
    outcome: 'succeeded',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return session;
}

async function invite(cookie: string, email = `invitee-${randomUUID().slice(0, 8)}@example.test`) {
  return request('POST', '/api/team/members', cookie, { firstName: 'New', lastName: 'Person', email });
}

const me = async (cookie: string) => (await request('GET', '/api/me', cookie)).json();

describe('the plans on sale', () => {
  it('lists the demo plans with their prices to anyone, signed in or not', async () => {
    const response = await request('GET', '/api/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans;
    expect(plans.map((plan: { name: string }) => plan.name)).toEqual(['Solo', 'Team', 'Agency']);
    expect(plans[1]).toMatchObject({
      id: teamPlanId,
      seats: 15,
      trialDays: 14,
      trialRequiresCard: false,
      prices: {
        month: { amountCents: 4_000, interval: 'month' },
        year: { id: teamAnnualPriceId, amountCents: 40_000, interval: 'year' },
      },
    });
    expect(plans[2].seats).toBeNull();
  });
});

describe('/admin/plans', () => {
  it('creates a plan with its provider prices, audited', async () => {
    const cookie = await loginAs('admin');
    const name = `Studio ${randomUUID().slice(0, 6)}`;
    const { result, rows } = await auditRowsOf(db, () =>
      request('POST', '/api/admin/plans', cookie, {
        name,
        monthlyPrice: '25',
        annualPrice: '250.50',
        seats: '5',
        features: ['Everything', ' ', 'Support '],
        trialDays: '7',
      }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const plan = result.json().plan;
    expect(plan).toMatchObject({
      name,
      seats: 5,
      features: ['Everything', 'Support'],
      trialDays: 7,
      isArchived: false,
      subscriberCount: 0,
      prices: { month: { amountCents: 2_500 }, year: { amountCents: 25_050 } },
    });
    expect(rows).toEqual([
      expect.objectContaining({ action: 'plan.create', target_type: 'plan', target_id: plan.id }),
    ]);
    const prices = await queryRows<{ provider_price_id: string | null }>(
      db,
      sql`select provider_price_id from plan_prices where plan_id = ${plan.id}`,
    );
    expect(prices.map((price) => price.provider_price_id)).toEqual([
      expect.stringMatching(/^test_price_/),
      expect.stringMatching(/^test_price_/),
    ]);
  });

  it('refuses a plan without a price, with the field named, and writes nothing', async () => {
    const response = await request('POST', '/api/admin/plans', await loginAs('admin'), {
      name: 'Free lunch',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ monthlyPrice: planMessages.priceRequired });
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from plans where name = 'Free lunch'`,
    );
    expect(row!.count).toBe(0);
  });

  it('never edits a price: a new amount is a new price, the old one stays for those on it', async () => {
    const cookie = await loginAs('admin');
    const name = `Reprice ${randomUUID().slice(0, 6)}`;
    const created = (
      await request('POST', '/api/admin/plans', cookie, { name, monthlyPrice: '10', seats: '' })
    ).json().plan;
    const oldPriceId = created.prices.month.id;
    const agency = await newAgency();
    await subscribe(agency.cookie, { planId: created.id, interval: 'month' });

    const { result, rows } = await auditRowsOf(db, () =>
      request('PUT', `/api/admin/plans/${created.id}`, cookie, {
        name,
        monthlyPrice: '12',
        annualPrice: '100',
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const updated = result.json().plan;
    expect(updated.prices.month.amountCents).toBe(1_200);
    expect(updated.prices.month.id).not.toBe(oldPriceId);
    expect(updated.subscriberCount).toBe(1);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'plan.update',
        target_id: created.id,
        before: expect.objectContaining({ monthlyPriceCents: 1_000, annualPriceCents: null }),
        after: expect.objectContaining({ monthlyPriceCents: 1_200, annualPriceCents: 10_000 }),
      }),
    ]);
    const [old] = await queryRows<{ amount_cents: number; is_current: boolean; subscriptions: number }>(
      db,
      sql`select amount_cents, is_current,
                 (select count(*)::int from subscriptions where plan_price_id = pp.id) as subscriptions
            from plan_prices pp where id = ${oldPriceId}`,
    );
    expect(old).toEqual({ amount_cents: 1_000, is_current: false, subscriptions: 1 });
    expect((await me(agency.cookie)).subscription).toMatchObject({ planName: name, status: 'active' });
  });
});

describe('a checkout of a plan', () => {
  it('sells the chosen plan and interval, and the subscription is on it', async () => {
    const agency = await newAgency();
    const session = await subscribe(agency.cookie, { planId: solo.id, interval: 'month' });
    expect(session).toMatchObject({
      amountCents: 1_500,
      listAmountCents: 1_500,
      interval: 'month',
      trialDays: 0,
    });
    expect((await me(agency.cookie)).subscription).toMatchObject({
      status: 'active',
      planId: solo.id,
      planName: 'Solo',
      trialEndsAt: null,
    });
    const billing = (await request('GET', '/api/billing/subscription', agency.cookie)).json();
    expect(billing).toMatchObject({
      currentPlan: { id: solo.id, name: 'Solo', interval: 'month', seats: 3 },
      seats: { used: 1, limit: 3 },
      plan: { name: 'Solo', priceCents: 1_500, interval: 'month' },
    });
  });

  it('refuses a plan with fewer seats than the team uses', async () => {
    const agency = await newAgency();
    for (let person = 0; person < 3; person += 1) {
      await createMember(db, { organizationId: agency.organization.id });
    }
    const response = await request('POST', '/api/billing/checkout', agency.cookie, { planId: solo.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(downgradeBelowSeatsMessage('Solo', 3, 4));
  });
});

describe('seats', () => {
  it('refuses the invitation past the seats, naming the plan, and counts people and open invitations', async () => {
    const agency = await newAgency({ planPriceId: priceOf(solo, 'month').id });
    expect((await invite(agency.cookie)).statusCode).toBe(201);
    const second = await invite(agency.cookie);
    expect(second.statusCode).toBe(201);
    const team = (await request('GET', '/api/team/members', agency.cookie)).json();
    expect(team.seats).toEqual({ used: 3, limit: 3, planName: 'Solo' });

    const refused = await invite(agency.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SEATS_FULL', message: seatsFullMessage('Solo', 3) });

    // A revoked invitation gives its seat back; an expired one too, until it is sent again.
    const invitationId = second.json().invitation.id;
    await db.execute(
      sql`update team_invitations set expires_at = now() - interval '1 day' where id = ${invitationId}`,
    );
    expect((await invite(agency.cookie)).statusCode).toBe(201);
    const resent = await request('POST', `/api/team/invitations/${invitationId}/resend`, agency.cookie);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.code).toBe('SEATS_FULL');
  });

  it('refuses a superadmin’s account with a password past the seats too', async () => {
    const agency = await newAgency({ planPriceId: priceOf(solo, 'year').id });
    await createMember(db, { organizationId: agency.organization.id });
    await createMember(db, { organizationId: agency.organization.id });
    const response = await request('POST', '/api/team/members', await loginAs('admin'), {
      organizationId: agency.organization.id,
      firstName: 'Direct',
      lastName: 'Account',
      email: `direct-${randomUUID().slice(0, 8)}@example.test`,
      password: 'long-enough-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('SEATS_FULL');
  });

  it('has no limit on Agency or with free access', async () => {
    const agencyPlan = await newAgency({ planPriceId: priceOf(agency, 'year').id });
    const team = (await request('GET', '/api/team/members', agencyPlan.cookie)).json();
    expect(team.seats).toEqual({ used: 1, limit: null, planName: 'Agency' });
    const free = (await request('GET', '/api/team/members', await loginAs('agent'))).json();
    expect(free.seats.limit).toBeNull();
  });
});

describe('changing plans from /subscription', () => {
  it('upgrades, refuses a downgrade below the seats in use, and downgrades once people are removed', async () => {
    const buyer = await newAgency();
    await subscribe(buyer.cookie, { planId: team.id, interval: 'year' });
    const people = await Promise.all(
      [0, 1, 2].map(() => createMember(db, { organizationId: buyer.organization.id })),
    );
    const change = (planId: string, interval: 'month' | 'year') =>
      request('POST', '/api/billing/plan', buyer.cookie, { planId, interval });

    const downgrade = await change(solo.id, 'year');
    expect(downgrade.statusCode).toBe(409);
    expect(downgrade.json().error.message).toBe(downgradeBelowSeatsMessage('Solo', 3, 4));
    expect((await change(team.id, 'year')).json().error.message).toBe(planMessages.samePlan);

    const { result, rows } = await auditRowsOf(db, () => change(agency.id, 'month'));
    expect(result.statusCode, result.body).toBe(200);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'subscription.plan',
        actor_id: null,
        organization_id: buyer.organization.id,
        before: { plan: 'Team', interval: 'year' },
        after: { plan: 'Agency', interval: 'month' },
      }),
    ]);
    expect((await me(buyer.cookie)).subscription).toMatchObject({ planName: 'Agency', status: 'active' });

    await db.execute(sql`delete from profiles where id = ${people[0]!.userId}`);
    const down = await change(solo.id, 'year');
    expect(down.statusCode, down.body).toBe(200);
    expect((await request('GET', '/api/team/members', buyer.cookie)).json().seats).toEqual({
      used: 3,
      limit: 3,
      planName: 'Solo',
    });
  });
});

describe('content offered on some plans', () => {
  it('lists it with the plans it is on, refuses its content (403 PLAN_REQUIRED), and Ask never returns it', async () => {
    const admin = await loginAs('admin');
    const word = `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const slug = `agency-only-${randomUUID().slice(0, 8)}`;
    const made = await request('POST', '/api/admin/pillars', admin, {
      title: 'Agency only',
      description: 'For Agency.',
      slug,
      color: '#123456',
      icon: 'Brain',
      overlayImageUrl: '',
      videoUrl: '',
      videoTitle: '',
      videoDuration: '',
      planIds: [agency.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().pillar).toMatchObject({ planIds: [agency.id], availableOn: 'Available on Agency' });
    const pillarId = made.json().pillar.id;
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug)
          values (${pillarId}, 'Secrets', 'Inside.', 'secrets') returning id`,
    );
    const [lesson] = await queryRows<{ id: string }>(
      db,
      sql`insert into lessons (key_element_id, title, content, order_position)
          values (${element!.id}, 'The secret', ${`<p>The ${word} method for pricing retainers.</p>`}, 1)
          returning id`,
    );
    await app.jobs.enqueueJob(jobDefinitions.askReindex, { sourceType: 'lesson', sourceId: lesson!.id });
    await runJobs();
    const event = await createEvent(db, { title: `Agency night ${word}` });
    await db.execute(
      sql`update events set plan_ids = ${sql.param([agency.id])}::uuid[] where id = ${event.id}`,
    );

    const onTeam = await newAgency({ planPriceId: teamAnnualPriceId });
    const onAgency = await newAgency({ planPriceId: priceOf(agency, 'month').id });
    const expectedMessage = planRequiredMessage('Available on Agency');

    const grid = (await request('GET', '/api/learning/pillars', onTeam.cookie)).json();
    expect(grid.pillars.find((pillar: { id: string }) => pillar.id === pillarId)).toMatchObject({
      planIds: [agency.id],
      availableOn: 'Available on Agency',
    });
    for (const url of [
      `/api/learning/pillars/${slug}`,
      `/api/learning/pillars/${slug}/elements/secrets`,
      `/api/events/${event.id}`,
    ]) {
      const refused = await request('GET', url, onTeam.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'PLAN_REQUIRED', message: expectedMessage });
      expect((await request('GET', url, onAgency.cookie)).statusCode, url).toBe(200);
      expect((await request('GET', url, await loginAs('member'))).statusCode, url).toBe(200);
    }
    const completion = await request(
      'PUT',
      `/api/learning/key-elements/${element!.id}/lessons/${lesson!.id}/completion`,
      onTeam.cookie,
    );
    expect(completion.json().error?.code).toBe('PLAN_REQUIRED');
    const registration = await request('POST', `/api/events/${event.id}/registration`, onTeam.cookie);
    expect(registration.json().error?.code).toBe('PLAN_REQUIRED');
    const listed = (await request('GET', '/api/events', onTeam.cookie)).json();
    expect(listed.events.find((card: { id: string }) => card.id === event.id)).toMatchObject({
      availableOn: 'Available on Agency',
    });

    const sourcesFor = async (cookie: string) => {
      const response = await request('POST', '/api/ask', cookie, { question: `What is the ${word} method?` });
      const start = response.body
        .split('\n\n')
        .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
        .filter((line): line is string => line !== undefined)
        .map((line) => JSON.parse(line.slice(6)))
        .find((streamed) => streamed.type === 'start');
      return (start?.sources ?? []).map((source: { sourceId: string }) => source.sourceId);
    };
    expect(await sourcesFor(onTeam.cookie)).not.toContain(lesson!.id);
    expect(await sourcesFor(onAgency.cookie)).toContain(lesson!.id);
  });

  it('refuses an unknown plan on a pillar', async () => {
    const response = await request('POST', '/api/admin/pillars', await loginAs('admin'), {
      title: 'Nowhere',
      description: 'No plan.',
      slug: `nowhere-${randomUUID().slice(0, 8)}`,
      color: '#123456',
      icon: 'Brain',
      overlayImageUrl: '',
      videoUrl: '',
      videoTitle: '',
      videoDuration: '',
      planIds: [randomUUID()],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ planIds: planMessages.planNotFound });
  });
});

/** Moves the test provider's trial end job to now and runs it. */
async function endTrialsNow() {
  await db.execute(
    sql`update jobs set run_at = now() where name = 'billing.test-trial-end' and status = 'pending'`,
  );
  await runJobs();
}

async function scanReminders() {
  await app.jobs.enqueueJob(jobDefinitions.reminderScan, {});
  await runJobs();
}

const trialMails = (email: string) =>
  queryRows<{ subject: string; text: string }>(
    db,
    sql`select subject, text from mail_outbox where "to" = ${email} and subject like '%free trial%' order by created_at`,
  );

describe('free trials', () => {
  it('starts a Team trial without a card, e-mails 3 days and 1 day before its end once each, then stops access', async () => {
    const agency = await newAgency();
    const member = await createMember(db, { organizationId: agency.organization.id });
    const session = await subscribe(agency.cookie, { planId: team.id, interval: 'year', trial: true });
    expect(session).toMatchObject({ trialDays: 14, trialRequiresCard: false, amountCents: 0 });
    const account = await me(agency.cookie);
    expect(account.hasAccess).toBe(true);
    expect(account.subscription).toMatchObject({
      status: 'trialing',
      planName: 'Team',
      paymentMethodLast4: null,
    });
    const fourteenDays = 14 * 24 * 60 * 60;
    expect(account.subscription.trialEndsAt).toBeGreaterThan(Date.now() / 1000 + fourteenDays - 60);

    const [subscription] = await queryRows<{ id: string }>(
      db,
      sql`select id from subscriptions where organization_id = ${agency.organization.id}`,
    );
    await db.execute(
      sql`update subscriptions set trial_ends_at = now() + interval '60 hours' where id = ${subscription!.id}`,
    );
    await scanReminders();
    await scanReminders();
    expect((await trialMails(agency.agent.email)).map((mail) => mail.subject)).toEqual([
      'Your Pillars free trial ends in 3 days',
    ]);
    await db.execute(
      sql`update subscriptions set trial_ends_at = now() + interval '20 hours' where id = ${subscription!.id}`,
    );
    await scanReminders();
    await scanReminders();
    const mails = await trialMails(agency.agent.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Pillars free trial ends in 3 days',
      'Your Pillars free trial ends tomorrow',
    ]);
    expect(mails[1]!.text).toContain('choose a plan before it ends');

    await endTrialsNow();
    expect((await me(agency.cookie)).subscription.status).toBe('canceled');
    expect((await me(await signInAs(member))).hasAccess).toBe(false);
    const [kept] = await queryRows<{ people: number }>(
      db,
      sql`select count(*)::int as people from profiles where organization_id = ${agency.organization.id}`,
    );
    expect(kept!.people).toBe(2);

    // One trial per organization.
    const again = await request('POST', '/api/billing/checkout', agency.cookie, {
      planId: team.id,
      trial: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(planMessages.trialUsed);
    const billing = (await request('GET', '/api/billing/subscription', agency.cookie)).json();
    expect(billing.trialAvailable).toBe(false);
  });

  it('converts an Agency trial with a card at its end', async () => {
    const agencyOrg = await newAgency();
    const session = await subscribe(agencyOrg.cookie, { planId: agency.id, interval: 'month', trial: true });
    expect(session).toMatchObject({ trialDays: 14, trialRequiresCard: true });
    expect((await me(agencyOrg.cookie)).subscription).toMatchObject({
      status: 'trialing',
      paymentMethodLast4: '4242',
    });
    await endTrialsNow();
    expect((await me(agencyOrg.cookie)).subscription).toMatchObject({ status: 'active', planName: 'Agency' });
    const [grant] = await queryRows<{ converted: boolean }>(
      db,
      sql`select converted_at is not null as converted from trial_grants where organization_id = ${agencyOrg.organization.id}`,
    );
    expect(grant!.converted).toBe(true);
  });

  it('gives one trial per owner e-mail, even to a new organization', async () => {
    const first = await newAgency();
    await subscribe(first.cookie, { planId: team.id, trial: true });
    // The agency is deleted; its owner signs up again with the same address.
    await db.execute(sql`delete from organizations where id = ${first.organization.id}`);
    const second = await createOrganization(db, { subscriptionStatus: null });
    const owner = await createMember(db, {
      organizationId: second.id,
      role: 'agent',
      email: first.agent.email,
    });
    const response = await request('POST', '/api/billing/checkout', await signInAs(owner), {
      planId: solo.id,
      trial: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(planMessages.trialUsed);
  });
});

describe('coupons', () => {
  async function makeCoupon(body: Record<string, unknown>) {
    const response = await request('POST', '/api/admin/coupons', await loginAs('admin'), body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().coupon as { id: string; code: string };
  }
  const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;

  it('creates a coupon at the provider, audited, and a checkout pays less with it', async () => {
    const admin = await loginAs('admin');
    const couponCode = code('SAVE20');
    const { result, rows } = await auditRowsOf(db, () =>
      request('POST', '/api/admin/coupons', admin, {
        code: couponCode.toLowerCase(),
        percentOff: '20',
        duration: 'repeating',
        durationMonths: '3',
      }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const coupon = result.json().coupon;
    expect(coupon).toMatchObject({ code: couponCode, percentOff: 20, duration: 'repeating', redemptions: 0 });
    expect(rows).toEqual([expect.objectContaining({ action: 'coupon.create', target_id: coupon.id })]);

    const agencyOrg = await newAgency();
    const checked = await request('POST', '/api/billing/coupon', agencyOrg.cookie, {
      code: couponCode.toLowerCase(),
      planId: team.id,
      interval: 'year',
    });
    expect(checked.json()).toEqual({
      code: couponCode,
      summary: '20% off for 3 months',
      amountCents: 40_000,
      discountedCents: 32_000,
    });
    const session = await subscribe(agencyOrg.cookie, { planId: team.id, interval: 'year', couponCode });
    expect(session).toMatchObject({
      amountCents: 32_000,
      listAmountCents: 40_000,
      couponSummary: '20% off for 3 months',
    });
    const listed = (await request('GET', '/api/admin/coupons', admin)).json();
    expect(listed.coupons.find((row: { id: string }) => row.id === coupon.id).redemptions).toBe(1);

    const off = await auditRowsOf(db, () =>
      request('PATCH', `/api/admin/coupons/${coupon.id}`, admin, { isActive: false }),
    );
    expect(off.rows).toEqual([
      expect.objectContaining({
        action: 'coupon.update',
        before: { isActive: true },
        after: { isActive: false },
      }),
    ]);
  });

  it('says before payment why a code cannot be used: unknown, off, expired, used up, another plan', async () => {
    const agencyOrg = await newAgency();
    const check = (couponCode: string, planId: string = team.id) =>
      request('POST', '/api/billing/coupon', agencyOrg.cookie, {
        code: couponCode,
        planId,
        interval: 'year',
      });
    const messageOf = async (couponCode: string, planId?: string) => {
      const response = await check(couponCode, planId);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.couponCode).toBe(response.json().error.message);
      return response.json().error.message;
    };

    expect(await messageOf('NO-SUCH-CODE')).toBe(planMessages.couponInvalid);

    const inactive = await makeCoupon({ code: code('OFF'), percentOff: '10', isActive: false });
    expect(await messageOf(inactive.code)).toBe(planMessages.couponInvalid);

    const expired = await makeCoupon({ code: code('OLD'), percentOff: '10', expiresOn: '2999-12-31' });
    await db.execute(
      sql`update coupons set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    expect(await messageOf(expired.code)).toBe(planMessages.couponExpired);

    const once = await makeCoupon({
      code: code('ONCE'),
      discountType: 'amount',
      amountOff: '50',
      maxRedemptions: '1',
    });
    const other = await newAgency();
    await subscribe(other.cookie, { planId: team.id, couponCode: once.code });
    expect(await messageOf(once.code)).toBe(planMessages.couponUsedUp);

    const soloOnly = await makeCoupon({ code: code('SOLO'), percentOff: '15', planIds: [solo.id] });
    expect(await messageOf(soloOnly.code, team.id)).toBe(couponWrongPlanMessage('Team'));
    expect((await check(soloOnly.code, solo.id)).statusCode).toBe(200);

    // The same refusal at checkout, before any payment page.
    const checkout = await request('POST', '/api/billing/checkout', agencyOrg.cookie, {
      planId: team.id,
      couponCode: once.code,
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().error.fields.couponCode).toBe(planMessages.couponUsedUp);
  });

  it('refuses a coupon without a discount or with an expiry in the past', async () => {
    const admin = await loginAs('admin');
    const noDiscount = await request('POST', '/api/admin/coupons', admin, { code: code('NONE') });
    expect(noDiscount.json().error.fields).toEqual({ percentOff: planMessages.couponPercentInvalid });
    const past = await request('POST', '/api/admin/coupons', admin, {
      code: code('PAST'),
      percentOff: '10',
      expiresOn: '2000-01-01',
    });
    expect(past.json().error.fields).toEqual({ expiresOn: planMessages.couponExpiryPast });
  });
});

describe('the business view', () => {
  it('counts revenue per plan, trials started and converted, and coupons redeemed', async () => {
    const admin = await loginAs('admin');
    const read = async () => (await request('GET', '/api/analytics/business', admin)).json();
    type Revenue = { planId: string; payingSubscriptions: number; monthlyRecurringRevenueCents: number };
    const soloOf = (body: { revenueByPlan: Revenue[] }) =>
      body.revenueByPlan.find((plan) => plan.planId === solo.id)!;
    const before = await read();
    const demoNames = before.revenueByPlan
      .map((plan: { planName: string }) => plan.planName)
      .filter((name: string) => ['Solo', 'Team', 'Agency'].includes(name));
    expect(demoNames).toEqual(['Solo', 'Team', 'Agency']);

    const coupon = await request('POST', '/api/admin/coupons', admin, {
      code: `BIZ${randomUUID().slice(0, 6).toUpperCase()}`,
      percentOff: '10',
    });
    const paying = await newAgency();
    await subscribe(paying.cookie, {
      planId: solo.id,
      interval: 'month',
      couponCode: coupon.json().coupon.code,
    });
    const trialing = await newAgency();
    await subscribe(trialing.cookie, { planId: agency.id, interval: 'year', trial: true });

    const after = await read();
    // Revenue counts the plan's price (a coupon is the provider's discount on an invoice).
    expect(soloOf(after).payingSubscriptions - soloOf(before).payingSubscriptions).toBe(1);
    expect(soloOf(after).monthlyRecurringRevenueCents - soloOf(before).monthlyRecurringRevenueCents).toBe(
      1_500,
    );
    expect(after.monthlyRecurringRevenueCents - before.monthlyRecurringRevenueCents).toBe(1_500);
    expect(after.trials.started - before.trials.started).toBe(1);
    expect(after.couponsRedeemed - before.couponsRedeemed).toBe(1);

    await endTrialsNow();
    const converted = await read();
    expect(converted.trials.converted - before.trials.converted).toBeGreaterThanOrEqual(1);
  });
});
