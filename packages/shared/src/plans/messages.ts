import { groupThousands } from '../numbers.ts';
import { plural } from '../plural.ts';

/*
 * Plans, seats, trials and coupons (issue 58): the texts both sides show and the rules both
 * compute the same way, apart from the zod schemas so pages can show them without loading
 * the schema library; schemas.ts re-exports them.
 */

export const planIntervals = ['month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];

/** The switch on /pricing and /subscription. */
export const planIntervalLabels: Record<PlanInterval, string> = { month: 'Monthly', year: 'Annual' };
/** '$40 per month'. */
export const planIntervalUnits: Record<PlanInterval, string> = { month: 'month', year: 'year' };

export const couponDurations = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof couponDurations)[number];
export const couponDurationLabels: Record<CouponDuration, string> = {
  once: 'Once',
  repeating: 'For a number of months',
  forever: 'Forever',
};

/**
 * The plan every subscription made before plans existed is on (migration 0046: today's
 * annual price became the Team plan's), and the one a checkout without a plan buys.
 */
export const teamPlanId = '5eed0058-0000-4000-8000-000000000002';
/** The Team plan's annual price of migration 0046 (STRIPE_PRICE_ID's at Stripe, where it is set). */
export const teamAnnualPriceId = '5eed0058-0000-4000-8000-000000000102';

export const planLimits = {
  nameMax: 60,
  descriptionMax: 500,
  featureMax: 200,
  featuresMax: 20,
  trialDaysMax: 365,
  seatsMax: 100_000,
  /** $100,000 a period: a typo's guard, not a business rule. */
  priceCentsMax: 10_000_000,
  couponCodeMax: 40,
} as const;

export const planMessages = {
  planNotFound: 'Plan not found',
  couponNotFound: 'Coupon not found',
  nameRequired: 'Please give the plan a name.',
  nameTooLong: `A plan name can be at most ${planLimits.nameMax} characters.`,
  nameTaken: 'Another plan already has this name.',
  descriptionTooLong: `A description can be at most ${groupThousands(planLimits.descriptionMax)} characters.`,
  priceRequired: 'Give the plan a monthly price, an annual price, or both.',
  priceInvalid: 'Enter a price in dollars, such as 49 or 49.50.',
  priceTooLarge: 'That price is too large.',
  seatsInvalid: 'Seats must be a whole number of 1 or more; leave it empty for unlimited.',
  currencyInvalid: 'Currency must be a three-letter code, such as USD.',
  trialDaysInvalid: `Trial days must be a whole number from 0 to ${planLimits.trialDaysMax}.`,
  featureTooLong: `A feature can be at most ${planLimits.featureMax} characters.`,
  tooManyFeatures: `A plan lists at most ${planLimits.featuresMax} features.`,
  /** A checkout or a change to a plan that is archived, or an interval it has no price for. */
  planUnavailable: 'This plan is not available. Please choose another one.',
  samePlan: 'Your agency is already on this plan.',
  noCurrentSubscription: 'Your agency has no subscription to change. Choose a plan to subscribe.',
  trialEndedNoCard: 'Your free trial has ended.',
  noTrial: 'This plan has no free trial.',
  trialUsed: 'Your agency has already had its free trial. Choose a plan to subscribe.',
  couponCodeRequired: 'Enter a coupon code.',
  couponCodeFormat: `A code is 3 to ${planLimits.couponCodeMax} letters, digits, - or _.`,
  couponCodeTaken: 'Another coupon already uses this code.',
  couponPercentInvalid: 'Percent off must be a whole number from 1 to 100.',
  couponAmountInvalid: 'Enter the amount off in dollars, such as 10 or 12.50.',
  couponMonthsInvalid: 'Enter how many months, from 1 to 36.',
  couponMaxRedemptionsInvalid:
    'Maximum redemptions must be a whole number of 1 or more; leave it empty for no limit.',
  couponExpiryInvalid: 'Enter the expiry as a date (YYYY-MM-DD), or leave it empty.',
  couponExpiryPast: 'The expiry date must be in the future.',
  // What a member reads before paying (issue 58: a clear message for each, before payment).
  couponInvalid: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
} as const;

/** 'Solo', 'Solo and Team', 'Solo, Team and Agency'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** On a pillar or an event offered on some plans only: 'Available on Team and Agency'. */
export function availableOnText(planNames: readonly string[]): string {
  return `Available on ${joinNames(planNames)}`;
}

/** The button (and the API's message) on such an item for a member whose plan lacks it. */
export const upgradeToOpenText = 'Upgrade to open';

