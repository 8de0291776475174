import { annualPlan } from '@pillars/shared/access';
import { billingMessages, billingPagePaths } from '@pillars/shared/billing/schemas';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import { type eventRegistrations, type events, organizations } from '../../db/schema/index.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import {
  currentSubscription,
  hasCurrentAccess,
  requireOrganization,
  requirePayments,
} from './subscriptions.ts';

/*
 * The checkouts and the Billing Portal members start: the annual plan's, and an event's fee.
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

export async function startCheckout(ctx: ViewerContext): Promise<{ url: string }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const current = await currentSubscription(ctx, { organizationId });
  if (hasCurrentAccess(current?.status)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
  const customerId = await ensureCustomer(ctx, payments, organizationId);
  const { url } = await payments.createCheckout({
    mode: 'subscription',
    organizationId,
    userId: ctx.viewer.userId,
    customerId,
    amountCents: annualPlan.priceCents,
    description: annualPlan.name,
    registrationId: null,
    // The person's own flow: back to the address they are on (a trusted host), not APP_URL's.
    successUrl: new URL(billingPagePaths.success, ctx.flowUrl).toString(),
    cancelUrl: new URL(billingPagePaths.cancel, ctx.flowUrl).toString(),
    appUrl: ctx.flowUrl,
  });
  ctx.log.info({ organizationId, userId: ctx.viewer.userId, provider: payments.kind }, 'checkout started');
  return { url };
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
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    appUrl: ctx.flowUrl,
  });
  return { url };
}
