import { randomUUID } from 'node:crypto';
import { couponWrongPlanMessage } from '@pillars/shared/plans/messages';
import {
  type Coupon,
  type CouponBody,
  type CouponsResponse,
  planMessages,
} from '@pillars/shared/plans/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { coupons } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Coupons (issue 58): /admin/coupons makes them (at the payments provider too) and turns them
 * on and off; a checkout checks a code before payment, with a clear message for each reason
 * it cannot be used. A coupon counts as redeemed when the provider reports the paid checkout
 * that carried it (billing-events.ts), so its limit counts payments, not attempts.
 */

type CouponRow = Pick<
  SqlRow<typeof coupons>,
  | 'id'
  | 'code'
  | 'percent_off'
  | 'amount_off_cents'
  | 'currency'
  | 'duration'
  | 'duration_months'
  | 'plan_ids'
  | 'expires_at'
  | 'max_redemptions'
  | 'is_active'
  | 'provider_coupon_id'
  | 'created_at'
> & { redemptions: number };

const couponColumns = sql`c.id, c.code, c.percent_off, c.amount_off_cents, c.currency, c.duration,
  c.duration_months, c.plan_ids, c.expires_at, c.max_redemptions, c.is_active, c.provider_coupon_id, c.created_at,
  (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions`;

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    currency: row.currency,
    duration: row.duration,
    durationMonths: row.duration_months,
    planIds: row.plan_ids,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    maxRedemptions: row.max_redemptions,
    isActive: row.is_active,
    redemptions: Number(row.redemptions),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function readCoupon(db: Executor, couponId: string): Promise<Coupon> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`select ${couponColumns} from coupons c where c.id = ${couponId}`,
  );
  if (!row) throw notFound(planMessages.couponNotFound);
  return toCoupon(row);
}

/** Every coupon, newest first, with its redemptions; and the plans by name (two statements). */
export async function listCoupons(ctx: ViewerContext): Promise<CouponsResponse> {
  const [rows, plans] = await Promise.all([
    queryRows<CouponRow>(
      ctx.db,
      sql`select ${couponColumns} from coupons c order by c.created_at desc, c.id`,
    ),
    queryRows<{ id: string; name: string }>(
      ctx.db,
      sql`select id, name from plans order by display_order, name, id`,
    ),
  ]);
  return { coupons: rows.map(toCoupon), plans };
}

/** The last moment of the expiry day, in UTC. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`);

export async function createCoupon(ctx: ViewerContext, body: CouponBody): Promise<{ coupon: Coupon }> {
  const expiresAt = body.expiresOn ? endOfDay(body.expiresOn) : null;
  if (expiresAt && expiresAt.getTime() <= ctx.now()) {
    throw validationFailed(planMessages.couponExpiryPast, { expiresOn: planMessages.couponExpiryPast });
  }
  const planIds = [...new Set(body.planIds)];
  if (planIds.length > 0) {
    const [known] = await queryRows<{ count: number }>(
      ctx.db,
      sql`select count(*)::int as count from plans where id = any(${sql.param(planIds)}::uuid[])`,
    );
    if (Number(known?.count) !== planIds.length) {
      throw validationFailed(planMessages.planNotFound, { planIds: planMessages.planNotFound });
    }
  }
  const [taken] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from coupons where code = ${body.code}`,
  );
  if (taken)
    throw new AppError('CONFLICT', planMessages.couponCodeTaken, { code: planMessages.couponCodeTaken });
  const terms = {
    percentOff: body.discountType === 'percent' ? body.percentOff : null,
    amountOffCents: body.discountType === 'amount' ? body.amountOff : null,
    durationMonths: body.duration === 'repeating' ? body.durationMonths : null,
  };
  const couponId = randomUUID();
  // At the provider first: when it fails, nothing is stored (its idempotency key is our id).
  const providerCouponId = ctx.payments
    ? await ctx.payments.createCoupon({
        couponId,
        code: body.code,
        ...terms,
        currency: body.currency,
        duration: body.duration,
        maxRedemptions: body.maxRedemptions,
        expiresAt,
      })
    : null;
  const coupon = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into coupons (id, code, percent_off, amount_off_cents, currency, duration, duration_months,
                               plan_ids, expires_at, max_redemptions, is_active, provider_coupon_id)
          values (${couponId}, ${body.code}, ${terms.percentOff}, ${terms.amountOffCents}, ${body.currency},
                  ${body.duration}, ${terms.durationMonths}, ${sql.param(planIds)}::uuid[], ${expiresAt},
                  ${body.maxRedemptions}, ${body.isActive}, ${providerCouponId})`,
    );
    const created = await readCoupon(tx, couponId);
    await ctx.audit.record(tx, {
      action: 'coupon.create',
      target: { type: 'coupon', id: couponId, name: body.code },
      after: {
        code: created.code,
        ...terms,
        currency: created.currency,
        duration: created.duration,
        planIds: created.planIds,
        expiresAt: created.expiresAt,
        maxRedemptions: created.maxRedemptions,
        isActive: created.isActive,
      },
    });
    return created;
  });
  ctx.log.info({ couponId, code: body.code }, 'coupon created');
  return { coupon };
}

export async function updateCoupon(
  ctx: ViewerContext,
  { couponId, isActive }: { couponId: string; isActive: boolean },
): Promise<{ coupon: Coupon }> {
  const coupon = await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<Pick<CouponRow, 'code' | 'is_active'>>(
      tx,
      sql`select code, is_active from coupons where id = ${couponId} for update`,
    );
    if (!before) throw notFound(planMessages.couponNotFound);
    await tx.execute(sql`update coupons set is_active = ${isActive} where id = ${couponId}`);
    await ctx.audit.record(tx, {
      action: 'coupon.update',
      target: { type: 'coupon', id: couponId, name: before.code },
      before: { isActive: before.is_active },
      after: { isActive },
    });
    return readCoupon(tx, couponId);
  });
  return { coupon };
}

/** A coupon a checkout may take: ours, and the provider's id of it. */
export interface CheckoutCoupon {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  duration: Coupon['duration'];
  durationMonths: number | null;
  providerCouponId: string | null;
}

/**
 * The coupon for a code, if a checkout of this plan may use it now: otherwise a 400 whose
 * message (and `couponCode` field) says why: unknown or off, expired, used up, another plan.
 * One statement. Its limit is checked again by the provider at payment (Stripe's own
 * `max_redemptions` and `redeem_by`), which decides a race between two last payments.
 */
export async function requireUsableCoupon(
  ctx: Pick<ViewerContext, 'db' | 'now'>,
  { code, planId, planName }: { code: string; planId: string; planName: string },
): Promise<CheckoutCoupon> {
  const [row] = await queryRows<CouponRow>(
    ctx.db,
    sql`select ${couponColumns} from coupons c where c.code = ${code.trim().toUpperCase()}`,
  );
  const refuse = (message: string) => validationFailed(message, { couponCode: message });
  if (!row?.is_active) throw refuse(planMessages.couponInvalid);
  if (row.expires_at && new Date(row.expires_at).getTime() <= ctx.now())
    throw refuse(planMessages.couponExpired);
  if (row.max_redemptions !== null && Number(row.redemptions) >= row.max_redemptions) {
    throw refuse(planMessages.couponUsedUp);
  }
  if (row.plan_ids.length > 0 && !row.plan_ids.includes(planId))
    throw refuse(couponWrongPlanMessage(planName));
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    duration: row.duration,
    durationMonths: row.duration_months,
    providerCouponId: row.provider_coupon_id,
  };
}