/** The API's 403 PLAN_REQUIRED message. */
export function planRequiredMessage(availableOn: string | null): string {
  return `${availableOn ?? 'Available on other plans'}. ${upgradeToOpenText}.`;
}

/** The team page's line: '7 of 15 seats', or '7 seats' on a plan without a limit. */
export function seatsText(used: number, limit: number | null): string {
  return limit === null ? plural(used, 'seat') : `${used} of ${plural(limit, 'seat')}`;
}

/** A plan's seats on /pricing: 'Up to 15 people', 'Unlimited people'. */
export function planSeatsText(seats: number | null): string {
  return seats === null ? 'Unlimited people' : `Up to ${plural(seats, 'person', 'people')}`;
}

/** An invitation past the seats (409 SEATS_FULL): names the plan; the page offers Upgrade. */
export function seatsFullMessage(planName: string, seats: number): string {
  return `Your ${planName} plan includes ${plural(seats, 'seat')} and all of them are taken. Upgrade to invite more people.`;
}

/** A downgrade below the seats in use. */
export function downgradeBelowSeatsMessage(planName: string, seats: number, used: number): string {
  return `The ${planName} plan includes ${plural(seats, 'seat')} and your team uses ${used}. Remove people (or revoke invitations) before moving to it.`;
}

export function couponWrongPlanMessage(planName: string): string {
  return `This coupon does not apply to the ${planName} plan.`;
}

/**
 * How much a year at the annual price saves over twelve monthly payments, in whole percent
 * (rounded down: never more than the truth); null without both prices or without a saving.
 */
export function annualSavingPercent(monthlyCents: number | null, annualCents: number | null): number | null {
  if (!monthlyCents || annualCents === null) return null;
  const saving = Math.floor(((monthlyCents * 12 - annualCents) / (monthlyCents * 12)) * 100);
  return saving > 0 ? saving : null;
}

/** 'Save 17%' beside the Annual switch and on an annual price. */
export const annualSavingText = (percent: number) => `Save ${percent}%`;

/**
 * Days left of a trial that ends at `endsAtMs`, counted in whole days up (a trial ending in 30
 * hours has 2 days left; the last day says 1); 0 once it has ended.
 */
export function trialDaysLeft(endsAtMs: number, nowMs: number): number {
  const left = endsAtMs - nowMs;
  return left <= 0 ? 0 : Math.ceil(left / (24 * 60 * 60 * 1000));
}

/** The banner and /subscription: 'Your free trial ends in 3 days.' */
export function trialDaysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return planMessages.trialEndedNoCard;
  return daysLeft === 1 ? 'Your free trial ends tomorrow.' : `Your free trial ends in ${daysLeft} days.`;
}

/** '14-day free trial'. */
export const trialLengthText = (days: number) => `${days}-day free trial`;

/** What a coupon takes off: '20% off', '$10 off'. */
export function couponDiscountText(coupon: { percentOff: number | null; amountOffCents: number | null }) {
  if (coupon.percentOff !== null) return `${coupon.percentOff}% off`;
  const cents = coupon.amountOffCents ?? 0;
  const dollars = groupThousands(Math.floor(cents / 100));
  const rest = cents % 100;
  return `$${dollars}${rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`} off`;
}

/** '20% off once', '20% off for 3 months', '$10 off forever'. */
export function couponSummaryText(coupon: {
  percentOff: number | null;
  amountOffCents: number | null;
  duration: CouponDuration;
  durationMonths: number | null;
}): string {
  const discount = couponDiscountText(coupon);
  if (coupon.duration === 'once') return `${discount} the first payment`;
  if (coupon.duration === 'forever') return `${discount} every payment`;
  return `${discount} for ${plural(coupon.durationMonths ?? 1, 'month')}`;
}

/** The first payment with a coupon, never below zero (what the checkout shows and charges). */
export function discountedCents(
  amountCents: number,
  coupon: { percentOff: number | null; amountOffCents: number | null } | null,
): number {
  if (!coupon) return amountCents;
  const off =
    coupon.percentOff !== null
      ? Math.round((amountCents * coupon.percentOff) / 100)
      : (coupon.amountOffCents ?? 0);
  return Math.max(0, amountCents - off);
}

/** The page paths of plans (the public pricing page, and the admin pages). */
export const planPagePaths = {
  pricing: '/pricing',
  adminPlans: '/admin/plans',
  adminCoupons: '/admin/coupons',
} as const;
