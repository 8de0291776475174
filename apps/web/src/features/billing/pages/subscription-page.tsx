import { billingMessages } from '@pillars/shared/billing/messages';
import type { BillingSubscriptionResponse } from '@pillars/shared/billing/schemas';
import { CheckIcon, CircleCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/card';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { formatPriceCents } from '@/lib/format';
import { useSubscription } from '../api/get-subscription';
import { useOpenPortal } from '../api/open-portal';
import { checkoutErrorMessage, useStartCheckout } from '../api/start-checkout';
import { SubscriptionDetails } from '../components/subscription-status';

function isCurrent(data: BillingSubscriptionResponse): boolean {
  const status = data.subscription?.status;
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** A team member's note: the organization's agent subscribes and manages. */
function AskYourAgent({ data }: { data: BillingSubscriptionResponse }) {
  return (
    <p className="text-sm text-slate-600">
      {data.agent ? (
        <>
          Only your agency's agent can subscribe or manage the subscription. Please ask{' '}
          <span className="font-medium text-slate-900">{data.agent.name}</span> (
          <a className="text-brand-700 underline underline-offset-2" href={`mailto:${data.agent.email}`}>
            {data.agent.email}
          </a>
          ).
        </>
      ) : (
        "Only your agency's agent can subscribe or manage the subscription. Please contact support."
      )}
    </p>
  );
}

function PlanCard({ data }: { data: BillingSubscriptionResponse }) {
  const checkout = useStartCheckout();
  // The page stays busy from the click until the browser has left for the checkout page.
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const { plan } = data;
  const includedId = useId();
  return (
    <Card className="overflow-hidden">
      <div className="bg-brand-700 px-5 py-6 text-white sm:px-6">
        <p className="text-sm font-medium text-brand-100">Single plan</p>
        <h2 className="mt-1 text-xl font-semibold">{plan.name}</h2>
        <p className="mt-3 text-4xl font-bold tracking-tight">
          {formatPriceCents(plan.priceCents)}
          <span className="text-lg font-medium text-brand-100"> per {plan.interval}</span>
        </p>
      </div>
      <CardContent className="pt-5 sm:pt-6">
        <h3 id={includedId} className="mb-3 text-sm font-semibold text-slate-900">
          What's included
        </h3>
        <ul aria-labelledby={includedId} className="flex flex-col gap-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        {data.hasFreeAccess ? (
          <p className="flex items-center gap-2 text-sm font-medium text-accent-700">
            <CircleCheckIcon className="size-4" aria-hidden />
            Your organization has free access to Pillars.
          </p>
        ) : data.canManage ? (
          <>
            <Button size="lg" disabled={isLeaving} onClick={() => checkout.mutate()}>
              {isLeaving ? 'Starting checkout...' : 'Subscribe Now'}
            </Button>
            <FormError message={checkout.isError ? checkoutErrorMessage(checkout.error) : undefined} />
          </>
        ) : (
          <AskYourAgent data={data} />
        )}
        <p className="text-xs text-slate-600">{plan.statementDescriptorNote}</p>
      </CardFooter>
    </Card>
  );
}

function CurrentSubscription({ data }: { data: BillingSubscriptionResponse }) {
  const portal = useOpenPortal();
  const isLeaving = portal.isPending || portal.isSuccess;
  if (!data.subscription) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Subscription</CardTitle>
        <CardDescription>
          {data.plan.name}, {formatPriceCents(data.plan.priceCents)} per {data.plan.interval}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SubscriptionDetails subscription={data.subscription} />
        {data.subscription.status === 'past_due' ? (
          <p className="text-sm text-amber-800">
            Your last payment failed. Please update your card to keep your access.
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        {data.canManage ? (
          <>
            <Button variant="outline" disabled={isLeaving} onClick={() => portal.mutate()}>
              {isLeaving ? 'Opening...' : 'Manage'}
            </Button>
            <FormError
              message={
                portal.isError ? serverMessageOr(portal.error, billingMessages.portalFailed) : undefined
              }
            />
          </>
        ) : (
          <AskYourAgent data={data} />
        )}
      </CardFooter>
    </Card>
  );
}

/**
 * /subscription (spec 01 sections 2, 3, 9): without a current subscription, the annual plan
 * with Subscribe Now; with one, its state and Manage. Only the organization's agent (or a
 * superadmin) gets the buttons: a team member sees the state and who to ask.
 */
export function SubscriptionPage() {
  const query = useSubscription();

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Subscription" description="One annual membership covers your whole agency team." />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup label="Loading subscription..." className="grid max-w-md gap-6">
            <Skeleton className="h-96 w-full rounded-card" />
          </SkeletonGroup>
        }
        errorTitle="Failed to load your subscription. Please try again later."
      >
        {(data) =>
          isCurrent(data) ? (
            <div className="grid max-w-md gap-6">
              <CurrentSubscription data={data} />
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-start">
              {data.subscription ? <CurrentSubscription data={data} /> : null}
              <PlanCard data={data} />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
