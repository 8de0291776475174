import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
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
  // The plans on sale: the chooser, and the plans to change to (from memory).
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
  const [agent, state, management] = await Promise.all([
    getOrganizationAgent(ctx, organizationId),
    readSubscriptionState(ctx, organizationId),
    // The one who manages sees the seats and whether a trial is left: one statement more.
    canManage ? readManagement(ctx, organizationId) : null,
  ]);
  const { subscription } = state;
  const shownPlan = subscription?.planId
    ? (plans.find((plan) => plan.id === subscription.planId) ?? null)
    : defaultPlan;
  const interval = subscription?.planInterval ?? 'year';
  return {
    plan: describePlan(shownPlan, interval, subscription?.planName ?? undefined),
    subscription,
    hasFreeAccess: state.hasFreeAccess,
    canManage,
    agent,
    testMode,
    plans,
    currentPlan:
      subscription?.planId && subscription.planName
        ? {
            id: subscription.planId,
            name: subscription.planName,
            interval,
            seats: shownPlan?.seats ?? management?.seats.limit ?? null,
          }
        : null,
    seats: management && { used: management.seats.used, limit: management.seats.limit },
    trialAvailable: management?.trialAvailable ?? false,
  };
}

/**
 * The organization's free access and current subscription (with its plan): read with the
 * session (modules/accounts/service.ts) for the viewer's own organization, so no statement
 * of this read's own (issue 21); else one.
 */
async function readSubscriptionState(
  ctx: ViewerContext,
  organizationId: string,
): Promise<{ hasFreeAccess: boolean; subscription: SubscriptionSummary | null }> {
  const account = ctx.account?.profile.id === ctx.viewer.userId ? ctx.account : null;
  if (account?.organization?.id === organizationId) {
    return { hasFreeAccess: account.organization.hasFreeAccess, subscription: account.subscription };
  }
  const [row] = await queryRows<{ has_free_access: boolean; subscription: SubscriptionSummaryRow | null }>(
    ctx.db,
    sql`select o.has_free_access, ${subscriptionSummaryJson(sql`o.id`)} as subscription
          from organizations o where o.id = ${organizationId}`,
  );
  if (!row) throw notFound();
  return {
    hasFreeAccess: row.has_free_access,
    subscription: row.subscription ? toSubscriptionSummary(row.subscription) : null,
  };
}

/** The seats in use against the plan's, and whether the organization or its owner had a trial. */
async function readManagement(ctx: ViewerContext, organizationId: string) {
  const [row] = await queryRows<SeatUsageRow & { trial_used: boolean }>(
    ctx.db,
    sql`select ${seatUsageColumns},
               exists (select 1 from trial_grants g
                        where g.organization_id = o.id
                           or g.owner_email = ${organizationOwnerEmailSql(sql`o.id`)}) as trial_used
          from organizations o ${seatPlanJoin}
         where o.id = ${organizationId}`,
  );
  if (!row) throw notFound();
  return { seats: toSeatUsage(row), trialAvailable: !row.trial_used };
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
