import { annualPlan, type SubscriptionStatus } from '@pillars/shared/access';
import {
  annualPlanFeatures,
  type BillingSubscriptionResponse,
  billingMessages,
} from '@pillars/shared/billing/schemas';
import { can, organizationManagerRole } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { applyBillingEvent } from './billing-events.ts';
import { currentSubscription, nowSeconds, toProviderSubscription } from './subscriptions.ts';

/*
 * The organization's subscription: what the Subscription page shows, and its end when the
 * organization is deleted. Its state changes only through billing events (billing-events.ts).
 */

export async function getBillingSubscription(ctx: ViewerContext): Promise<BillingSubscriptionResponse> {
  const plan = {
    name: annualPlan.name,
    priceCents: annualPlan.priceCents,
    interval: annualPlan.interval,
    features: [...annualPlanFeatures],
    statementDescriptorNote: billingMessages.statementDescriptorNote,
  };
  const testMode = ctx.payments?.kind === 'test';
  const organizationId = ctx.viewer.organizationId;
  const canManage = can(ctx.viewer, 'billing.manage', { organizationId });
  if (!organizationId) {
    return { plan, subscription: null, hasFreeAccess: false, canManage: false, agent: null, testMode };
  }
  const agent = await getOrganizationAgent(ctx, organizationId);
  // The organization's free access and current subscription were read with the session
  // (modules/accounts/service.ts): no statement of this read's own (issue 21).
  const account = ctx.account?.profile.id === ctx.viewer.userId ? ctx.account : null;
  if (account && account.organization?.id === organizationId) {
    return {
      plan,
      subscription: account.subscription,
      hasFreeAccess: account.organization.hasFreeAccess,
      canManage,
      agent,
      testMode,
    };
  }
  const [row] = await queryRows<{
    has_free_access: boolean;
    subscription: Record<string, unknown> | null;
  }>(
    ctx.db,
    sql`select o.has_free_access,
          (select row_to_json(s) from (
             select status, extract(epoch from current_period_end)::bigint as current_period_end,
                    cancel_at_period_end, payment_method_brand, payment_method_last4
             from subscriptions where organization_id = o.id order by created_at desc limit 1) s) as subscription
        from organizations o
        where o.id = ${organizationId}`,
  );
  if (!row) throw notFound();
  const subscription = row.subscription as {
    status: SubscriptionStatus;
    current_period_end: number | string | null;
    cancel_at_period_end: boolean;
    payment_method_brand: string | null;
    payment_method_last4: string | null;
  } | null;
  return {
    plan,
    subscription: subscription && {
      status: subscription.status,
      currentPeriodEnd:
        subscription.current_period_end === null ? null : Number(subscription.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      paymentMethodBrand: subscription.payment_method_brand,
      paymentMethodLast4: subscription.payment_method_last4,
    },
    hasFreeAccess: row.has_free_access,
    canManage,
    agent,
    testMode,
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
