import type { SubscriptionStatus } from '@pillars/shared/access';
import type { SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import { CreditCardIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past Due',
  canceled: 'Canceled',
};

const statusStyles: Record<SubscriptionStatus, string> = {
  active: 'bg-accent-50 text-accent-700 ring-accent-200',
  trialing: 'bg-brand-50 text-brand-700 ring-brand-200',
  past_due: 'bg-amber-50 text-amber-800 ring-amber-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export const cancelsAtPeriodEndText = 'Cancels at period end';

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        statusStyles[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

/** The renewal or end date: provider dates are epoch seconds (spec 01 section 9). */
export function periodEnd(subscription: SubscriptionSummary): { label: string; date: string } | null {
  if (subscription.currentPeriodEnd === null) return null;
  const date = formatDate(subscription.currentPeriodEnd * 1000);
  if (subscription.status === 'canceled') return { label: 'Ended on', date };
  if (subscription.cancelAtPeriodEnd) return { label: 'Access ends on', date };
  return { label: 'Renews on', date };
}

/** Status, renewal or end date, 'Cancels at period end' when set, the card on file. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionSummary }) {
  const end = periodEnd(subscription);
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dt className="text-slate-600">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <SubscriptionStatusBadge status={subscription.status} />
          {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled' ? (
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
              {cancelsAtPeriodEndText}
            </span>
          ) : null}
        </dd>
      </div>
      {end ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-600">{end.label}</dt>
          <dd className="font-medium text-slate-900">{end.date}</dd>
        </div>
      ) : null}
      {subscription.paymentMethodLast4 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-slate-600">Card</dt>
          <dd className="flex items-center gap-2 font-medium text-slate-900">
            <CreditCardIcon className="size-4 text-slate-500" aria-hidden />
            <span>
              <span className="capitalize">{subscription.paymentMethodBrand ?? 'Card'}</span> ending in{' '}
              {subscription.paymentMethodLast4}
            </span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
