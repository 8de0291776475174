import { randomUUID } from 'node:crypto';
import {
  type AdminPlan,
  type AdminPlansResponse,
  type PlanBody,
  type PlanInterval,
  type PlanResponse,
  type PlansResponse,
  planIntervals,
  planMessages,
} from '@pillars/shared/plans/schemas';
import { slugify } from '@pillars/shared/slugify';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { planPrices, plans } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { readPlans, toPlan } from './plan-rows.ts';

/*
 * Plans (issue 58, decision 070): the public list /pricing shows, and /admin/plans. A price
 * is never edited: a plan saved with another amount gets a new price (made at the payments
 * provider first, then stored), and the old one stops being sold but stays for the
 * subscriptions on it. Every change is audited in its transaction.
 */

/**
 * GET /api/plans: the plans on sale. One statement over a few rows; not held in memory (a
 * public read sees no content counters: on PostgreSQL only a session's statement reads them).
 */
export async function listPlans(ctx: Pick<ServiceContext, 'db'>): Promise<PlansResponse> {
  const rows = await readPlans(ctx, { where: sql`not p.is_archived` });
  return { plans: rows.map(toPlan) };
}

/**
 * The same for a signed-in read (the subscription page): held in memory, content scope
 * 'plans', bumped by every write to plans and prices (migration 0046).
 */
export function listPlansOnSale(ctx: Pick<ServiceContext, 'db' | 'content'>): Promise<PlansResponse> {
  return ctx.content.get('plans', 'on-sale', () => listPlans(ctx));
}

/** The agencies on each plan now: their newest subscription on one of its prices, not canceled. */
const subscriberCount = sql`(select count(*)::int from (
    select distinct on (s.organization_id) s.plan_price_id, s.status
      from subscriptions s order by s.organization_id, s.created_at desc) current_subscription
    join plan_prices spp on spp.id = current_subscription.plan_price_id
   where spp.plan_id = p.id and current_subscription.status <> 'canceled') as subscriber_count`;

type AdminPlanRow = Parameters<typeof toPlan>[0] & { subscriber_count: number };

function toAdminPlan(row: AdminPlanRow): AdminPlan {
  return { ...toPlan(row), isArchived: row.is_archived, subscriberCount: Number(row.subscriber_count) };
}

async function readAdminPlan(db: Executor, planId: string): Promise<AdminPlan> {
  const [row] = await readPlans<AdminPlanRow>(
    { db },
    {
      where: sql`p.id = ${planId}`,
      extraColumns: subscriberCount,
    },
  );
  if (!row) throw notFound(planMessages.planNotFound);
  return toAdminPlan(row);
}

export async function listAdminPlans(ctx: ViewerContext): Promise<AdminPlansResponse> {
  const rows = await readPlans<AdminPlanRow>(ctx, { extraColumns: subscriberCount });
  return { plans: rows.map(toAdminPlan) };
}

type CurrentPrice = Pick<SqlRow<typeof planPrices>, 'id' | 'interval' | 'amount_cents' | 'currency'>;
type NewPrice = { id: string; interval: PlanInterval; amountCents: number; providerPriceId: string | null };

const amountOf = (body: PlanBody, interval: PlanInterval) =>
  interval === 'month' ? body.monthlyPrice : body.annualPrice;

/**
 * The prices the body asks for that the plan does not have now (a new amount, or a new
 * currency), made at the provider before anything is stored: a provider that fails leaves
 * nothing written. The provider's idempotency keys are our new ids.
 */
async function makeNewPrices(
  ctx: ViewerContext,
  plan: { id: string; name: string; providerProductId: string | null },
  body: PlanBody,
  current: CurrentPrice[],
): Promise<{ prices: NewPrice[]; providerProductId: string | null }> {
  let providerProductId = plan.providerProductId;
  const prices: NewPrice[] = [];
  for (const interval of planIntervals) {
    const amountCents = amountOf(body, interval);
    if (amountCents === null) continue;
    const existing = current.find((price) => price.interval === interval);
    if (existing && existing.amount_cents === amountCents && existing.currency === body.currency) continue;
    const id = randomUUID();
    let providerPriceId: string | null = null;
    if (ctx.payments) {
      const made = await ctx.payments.createPrice({
        planId: plan.id,
        planName: plan.name,
        providerProductId,
        planPriceId: id,
        interval,
        amountCents,
        currency: body.currency,
      });
      providerPriceId = made.providerPriceId;
      providerProductId ??= made.providerProductId;
    }
    prices.push({ id, interval, amountCents, providerPriceId });
  }
  return { prices, providerProductId };
}

/** The plan's fields as the trail keeps them. */
const auditedFields = (body: PlanBody) => ({
  name: body.name,
  description: body.description,
  monthlyPriceCents: body.monthlyPrice,
  annualPriceCents: body.annualPrice,
  currency: body.currency,
  seats: body.seats,
  features: body.features,
  trialDays: body.trialDays,
  trialRequiresCard: body.trialRequiresCard,
  isArchived: body.isArchived,
  displayOrder: body.displayOrder,
});

/**
 * The prices of a save, in its transaction: the ones replaced (a new amount) and the
 * intervals dropped stop being sold; the new ones are stored as current.
 */
