import type { SubscriptionStatus } from '@pillars/shared/access';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, queryRows } from '../../db/client.ts';
import { billingEvents, organizations, subscriptions } from '../../db/schema/index.ts';
import type { BillingEvent, ProviderSubscription } from '../../integrations/payments/provider.ts';
import { type Audit, auditFor } from '../../lib/audit.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { organizationOwnerEmailSql } from './seats.ts';
import type { SubscriptionRow } from './subscriptions.ts';

/** What applying an event needs: the webhook, the test pages and the jobs all have these. */
export interface BillingEventContext extends Pick<ServiceContext, 'db'> {
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
export async function applyBillingEvent(
  ctx: BillingEventContext,
  { event }: { event: BillingEvent },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
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
      ctx.log.info({ eventId: event.id, eventType: event.kind }, 'billing event already received');
      return false;
    }
    const outcome = await applyEvent(tx, ctx, event);
    if (outcome === 'pending') {
      await tx
        .update(billingEvents)
        .set({ status: 'pending', payload: event })
        .where(eq(billingEvents.id, event.id));
      ctx.log.warn(
        { eventId: event.id, eventType: event.kind, providerSubscriptionId },
        'billing event kept pending until its subscription appears',
      );
      return false;
    }
    const appliedPending = providerSubscriptionId
      ? await applyPendingEvents(tx, ctx, providerSubscriptionId)
      : false;
    return outcome === 'changed' || appliedPending;
  });
}

/** The subscription's events that waited for it, oldest first; true when one changed something. */
async function applyPendingEvents(tx: Executor, ctx: BillingEventContext, providerSubscriptionId: string) {
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
    const outcome = await applyEvent(tx, ctx, event);
    if (outcome === 'pending') continue;
    await tx
      .update(billingEvents)
      .set({ status: 'applied', payload: null })
      .where(eq(billingEvents.id, event.id));
    ctx.log.info({ eventId: event.id, eventType: event.kind, outcome }, 'pending billing event applied');
    changed ||= outcome === 'changed';
  }
  return changed;
}

