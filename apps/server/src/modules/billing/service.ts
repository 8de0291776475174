import { randomBytes } from 'node:crypto';
import { annualPlan, type SubscriptionStatus } from '@pillars/shared/access';
import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import {
  annualPlanFeatures,
  type BillingSubscriptionResponse,
  billingMessages,
  billingPagePaths,
  paymentHoldMinutes,
  type TestCheckoutResponse,
  type TestCheckoutResultResponse,
} from '@pillars/shared/billing/schemas';
import { can, organizationManagerRole } from '@pillars/shared/policies';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import {
  billingEvents,
  eventRegistrations,
  organizations,
  subscriptions,
  testCheckoutSessions,
} from '../../db/schema/index.ts';
import {
  type BillingEvent,
  InvalidWebhookError,
  type PaymentsProvider,
  type ProviderSubscription,
} from '../../integrations/payments/provider.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type Audit, auditFor } from '../../lib/audit.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';

/** What applying an event needs: the webhook, the test pages and the jobs all have these. */
export interface BillingDeps {
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /**
   * The trail the subscription's state changes are recorded in: the webhook request's (no
   * actor: the payments provider, with the address it came from). Without it (the test
   * provider's pages, a deletion's cancellation, jobs) the provider's, without an address.
   */
  audit?: Audit;
}

/** The payments provider as the trail's actor (null) when no request of its own brought the change. */
const providerAudit = auditFor(null, { ip: null, userAgent: null });

type SubscriptionRow = typeof subscriptions.$inferSelect;

function toSummary(row: SubscriptionRow): SubscriptionSummary {
  return {
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
  };
}

