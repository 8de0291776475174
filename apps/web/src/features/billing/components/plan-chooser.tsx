import { billingMessages } from '@pillars/shared/billing/messages';
import type { BillingSubscriptionResponse, CouponCheckResponse } from '@pillars/shared/billing/schemas';
import {
  type PlanInterval,
  planIntervalLabels,
  planIntervalUnits,
  teamPlanId,
  trialLengthText,
} from '@pillars/shared/plans/messages';
import type { Plan } from '@pillars/shared/plans/schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/card';
import { FormError } from '@/components/form-error';
import { bestAnnualSaving, IntervalSwitch, PlanCards } from '@/components/plan-cards';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { formatPriceCents } from '@/lib/format';
import { useCheckCoupon } from '../api/check-coupon';
import { checkoutErrorMessage, useStartCheckout } from '../api/start-checkout';

export const chooserTexts = {
  heading: 'Choose your plan',
  startTrial: 'Start free trial',
  choosePlan: 'Choose plan',
  selected: 'Selected',
  subscribe: 'Subscribe Now',
  addCoupon: 'Add a coupon code',
  couponLabel: 'Coupon code',
  apply: 'Apply',
  couponFailed: 'Failed to check the coupon. Please try again.',
  payToday: (amount: string) => `You pay ${amount} today.`,
  trialThen: (days: number, price: string) => `${trialLengthText(days)}, then ${price}.`,
  trialNoCard: 'No card needed: at the end of the trial, choose to stay.',
  trialCard: 'Your card is charged when the trial ends, unless you cancel before.',
} as const;

/** What the chooser has picked: a plan, its interval, with its trial or not. */
export interface PlanChoice {
  planId: string;
  interval: PlanInterval;
  trial: boolean;
}

/**
 * The choice to start from: the plan named by its slug in the address (from /pricing, kept
 * through sign-up), else the Team plan, annual (the one plan before issue 58), else the first.
 */
export function initialChoice(
  plans: readonly Plan[],
  requested: { plan: string | null; interval: string | null; trial: boolean },
  trialAvailable: boolean,
): PlanChoice | null {
  const plan =
    plans.find((candidate) => candidate.slug === requested.plan) ??
    plans.find((candidate) => candidate.id === teamPlanId) ??
    plans[0];
  if (!plan) return null;
  const asked: PlanInterval = requested.interval === 'month' ? 'month' : 'year';
  const interval = plan.prices[asked] ? asked : plan.prices.year ? 'year' : 'month';
  return { planId: plan.id, interval, trial: requested.trial && trialAvailable && plan.trialDays > 0 };
}

const priceText = (amountCents: number, interval: PlanInterval) =>
  `${formatPriceCents(amountCents)} per ${planIntervalUnits[interval]}`;

/**
 * The plans side by side with the Monthly / Annual switch (issue 58), and the chosen one's
 * summary: its price or trial, Add a coupon code (checked before payment: the server's own
 * message when a code cannot be used), and Subscribe Now or Start free trial, to the
 * payments provider's checkout.
 */
