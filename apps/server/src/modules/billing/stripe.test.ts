import { billingPagePaths } from '@pillars/shared/billing/schemas';
import { teamAnnualPriceId } from '@pillars/shared/plans/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp, testAppUrl } from '../../../test/build-test-app.ts';
import { createMember, createMemberWithAccess, createOrganization } from '../../../test/builders.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { queryRows } from '../../db/client.ts';
import {
  billingEvents,
  eventRegistrations,
  events,
  organizations,
  subscriptions,
} from '../../db/schema/index.ts';
import { demoPlans } from '../../db/seed/demo-plans.ts';
import { auditFor } from '../../lib/audit.ts';
import { uncachedViewerRows } from '../../lib/member-cache.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { startEventPaymentCheckout } from './checkout-service.ts';

/**
 * The Stripe provider against a local fake Stripe API (the SDK's host, port and protocol
 * options), and Stripe's webhooks signed as Stripe signs them.
 */
const fakeStripe = await startFakeStripe();
afterAll(() => fakeStripe.close());

const webhookSecret = 'whsec_test_secret_for_the_fake';
const priceId = 'price_test_annual';
const { app, db, signInAs } = await buildTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_ID: priceId,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fakeStripe.port),
    STRIPE_API_PROTOCOL: 'http',
  },
});
const stripe = new Stripe('sk_test_fake');

/** A lapsed agency: its agent (signed in) and a team member. */
async function lapsedAgency() {
  const organization = await createOrganization(db, { subscriptionStatus: null });
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  const member = await createMember(db, { organizationId: organization.id });
  return { organization, agentCookie: await signInAs(agent), memberCookie: await signInAs(member) };
}

function signedDelivery(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

let eventCount = 0;
function stripeEvent(type: string, created: number, object: object) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}_${created}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

function subscriptionObject(
  organizationId: string,
  subscriptionId: string,
  overrides: {
    status?: string;
    cancel_at_period_end?: boolean;
    current_period_end?: number;
    metadata?: Record<string, string>;
    /** Stripe's price of the subscription's item (issue 58: a plan changed in the portal). */
    price?: string;
    trial_end?: number;
  } = {},
) {
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: `cus_of_${organizationId}`,
    status: overrides.status ?? 'active',
    cancel_at_period_end: overrides.cancel_at_period_end ?? false,
    trial_end: overrides.trial_end ?? null,
    metadata: overrides.metadata ?? { organizationId },
    default_payment_method: {
      id: 'pm_1',
      object: 'payment_method',
      card: { brand: 'mastercard', last4: '4444' },
    },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_end: overrides.current_period_end ?? 1_900_000_000,
          price: { id: overrides.price ?? priceId },
        },
      ],
    },
  };
}

async function subscriptionRow(providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row ?? null;
}

async function hasAccess(cookie: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return response.json().hasAccess;
}

/** A deterministic shuffle (the same order on every run, so a failure can be replayed). */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

describe('Stripe checkout', () => {
  it("creates a subscription checkout with the price, the organization's one customer and our pages", async () => {
    const { organization, agentCookie } = await lapsedAgency();
    const first = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: agentCookie },
      payload: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);

    const sessions = fakeStripe.requests.filter((request) => request.path === '/v1/checkout/sessions');
    const session = sessions.at(-1)!.form;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': priceId,
      'line_items[0][quantity]': '1',
      client_reference_id: organization.id,
      'subscription_data[metadata][organizationId]': organization.id,
      success_url: `${testAppUrl}${billingPagePaths.success}`,
      cancel_url: `${testAppUrl}${billingPagePaths.cancel}`,
    });
    const [stored] = await db
      .select({ customerId: organizations.providerCustomerId })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(session.customer).toBe(stored!.customerId);

    // A second checkout (the first was abandoned) reuses the organization's customer.
    const customersBefore = fakeStripe.requests.filter((request) => request.path === '/v1/customers').length;
    const second = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: agentCookie },
      payload: {},
    });
    expect(second.statusCode).toBe(200);
    expect(fakeStripe.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(
      customersBefore,
    );
    expect(
      fakeStripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.form.customer,
    ).toBe(stored!.customerId);

    // Manage: the Customer Portal of that customer, back to /subscription.
    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: agentCookie },
      payload: {},
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toBe('https://billing.stripe.test/p/session/fake');
    expect(fakeStripe.requests.at(-1)!.form).toMatchObject({
      customer: stored!.customerId,
      return_url: `${testAppUrl}${billingPagePaths.cancel}`,
    });
  });

  it('refuses a team member', async () => {
    const { memberCookie } = await lapsedAgency();
    const before = fakeStripe.requests.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: memberCookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "Only your agency's agent can subscribe or manage the subscription.",
    );
    expect(fakeStripe.requests).toHaveLength(before);
  });
});

