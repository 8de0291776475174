import { randomBytes } from 'node:crypto';
import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import {
  billingMessages,
  type TestCheckoutResponse,
  type TestCheckoutResultResponse,
} from '@pillars/shared/billing/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { organizations, testCheckoutSessions } from '../../db/schema/index.ts';
import type { BillingEvent } from '../../integrations/payments/provider.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { applyBillingEvent } from './billing-events.ts';
import {
  currentSubscription,
  nowSeconds,
  requireOrganization,
  toProviderSubscription,
  toSummary,
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
  return {
    id: session.id,
    mode: session.mode,
    amountCents: session.amountCents,
    description: session.description,
    status: session.status,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

const yearSeconds = 365 * 24 * 60 * 60;
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
  await applyTestEvent(ctx, {
    id: testEventId('checkout'),
    created: nowSeconds(),
    kind: 'checkout.completed',
    mode: session.mode,
    organizationId: session.organizationId,
    customerId,
    registrationId: session.registrationId,
    subscription:
      session.mode === 'subscription'
        ? {
            providerSubscriptionId: `test_sub_${randomBytes(12).toString('hex')}`,
            customerId,
            organizationId: session.organizationId,
            status: 'active',
            currentPeriodEnd: nowSeconds() + yearSeconds,
            cancelAtPeriodEnd: false,
            paymentMethodBrand: 'visa',
            paymentMethodLast4: '4242',
            priceId: 'test_price_annual',
          }
        : null,
  });
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
  const updated = await currentSubscription(ctx, { organizationId });
  return { subscription: toSummary(updated!) };
}