async function storePrices(tx: Executor, planId: string, body: PlanBody, prices: NewPrice[]) {
  const keptIntervals = planIntervals.filter(
    (interval) => amountOf(body, interval) !== null && !prices.some((price) => price.interval === interval),
  );
  await tx.execute(
    sql`update plan_prices set is_current = false
         where plan_id = ${planId} and is_current and not (interval = any(${sql.param(keptIntervals)}::text[]))`,
  );
  for (const price of prices) {
    await tx.execute(
      sql`insert into plan_prices (id, plan_id, interval, amount_cents, currency, provider_price_id)
          values (${price.id}, ${planId}, ${price.interval}, ${price.amountCents}, ${body.currency},
                  ${price.providerPriceId})`,
    );
  }
}

export async function createPlan(ctx: ViewerContext, body: PlanBody): Promise<PlanResponse> {
  const slug = slugify(body.name) || 'plan';
  const [taken] = await queryRows<{ id: string }>(ctx.db, sql`select id from plans where slug = ${slug}`);
  if (taken) throw new AppError('CONFLICT', planMessages.nameTaken, { name: planMessages.nameTaken });
  const planId = randomUUID();
  const { prices, providerProductId } = await makeNewPrices(
    ctx,
    { id: planId, name: body.name, providerProductId: null },
    body,
    [],
  );
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into plans (id, name, slug, description, seats, features, currency, trial_days,
                             trial_requires_card, is_archived, display_order, provider_product_id)
          values (${planId}, ${body.name}, ${slug}, ${body.description}, ${body.seats},
                  ${sql.param(body.features)}::text[], ${body.currency}, ${body.trialDays}, ${body.trialRequiresCard},
                  ${body.isArchived}, ${body.displayOrder}, ${providerProductId})`,
    );
    await storePrices(tx, planId, body, prices);
    await ctx.audit.record(tx, {
      action: 'plan.create',
      target: { type: 'plan', id: planId, name: body.name },
      after: auditedFields(body),
    });
  });
  ctx.log.info({ planId, prices: prices.length }, 'plan created');
  return { plan: await readAdminPlan(ctx.db, planId) };
}

type LockedPlan = Pick<
  SqlRow<typeof plans>,
  | 'id'
  | 'name'
  | 'description'
  | 'seats'
  | 'features'
  | 'currency'
  | 'trial_days'
  | 'trial_requires_card'
  | 'is_archived'
  | 'display_order'
  | 'provider_product_id'
> & { prices: CurrentPrice[] | null };

const readPlanForUpdate = (db: Executor, planId: string, lock: boolean) =>
  queryRows<LockedPlan>(
    db,
    sql`select p.id, p.name, p.description, p.seats, p.features, p.currency, p.trial_days,
               p.trial_requires_card, p.is_archived, p.display_order, p.provider_product_id,
               (select json_agg(json_build_object('id', pp.id, 'interval', pp.interval,
                                                  'amount_cents', pp.amount_cents, 'currency', pp.currency))
                  from plan_prices pp where pp.plan_id = p.id and pp.is_current) as prices
          from plans p where p.id = ${planId} ${lock ? sql`for update of p` : sql``}`,
  );

export async function updatePlan(
  ctx: ViewerContext,
  input: PlanBody & { planId: string },
): Promise<PlanResponse> {
  const { planId, ...body } = input;
  const [plan] = await readPlanForUpdate(ctx.db, planId, false);
  if (!plan) throw notFound(planMessages.planNotFound);
  const { prices, providerProductId } = await makeNewPrices(
    ctx,
    { id: planId, name: body.name, providerProductId: plan.provider_product_id },
    body,
    plan.prices ?? [],
  );
  await ctx.db.transaction(async (tx) => {
    const [locked] = await readPlanForUpdate(tx, planId, true);
    if (!locked) throw notFound(planMessages.planNotFound);
    await tx.execute(
      sql`update plans set name = ${body.name}, description = ${body.description}, seats = ${body.seats},
                 features = ${sql.param(body.features)}::text[], currency = ${body.currency},
                 trial_days = ${body.trialDays}, trial_requires_card = ${body.trialRequiresCard},
                 is_archived = ${body.isArchived}, display_order = ${body.displayOrder},
                 provider_product_id = coalesce(provider_product_id, ${providerProductId}), updated_at = now()
           where id = ${planId}`,
    );
    await storePrices(tx, planId, body, prices);
    const priceOf = (interval: PlanInterval) =>
      locked.prices?.find((price) => price.interval === interval)?.amount_cents ?? null;
    await ctx.audit.record(tx, {
      action: 'plan.update',
      target: { type: 'plan', id: planId, name: body.name },
      before: {
        name: locked.name,
        description: locked.description,
        monthlyPriceCents: priceOf('month'),
        annualPriceCents: priceOf('year'),
        currency: locked.currency,
        seats: locked.seats,
        features: locked.features,
        trialDays: locked.trial_days,
        trialRequiresCard: locked.trial_requires_card,
        isArchived: locked.is_archived,
        displayOrder: locked.display_order,
      },
      after: { ...auditedFields(body), newPriceIds: prices.map((price) => price.id) },
    });
  });
  ctx.log.info({ planId, newPrices: prices.length }, 'plan updated');
  return { plan: await readAdminPlan(ctx.db, planId) };
}
