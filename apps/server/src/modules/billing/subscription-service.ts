import { type BillingSubscriptionResponse, billingMessages } from '@pillars/shared/billing/schemas';
import { type PlanInterval, teamPlanId } from '@pillars/shared/plans/messages';
import type { Plan } from '@pillars/shared/plans/schemas';
import { can, organizationManagerRole } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import {
  type SubscriptionSummaryRow,
  subscriptionSummaryJson,
  toSubscriptionSummary,
} from '../accounts/service.ts';
import { listPlansOnSale } from '../plans/plans-service.ts';
import { applyBillingEvent } from './billing-events.ts';
import {
  organizationOwnerEmailSql,
  type SeatUsageRow,
  seatPlanJoin,
  seatUsageColumns,
  toSeatUsage,
} from './seats.ts';
import { currentSubscription, nowSeconds, toProviderSubscription } from './subscriptions.ts';

/*
 * The organization's subscription: what the Subscription page shows, and its end when the
 * organization is deleted. Its state changes only through billing events (billing-events.ts).
 */

export async function getBillingSubscription(ctx: ViewerContext): Promise<BillingSubscriptionResponse> {
  const testMode = ctx.payments?.kind === 'test';
  const organizationId = ctx.viewer.organizationId;
  const canManage = can(ctx.viewer, 'billing.manage', { organizationId });
  // The plans on sale (the chooser; from memory) and, for an organization, its subscription
  // with its plan, its seats and whether a trial is still possible, in one statement.
  const { plans } = await listPlansOnSale(ctx);
  const defaultPlan = plans.find((plan) => plan.id === teamPlanId) ?? plans[0] ?? null;
  if (!organizationId) {
    return {
      plan: describePlan(defaultPlan, 'year'),
      subscription: null,
      hasFreeAccess: false,
      canManage: false,
      agent: null,
      testMode,
      plans,
      currentPlan: null,
      seats: null,
      trialAvailable: false,
    };
  }
  const [agent, [row]] = await Promise.all([
    getOrganizationAgent(ctx, organizationId),
    queryRows<
      SeatUsageRow & {
        has_free_access: boolean;
        subscription: SubscriptionSummaryRow | null;
        current_plan: { id: string; name: string; interval: PlanInterval; seats: number | null } | null;
        trial_used: boolean;
      }
    >(
      ctx.db,
      sql`select o.has_free_access, ${subscriptionSummaryJson(sql`o.id`)} as subscription, ${seatUsageColumns},
            (select json_build_object('id', pl.id, 'name', pl.name, 'interval', pp.interval, 'seats', pl.seats)
               from subscriptions s join plan_prices pp on pp.id = s.plan_price_id join plans pl on pl.id = pp.plan_id
              where s.organization_id = o.id order by s.created_at desc limit 1) as current_plan,
            exists (select 1 from trial_grants g
                     where g.organization_id = o.id
                        or g.owner_email = ${organizationOwnerEmailSql(sql`o.id`)}) as trial_used
          from organizations o ${seatPlanJoin}
         where o.id = ${organizationId}`,
    ),
  ]);
  if (!row) throw notFound();
  const subscription = row.subscription ? toSubscriptionSummary(row.subscription) : null;
  const seats = toSeatUsage(row);
  const shownPlan = row.current_plan
    ? (plans.find((plan) => plan.id === row.current_plan!.id) ?? null)
    : defaultPlan;
  return {
    plan: describePlan(shownPlan, row.current_plan?.interval ?? 'year', row.current_plan?.name),
    subscription,
    hasFreeAccess: row.has_free_access,
    canManage,
    agent,
    testMode,
    plans,
    currentPlan: row.current_plan,
    seats: { used: seats.used, limit: seats.limit },
    trialAvailable: !row.trial_used,
  };
}

/**
 * The plan card's fields (spec 01 section 9's, kept for the page's plan card): the plan at an
 * interval, or the Team plan's annual price when the plan is off sale or has none.
 */
function describePlan(plan: Plan | null, interval: PlanInterval, name?: string) {
  const price = plan?.prices[interval] ?? plan?.prices.year ?? plan?.prices.month ?? null;
  return {
    name: name ?? plan?.name ?? 'Team',
    priceCents: price?.amountCents ?? 0,
    interval: price?.interval ?? interval,
    features: plan?.features ?? [],
    statementDescriptorNote: billingMessages.statementDescriptorNote,
  };
}

/**
 * An organization's agent (its first manager), the same for all its members: held in memory
 * (content scope 'organization_agents', bumped by profile and e-mail changes, migration 0020).
 */
function getOrganizationAgent(
  ctx: ViewerContext,
  organizationId: string,
): Promise<{ name: string; email: string } | null> {
  return ctx.content.get('organization_agents', organizationId, async () => {
    const [row] = await queryRows<{ agent_name: string | null; agent_email: string | null }>(
      ctx.db,
      sql`select ${displayName('p')} as agent_name, u.email as agent_email
            from profiles p join "user" u on u.id = p.id
           where p.organization_id = ${organizationId} and p.role = ${organizationManagerRole}
           order by p.created_at limit 1`,
    );
    return row?.agent_name && row.agent_email ? { name: row.agent_name, email: row.agent_email } : null;
  });
}

/*
 * For the organizations issue.
 */

/**
 * Ends an organization's subscription at the provider, then here, before the organization
 * is deleted (its rows go with it; the provider would otherwise go on charging). The
 * change is the provider's on the trail, not the deleting admin's.
 */
export async function cancelOrganizationSubscription(
  ctx: Pick<ServiceContext, 'db' | 'log' | 'payments'>,
  { organizationId }: { organizationId: string },
): Promise<void> {
  const current = await currentSubscription(ctx, { organizationId });
  if (!current?.providerSubscriptionId || current.status === 'canceled') return;
  if (ctx.payments) await ctx.payments.cancelSubscription(current.providerSubscriptionId);
  await applyBillingEvent(
    { db: ctx.db, log: ctx.log },
    {
      event: {
        id: `cancel_${current.providerSubscriptionId}`,
        created: nowSeconds(),
        kind: 'subscription.changed',
        subscription: { ...toProviderSubscription(current), status: 'canceled', cancelAtPeriodEnd: false },
      },
    },
  );
}
