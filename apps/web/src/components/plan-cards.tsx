import {
  annualSavingPercent,
  annualSavingText,
  type PlanInterval,
  planIntervalLabels,
  planIntervalUnits,
  planSeatsText,
  trialLengthText,
} from '@pillars/shared/plans/messages';
import type { Plan, PlanPrice } from '@pillars/shared/plans/schemas';
import { CheckIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { formatPriceCents } from '@/lib/format';
import { Card, CardContent, CardFooter } from './card';

/*
 * Plans side by side (issue 58): the public /pricing page and the subscription page's choice
 * show the same cards and the same Monthly / Annual switch; each page puts its own buttons in.
 */

/** The best annual saving of the plans, for the switch: 'Save 17%'; null when none saves. */
export function bestAnnualSaving(plans: readonly Plan[]): number | null {
  const savings = plans
    .map((plan) =>
      annualSavingPercent(plan.prices.month?.amountCents ?? null, plan.prices.year?.amountCents ?? null),
    )
    .filter((saving): saving is number => saving !== null);
  return savings.length === 0 ? null : Math.max(...savings);
}

/** Monthly / Annual, with the annual saving beside Annual: two radio buttons that look like a switch. */
export function IntervalSwitch({
  value,
  onChange,
  saving,
}: {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
  saving: number | null;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex self-start rounded-full border border-slate-200 bg-slate-100 p-1">
      <legend className="sr-only">Billing period</legend>
      {(['month', 'year'] as const).map((interval) => (
        <label
          key={interval}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium text-slate-700',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2',
            'has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === interval}
            onChange={() => onChange(interval)}
          />
          {planIntervalLabels[interval]}
          {interval === 'year' && saving !== null ? (
            <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">
              {annualSavingText(saving)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

/** A plan's price at the interval: '$40 per month'; the plan's card says when it has none. */
function PlanPriceLine({ price, interval }: { price: PlanPrice | null; interval: PlanInterval }) {
  if (!price) {
    return (
      <p className="text-sm text-slate-600">Not offered {planIntervalLabels[interval].toLowerCase()}.</p>
    );
  }
  return (
    <p className="text-3xl font-bold tracking-tight text-slate-900">
      {formatPriceCents(price.amountCents)}
      <span className="text-base font-medium text-slate-600"> per {planIntervalUnits[interval]}</span>
    </p>
  );
}

/**
 * The plans as cards, in their order; `actions` gives each its buttons (with its price at the
 * interval, or null when it has none); `highlightId` marks one (the current plan, say).
 */
export function PlanCards({
  plans,
  interval,
  actions,
  badge,
}: {
  plans: readonly Plan[];
  interval: PlanInterval;
  actions: (plan: Plan, price: PlanPrice | null) => ReactNode;
  /** A label on a card ('Current plan'), or null. */
  badge?: (plan: Plan) => string | null;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => {
        const price = plan.prices[interval];
        const label = badge?.(plan) ?? null;
        return (
          <li key={plan.id} className="flex">
            <Card role="article" className="flex w-full flex-col" aria-labelledby={`plan-${plan.id}`}>
              <CardContent className="flex flex-1 flex-col gap-4 pt-5 sm:pt-6">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`plan-${plan.id}`} className="text-xl font-semibold text-slate-900">
                    {plan.name}
                  </h2>
                  {label ? (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                      {label}
                    </span>
                  ) : null}
                </div>
                {plan.description ? <p className="text-sm text-slate-600">{plan.description}</p> : null}
                <PlanPriceLine price={price} interval={interval} />
                <p className="text-sm font-medium text-slate-800">{planSeatsText(plan.seats)}</p>
                {plan.trialDays > 0 ? (
                  <p className="text-sm text-accent-700">
                    {trialLengthText(plan.trialDays)}
                    {plan.trialRequiresCard ? ' (card required)' : ', no card needed'}
                  </p>
                ) : null}
                {plan.features.length > 0 ? (
                  <h3 id={`plan-${plan.id}-included`} className="text-sm font-semibold text-slate-900">
                    What's included
                  </h3>
                ) : null}
                {plan.features.length > 0 ? (
                  <ul aria-labelledby={`plan-${plan.id}-included`} className="flex flex-col gap-2">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </CardContent>
              <CardFooter className="flex-col items-stretch gap-2">{actions(plan, price)}</CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
