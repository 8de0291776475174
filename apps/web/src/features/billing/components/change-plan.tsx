import type { BillingSubscriptionResponse } from '@pillars/shared/billing/schemas';
import { type PlanInterval, planIntervalLabels } from '@pillars/shared/plans/messages';
import type { Plan } from '@pillars/shared/plans/schemas';
import { useState } from 'react';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { bestAnnualSaving, IntervalSwitch, PlanCards } from '@/components/plan-cards';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePlan } from '../api/change-plan';

export const changePlanTexts = {
  heading: 'Change plan',
  description:
    'The difference is prorated by the payments provider. A smaller plan needs the team to fit its seats.',
  current: 'Current plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  switchInterval: (interval: PlanInterval) => `Switch to ${planIntervalLabels[interval]}`,
  changed: (plan: string, interval: PlanInterval) =>
    `Your plan is now ${plan} (${planIntervalLabels[interval]}).`,
  failed: 'Failed to change the plan. Please try again.',
} as const;

/** A price per month, to tell an upgrade from a downgrade across intervals. */
const monthlyCents = (plan: Plan, interval: PlanInterval) => {
  const price = plan.prices[interval];
  if (!price) return null;
  return interval === 'month' ? price.amountCents : price.amountCents / 12;
};

/**
 * Upgrade or downgrade from /subscription (issue 58): the plans at an interval, the current
 * one marked; the server refuses a plan with fewer seats than the team uses, with the
 * message shown here.
 */
export function ChangePlan({ data }: { data: BillingSubscriptionResponse }) {
  const current = data.currentPlan;
  const [interval, setInterval] = useState<PlanInterval>(current?.interval ?? 'year');
  const change = useChangePlan();
  const currentPlan = data.plans.find((plan) => plan.id === current?.id) ?? null;
  const currentMonthly = currentPlan && current ? monthlyCents(currentPlan, current.interval) : null;
  const isCurrent = (plan: Plan) => plan.id === current?.id && interval === current.interval;

  const labelOf = (plan: Plan) => {
    if (plan.id === current?.id) return changePlanTexts.switchInterval(interval);
    const target = monthlyCents(plan, interval);
    if (currentMonthly === null || target === null) return changePlanTexts.upgrade;
    return target >= currentMonthly ? changePlanTexts.upgrade : changePlanTexts.downgrade;
  };

  return (
    <section aria-labelledby="change-plan" className="flex flex-col gap-4">
      <div>
        <h2 id="change-plan" className="text-lg font-semibold text-slate-900">
          {changePlanTexts.heading}
        </h2>
        <p className="text-sm text-slate-600">{changePlanTexts.description}</p>
      </div>
      <IntervalSwitch value={interval} onChange={setInterval} saving={bestAnnualSaving(data.plans)} />
      <FormError
        message={change.isError ? serverMessageOr(change.error, changePlanTexts.failed) : undefined}
      />
      <PlanCards
        plans={data.plans}
        interval={interval}
        badge={(plan) => (plan.id === current?.id ? changePlanTexts.current : null)}
        actions={(plan, price) =>
          price === null ? null : isCurrent(plan) ? (
            <Button variant="outline" disabled>
              {changePlanTexts.current}
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={change.isPending}
              aria-label={`${labelOf(plan)}: ${plan.name}, ${planIntervalLabels[interval]}`}
              onClick={() =>
                change.mutate(
                  { planId: plan.id, interval },
                  { onSuccess: () => toast.success(changePlanTexts.changed(plan.name, interval)) },
                )
              }
            >
              {labelOf(plan)}
            </Button>
          )
        }
      />
    </section>
  );
}
