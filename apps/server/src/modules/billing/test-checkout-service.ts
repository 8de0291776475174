import { randomBytes } from 'node:crypto';
import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import {
  billingMessages,
  type TestCheckoutResponse,
  type TestCheckoutResultResponse,
} from '@pillars/shared/billing/schemas';
import { couponSummaryText, type PlanInterval } from '@pillars/shared/plans/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { organizations, subscriptions, testCheckoutSessions } from '../../db/schema/index.ts';
import type { BillingEvent, ProviderSubscription } from '../../integrations/payments/provider.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { applyBillingEvent } from './billing-events.ts';
import {
  currentSubscription,
  nowSeconds,
  readSubscriptionSummary,
  requireOrganization,
  toProviderSubscription,
} from './subscriptions.ts';

/* ------------------------------------------------------------------------------------------
 * The test provider's pages: the same events a Stripe webhook would bring.
 * ---------------------------------------------------------------------------------------- */

function requireTestProvider(ctx: ServiceContext): void {
  if (ctx.payments?.kind !== 'test') throw notFound(billingMessages.testModeOnly);
}

async function loadTestSession(ctx: ViewerContext, sessionId: string) {
  requireTestProvider(ctx);
  const [session] = await ctx.db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, ctx.viewer.userId)));
  if (!session) throw notFound(billingMessages.checkoutSessionNotFound);
  return session;
}

