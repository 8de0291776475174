import { billingMessages } from '@pillars/shared/billing/messages';
import type { BillingSubscriptionResponse } from '@pillars/shared/billing/schemas';
import { seatsText, trialDaysLeft, trialDaysLeftText } from '@pillars/shared/plans/messages';
import { CircleCheckIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
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
import { ChangePlan } from '../components/change-plan';
import { initialChoice, PlanChooser } from '../components/plan-chooser';
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

/** Without a current subscription: the plans to choose from (or why this viewer cannot). */
function ChoosePlan({ data }: { data: BillingSubscriptionResponse }) {
  const [params] = useSearchParams();
  if (data.hasFreeAccess) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-accent-700">
        <CircleCheckIcon className="size-4" aria-hidden />
        Your organization has free access to Pillars.
      </p>
    );
  }
  if (!data.canManage) return <AskYourAgent data={data} />;
  const initial = initialChoice(
    data.plans,
    { plan: params.get('plan'), interval: params.get('interval'), trial: params.get('trial') === '1' },
    data.trialAvailable,
  );
  return initial ? <PlanChooser data={data} initial={initial} /> : null;
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
        <PlanFacts data={data} />
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

/** A trial's days left and the seats in use against the plan's (issue 58). */
function PlanFacts({ data }: { data: BillingSubscriptionResponse }) {
  const trialEndsAt = data.subscription?.trialEndsAt ?? null;
  return (
    <>
      {data.subscription?.status === 'trialing' && trialEndsAt !== null ? (
        <p className="text-sm font-medium text-brand-800">
          {trialDaysLeftText(trialDaysLeft(trialEndsAt * 1000, Date.now()))}
        </p>
      ) : null}
      {data.seats ? (
        <p className="text-sm text-slate-700">
          Seats:{' '}
          <span className="font-medium text-slate-900">{seatsText(data.seats.used, data.seats.limit)}</span>
        </p>
      ) : null}
    </>
  );
}

/**
 * /subscription (spec 01 sections 2, 3, 9; issue 58): without a current subscription, the
 * plans to choose from, with a trial, a coupon, and Subscribe Now; with one, its state,
 * Manage, and the plans to change to. Only the organization's agent (or a superadmin) gets
 * the buttons: a team member sees the state and who to ask.
 */
export function SubscriptionPage() {
  const query = useSubscription();

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Subscription" description="One membership covers your whole agency team." />
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
            <div className="flex flex-col gap-8">
              <div className="grid max-w-md gap-6">
                <CurrentSubscription data={data} />
              </div>
              {data.canManage && data.plans.length > 0 ? <ChangePlan data={data} /> : null}
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              {data.subscription ? (
                <div className="grid max-w-md gap-6">
                  <CurrentSubscription data={data} />
                </div>
              ) : null}
              <ChoosePlan data={data} />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
