import { paymentHoldMinutes } from '@pillars/shared/billing/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * A pending registration's seat, held while its fee is unpaid (for the events issue).
 */

export const releaseHoldJob = jobDefinitions.releaseHold.name;

/**
 * A registration waiting for its fee holds its seat for `paymentHoldMinutes`: the events
 * issue calls this in the transaction that writes the pending registration.
 */
export async function holdSeatForPayment(
  // `db`: the caller's open transaction, so neither the registration nor its hold exists without the other.
  ctx: Pick<ServiceContext, 'jobs' | 'db'>,
  { registrationId, now = new Date() }: { registrationId: string; now?: Date },
): Promise<void> {
  await ctx.jobs.enqueueJob(
    jobDefinitions.releaseHold,
    { registrationId },
    { runAt: new Date(now.getTime() + paymentHoldMinutes * 60_000) },
    ctx.db,
  );
}

/** The hold's end: a registration still pending gives its seat back (failed). */
export async function releaseExpiredHold(
  ctx: Pick<ServiceContext, 'db' | 'log'>,
  { registrationId }: { registrationId: string },
): Promise<boolean> {
  const [released] = await ctx.db
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
    ctx.log.info({ registrationId, from: 'pending', to: 'failed' }, 'payment hold released');
  }
  return Boolean(released);
}

/** The `billing.release-hold` job: the hold's end. */
export const releaseHoldAtExpiry: JobHandlerOf<typeof jobDefinitions.releaseHold> = async (ctx, payload) => {
  await releaseExpiredHold(ctx, payload);
};