/** The organization's current subscription: its newest row (as the session statement reads it). */
async function currentSubscription(db: Executor, organizationId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

const hasCurrentAccess = (status: SubscriptionStatus | undefined) =>
  status === 'active' || status === 'trialing';

/* ------------------------------------------------------------------------------------------
 * Applying events: the one place billing state changes, for Stripe's webhooks and the test
 * provider alike. Stripe promises neither order nor a single delivery (decision 018):
 * - each event is recorded by id in the same transaction as its change (a replay finds the id
 *   and does nothing), and is only recorded `applied` when it was applied or never can be;
 *   one that needs a subscription we do not have yet is kept `pending` and applied when the
 *   subscription's first report arrives;
 * - a subscription row remembers the provider time (`created`) of the report it was written
 *   from: an older report arriving late changes nothing, and at the same second the report
 *   further along the subscription's life wins (canceled is final), so arrival order never
 *   decides;
 * - a failed payment is remembered on its own (`payment_failed_at`): the status is past_due
 *   while it is newer than the last report, whatever arrived first.
 * The events of one subscription take turns (a transaction-scoped advisory lock): a pending
 * event and the report it waits for cannot miss each other on two connections.
 * ---------------------------------------------------------------------------------------- */

/** At equal `created`, the report with the higher rank wins: further along, less access. */
const statusRank: Record<SubscriptionStatus, number> = { trialing: 0, active: 1, past_due: 2, canceled: 3 };

/** What an event did: changed our state, could not change it (stale, nothing to do), or must wait. */
type EventOutcome = 'changed' | 'unchanged' | 'pending';

/** The status access reads: the last report's, or past_due after a newer failed payment. */
function effectiveStatus(
  reported: SubscriptionStatus,
  reportedAt: number | null,
  paymentFailedAt: number | null,
): SubscriptionStatus {
  if (paymentFailedAt === null) return reported;
  const failureIsNewer =
    reportedAt === null ||
    paymentFailedAt > reportedAt ||
    (paymentFailedAt === reportedAt && statusRank.past_due > statusRank[reported]);
  return failureIsNewer ? 'past_due' : reported;
}

function subscriptionIdOf(event: BillingEvent): string | null {
  switch (event.kind) {
    case 'subscription.changed':
      return event.subscription.providerSubscriptionId;
    case 'checkout.completed':
      return event.subscription?.providerSubscriptionId ?? null;
    case 'invoice.payment_failed':
      return event.providerSubscriptionId;
    case 'payment.failed':
      return null;
  }
}

/** True when the event changed something (false: a replay, a stale event, or kept pending). */
export async function applyBillingEvent(deps: BillingDeps, event: BillingEvent): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const providerSubscriptionId = subscriptionIdOf(event);
    if (providerSubscriptionId) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('billing.subscription'), hashtext(${providerSubscriptionId}))`,
      );
    }
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.kind, providerSubscriptionId })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) {
      deps.log.info({ eventId: event.id, eventType: event.kind }, 'billing event already received');
      return false;
    }
    const outcome = await applyEvent(tx, deps, event);
    if (outcome === 'pending') {
      await tx
        .update(billingEvents)
        .set({ status: 'pending', payload: event })
        .where(eq(billingEvents.id, event.id));
      deps.log.warn(
        { eventId: event.id, eventType: event.kind, providerSubscriptionId },
        'billing event kept pending until its subscription appears',
      );
      return false;
    }
    const appliedPending = providerSubscriptionId
      ? await applyPendingEvents(tx, deps, providerSubscriptionId)
      : false;
    return outcome === 'changed' || appliedPending;
  });
}

/** The subscription's events that waited for it, oldest first; true when one changed something. */
async function applyPendingEvents(tx: Executor, deps: BillingDeps, providerSubscriptionId: string) {
  const pending = await tx
    .select({ id: billingEvents.id, payload: billingEvents.payload })
    .from(billingEvents)
    .where(
      and(
        eq(billingEvents.providerSubscriptionId, providerSubscriptionId),
        eq(billingEvents.status, 'pending'),
      ),
    );
  let changed = false;
  const events = pending
    .map((row) => row.payload as BillingEvent)
    .sort((first, second) => first.created - second.created);
  for (const event of events) {
    const outcome = await applyEvent(tx, deps, event);
    if (outcome === 'pending') continue;
    await tx
      .update(billingEvents)
      .set({ status: 'applied', payload: null })
      .where(eq(billingEvents.id, event.id));
    deps.log.info({ eventId: event.id, eventType: event.kind, outcome }, 'pending billing event applied');
    changed ||= outcome === 'changed';
  }
  return changed;
}

async function applyEvent(tx: Executor, deps: BillingDeps, event: BillingEvent): Promise<EventOutcome> {
  switch (event.kind) {
    case 'subscription.changed':
      return writeSubscription(tx, deps, event, event.subscription);
    case 'checkout.completed':
      if (event.mode === 'payment') {
        return event.registrationId
          ? outcomeOf(await setPaymentStatus(tx, deps, event, event.registrationId, 'completed'))
          : 'unchanged';
      }
      if (event.organizationId && event.customerId) {
        // One customer per organization: the first checkout's customer is kept.
        await tx
          .update(organizations)
          .set({ providerCustomerId: event.customerId })
          .where(
            and(eq(organizations.id, event.organizationId), sql`${organizations.providerCustomerId} is null`),
          );
      }
      return event.subscription ? writeSubscription(tx, deps, event, event.subscription) : 'unchanged';
    case 'invoice.payment_failed':
      return recordPaymentFailure(tx, deps, event);
    case 'payment.failed':
      return outcomeOf(await setPaymentStatus(tx, deps, event, event.registrationId, 'failed'));
  }
}

const outcomeOf = (changed: boolean): EventOutcome => (changed ? 'changed' : 'unchanged');

function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
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
  };
}

async function lockedSubscription(tx: Executor, providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row ?? null;
}

/**
 * A subscription's state changed (status, or cancel at period end): logged, and one audit row
 * per changed field in the event's transaction ('subscription.status',
 * 'subscription.cancel_at_period_end'; no actor: the payments provider).
 */
async function recordStateChange(
  tx: Executor,
  deps: BillingDeps,
  event: BillingEvent,
  subscriptionId: string,
  organizationId: string,
  from: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'> | null,
  to: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>,
) {
  logStateChange(deps, event, organizationId, from, to);
  const changes = [
    { action: 'subscription.status', field: 'status' as const },
    { action: 'subscription.cancel_at_period_end', field: 'cancelAtPeriodEnd' as const },
  ].filter(({ field }) => (from ? from[field] !== to[field] : field === 'status'));
  if (changes.length === 0) return;
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const audit = deps.audit ?? providerAudit;
  for (const { action, field } of changes) {
    await audit.record(tx, {
      action,
      target: { type: 'subscription', id: subscriptionId, name: organization?.name ?? null },
      organizationId,
      before: from ? { [field]: from[field] } : null,
      after: { [field]: to[field] },
    });
  }
}

function logStateChange(
  deps: BillingDeps,
  event: BillingEvent,
  organizationId: string,
  from: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'> | null,
  to: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>,
) {
  deps.log.info(
    {
      organizationId,
      eventId: event.id,
      eventType: event.kind,
      from: from ? { status: from.status, cancelAtPeriodEnd: from.cancelAtPeriodEnd } : null,
      to: { status: to.status, cancelAtPeriodEnd: to.cancelAtPeriodEnd },
    },
    'billing state changed',
  );
}

/** An invoice's payment failed: past_due unless a newer report says otherwise. */
async function recordPaymentFailure(
  tx: Executor,
  deps: BillingDeps,
  event: BillingEvent & { kind: 'invoice.payment_failed' },
): Promise<EventOutcome> {
  const existing = await lockedSubscription(tx, event.providerSubscriptionId);
  // Not an answer to apply yet: the subscription's first report has not arrived (decision 018).
  if (!existing) return 'pending';
  if (existing.paymentFailedAt !== null && existing.paymentFailedAt >= event.created) return 'unchanged';
  const status = effectiveStatus(
    existing.providerStatus ?? existing.status,
    existing.providerEventAt,
    event.created,
  );
  await tx
    .update(subscriptions)
    .set({ paymentFailedAt: event.created, status, updatedAt: new Date() })
    .where(eq(subscriptions.id, existing.id));
  if (status === existing.status) {
    deps.log.info(
      { eventId: event.id, organizationId: existing.organizationId, eventCreated: event.created },
      'failed payment older than the subscription report: status kept',
    );
    return 'unchanged';
  }
  await recordStateChange(tx, deps, event, existing.id, existing.organizationId, existing, {
    ...existing,
    status,
  });
  return 'changed';
}

/** Whether a report at `created` with `status` is older than what the row was written from. */
function isStaleReport(existing: SubscriptionRow, created: number, status: SubscriptionStatus): boolean {
  if (existing.providerEventAt === null) return false;
  if (existing.providerEventAt !== created) return existing.providerEventAt > created;
  // The same second: Stripe gives no order, so the report further along wins, whichever came
  // last (a deleted subscription stays deleted); equal ranks apply in arrival order.
  return statusRank[status] < statusRank[existing.providerStatus ?? existing.status];
}

async function writeSubscription(
  tx: Executor,
  deps: BillingDeps,
  event: BillingEvent,
  incoming: ProviderSubscription,
): Promise<EventOutcome> {
  const existing = await lockedSubscription(tx, incoming.providerSubscriptionId);
  if (existing && isStaleReport(existing, event.created, incoming.status)) {
    await fillUnknownDetails(tx, existing, incoming);
    deps.log.info(
      { eventId: event.id, organizationId: existing.organizationId, eventCreated: event.created },
      'billing event older than the subscription: ignored',
    );
    return 'unchanged';
  }
  let organizationId = existing?.organizationId ?? incoming.organizationId;
  if (!organizationId && incoming.customerId) {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.providerCustomerId, incoming.customerId));
    organizationId = organization?.id ?? null;
  }
  // Its checkout (which names the organization) has not arrived yet: wait for it.
  if (!organizationId) return 'pending';
  const values = {
    status: effectiveStatus(incoming.status, event.created, existing?.paymentFailedAt ?? null),
    providerStatus: incoming.status,
    // A partial report (checkout completed: no period, no card) keeps what is stored.
    currentPeriodEnd: incoming.currentPeriodEnd
      ? new Date(incoming.currentPeriodEnd * 1000)
      : (existing?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: incoming.cancelAtPeriodEnd,
    paymentMethodBrand: incoming.paymentMethodBrand ?? existing?.paymentMethodBrand ?? null,
    paymentMethodLast4: incoming.paymentMethodLast4 ?? existing?.paymentMethodLast4 ?? null,
    priceId: incoming.priceId ?? existing?.priceId ?? null,
    providerCustomerId: incoming.customerId ?? existing?.providerCustomerId ?? null,
    providerEventAt: event.created,
    updatedAt: new Date(),
  };
  let subscriptionId = existing?.id;
  if (existing) {
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  } else {
    const [inserted] = await tx
      .insert(subscriptions)
      .values({ ...values, organizationId, providerSubscriptionId: incoming.providerSubscriptionId })
      .returning({ id: subscriptions.id });
    subscriptionId = inserted!.id;
  }
  await recordStateChange(tx, deps, event, subscriptionId!, organizationId, existing, values);
  return 'changed';
}

/**
 * A stale report still tells what a partial newer one did not (a checkout completed carries
 * no period and no card): fills what the row does not know yet, nothing it does.
 */
async function fillUnknownDetails(tx: Executor, existing: SubscriptionRow, incoming: ProviderSubscription) {
  const details: Partial<typeof subscriptions.$inferInsert> = {};
  if (existing.currentPeriodEnd === null && incoming.currentPeriodEnd) {
    details.currentPeriodEnd = new Date(incoming.currentPeriodEnd * 1000);
  }
  if (existing.paymentMethodLast4 === null && incoming.paymentMethodLast4) {
    details.paymentMethodBrand = incoming.paymentMethodBrand;
    details.paymentMethodLast4 = incoming.paymentMethodLast4;
  }
  if (existing.priceId === null && incoming.priceId) details.priceId = incoming.priceId;
  if (existing.providerCustomerId === null && incoming.customerId) {
    details.providerCustomerId = incoming.customerId;
  }
  if (Object.keys(details).length === 0) return;
  await tx.update(subscriptions).set(details).where(eq(subscriptions.id, existing.id));
}

/**
 * A paid registration's outcome: pending -> completed | failed. A payment that completes
 * after its hold was released still counts (the member paid); a failure never undoes one.
 */
async function setPaymentStatus(
  tx: Executor,
  deps: BillingDeps,
  event: BillingEvent,
  registrationId: string,
  to: 'completed' | 'failed',
): Promise<boolean> {
  const from = to === 'completed' ? (['pending', 'failed'] as const) : (['pending'] as const);
  const [changed] = await queryRows<{ previous: string }>(
    tx,
    sql`update event_registrations r set payment_status = ${to},
          payment_details = coalesce(r.payment_details, '{}'::jsonb) || ${JSON.stringify({ eventId: event.id })}::jsonb
        from event_registrations old
        where r.id = ${registrationId} and old.id = r.id and r.payment_status in (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )})
        returning old.payment_status as previous`,
  );
  if (!changed) return false;
  deps.log.info(
    { registrationId, eventId: event.id, eventType: event.kind, from: changed.previous, to },
    'billing state changed',
  );
  return true;
}

/* ------------------------------------------------------------------------------------------
 * What members call.
 * ---------------------------------------------------------------------------------------- */

function requirePayments(ctx: ServiceContext): PaymentsProvider {
  if (!ctx.payments) throw new AppError('CONFLICT', billingMessages.checkoutFailed);
  return ctx.payments;
}

function requireOrganization(ctx: ViewerContext): string {
  if (!ctx.viewer.organizationId) throw new AppError('CONFLICT', billingMessages.noOrganization);
  return ctx.viewer.organizationId;
}

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
      sql`select p.first_name || ' ' || p.last_name as agent_name, u.email as agent_email
            from profiles p join "user" u on u.id = p.id
           where p.organization_id = ${organizationId} and p.role = ${organizationManagerRole}
           order by p.created_at limit 1`,
    );
    return row?.agent_name && row.agent_email ? { name: row.agent_name, email: row.agent_email } : null;
  });
}

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
  const current = await currentSubscription(ctx.db, organizationId);
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

/** POST /api/billing/webhook: Stripe's signed events (404 without Stripe; 400 for a bad signature). */
export async function handleWebhook(
  ctx: ServiceContext,
  { rawBody, signature }: { rawBody: unknown; signature: string | undefined },
): Promise<{ received: true }> {
  if (ctx.payments?.kind !== 'stripe') throw notFound();
  if (!Buffer.isBuffer(rawBody)) throw new AppError('VALIDATION_FAILED', 'Invalid webhook payload');
  let event: BillingEvent | null;
  try {
    event = await ctx.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!(error instanceof InvalidWebhookError)) throw error;
    ctx.log.warn({ reason: error.message }, 'webhook signature refused');
    throw new AppError('VALIDATION_FAILED', 'Invalid webhook signature');
  }
  // A public route: ctx.audit has no actor (the provider) and keeps the request's address.
  if (event) await applyBillingEvent({ db: ctx.db, log: ctx.log, audit: ctx.audit }, event);
  return { received: true };
}

/* ------------------------------------------------------------------------------------------
 * The test provider's pages: the same events a Stripe webhook would bring.
 * ---------------------------------------------------------------------------------------- */

function requireTestProvider(ctx: ServiceContext): void {
  if (ctx.payments?.kind !== 'test') throw notFound(billingMessages.testModeOnly);
}

async function loadTestSession(ctx: ViewerContext, sessionId: string) {
  requireTestProvider(ctx);
  const [session] = await ctx.db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, ctx.viewer.userId)));
  if (!session) throw notFound(billingMessages.checkoutSessionNotFound);
  return session;
}

export async function getTestCheckout(
  ctx: ViewerContext,
  { sessionId }: { sessionId: string },
): Promise<TestCheckoutResponse> {
  const session = await loadTestSession(ctx, sessionId);
  return {
    id: session.id,
    mode: session.mode,
    amountCents: session.amountCents,
    description: session.description,
    status: session.status,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const yearSeconds = 365 * 24 * 60 * 60;
const testEventId = (label: string) => `test_evt_${label}_${randomBytes(6).toString('hex')}`;

/** Marks an open (or declined, tried again) session; null when it is already closed. */
async function closeTestSession(
  ctx: ViewerContext,
  sessionId: string,
  status: 'paid' | 'declined' | 'canceled',
) {
  const [closed] = await ctx.db
    .update(testCheckoutSessions)
    .set({ status })
    .where(
      and(eq(testCheckoutSessions.id, sessionId), inArray(testCheckoutSessions.status, ['open', 'declined'])),
    )
    .returning();
  if (!closed) throw new AppError('CONFLICT', billingMessages.checkoutSessionClosed);
  return closed;
}

export async function payTestCheckout(
  ctx: ViewerContext,
  { sessionId, outcome }: { sessionId: string; outcome: 'succeeded' | 'declined' },
): Promise<TestCheckoutResultResponse> {
  await loadTestSession(ctx, sessionId);
  const deps = { db: ctx.db, log: ctx.log };
  if (outcome === 'declined') {
    const session = await closeTestSession(ctx, sessionId, 'declined');
    if (session.registrationId) {
      await applyBillingEvent(deps, {
        id: testEventId('declined'),
        created: nowSeconds(),
        kind: 'payment.failed',
        registrationId: session.registrationId,
      });
    }
    return { status: 'declined', url: null };
  }
  const session = await closeTestSession(ctx, sessionId, 'paid');
  const [organization] = await ctx.db
    .select({ customerId: organizations.providerCustomerId })
    .from(organizations)
    .where(eq(organizations.id, session.organizationId));
  const customerId = organization?.customerId ?? null;
  await applyBillingEvent(deps, {
    id: testEventId('checkout'),
    created: nowSeconds(),
    kind: 'checkout.completed',
    mode: session.mode,
    organizationId: session.organizationId,
    customerId,
    registrationId: session.registrationId,
    subscription:
      session.mode === 'subscription'
        ? {
            providerSubscriptionId: `test_sub_${randomBytes(12).toString('hex')}`,
            customerId,
            organizationId: session.organizationId,
            status: 'active',
            currentPeriodEnd: nowSeconds() + yearSeconds,
            cancelAtPeriodEnd: false,
            paymentMethodBrand: 'visa',
            paymentMethodLast4: '4242',
            priceId: 'test_price_annual',
          }
        : null,
  });
  return { status: 'paid', url: session.successUrl };
}

export async function cancelTestCheckout(
  ctx: ViewerContext,
  { sessionId }: { sessionId: string },
): Promise<TestCheckoutResultResponse> {
  await loadTestSession(ctx, sessionId);
  const session = await closeTestSession(ctx, sessionId, 'canceled');
  if (session.registrationId) {
    await applyBillingEvent(
      { db: ctx.db, log: ctx.log },
      {
        id: testEventId('canceled'),
        created: nowSeconds(),
        kind: 'payment.failed',
        registrationId: session.registrationId,
      },
    );
  }
  return { status: 'canceled', url: session.cancelUrl };
}

/** The test manage page: cancel at period end, or resume. */
export async function setTestCancelAtPeriodEnd(
  ctx: ViewerContext,
  { cancelAtPeriodEnd }: { cancelAtPeriodEnd: boolean },
): Promise<{ subscription: SubscriptionSummary }> {
  requireTestProvider(ctx);
  const organizationId = requireOrganization(ctx);
  const current = await currentSubscription(ctx.db, organizationId);
  if (!current?.providerSubscriptionId || current.status === 'canceled') {
    throw new AppError('CONFLICT', billingMessages.noSubscription);
  }
  await applyBillingEvent(
    { db: ctx.db, log: ctx.log },
    {
      id: testEventId(cancelAtPeriodEnd ? 'cancel_at_period_end' : 'resume'),
      created: nowSeconds(),
      kind: 'subscription.changed',
      subscription: { ...toProviderSubscription(current), cancelAtPeriodEnd },
    },
  );
  const updated = await currentSubscription(ctx.db, organizationId);
  return { subscription: toSummary(updated!) };
}

/* ------------------------------------------------------------------------------------------
 * For the organizations and events issues.
 * ---------------------------------------------------------------------------------------- */

/**
 * Ends an organization's subscription at the provider, then here, before the organization
 * is deleted (its rows go with it; the provider would otherwise go on charging).
 */
export async function cancelOrganizationSubscription(
  deps: BillingDeps & { payments: PaymentsProvider | null },
  organizationId: string,
): Promise<void> {
  const current = await currentSubscription(deps.db, organizationId);
  if (!current?.providerSubscriptionId || current.status === 'canceled') return;
  if (deps.payments) await deps.payments.cancelSubscription(current.providerSubscriptionId);
  await applyBillingEvent(deps, {
    id: `cancel_${current.providerSubscriptionId}`,
    created: nowSeconds(),
    kind: 'subscription.changed',
    subscription: { ...toProviderSubscription(current), status: 'canceled', cancelAtPeriodEnd: false },
  });
}

export const releaseHoldJob = jobDefinitions.releaseHold.name;

/**
 * A registration waiting for its fee holds its seat for `paymentHoldMinutes`: the events
 * issue calls this in the transaction that writes the pending registration.
 */
export async function holdSeatForPayment(
  jobs: JobQueue,
  executor: Executor,
  registrationId: string,
  now: Date = new Date(),
): Promise<void> {
  await jobs.enqueueJob(
    jobDefinitions.releaseHold,
    { registrationId },
    { runAt: new Date(now.getTime() + paymentHoldMinutes * 60_000) },
    executor,
  );
}

/** The hold's end: a registration still pending gives its seat back (failed). */
export async function releaseExpiredHold(deps: BillingDeps, registrationId: string): Promise<boolean> {
  const [released] = await deps.db
    .update(eventRegistrations)
    .set({
      paymentStatus: 'failed',
      paymentDetails: sql`coalesce(${eventRegistrations.paymentDetails}, '{}'::jsonb) || '{"holdExpired": true}'::jsonb`,
    })
    .where(
      and(
        eq(eventRegistrations.id, registrationId),
        eq(eventRegistrations.paymentStatus, 'pending'),
        sql`${eventRegistrations.registrationDate} <= now() - make_interval(mins => ${paymentHoldMinutes})`,
      ),
    )
    .returning({ id: eventRegistrations.id });
  if (released) {
    deps.log.info({ registrationId, from: 'pending', to: 'failed' }, 'payment hold released');
  }
  return Boolean(released);
}

/** A one-time checkout of an event's fee for the viewer's pending registration. */
export async function startEventPaymentCheckout(
  ctx: ViewerContext,
  input: { registrationId: string; successUrl: string; cancelUrl: string },
): Promise<{ url: string }> {
  const payments = requirePayments(ctx);
  const organizationId = requireOrganization(ctx);
  const [registration] = await queryRows<{ payment_status: string; fee_cents: number; title: string }>(
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

/** The `billing.release-hold` job: the hold's end. */
export const releaseHoldAtExpiry: JobHandlerOf<typeof jobDefinitions.releaseHold> = async (
  ctx,
  { registrationId },
) => {
  await releaseExpiredHold({ db: ctx.db, log: ctx.log }, registrationId);
};
