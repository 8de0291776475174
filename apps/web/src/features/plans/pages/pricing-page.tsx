import type { PlanInterval } from '@pillars/shared/plans/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { bestAnnualSaving, IntervalSwitch, PlanCards } from '@/components/plan-cards';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { usePlans } from '@/lib/plans';
import { cachedAccount } from '@/lib/viewer';

export const pricingTexts = {
  title: 'Pricing',
  description: 'One membership for your whole agency team. Pick the plan that fits its size.',
  startTrial: 'Start free trial',
  choosePlan: 'Choose plan',
  loadFailed: 'Failed to load the plans. Please try again later.',
  noPlans: 'No plans are on sale right now.',
} as const;

/**
 * /pricing (issue 58), for anyone: the plans side by side with a Monthly / Annual switch and
 * the annual saving. Start free trial and Choose plan lead a visitor to sign-up, which carries
 * the choice to its checkout; a signed-in person goes straight to the subscription page with it.
 */
export function PricingPage() {
  const plans = usePlans();
  const [interval, setInterval] = useState<PlanInterval>('month');
  const isSignedIn = cachedAccount(useQueryClient()) !== null;
  const choiceUrl = (plan: string, trial: boolean) =>
    isSignedIn
      ? paths.subscriptionWithPlan({ plan, interval, trial })
      : paths.registerWithPlan({ plan, interval, trial });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={pricingTexts.title} description={pricingTexts.description} />
      <QueryState
        query={plans}
        skeleton={
          <SkeletonGroup label="Loading plans..." className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-96 rounded-card" />
            <Skeleton className="h-96 rounded-card" />
            <Skeleton className="h-96 rounded-card" />
          </SkeletonGroup>
        }
        errorTitle={pricingTexts.loadFailed}
      >
        {({ plans: onSale }) =>
          onSale.length === 0 ? (
            <p className="text-sm text-slate-600">{pricingTexts.noPlans}</p>
          ) : (
            <div className="flex flex-col gap-6">
              <IntervalSwitch value={interval} onChange={setInterval} saving={bestAnnualSaving(onSale)} />
              <PlanCards
                plans={onSale}
                interval={interval}
                actions={(plan, price) =>
                  price ? (
                    <>
                      {plan.trialDays > 0 ? (
                        <Button asChild>
                          <Link
                            to={choiceUrl(plan.slug, true)}
                            aria-label={`${pricingTexts.startTrial}: ${plan.name}`}
                          >
                            {pricingTexts.startTrial}
                          </Link>
                        </Button>
                      ) : null}
                      <Button asChild variant={plan.trialDays > 0 ? 'outline' : 'primary'}>
                        <Link
                          to={choiceUrl(plan.slug, false)}
                          aria-label={`${pricingTexts.choosePlan}: ${plan.name}`}
                        >
                          {pricingTexts.choosePlan}
                        </Link>
                      </Button>
                    </>
                  ) : null
                }
              />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