describe('Stripe unreachable or failing', async () => {
  // A port nothing listens on: taken from a server that is closed again.
  const closedPort = await (async () => {
    const probe = await startFakeStripe();
    await probe.close();
    return probe.port;
  })();
  const unreachable = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_ID: priceId,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(closedPort),
      STRIPE_API_PROTOCOL: 'http',
    },
  });

  /** A paid event and a member with access (of another agency than the lapsed one). */
  async function paidEventWithMember() {
    const member = await createMemberWithAccess(db);
    const [event] = await db
      .insert(events)
      .values({
        title: `Paid Summit ${member.email}`,
        description: 'A paid event',
        dateTime: new Date(Date.now() + 86_400_000),
        registrationFeeCents: 4900,
      })
      .returning({ id: events.id });
    return { eventId: event!.id, member };
  }

  it('answers checkout with 502 and the spec text when Stripe cannot be reached', async () => {
    const organization = await createOrganization(unreachable.db, { subscriptionStatus: null });
    const agent = await createMember(unreachable.db, { organizationId: organization.id, role: 'agent' });
    const response = await unreachable.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: await unreachable.signInAs(agent) },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().error).toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      message: 'Failed to create checkout session',
    });
  });

  it('answers checkout, the portal and a paid registration with 502 and their texts while Stripe fails', async () => {
    const { agentCookie } = await lapsedAgency();
    // A customer first, while Stripe answers, so that the portal has one to open.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/billing/checkout',
          headers: { cookie: agentCookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const { eventId, member } = await paidEventWithMember();
    const memberCookie = await signInAs(member);
    fakeStripe.failWith(500);
    try {
      const checkout = await app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: { cookie: agentCookie },
        payload: {},
      });
      expect(checkout.statusCode, checkout.body).toBe(502);
      expect(checkout.json().error.message).toBe('Failed to create checkout session');

      const portal = await app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: { cookie: agentCookie },
        payload: {},
      });
      expect(portal.statusCode, portal.body).toBe(502);
      expect(portal.json().error.message).toBe('Failed to open subscription management. Please try again.');

      const registration = await app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/registration`,
        headers: { cookie: memberCookie },
        payload: {},
      });
      expect(registration.statusCode, registration.body).toBe(502);
      expect(registration.json().error.message).toBe('Failed to create checkout session');
    } finally {
      fakeStripe.failWith(null);
    }
    // Once Stripe answers again, the same registration goes on to its checkout.
    const retried = await app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/registration`,
      headers: { cookie: memberCookie },
      payload: {},
    });
    expect(retried.statusCode, retried.body).toBeLessThan(300);
    expect(retried.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});

describe('Stripe paid events', () => {
  it('checks out an event fee in payment mode, and its completion completes the registration', async () => {
    const { organization } = await lapsedAgency();
    const member = await createMember(db, { organizationId: organization.id });
    const [event] = await db
      .insert(events)
      .values({
        title: 'Agency Summit',
        description: 'A paid event',
        dateTime: new Date(Date.now() + 86_400_000),
        registrationFeeCents: 4900,
      })
      .returning({ id: events.id });
    const [registration] = await db
      .insert(eventRegistrations)
      .values({ eventId: event!.id, userId: member.userId, paymentStatus: 'pending' })
      .returning({ id: eventRegistrations.id });
    const ctx: ViewerContext = {
      db,
      viewer: {
        userId: member.userId,
        role: 'team_member',
        isGuru: false,
        organizationId: organization.id,
        hasAccess: true,
      },
      jobs: app.jobs,
      content: app.contentCache,
      viewerRows: uncachedViewerRows,
      payments: app.payments,
      ai: app.ai,
      log: app.log,
      realtime: app.realtime,
      mailer: app.mailer,
      appUrl: app.appUrl,
      flowUrl: app.appUrl,
      audit: auditFor(member.userId, { ip: '127.0.0.1', userAgent: null }),
      auth: app.auth,
      rateLimits: app.rateLimits,
      now: app.now,
    };
    const { url } = await startEventPaymentCheckout(ctx, {
      registrationId: registration!.id,
      successUrl: `${testAppUrl}/events/${event!.id}`,
      cancelUrl: `${testAppUrl}/events/${event!.id}`,
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(fakeStripe.requests.at(-1)!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Agency Summit',
      'metadata[registrationId]': registration!.id,
      success_url: `${testAppUrl}/events/${event!.id}`,
    });

    const completed = stripeEvent('checkout.session.completed', 1_800_000_501, {
      id: 'cs_event',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: organization.id,
      customer: `cus_of_${organization.id}`,
      metadata: { organizationId: organization.id, registrationId: registration!.id },
    });
    for (let delivery = 0; delivery < 5; delivery += 1)
      expect((await signedDelivery(completed)).statusCode).toBe(200);
    const [row] = await db
      .select({ status: eventRegistrations.paymentStatus })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration!.id));
    expect(row!.status).toBe('completed');
  });
});

