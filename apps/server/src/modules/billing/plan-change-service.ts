import { downgradeBelowSeatsMessage, type PlanInterval, planMessages } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { ensureProviderPrice, requireSalePrice } from '../plans/plan-rows.ts';
import { applyBillingEvent } from './billing-events.ts';
import { readSeatUsage } from './seats.ts';
import {
  currentSubscription,
  nowSeconds,
  requireOrganization,
  requirePayments,
  toProviderSubscription,
} from './subscriptions.ts';

/**
 * POST /api/billing/plan (issue 58): upgrade, downgrade or another interval, from
 * /subscription. The provider moves the subscription to the new price and prorates; what it
 * reports back is applied as its event (the webhook that follows says the same and changes
 * nothing more). A plan with fewer seats than the team uses is refused until people are
 * removed: counted under the organization's row lock, held until the change is stored, so an
 * invitation cannot slip in between the count and the change.
 */
export async function changePlan(
  ctx: ViewerContext,
  { planId, interval }: { planId: string; interval: PlanInterval },
): Promise<{ ok: true }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const current = await currentSubscription(ctx, { organizationId });
  if (!current?.providerSubscriptionId || current.status === 'canceled') {
    throw new AppError('CONFLICT', planMessages.noCurrentSubscription);
  }
  const price = await requireSalePrice(ctx, { planId, interval });
  if (current.planPriceId === price.id) throw new AppError('CONFLICT', planMessages.samePlan);
  const providerPriceId = await ensureProviderPrice(ctx, { payments, price });
  const providerSubscriptionId = current.providerSubscriptionId;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
    const usage = await readSeatUsage({ db: tx }, { organizationId });
    if (price.seats !== null && usage && usage.used > price.seats) {
      throw new AppError('CONFLICT', downgradeBelowSeatsMessage(price.plan_name, price.seats, usage.used));
    }
    // The test provider reports nothing: the subscription as it is, on the new price.
    const reported = (await payments.changeSubscriptionPrice({
      providerSubscriptionId,
      providerPriceId,
      planPriceId: price.id,
    })) ?? { ...toProviderSubscription(current), priceId: providerPriceId, planPriceId: price.id };
    const created = nowSeconds();
    await applyBillingEvent(
      { db: tx, log: ctx.log },
      {
        event: {
          id: `plan_change_${providerSubscriptionId}_${price.id}_${created}`,
          created,
          kind: 'subscription.changed',
          subscription: reported,
        },
      },
    );
  });
  ctx.log.info({ organizationId, planPriceId: price.id }, 'plan change requested');
  return { ok: true };
}
