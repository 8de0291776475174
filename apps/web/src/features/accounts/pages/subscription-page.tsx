import { annualPlan, type SubscriptionStatus } from '@pillars/shared/access';
import type { MeResponse, SubscriptionSummary } from '@pillars/shared/accounts/schemas';
import { CheckIcon, CircleCheckIcon, CreditCardIcon } from 'lucide-react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatLongDate, formatPriceCents } from '@/lib/format';
import { useMe } from '../api/get-me';

const planFeatures = [
  'Every Pillars of Agency course, key element and lesson',
  'The full resource library: articles, documents, videos and presentations',
  'Live and virtual events with agency experts',
  'Guru profiles and expert content',
  'Direct messages with the Pillars team',
  'Priority support',
];

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

function periodEndText(subscription: SubscriptionSummary): string | null {
  if (subscription.currentPeriodEnd === null) return null;
  // Provider dates are epoch seconds (spec 01 section 9).
  const date = formatLongDate(subscription.currentPeriodEnd * 1000);
  if (subscription.status === 'canceled') return `Ended on ${date}`;
  if (subscription.cancelAtPeriodEnd) return `Access ends on ${date}`;
  return `Renews on ${date}`;
}

function CurrentSubscription({ subscription }: { subscription: SubscriptionSummary }) {
  const periodEnd = periodEndText(subscription);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Your Subscription</CardTitle>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              statusStyles[subscription.status],
            )}
          >
            {statusLabels[subscription.status]}
          </span>
        </div>
        <CardDescription>{annualPlan.name}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-600">
        {periodEnd ? <p>{periodEnd}</p> : null}
        {subscription.paymentMethodLast4 ? (
          <p className="flex items-center gap-2">
            <CreditCardIcon className="size-4 text-slate-400" aria-hidden />
            <span>
              <span className="capitalize">{subscription.paymentMethodBrand ?? 'Card'}</span> ending in{' '}
              {subscription.paymentMethodLast4}
            </span>
          </p>
        ) : null}
        {subscription.status === 'past_due' ? (
          <p className="text-amber-800">
            Your last payment failed. Please contact support to keep your access.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PlanCard({ me }: { me: MeResponse }) {
  return (
    <Card className="overflow-hidden">
      <div className="bg-brand-700 px-5 py-6 text-white sm:px-6">
        <p className="text-sm font-medium text-brand-100">Single plan</p>
        <h2 className="mt-1 text-xl font-semibold">{annualPlan.name}</h2>
        <p className="mt-3 text-4xl font-bold tracking-tight">
          {formatPriceCents(annualPlan.priceCents)}
          <span className="text-lg font-medium text-brand-100">/{annualPlan.interval}</span>
        </p>
      </div>
      <CardContent className="pt-5 sm:pt-6">
        <ul className="flex flex-col gap-3">
          {planFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        {me.hasAccess ? (
          <p className="flex items-center gap-2 text-sm font-medium text-accent-700">
            <CircleCheckIcon className="size-4" aria-hidden />
            {me.organization?.hasFreeAccess && !me.subscription
              ? 'Your organization has free access to Pillars.'
              : 'You have full access to Pillars.'}
          </p>
        ) : (
          <>
            <Button size="lg" disabled aria-describedby="checkout-note">
              Subscribe Now
            </Button>
            <p id="checkout-note" className="text-sm text-slate-500">
              Online checkout is coming soon. Contact support to subscribe.
            </p>
          </>
        )}
        <p className="text-xs text-slate-500">Charges appear on your statement as PILLARS MEMBERSHIP.</p>
      </CardFooter>
    </Card>
  );
}

export function SubscriptionPage() {
  const me = useMe();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Subscription"
        description={
          me.data?.hasAccess
            ? 'Your Pillars membership.'
            : 'Subscribe to unlock the full Pillars member portal for you and your team.'
        }
      />
      {me.data ? (
        <div
          className={cn('grid gap-6', me.data.subscription ? 'md:grid-cols-2 md:items-start' : 'max-w-md')}
        >
          {me.data.subscription ? <CurrentSubscription subscription={me.data.subscription} /> : null}
          <PlanCard me={me.data} />
        </div>
      ) : (
        <Skeleton className="h-96 w-full rounded-card" />
      )}
    </div>
  );
}