async function applyEvent(
  tx: Executor,
  ctx: BillingEventContext,
  event: BillingEvent,
): Promise<EventOutcome> {
  switch (event.kind) {
    case 'subscription.changed':
      return writeSubscription(tx, ctx, event, event.subscription);
    case 'checkout.completed':
      if (event.mode === 'payment') {
        return event.registrationId
          ? outcomeOf(await setPaymentStatus(tx, ctx, event, event.registrationId, 'completed'))
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
      if (!event.subscription) return 'unchanged';
      {
        const outcome = await writeSubscription(tx, ctx, event, event.subscription);
        if (outcome !== 'pending' && event.couponId && event.organizationId) {
          await recordCouponRedemption(tx, {
            couponId: event.couponId,
            organizationId: event.organizationId,
            providerSubscriptionId: event.subscription.providerSubscriptionId,
          });
        }
        return outcome;
      }
    case 'invoice.payment_failed':
      return recordPaymentFailure(tx, ctx, event);
    case 'payment.failed':
      return outcomeOf(await setPaymentStatus(tx, ctx, event, event.registrationId, 'failed'));
  }
}

const outcomeOf = (changed: boolean): EventOutcome => (changed ? 'changed' : 'unchanged');

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
  ctx: BillingEventContext,
  event: BillingEvent,
  subscriptionId: string,
  organizationId: string,
  from: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'> | null,
  to: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>,
) {
  logStateChange(ctx, event, organizationId, from, to);
  const changes = [
    { action: 'subscription.status', field: 'status' as const },
    { action: 'subscription.cancel_at_period_end', field: 'cancelAtPeriodEnd' as const },
  ].filter(({ field }) => (from ? from[field] !== to[field] : field === 'status'));
  if (changes.length === 0) return;
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const audit = ctx.audit ?? providerAudit;
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
  ctx: BillingEventContext,
  event: BillingEvent,
  organizationId: string,
  from: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'> | null,
  to: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>,
) {
  ctx.log.info(
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
  ctx: BillingEventContext,
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
    ctx.log.info(
      { eventId: event.id, organizationId: existing.organizationId, eventCreated: event.created },
      'failed payment older than the subscription report: status kept',
    );
    return 'unchanged';
  }
  await recordStateChange(tx, ctx, event, existing.id, existing.organizationId, existing, {
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
  ctx: BillingEventContext,
  event: BillingEvent,
  incoming: ProviderSubscription,
): Promise<EventOutcome> {
  const existing = await lockedSubscription(tx, incoming.providerSubscriptionId);
  // Whatever the order: any report of the subscription says whether it had a trial (decision 070).
  if (existing) await recordTrial(tx, event, incoming, existing.organizationId);
  if (existing && isStaleReport(existing, event.created, incoming.status)) {
    await fillUnknownDetails(tx, existing, incoming, await ourPriceOf(tx, incoming));
    ctx.log.info(
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
  const planPriceId = (await ourPriceOf(tx, incoming)) ?? existing?.planPriceId ?? null;
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
    planPriceId,
    trialEndsAt: incoming.trialEnd ? new Date(incoming.trialEnd * 1000) : (existing?.trialEndsAt ?? null),
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
  await recordStateChange(tx, ctx, event, subscriptionId!, organizationId, existing, values);
  if (existing?.planPriceId && existing.planPriceId !== planPriceId) {
    await recordPlanChange(tx, ctx, subscriptionId!, organizationId, existing.planPriceId, planPriceId);
  }
  if (!existing) await recordTrial(tx, event, incoming, organizationId);
  return 'changed';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our price of a report: the provider's price when we know it (a plan changed in Stripe's
 * portal), else the one the checkout or the plan change put in the metadata; null when
 * neither names one of ours (the stored one stays).
 */
async function ourPriceOf(tx: Executor, incoming: ProviderSubscription): Promise<string | null> {
  const metadataId =
    incoming.planPriceId && uuidPattern.test(incoming.planPriceId) ? incoming.planPriceId : null;
  if (!incoming.priceId && !metadataId) return null;
  const [row] = await queryRows<{ id: string | null }>(
    tx,
    sql`select coalesce(
          (select id from plan_prices where provider_price_id = ${incoming.priceId}),
          (select id from plan_prices where id = ${metadataId}::uuid)) as id`,
  );
  return row?.id ?? null;
}

/**
 * A subscription moved to another price (an upgrade, a downgrade, another interval): one
 * audit row, as the provider's, with the plans and intervals by name.
 */
async function recordPlanChange(
  tx: Executor,
  ctx: BillingEventContext,
  subscriptionId: string,
  organizationId: string,
  fromPriceId: string,
  toPriceId: string | null,
) {
  const rows = await queryRows<{ id: string; plan: string; interval: string; organization: string | null }>(
    tx,
    sql`select pp.id, pl.name as plan, pp.interval,
               (select name from organizations where id = ${organizationId}) as organization
          from plan_prices pp join plans pl on pl.id = pp.plan_id
         where pp.id = any(${sql.param([fromPriceId, toPriceId ?? fromPriceId])}::uuid[])`,
  );
  const describe = (id: string | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? { plan: row.plan, interval: row.interval } : null;
  };
  ctx.log.info(
    { organizationId, from: describe(fromPriceId), to: describe(toPriceId) },
    'billing plan changed',
  );
  await (ctx.audit ?? providerAudit).record(tx, {
    action: 'subscription.plan',
    target: { type: 'subscription', id: subscriptionId, name: rows[0]?.organization ?? null },
    organizationId,
    before: describe(fromPriceId),
    after: describe(toPriceId),
  });
}

/**
 * A report of a subscription that has (or had) a trial records the trial once per
 * organization and per owner e-mail (the unique keys; the organization's agent is its owner);
 * a report that it pays after its trial ended marks the trial converted. Either may arrive
 * first, or twice: the result is the same.
 */
async function recordTrial(
  tx: Executor,
  event: BillingEvent,
  incoming: ProviderSubscription,
  organizationId: string,
) {
  if (incoming.status !== 'trialing' && incoming.trialEnd === null) return;
  await tx.execute(
    sql`insert into trial_grants (organization_id, owner_email, plan_id, provider_subscription_id)
        select ${organizationId}, ${organizationOwnerEmailSql(sql`${organizationId}::uuid`)},
               (select pp.plan_id from subscriptions s join plan_prices pp on pp.id = s.plan_price_id
                 where s.provider_subscription_id = ${incoming.providerSubscriptionId}),
               ${incoming.providerSubscriptionId}
        on conflict do nothing`,
  );
  const hasConverted =
    incoming.status === 'active' && incoming.trialEnd !== null && incoming.trialEnd <= event.created;
  if (hasConverted) {
    await tx.execute(
      sql`update trial_grants set converted_at = to_timestamp(${event.created})
           where provider_subscription_id = ${incoming.providerSubscriptionId} and converted_at is null`,
    );
  }
}

/**
 * A paid checkout with a coupon: the coupon's redemption, once per subscription (a replay's
 * event is already recorded; the unique key is the last guard). An id that is not one of our
 * coupons (metadata written elsewhere) redeems nothing.
 */
async function recordCouponRedemption(
  tx: Executor,
  input: { couponId: string; organizationId: string; providerSubscriptionId: string },
) {
  if (!uuidPattern.test(input.couponId)) return;
  await tx.execute(
    sql`insert into coupon_redemptions (coupon_id, organization_id, provider_subscription_id)
        select id, ${input.organizationId}, ${input.providerSubscriptionId} from coupons where id = ${input.couponId}
        on conflict do nothing`,
  );
}

/**
 * A stale report still tells what a partial newer one did not (a checkout completed carries
 * no period and no card): fills what the row does not know yet, nothing it does.
 */
async function fillUnknownDetails(
  tx: Executor,
  existing: SubscriptionRow,
  incoming: ProviderSubscription,
  planPriceId: string | null,
) {
  const details: Partial<typeof subscriptions.$inferInsert> = {};
  if (existing.planPriceId === null && planPriceId) details.planPriceId = planPriceId;
  if (existing.trialEndsAt === null && incoming.trialEnd)
    details.trialEndsAt = new Date(incoming.trialEnd * 1000);
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
  ctx: BillingEventContext,
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
  ctx.log.info(
    { registrationId, eventId: event.id, eventType: event.kind, from: changed.previous, to },
    'billing state changed',
  );
  return true;
}