export async function getTestCheckout(
  ctx: ViewerContext,
  { sessionId }: { sessionId: string },
): Promise<TestCheckoutResponse> {
  const session = await loadTestSession(ctx, sessionId);
  const [details] = await queryRows<{ interval: PlanInterval | null; coupon: CouponTerms | null }>(
    ctx.db,
    sql`select (select interval from plan_prices where id = ${session.planPriceId}) as interval,
               (select json_build_object('percentOff', percent_off, 'amountOffCents', amount_off_cents,
                                         'duration', duration, 'durationMonths', duration_months)
                  from coupons where id = ${session.couponId}) as coupon`,
  );
  return {
    id: session.id,
    mode: session.mode,
    amountCents: session.amountCents,
    description: session.description,
    interval: details?.interval ?? null,
    listAmountCents: session.listAmountCents,
    couponSummary: details?.coupon ? couponSummaryText(details.coupon) : null,
    trialDays: session.trialDays,
    trialRequiresCard: session.trialRequiresCard,
    status: session.status,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

const daySeconds = 24 * 60 * 60;
/** The test provider's periods: a month of 30 days, a year of 365. */
const periodSeconds: Record<PlanInterval, number> = { month: 30 * daySeconds, year: 365 * daySeconds };

type CouponTerms = Parameters<typeof couponSummaryText>[0];
const testEventId = (label: string) => `test_evt_${label}_${randomBytes(6).toString('hex')}`;

/**
 * Applies a test page's event as the provider's: no actor on the trail (the viewer's own
 * audit is left out), as a Stripe webhook's would be.
 */
const applyTestEvent = (ctx: ViewerContext, event: BillingEvent) =>
  applyBillingEvent({ db: ctx.db, log: ctx.log }, { event });

/** Marks an open (or declined, tried again) session; null when it is already closed. */
async function closeTestSession(
  ctx: ViewerContext,
  sessionId: string,
  status: 'paid' | 'declined' | 'canceled',
) {
  const [closed] = await ctx.db
    .update(testCheckoutSessions)
    .set({ status })
    .where(
      and(eq(testCheckoutSessions.id, sessionId), inArray(testCheckoutSessions.status, ['open', 'declined'])),
    )
    .returning();
  if (!closed) throw new AppError('CONFLICT', billingMessages.checkoutSessionClosed);
  return closed;
}

export async function payTestCheckout(
  ctx: ViewerContext,
  { sessionId, outcome }: { sessionId: string; outcome: 'succeeded' | 'declined' },
): Promise<TestCheckoutResultResponse> {
  await loadTestSession(ctx, sessionId);
  if (outcome === 'declined') {
    const session = await closeTestSession(ctx, sessionId, 'declined');
    if (session.registrationId) {
      await applyTestEvent(ctx, {
        id: testEventId('declined'),
        created: nowSeconds(),
        kind: 'payment.failed',
        registrationId: session.registrationId,
      });
    }
    return { status: 'declined', url: null };
  }
  const session = await closeTestSession(ctx, sessionId, 'paid');
  const [organization] = await ctx.db
    .select({ customerId: organizations.providerCustomerId })
    .from(organizations)
    .where(eq(organizations.id, session.organizationId));
  const customerId = organization?.customerId ?? null;
  const now = nowSeconds();
  const subscription = session.mode === 'subscription' ? await testSubscriptionOf(ctx, session, now) : null;
  await applyTestEvent(ctx, {
    id: testEventId('checkout'),
    created: now,
    kind: 'checkout.completed',
    mode: session.mode,
    organizationId: session.organizationId,
    customerId,
    registrationId: session.registrationId,
    couponId: session.couponId,
    subscription: subscription && { ...subscription, customerId },
  });
  if (subscription?.trialEnd) {
    // The test provider's own clock: at the trial's end it reports what Stripe would.
    await ctx.jobs.enqueueJob(
      jobDefinitions.testTrialEnd,
      { providerSubscriptionId: subscription.providerSubscriptionId },
      { runAt: new Date(subscription.trialEnd * 1000) },
    );
  }
  return { status: 'paid', url: session.successUrl };
}

export async function cancelTestCheckout(
  ctx: ViewerContext,
  { sessionId }: { sessionId: string },
): Promise<TestCheckoutResultResponse> {
  await loadTestSession(ctx, sessionId);
  const session = await closeTestSession(ctx, sessionId, 'canceled');
  if (session.registrationId) {
    await applyTestEvent(ctx, {
      id: testEventId('canceled'),
      created: nowSeconds(),
      kind: 'payment.failed',
      registrationId: session.registrationId,
    });
  }
  return { status: 'canceled', url: session.cancelUrl };
}

/**
 * The subscription a paid test checkout starts: on its price; trialing for the plan's trial
 * days (with the test card only when the trial asks for one), else active for a period.
 */
async function testSubscriptionOf(
  ctx: ViewerContext,
  session: typeof testCheckoutSessions.$inferSelect,
  now: number,
): Promise<ProviderSubscription> {
  const [price] = await queryRows<{ interval: PlanInterval; provider_price_id: string | null }>(
    ctx.db,
    sql`select interval, provider_price_id from plan_prices where id = ${session.planPriceId}`,
  );
  const isTrial = session.trialDays > 0;
  const hasCard = !isTrial || session.trialRequiresCard;
  const trialEnd = isTrial ? now + session.trialDays * daySeconds : null;
  return {
    providerSubscriptionId: `test_sub_${randomBytes(12).toString('hex')}`,
    customerId: null,
    organizationId: session.organizationId,
    status: isTrial ? 'trialing' : 'active',
    currentPeriodEnd: trialEnd ?? now + periodSeconds[price?.interval ?? 'year'],
    cancelAtPeriodEnd: false,
    paymentMethodBrand: hasCard ? 'visa' : null,
    paymentMethodLast4: hasCard ? '4242' : null,
    priceId: price?.provider_price_id ?? null,
    planPriceId: session.planPriceId,
    trialEnd,
  };
}

/**
 * The `billing.test-trial-end` job: the test provider's trial ends as Stripe's does. With a
 * card it converts (active for a period); without one the subscription ends (canceled: access
 * stops as for a lapsed subscription, nothing is deleted). A subscription no longer trialing
 * (canceled meanwhile) is left as it is.
 */
export const endTestTrial: JobHandlerOf<typeof jobDefinitions.testTrialEnd> = async (ctx, payload) => {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, payload.providerSubscriptionId));
  if (row?.status !== 'trialing') return { converted: false, ended: false };
  const [price] = await queryRows<{ interval: PlanInterval }>(
    ctx.db,
    sql`select interval from plan_prices where id = ${row.planPriceId}`,
  );
  const now = nowSeconds();
  const hasCard = row.paymentMethodLast4 !== null;
  await applyBillingEvent(ctx, {
    event: {
      id: testEventId(hasCard ? 'trial_converted' : 'trial_ended'),
      created: now,
      kind: 'subscription.changed',
      subscription: {
        ...toProviderSubscription(row),
        status: hasCard ? 'active' : 'canceled',
        currentPeriodEnd: hasCard ? now + periodSeconds[price?.interval ?? 'year'] : now,
        // The trial ends now, whenever it was due (the job may run late).
        trialEnd: now,
      },
    },
  });
  return { converted: hasCard, ended: !hasCard };
};

/** The test manage page: cancel at period end, or resume. */
export async function setTestCancelAtPeriodEnd(
  ctx: ViewerContext,
  { cancelAtPeriodEnd }: { cancelAtPeriodEnd: boolean },
): Promise<{ subscription: SubscriptionSummary }> {
  requireTestProvider(ctx);
  const organizationId = requireOrganization(ctx);
  const current = await currentSubscription(ctx, { organizationId });
  if (!current?.providerSubscriptionId || current.status === 'canceled') {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  await applyTestEvent(ctx, {
    id: testEventId(cancelAtPeriodEnd ? 'cancel_at_period_end' : 'resume'),
    created: nowSeconds(),
    kind: 'subscription.changed',
    subscription: { ...toProviderSubscription(current), cancelAtPeriodEnd },
  });
  const updated = await readSubscriptionSummary(ctx, { organizationId });
  return { subscription: updated! };
}
