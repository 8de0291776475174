import type { BillingEvent } from '../../integrations/payments/provider.ts';
import { InvalidWebhookError } from '../../integrations/payments/provider.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { applyBillingEvent } from './billing-events.ts';

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
  if (event) await applyBillingEvent(ctx, { event });
  return { received: true };
}
