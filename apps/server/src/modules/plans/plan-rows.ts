import { availableOnText, planMessages } from '@pillars/shared/plans/messages';
import type { Plan, PlanInterval } from '@pillars/shared/plans/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { planPrices, plans } from '../../db/schema/index.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';

/*
 * Reading plans (issue 58): a plan with its current prices in one statement, and a plan's
 * price for a checkout or a change, made at the provider the first time it is sold.
 */

type PlanRow = Pick<
  SqlRow<typeof plans>,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'seats'
  | 'features'
  | 'currency'
  | 'trial_days'
  | 'trial_requires_card'
  | 'display_order'
  | 'is_archived'
> & {
  /** The current prices by interval (json_object_agg). */
  prices: Partial<Record<PlanInterval, { id: string; amount_cents: number; currency: string }>> | null;
};

/** The columns of `PlanRow` over `plans p`. */
export const planColumns = sql`p.id, p.name, p.slug, p.description, p.seats, p.features, p.currency,
  p.trial_days, p.trial_requires_card, p.display_order, p.is_archived,
  (select json_object_agg(pp.interval, json_build_object('id', pp.id, 'amount_cents', pp.amount_cents,
                                                         'currency', pp.currency))
     from plan_prices pp where pp.plan_id = p.id and pp.is_current) as prices`;

/** The plans' order everywhere: their display order, then their name. */
export const planOrder = sql`p.display_order, p.name, p.id`;

export async function readPlans<Row extends PlanRow = PlanRow>(
  ctx: { db: Executor },
  options: { where?: SQL; extraColumns?: SQL } = {},
): Promise<Row[]> {
  return queryRows<Row>(
    ctx.db,
    sql`select ${planColumns}${options.extraColumns ? sql`, ${options.extraColumns}` : sql``}
          from plans p ${options.where ? sql`where ${options.where}` : sql``}
         order by ${planOrder}`,
  );
}

export function toPlan(row: PlanRow): Plan {
  const priceOf = (interval: PlanInterval) => {
    const price = row.prices?.[interval];
    return price
      ? { id: price.id, interval, amountCents: price.amount_cents, currency: price.currency }
      : null;
  };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    seats: row.seats,
    features: row.features,
    currency: row.currency,
    trialDays: row.trial_days,
    trialRequiresCard: row.trial_requires_card,
    displayOrder: row.display_order,
    prices: { month: priceOf('month'), year: priceOf('year') },
  };
}

/** A plan's current price for an interval, with what a checkout or a change needs of the plan. */
export type SalePrice = Pick<
  SqlRow<typeof planPrices>,
  'id' | 'interval' | 'amount_cents' | 'currency' | 'provider_price_id'
> & {
  plan_id: SqlRow<typeof plans>['id'];
  plan_name: SqlRow<typeof plans>['name'];
  seats: SqlRow<typeof plans>['seats'];
  trial_days: SqlRow<typeof plans>['trial_days'];
  trial_requires_card: SqlRow<typeof plans>['trial_requires_card'];
  provider_product_id: SqlRow<typeof plans>['provider_product_id'];
};

/** The price on sale for a plan and interval: 409 when the plan is archived or has none. */
export async function requireSalePrice(
  ctx: { db: Executor },
  { planId, interval }: { planId: string; interval: PlanInterval },
): Promise<SalePrice> {
  const [price] = await queryRows<SalePrice>(
    ctx.db,
    sql`select pp.id, pp.interval, pp.amount_cents, pp.currency, pp.provider_price_id,
               p.id as plan_id, p.name as plan_name, p.seats, p.trial_days, p.trial_requires_card,
               p.provider_product_id
          from plans p join plan_prices pp on pp.plan_id = p.id and pp.is_current and pp.interval = ${interval}
         where p.id = ${planId} and not p.is_archived`,
  );
  if (!price)
    throw new AppError('CONFLICT', planMessages.planUnavailable, { planId: planMessages.planUnavailable });
  return price;
}

/**
 * The provider's price of one of ours: made at the provider the first time it is needed (a
 * price made while payments were not configured, or by the migration), then kept. Two
 * first checkouts at once: the provider's idempotency key gives both the same price.
 */
export async function ensureProviderPrice(
  ctx: { db: Executor },
  { payments, price }: { payments: PaymentsProvider; price: SalePrice },
): Promise<string> {
  if (price.provider_price_id) return price.provider_price_id;
  const made = await payments.createPrice({
    planId: price.plan_id,
    planName: price.plan_name,
    providerProductId: price.provider_product_id,
    planPriceId: price.id,
    interval: price.interval,
    amountCents: price.amount_cents,
    currency: price.currency,
  });
  const [stored] = await queryRows<{ provider_price_id: string }>(
    ctx.db,
    sql`update plan_prices set provider_price_id = coalesce(provider_price_id, ${made.providerPriceId})
         where id = ${price.id} returning provider_price_id`,
  );
  if (made.providerProductId) {
    await ctx.db.execute(
      sql`update plans set provider_product_id = coalesce(provider_product_id, ${made.providerProductId})
           where id = ${price.plan_id}`,
    );
  }
  return stored?.provider_price_id ?? made.providerPriceId;
}

/** Every plan's name, in the plans' order: what an item's 'Available on ...' reads. */
export async function readPlanNames(ctx: { db: Executor }): Promise<PlanNames> {
  const rows = await queryRows<{ id: string; name: string }>(
    ctx.db,
    sql`select p.id, p.name from plans p order by ${planOrder}`,
  );
  return rows;
}

export type PlanNames = ReadonlyArray<{ id: string; name: string }>;

/**
 * 'Available on Team and Agency' for an item offered on some plans (in the plans' order);
 * null for one on every plan (no plans named, or none of them known).
 */
export function availableOnOf(planIds: readonly string[], names: PlanNames): string | null {
  if (planIds.length === 0) return null;
  const named = names.filter((plan) => planIds.includes(plan.id)).map((plan) => plan.name);
  return named.length === 0 ? null : availableOnText(named);
}

/**
 * The plans an item is offered on, checked (a 400 naming `planIds` for an unknown one) and
 * without repeats; empty: every plan.
 */
export async function knownPlanIds(
  ctx: { db: Executor },
  { planIds }: { planIds: readonly string[] },
): Promise<string[]> {
  const unique = [...new Set(planIds)];
  if (unique.length === 0) return unique;
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`select count(*)::int as count from plans where id = any(${sql.param(unique)}::uuid[])`,
  );
  if (Number(row?.count) !== unique.length) {
    throw validationFailed(planMessages.planNotFound, { planIds: planMessages.planNotFound });
  }
  return unique;
}

/** An item's plan names, in the plans' order, over `plan_ids` (a column of the item). */
export const planNamesOf = (planIds: SQL) =>
  sql`array(select pl.name from plans pl where pl.id = any(${planIds}) order by pl.display_order, pl.name)`;