export function PlanChooser({ data, initial }: { data: BillingSubscriptionResponse; initial: PlanChoice }) {
  const [choice, setChoice] = useState<PlanChoice>(initial);
  const plan = data.plans.find((candidate) => candidate.id === choice.planId) ?? data.plans[0]!;
  const summary = useRef<HTMLDivElement>(null);
  const choose = (next: PlanChoice) => {
    setChoice(next);
    // On a phone the summary is below the three cards: bring it into view once it has rendered.
    requestAnimationFrame(() => summary.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <section aria-labelledby="choose-plan" className="flex flex-col gap-6">
      <h2 id="choose-plan" className="text-lg font-semibold text-slate-900">
        {chooserTexts.heading}
      </h2>
      <IntervalSwitch
        value={choice.interval}
        onChange={(interval) => setChoice({ ...choice, interval })}
        saving={bestAnnualSaving(data.plans)}
      />
      <PlanCards
        plans={data.plans}
        interval={choice.interval}
        badge={(candidate) => (candidate.id === plan.id ? chooserTexts.selected : null)}
        actions={(candidate, price) =>
          price ? (
            <>
              {candidate.trialDays > 0 && data.trialAvailable ? (
                <Button
                  variant={candidate.id === plan.id && choice.trial ? 'primary' : 'outline'}
                  aria-pressed={candidate.id === plan.id && choice.trial}
                  aria-label={`${chooserTexts.startTrial}: ${candidate.name}`}
                  onClick={() => choose({ planId: candidate.id, interval: choice.interval, trial: true })}
                >
                  {chooserTexts.startTrial}
                </Button>
              ) : null}
              <Button
                variant={candidate.id === plan.id && !choice.trial ? 'primary' : 'outline'}
                aria-pressed={candidate.id === plan.id && !choice.trial}
                aria-label={`${chooserTexts.choosePlan}: ${candidate.name}`}
                onClick={() => choose({ planId: candidate.id, interval: choice.interval, trial: false })}
              >
                {chooserTexts.choosePlan}
              </Button>
            </>
          ) : null
        }
      />
      <div ref={summary} className="scroll-mt-4">
        <CheckoutSummary key={`${plan.id}-${choice.interval}-${choice.trial}`} plan={plan} choice={choice} />
      </div>
    </section>
  );
}

/** The chosen plan at its interval: what is paid, a coupon, and the way to the checkout. */
function CheckoutSummary({ plan, choice }: { plan: Plan; choice: PlanChoice }) {
  const id = useId();
  const checkout = useStartCheckout();
  const coupon = useCheckCoupon();
  const [isAddingCoupon, setIsAddingCoupon] = useState(false);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponCheckResponse | null>(null);
  // The page stays busy from the click until the browser has left for the checkout page.
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const price = plan.prices[choice.interval];
  if (!price) return null;

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(null);
    coupon.mutate(
      { code, planId: plan.id, interval: choice.interval },
      { onSuccess: (result) => setApplied(result) },
    );
  };
  const typedCode = applied?.code ?? code.trim();
  const subscribe = () =>
    checkout.mutate({
      planId: plan.id,
      interval: choice.interval,
      trial: choice.trial,
      ...(typedCode ? { couponCode: typedCode } : {}),
    });

  return (
    <Card aria-labelledby={`${id}-title`} className="max-w-xl">
      <CardHeader>
        <CardTitle id={`${id}-title`}>
          {plan.name}, {planIntervalLabels[choice.interval]}
        </CardTitle>
        <CardDescription className="text-base text-slate-700">
          {choice.trial
            ? chooserTexts.trialThen(plan.trialDays, priceText(price.amountCents, choice.interval))
            : priceText(price.amountCents, choice.interval)}
        </CardDescription>
        {choice.trial ? (
          <p className="text-sm text-slate-600">
            {plan.trialRequiresCard ? chooserTexts.trialCard : chooserTexts.trialNoCard}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isAddingCoupon ? (
          <form onSubmit={onApply} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField
                id={`${id}-coupon`}
                label={chooserTexts.couponLabel}
                autoComplete="off"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setApplied(null);
                  coupon.reset();
                }}
              />
            </div>
            <Button type="submit" variant="outline" disabled={coupon.isPending || code.trim() === ''}>
              {chooserTexts.apply}
            </Button>
          </form>
        ) : (
          <Button variant="link" className="self-start" onClick={() => setIsAddingCoupon(true)}>
            {chooserTexts.addCoupon}
          </Button>
        )}
        <FormError
          message={coupon.isError ? serverMessageOr(coupon.error, chooserTexts.couponFailed) : undefined}
        />
        {applied ? (
          <p role="status" className="text-sm font-medium text-accent-700">
            {applied.code}: {applied.summary}.
            {choice.trial ? null : ` ${chooserTexts.payToday(formatPriceCents(applied.discountedCents))}`}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        <Button size="lg" disabled={isLeaving} onClick={subscribe}>
          {isLeaving
            ? 'Starting checkout...'
            : choice.trial
              ? chooserTexts.startTrial
              : chooserTexts.subscribe}
        </Button>
        <FormError message={checkout.isError ? checkoutErrorMessage(checkout.error) : undefined} />
        <p className="text-xs text-slate-600">{billingMessages.statementDescriptorNote}</p>
      </CardFooter>
    </Card>
  );
}