describe('Stripe webhooks', () => {
  it('applies each event once, whatever the order and however often it arrives', async () => {
    const { organization, agentCookie, memberCookie } = await lapsedAgency();
    const subscriptionId = `sub_${organization.id.slice(0, 8)}`;
    const customer = `cus_of_${organization.id}`;
    const sequence = [
      stripeEvent('checkout.session.completed', 1_800_000_100, {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: organization.id,
        customer,
        subscription: subscriptionId,
        metadata: { organizationId: organization.id },
      }),
      stripeEvent(
        'customer.subscription.created',
        1_800_000_101,
        subscriptionObject(organization.id, subscriptionId),
      ),
      stripeEvent(
        'customer.subscription.updated',
        1_800_000_102,
        subscriptionObject(organization.id, subscriptionId, { cancel_at_period_end: true }),
      ),
      stripeEvent('invoice.payment_failed', 1_800_000_103, {
        id: 'in_1',
        object: 'invoice',
        customer,
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
      stripeEvent(
        'customer.subscription.deleted',
        1_800_000_104,
        subscriptionObject(organization.id, subscriptionId, { status: 'canceled' }),
      ),
    ];

    // In order, each delivered 5 times: the first delivery changes the state, the replays nothing.
    const expectedAfter = [
      { status: 'active', cancelAtPeriodEnd: false, access: true },
      { status: 'active', cancelAtPeriodEnd: false, access: true },
      { status: 'active', cancelAtPeriodEnd: true, access: true },
      { status: 'past_due', cancelAtPeriodEnd: true, access: false },
      { status: 'canceled', cancelAtPeriodEnd: false, access: false },
    ];
    for (const [index, event] of sequence.entries()) {
      const first = await signedDelivery(event);
      expect(first.statusCode, first.body).toBe(200);
      const afterFirst = await subscriptionRow(subscriptionId);
      expect(afterFirst).toMatchObject({
        organizationId: organization.id,
        status: expectedAfter[index]!.status,
        cancelAtPeriodEnd: expectedAfter[index]!.cancelAtPeriodEnd,
      });
      for (let replay = 0; replay < 4; replay += 1) {
        expect((await signedDelivery(event)).statusCode).toBe(200);
      }
      expect(await subscriptionRow(subscriptionId)).toEqual(afterFirst);
      expect(await hasAccess(memberCookie), `member access after ${event.type}`).toBe(
        expectedAfter[index]!.access,
      );
      expect(await hasAccess(agentCookie)).toBe(expectedAfter[index]!.access);
    }
    const created = await subscriptionRow(subscriptionId);
    expect(created).toMatchObject({ paymentMethodBrand: 'mastercard', paymentMethodLast4: '4444', priceId });
    const [customerRow] = await db
      .select({ customerId: organizations.providerCustomerId })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(customerRow!.customerId).toBe(customer);
  });

  it('ends in the newest state when 5 copies of each event arrive shuffled', async () => {
    const { organization, memberCookie } = await lapsedAgency();
    const subscriptionId = `sub_shuffled_${organization.id.slice(0, 8)}`;
    const events = [
      stripeEvent(
        'customer.subscription.created',
        1_800_000_201,
        subscriptionObject(organization.id, subscriptionId, { status: 'incomplete' }),
      ),
      stripeEvent(
        'customer.subscription.updated',
        1_800_000_202,
        subscriptionObject(organization.id, subscriptionId),
      ),
      stripeEvent('invoice.payment_failed', 1_800_000_203, {
        id: 'in_2',
        object: 'invoice',
        customer: `cus_of_${organization.id}`,
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
      stripeEvent(
        'customer.subscription.updated',
        1_800_000_204,
        subscriptionObject(organization.id, subscriptionId, {
          cancel_at_period_end: true,
          current_period_end: 1_950_000_000,
        }),
      ),
    ];
    const deliveries = shuffled(
      events.flatMap((event) => Array.from({ length: 5 }, () => event)),
      20_261_122,
    );
    for (const event of deliveries) expect((await signedDelivery(event)).statusCode).toBe(200);

    // The newest event wins (updated, active, cancels at period end), not the last to arrive.
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_950_000_000 * 1000),
      providerEventAt: 1_800_000_204,
    });
    const rows = await db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(
        sql`${billingEvents.id} in (${sql.join(
          events.map((event) => sql`${event.id}`),
          sql`, `,
        )})`,
      );
    expect(rows).toHaveLength(events.length);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from subscriptions where organization_id = ${organization.id}`,
    );
    expect(count).toBe(1);
    expect(await hasAccess(memberCookie)).toBe(true);
  });

  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const { organization, memberCookie } = await lapsedAgency();
    const subscriptionId = `sub_refused_${organization.id.slice(0, 8)}`;
    const event = stripeEvent(
      'customer.subscription.created',
      1_800_000_301,
      subscriptionObject(organization.id, subscriptionId),
    );
    const eventsBefore = await db.select({ id: billingEvents.id }).from(billingEvents);

    const wrongSecret = await signedDelivery(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    const stale = await signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed, then altered: the signature is over the exact bytes.
    const payload = JSON.stringify(event);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      payload: payload.replace('"active"', '"trialing"'),
    });
    expect(tampered.statusCode).toBe(400);

    expect(await subscriptionRow(subscriptionId)).toBeNull();
    expect(await db.select({ id: billingEvents.id }).from(billingEvents)).toHaveLength(eventsBefore.length);
    expect(await hasAccess(memberCookie)).toBe(false);

    // The same event, signed properly, is then applied.
    expect((await signedDelivery(event)).statusCode).toBe(200);
    expect(await hasAccess(memberCookie)).toBe(true);
  });

  it('records each subscription state change in the audit trail, as the provider, once', async () => {
    const { organization } = await lapsedAgency();
    const subscriptionId = `sub_audited_${organization.id.slice(0, 8)}`;
    const provider = {
      actor_id: null,
      actor_email: null,
      target_type: 'subscription',
      organization_id: organization.id,
    };
    const deliver = async (event: object) => {
      const { result, rows } = await auditRowsOf(db, () => signedDelivery(event));
      expect(result.statusCode, result.body).toBe(200);
      return rows;
    };

    const created = stripeEvent(
      'customer.subscription.created',
      1_800_000_501,
      subscriptionObject(organization.id, subscriptionId),
    );
    const createdRows = await deliver(created);
    const row = await subscriptionRow(subscriptionId);
    const [named] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(createdRows).toEqual([
      expect.objectContaining({
        ...provider,
        action: 'subscription.status',
        target_id: row!.id,
        target_name: named!.name,
        before: null,
        after: { status: 'active' },
      }),
    ]);
    // A replay changes nothing and records nothing.
    expect(await deliver(created)).toEqual([]);

    const cancelling = await deliver(
      stripeEvent(
        'customer.subscription.updated',
        1_800_000_502,
        subscriptionObject(organization.id, subscriptionId, { cancel_at_period_end: true }),
      ),
    );
    expect(cancelling).toEqual([
      expect.objectContaining({
        ...provider,
        action: 'subscription.cancel_at_period_end',
        before: { cancelAtPeriodEnd: false },
        after: { cancelAtPeriodEnd: true },
      }),
    ]);
    // A renewal (a new period end only) is no state change: no row.
    expect(
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          1_800_000_503,
          subscriptionObject(organization.id, subscriptionId, {
            cancel_at_period_end: true,
            current_period_end: 1_950_000_000,
          }),
        ),
      ),
    ).toEqual([]);

    const deleted = await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        1_800_000_504,
        subscriptionObject(organization.id, subscriptionId, { status: 'canceled' }),
      ),
    );
    expect(deleted.map((entry) => [entry.action, entry.before, entry.after]).sort()).toEqual([
      ['subscription.cancel_at_period_end', { cancelAtPeriodEnd: true }, { cancelAtPeriodEnd: false }],
      ['subscription.status', { status: 'active' }, { status: 'canceled' }],
    ]);
    for (const entry of deleted) expect(entry).toMatchObject(provider);

    // A refused delivery (bad signature) records nothing.
    const refused = await auditRowsOf(db, () =>
      signedDelivery(
        stripeEvent(
          'customer.subscription.updated',
          1_800_000_505,
          subscriptionObject(organization.id, subscriptionId, { status: 'active' }),
        ),
        { secret: 'whsec_someone_else' },
      ),
    );
    expect(refused.result.statusCode).toBe(400);
    expect(refused.rows).toEqual([]);
  });

  it('takes requests from other origins (Stripe is one)', async () => {
    const event = stripeEvent('customer.created', 1_800_000_401, { id: 'cus_x', object: 'customer' });
    const payload = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        origin: 'https://stripe.com',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

/** A 32-bit integer hash (murmur3's finaliser): well spread for neighbouring inputs. */
function mixed(value: number): number {
  let hash = value | 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85eb_ca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2_ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Issue 58: the Team plan's monthly price, made at (the fake) Stripe, and a coupon of ours. */
const teamMonthlyPriceId = demoPlans[1].prices.find((price) => price.interval === 'month')!.id;
const teamMonthlyStripePrice = 'price_test_team_monthly';
await db.execute(
  sql`update plan_prices set provider_price_id = ${teamMonthlyStripePrice} where id = ${teamMonthlyPriceId}`,
);
const [stripeCoupon] = await queryRows<{ id: string }>(
  db,
  sql`insert into coupons (code, percent_off, duration, provider_coupon_id)
      values ('STRIPE20', 20, 'once', 'co_test_fake') returning id`,
);

describe('Stripe webhooks out of order', () => {
  /** One subscription's events as Stripe may send them; `at` is each event's `created`. */
  interface EventSet {
    name: string;
    events: (ids: { organizationId: string; subscriptionId: string; customer: string }) => object[];
    /** The one right end state, whatever the arrival order. */
    expected: {
      status: string;
      cancelAtPeriodEnd: boolean;
      currentPeriodEnd: Date | null;
      paymentMethodLast4: string | null;
      access: boolean;
      /** Issue 58: the price it ends on, its trial converted or not, its coupon redeemed once. */
      planPriceId?: string;
      trialConverted?: boolean;
      couponRedemptions?: number;
    };
  }
  const at = 1_800_001_000;
  const checkoutCompleted = (
    created: number,
    { organizationId, subscriptionId, customer }: Parameters<EventSet['events']>[0],
    metadata: Record<string, string> = {},
  ) =>
    stripeEvent('checkout.session.completed', created, {
      id: `cs_${subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: organizationId,
      customer,
      subscription: subscriptionId,
      metadata: { organizationId, ...metadata },
    });
  const paymentFailed = (created: number, { subscriptionId, customer }: Parameters<EventSet['events']>[0]) =>
    stripeEvent('invoice.payment_failed', created, {
      id: `in_${subscriptionId}_${created}`,
      object: 'invoice',
      customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
  const period = new Date(1_900_000_000 * 1000);
  const renewedPeriod = new Date(1_931_536_000 * 1000);

  const eventSets: EventSet[] = [
    {
      name: 'a failed payment that may arrive before the subscription exists',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        paymentFailed(at + 2, ids),
      ],
      expected: {
        status: 'past_due',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: false,
      },
    },
    {
      name: 'checkout, creation and a failed payment in one second',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        paymentFailed(at, ids),
      ],
      expected: {
        status: 'past_due',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: false,
      },
    },
    {
      name: 'an update and the deletion in one second',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        stripeEvent(
          'customer.subscription.updated',
          at + 2,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { cancel_at_period_end: true }),
        ),
        stripeEvent(
          'customer.subscription.deleted',
          at + 2,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { status: 'canceled' }),
        ),
      ],
      expected: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: false,
      },
    },
    {
      name: 'a failed payment and the deletion in one second',
      events: (ids) => [
        stripeEvent(
          'customer.subscription.created',
          at,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        paymentFailed(at + 1, ids),
        stripeEvent(
          'customer.subscription.deleted',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { status: 'canceled' }),
        ),
      ],
      expected: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: false,
      },
    },
    {
      name: 'a failed payment, then the renewal paid',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        paymentFailed(at + 1, ids),
        stripeEvent(
          'customer.subscription.updated',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { status: 'past_due' }),
        ),
        stripeEvent(
          'customer.subscription.updated',
          at + 2,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { current_period_end: 1_931_536_000 }),
        ),
      ],
      expected: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: renewedPeriod,
        paymentMethodLast4: '4444',
        access: true,
      },
    },
    {
      name: 'the whole life: checkout, creation, cancel at period end, a failed payment, deletion',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at,
          subscriptionObject(ids.organizationId, ids.subscriptionId),
        ),
        stripeEvent(
          'customer.subscription.updated',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { cancel_at_period_end: true }),
        ),
        paymentFailed(at + 2, ids),
        stripeEvent(
          'customer.subscription.deleted',
          at + 3,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { status: 'canceled' }),
        ),
      ],
      expected: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: false,
      },
    },
    {
      // Issue 58: a Team trial (monthly) with a coupon, converted at its end, in any order.
      name: 'a trial with a coupon that converts',
      events: (ids) => {
        const trialEnd = at + 14 * 24 * 60 * 60;
        const metadata = { organizationId: ids.organizationId, planPriceId: teamMonthlyPriceId };
        return [
          checkoutCompleted(at, ids, {
            planPriceId: teamMonthlyPriceId,
            trialDays: '14',
            couponId: stripeCoupon!.id,
          }),
          stripeEvent(
            'customer.subscription.created',
            at,
            subscriptionObject(ids.organizationId, ids.subscriptionId, {
              status: 'trialing',
              trial_end: trialEnd,
              current_period_end: trialEnd,
              price: teamMonthlyStripePrice,
              metadata,
            }),
          ),
          stripeEvent(
            'customer.subscription.updated',
            trialEnd,
            subscriptionObject(ids.organizationId, ids.subscriptionId, {
              trial_end: trialEnd,
              price: teamMonthlyStripePrice,
              metadata,
            }),
          ),
        ];
      },
      expected: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: true,
        planPriceId: teamMonthlyPriceId,
        trialConverted: true,
        couponRedemptions: 1,
      },
    },
    {
      // Issue 58: the plan changed in Stripe's portal (another price), the old report late.
      name: 'a plan changed at the provider',
      events: (ids) => [
        checkoutCompleted(at, ids, { planPriceId: teamAnnualPriceId }),
        stripeEvent(
          'customer.subscription.created',
          at,
          subscriptionObject(ids.organizationId, ids.subscriptionId, {
            metadata: { organizationId: ids.organizationId, planPriceId: teamAnnualPriceId },
          }),
        ),
        stripeEvent(
          'customer.subscription.updated',
          at + 5,
          subscriptionObject(ids.organizationId, ids.subscriptionId, {
            price: teamMonthlyStripePrice,
            metadata: { organizationId: ids.organizationId, planPriceId: teamAnnualPriceId },
          }),
        ),
      ],
      expected: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: true,
        planPriceId: teamMonthlyPriceId,
        trialConverted: false,
        couponRedemptions: 0,
      },
    },
    {
      name: 'a subscription report without the organization, before its checkout',
      events: (ids) => [
        checkoutCompleted(at, ids),
        stripeEvent(
          'customer.subscription.created',
          at + 1,
          subscriptionObject(ids.organizationId, ids.subscriptionId, { metadata: {} }),
        ),
      ],
      expected: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: period,
        paymentMethodLast4: '4444',
        access: true,
      },
    },
  ];

  it.each(eventSets)(
    'ends in the one right state for $name, in 5 shuffled orders, each event twice',
    async (set) => {
      const orders = new Set<string>();
      for (let round = 0; round < 5; round += 1) {
        const organization = await createOrganization(db, { subscriptionStatus: null });
        const member = await createMember(db, { organizationId: organization.id });
        const ids = {
          organizationId: organization.id,
          subscriptionId: `sub_ooo_${round}_${organization.id.slice(0, 8)}`,
          // Not linked to the organization before its checkout completes (a new customer).
          customer: `cus_ooo_${organization.id}`,
        };
        const events = set.events(ids) as Array<{ id: string; type: string }>;
        const orderOf = (list: typeof events) => list.map((event) => events.indexOf(event)).join(',');
        // Five different orders (a short set has few: the next seed until this one is new).
        // Five different orders (a short set has few: the next seed until this one is new). Sorted
        // by a hash of seed and position: the LCG shuffle above repeats itself on 4 to 6 items.
        let deliveries: typeof events = [];
        for (
          let seed = round * 1_000;
          deliveries.length === 0 || orders.has(orderOf(deliveries));
          seed += 1
        ) {
          expect(seed).toBeLessThan(round * 1_000 + 1_000);
          deliveries = events
            .flatMap((event) => [event, event])
            .map((event, position) => ({ event, key: mixed(seed * 64 + position) }))
            .sort((first, second) => first.key - second.key)
            .map(({ event }) => event);
        }
        orders.add(orderOf(deliveries));
        for (const event of deliveries) {
          const response = await signedDelivery(event);
          expect(response.statusCode, response.body).toBe(200);
        }
        const order = deliveries.map((event) => `${event.type}#${events.indexOf(event)}`).join(' ');
        expect(await subscriptionRow(ids.subscriptionId), `round ${round}: ${order}`).toMatchObject({
          organizationId: organization.id,
          status: set.expected.status,
          cancelAtPeriodEnd: set.expected.cancelAtPeriodEnd,
          currentPeriodEnd: set.expected.currentPeriodEnd,
          paymentMethodLast4: set.expected.paymentMethodLast4,
        });
        expect(await hasAccess(await signInAs(member)), `round ${round}: ${order}`).toBe(set.expected.access);
        if (set.expected.planPriceId !== undefined) {
          const [plan] = await queryRows<{
            plan_price_id: string;
            converted: boolean | null;
            redemptions: number;
          }>(
            db,
            sql`select s.plan_price_id,
                       (select converted_at is not null from trial_grants g
                         where g.provider_subscription_id = s.provider_subscription_id) as converted,
                       (select count(*)::int from coupon_redemptions r
                         where r.provider_subscription_id = s.provider_subscription_id) as redemptions
                  from subscriptions s where s.provider_subscription_id = ${ids.subscriptionId}`,
          );
          expect(plan, `round ${round}: ${order}`).toEqual({
            plan_price_id: set.expected.planPriceId,
            converted: set.expected.trialConverted ? true : null,
            redemptions: set.expected.couponRedemptions,
          });
        }
        // Nothing is left waiting: every event was applied (or could never apply).
        const recorded = await db
          .select({ id: billingEvents.id, status: billingEvents.status })
          .from(billingEvents)
          .where(
            inArray(
              billingEvents.id,
              events.map((event) => event.id),
            ),
          );
        expect(recorded.map((row) => row.status)).toEqual(events.map(() => 'applied'));
      }
      expect(orders.size).toBe(5);
    },
  );

  it('keeps a failed payment for a subscription that never appears pending, and answers 200', async () => {
    const { organization, memberCookie } = await lapsedAgency();
    const subscriptionId = `sub_never_${organization.id.slice(0, 8)}`;
    const ids = { organizationId: organization.id, subscriptionId, customer: `cus_never_${organization.id}` };
    const failed = paymentFailed(at, ids) as { id: string };
    expect((await signedDelivery(failed)).statusCode).toBe(200);
    const [row] = await db
      .select({ status: billingEvents.status, payload: billingEvents.payload })
      .from(billingEvents)
      .where(eq(billingEvents.id, failed.id));
    expect(row).toMatchObject({
      status: 'pending',
      payload: { kind: 'invoice.payment_failed', created: at },
    });
    expect(await subscriptionRow(subscriptionId)).toBeNull();

    // Its subscription appears later: the failure is applied then, and the agency stays out.
    const created = stripeEvent(
      'customer.subscription.created',
      at - 5,
      subscriptionObject(organization.id, subscriptionId),
    );
    expect((await signedDelivery(created)).statusCode).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'past_due', paymentFailedAt: at });
    expect(await hasAccess(memberCookie)).toBe(false);
  });
});
