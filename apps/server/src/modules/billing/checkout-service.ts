import {
  billingMessages,
  billingPagePaths,
  type CheckoutBody,
  type CouponCheckResponse,
} from '@pillars/shared/billing/schemas';
import {
  couponSummaryText,
  discountedCents,
  downgradeBelowSeatsMessage,
  type PlanInterval,
  planIntervalLabels,
  planMessages,
  teamPlanId,
} from '@pillars/shared/plans/messages';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import { type coupons, type eventRegistrations, type events, organizations } from '../../db/schema/index.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { type CheckoutCoupon, requireUsableCoupon } from '../plans/coupons-service.ts';
import { ensureProviderPrice, requireSalePrice, type SalePrice } from '../plans/plan-rows.ts';
import { organizationOwnerEmailSql, readSeatUsage } from './seats.ts';
import {
  currentSubscription,
  hasCurrentAccess,
  requireOrganization,
  requirePayments,
} from './subscriptions.ts';

/*
 * The checkouts and the Billing Portal members start: a plan's (issue 58), and an event's fee.
 */

/** The organization's provider customer, created at its first checkout (one per organization). */
async function ensureCustomer(ctx: ViewerContext, payments: PaymentsProvider, organizationId: string) {
  const [organization] = await ctx.db
    .select({ name: organizations.name, customerId: organizations.providerCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw notFound();
  if (organization.customerId) return organization.customerId;
  const [account] = await queryRows<{ email: string }>(
    ctx.db,
    sql`select email from "user" where id = ${ctx.viewer.userId}`,
  );
  const customerId = await payments.createCustomer({
    organizationId,
    name: organization.name,
    email: account?.email ?? '',
  });
  // Two first checkouts at once: the first stored customer wins (Stripe's idempotency key
  // already gave both the same one).
  const [stored] = await queryRows<{ provider_customer_id: string }>(
    ctx.db,
    sql`update organizations set provider_customer_id = coalesce(provider_customer_id, ${customerId})
        where id = ${organizationId} returning provider_customer_id`,
  );
  return stored?.provider_customer_id ?? customerId;
}

/** What a checkout of a plan needs: its price on sale, the coupon if any, the trial it starts with. */
interface PlanCheckout {
  price: SalePrice;
  coupon: CheckoutCoupon | null;
  trialDays: number;
}

/** Whether the organization may still start a trial: neither it nor its owner has had one. */
async function isTrialAvailable(ctx: ViewerContext, organizationId: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    ctx.db,
    sql`select exists (select 1 from trial_grants
                        where organization_id = ${organizationId}
                           or owner_email = ${organizationOwnerEmailSql(sql`${organizationId}::uuid`)}) as used`,
  );
  return !row?.used;
}

/**
 * The plan a checkout sells (none named: the Team plan, annual, as before plans), refused when
 * its seats are fewer than the team already uses; the coupon checked for it; the plan's trial
 * when asked for (Start free trial), if the organization may still have one.
 */
async function preparePlanCheckout(
  ctx: ViewerContext,
  organizationId: string,
  body: NonNullable<CheckoutBody>,
): Promise<PlanCheckout> {
  const price = await requireSalePrice(ctx, {
    planId: body.planId ?? teamPlanId,
    interval: body.interval ?? 'year',
  });
  const usage = await readSeatUsage(ctx, { organizationId });
  if (price.seats !== null && usage && usage.used > price.seats) {
    throw new AppError('CONFLICT', downgradeBelowSeatsMessage(price.plan_name, price.seats, usage.used));
  }
  const coupon = body.couponCode
    ? await requireUsableCoupon(ctx, {
        code: body.couponCode,
        planId: price.plan_id,
        planName: price.plan_name,
      })
    : null;
  if (!body.trial) return { price, coupon, trialDays: 0 };
  if (price.trial_days === 0) throw new AppError('CONFLICT', planMessages.noTrial);
  // One trial per organization and per owner e-mail; the unique keys of `trial_grants` hold it
  // when the provider reports the trial (billing-events.ts).
  if (!(await isTrialAvailable(ctx, organizationId))) throw new AppError('CONFLICT', planMessages.trialUsed);
  return { price, coupon, trialDays: price.trial_days };
}

/** The provider's coupon of ours, made there the first time (a coupon made without a provider). */
async function ensureProviderCoupon(ctx: ViewerContext, payments: PaymentsProvider, coupon: CheckoutCoupon) {
  if (coupon.providerCouponId) return coupon.providerCouponId;
  const [row] = await queryRows<Pick<SqlRow<typeof coupons>, 'max_redemptions' | 'expires_at' | 'currency'>>(
    ctx.db,
    sql`select max_redemptions, expires_at, currency from coupons where id = ${coupon.id}`,
  );
  const providerCouponId = await payments.createCoupon({
    couponId: coupon.id,
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    currency: row?.currency ?? 'usd',
    duration: coupon.duration,
    durationMonths: coupon.durationMonths,
    maxRedemptions: row?.max_redemptions ?? null,
    expiresAt: row?.expires_at ? new Date(row.expires_at) : null,
  });
  await ctx.db.execute(
    sql`update coupons set provider_coupon_id = coalesce(provider_coupon_id, ${providerCouponId}) where id = ${coupon.id}`,
  );
  return providerCouponId;
}

/**
 * A subscription checkout of a plan (issue 58) for the viewer's organization: the provider's
 * page (or the test one), with the plan's price, its trial (a card or not) and a coupon.
 */
export async function startCheckout(ctx: ViewerContext, body: CheckoutBody = {}): Promise<{ url: string }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const current = await currentSubscription(ctx, { organizationId });
  if (hasCurrentAccess(current?.status)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
  const { price, coupon, trialDays } = await preparePlanCheckout(ctx, organizationId, body ?? {});
  const providerPriceId = await ensureProviderPrice(ctx, { payments, price });
  const providerCouponId = coupon ? await ensureProviderCoupon(ctx, payments, coupon) : null;
  const customerId = await ensureCustomer(ctx, payments, organizationId);
  const { url } = await payments.createCheckout({
    mode: 'subscription',
    organizationId,
    userId: ctx.viewer.userId,
    customerId,
    // What is paid now: nothing during a trial; else the price less the coupon's first discount.
    amountCents: trialDays > 0 ? 0 : discountedCents(price.amount_cents, coupon),
    description: `${price.plan_name} (${planIntervalLabels[price.interval]})`,
    registrationId: null,
    subscription: {
      planPriceId: price.id,
      providerPriceId,
      interval: price.interval,
      listAmountCents: price.amount_cents,
      trialDays,
      trialRequiresCard: price.trial_requires_card,
      couponId: coupon?.id ?? null,
      providerCouponId,
    },
    // The person's own flow: back to the address they are on (a trusted host), not APP_URL's.
    successUrl: new URL(billingPagePaths.success, ctx.flowUrl).toString(),
    cancelUrl: new URL(billingPagePaths.cancel, ctx.flowUrl).toString(),
    appUrl: ctx.flowUrl,
  });
  ctx.log.info(
    {
      organizationId,
      userId: ctx.viewer.userId,
      provider: payments.kind,
      planPriceId: price.id,
      trialDays,
      couponId: coupon?.id ?? null,
    },
    'checkout started',
  );
  return { url };
}

/** POST /api/billing/coupon: what a code takes off the chosen price, or why it cannot (400). */
export async function checkCoupon(
  ctx: ViewerContext,
  body: { code: string; planId: string; interval: PlanInterval },
): Promise<CouponCheckResponse> {
  const price = await requireSalePrice(ctx, { planId: body.planId, interval: body.interval });
  const coupon = await requireUsableCoupon(ctx, {
    code: body.code,
    planId: price.plan_id,
    planName: price.plan_name,
  });
  return {
    code: coupon.code,
    summary: couponSummaryText(coupon),
    amountCents: price.amount_cents,
    discountedCents: discountedCents(price.amount_cents, coupon),
  };
}

export async function openPortal(ctx: ViewerContext): Promise<{ url: string }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const [organization] = await ctx.db
    .select({ customerId: organizations.providerCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization?.customerId) throw new AppError('CONFLICT', billingMessages.noSubscription);
  const url = await payments.createPortal({
    customerId: organization.customerId,
    returnUrl: new URL(billingPagePaths.cancel, ctx.flowUrl).toString(),
    appUrl: ctx.flowUrl,
  });
  return { url };
}

/** A registration, its event's title and the event's fee (read as `fee_cents`). */
type RegistrationFeeRow = Pick<SqlRow<typeof eventRegistrations>, 'payment_status'> &
  Pick<SqlRow<typeof events>, 'title'> & { fee_cents: SqlRow<typeof events>['registration_fee_cents'] };

/** A one-time checkout of an event's fee for the viewer's pending registration. */
export async function startEventPaymentCheckout(
  ctx: ViewerContext,
  input: { registrationId: string; successUrl: string; cancelUrl: string },
): Promise<{ url: string }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const [registration] = await queryRows<RegistrationFeeRow>(
    ctx.db,
    sql`select r.payment_status, e.registration_fee_cents as fee_cents, e.title
        from event_registrations r join events e on e.id = r.event_id
        where r.id = ${input.registrationId} and r.user_id = ${ctx.viewer.userId}`,
  );
  if (!registration) throw notFound();
  if (registration.payment_status !== 'pending' || registration.fee_cents <= 0) {
    throw new AppError('CONFLICT', billingMessages.checkoutSessionClosed);
  }
  const customerId = await ensureCustomer(ctx, payments, organizationId);
  const { url } = await payments.createCheckout({
    mode: 'payment',
    organizationId,
    userId: ctx.viewer.userId,
    customerId,
    amountCents: registration.fee_cents,
    description: registration.title,
    registrationId: input.registrationId,
    subscription: null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    appUrl: ctx.flowUrl,
  });
  return { url };
}
