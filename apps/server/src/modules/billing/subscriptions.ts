import type { SubscriptionStatus } from '@pillars/shared/access';
import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import { billingMessages } from '@pillars/shared/billing/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { PaymentsProvider, ProviderSubscription } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import {
  type SubscriptionSummaryRow,
  subscriptionSummaryJson,
  toSubscriptionSummary,
} from '../accounts/service.ts';

/*
 * What the billing services share: the subscription row as the member sees it and as the
 * provider reports it, the organization's current one, and the refusals every member call makes.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The organization's current subscription as members see it, with its plan; null without one. */
export async function readSubscriptionSummary(
  ctx: Pick<ServiceContext, 'db'>,
  { organizationId }: { organizationId: string },
): Promise<SubscriptionSummary | null> {
  const [row] = await queryRows<{ subscription: SubscriptionSummaryRow | null }>(
    ctx.db,
    sql`select ${subscriptionSummaryJson(sql`${organizationId}::uuid`)} as subscription`,
  );
  return row?.subscription ? toSubscriptionSummary(row.subscription) : null;
}

/** The organization's current subscription: its newest row (as the session statement reads it). */
export async function currentSubscription(
  ctx: Pick<ServiceContext, 'db'>,
  { organizationId }: { organizationId: string },
): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export const hasCurrentAccess = (status: SubscriptionStatus | undefined) =>
  status === 'active' || status === 'trialing';

export function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    providerSubscriptionId: row.providerSubscriptionId ?? '',
    customerId: row.providerCustomerId,
    organizationId: row.organizationId,
    status: row.providerStatus ?? row.status,
    currentPeriodEnd: row.currentPeriodEnd ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
    priceId: row.priceId,
    planPriceId: row.planPriceId,
    trialEnd: row.trialEndsAt ? Math.floor(row.trialEndsAt.getTime() / 1000) : null,
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function requirePayments(ctx: ServiceContext): PaymentsProvider {
  if (!ctx.payments) throw new AppError('CONFLICT', billingMessages.checkoutFailed);
  return ctx.payments;
}

export function requireOrganization(ctx: ViewerContext): string {
  if (!ctx.viewer.organizationId) throw new AppError('CONFLICT', billingMessages.noOrganization);
  return ctx.viewer.organizationId;
}
