import { z } from 'zod';
import {
  annualSavingPercent,
  availableOnText,
  type CouponDuration,
  couponDurations,
  couponSummaryText,
  discountedCents,
  joinNames,
  type PlanInterval,
  planIntervalLabels,
  planIntervals,
  planLimits,
  planMessages,
  planPagePaths,
  seatsText,
  teamPlanId,
  trialDaysLeft,
  trialDaysLeftText,
} from './messages.ts';

export type { CouponDuration, PlanInterval };
export {
  annualSavingPercent,
  availableOnText,
  couponDurations,
  couponSummaryText,
  discountedCents,
  joinNames,
  planIntervalLabels,
  planIntervals,
  planLimits,
  planMessages,
  planPagePaths,
  seatsText,
  teamPlanId,
  trialDaysLeft,
  trialDaysLeftText,
};

/* ------------------------------------------------------------------------------------------
 * Answers.
 * ---------------------------------------------------------------------------------------- */

/** One price of a plan: its current one for the interval (a changed price is a new row). */
export const planPrice = z.object({
  id: z.uuid(),
  interval: z.enum(planIntervals),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type PlanPrice = z.infer<typeof planPrice>;

/** A plan as /pricing and the plan chooser show it. */
export const plan = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The team's size; null: unlimited. */
  seats: z.number().int().nullable(),
  features: z.array(z.string()),
  currency: z.string(),
  /** 0: no trial. */
  trialDays: z.number().int(),
  /** The trial asks for a card up front (and converts at its end) or not (and stops). */
  trialRequiresCard: z.boolean(),
  displayOrder: z.number().int(),
  prices: z.object({ month: planPrice.nullable(), year: planPrice.nullable() }),
});
export type Plan = z.infer<typeof plan>;

/** GET /api/plans (public): the active plans in their order. */
export const plansResponse = z.object({ plans: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

/** A plan on /admin/plans: with its archive state and how many agencies are on it now. */
export const adminPlan = plan.extend({
  isArchived: z.boolean(),
  /** Organizations whose current subscription is on one of its prices (any status but canceled). */
  subscriberCount: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const adminPlansResponse = z.object({ plans: z.array(adminPlan) });
export type AdminPlansResponse = z.infer<typeof adminPlansResponse>;
export const planResponse = z.object({ plan: adminPlan });
export type PlanResponse = z.infer<typeof planResponse>;

/** A coupon on /admin/coupons, with its redemptions. */
export const coupon = z.object({
  id: z.uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  currency: z.string(),
  duration: z.enum(couponDurations),
  durationMonths: z.number().int().nullable(),
  /** Empty: every plan. */
  planIds: z.array(z.uuid()),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  isActive: z.boolean(),
  redemptions: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponsResponse = z.object({
  coupons: z.array(coupon),
  /** Every plan (archived too) by name, for the form's choice and the list's names. */
  plans: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type CouponsResponse = z.infer<typeof couponsResponse>;
export const couponResponse = z.object({ coupon });

/* ------------------------------------------------------------------------------------------
 * Inputs.
 * ---------------------------------------------------------------------------------------- */

export const planParams = z.object({ planId: z.uuid(planMessages.planNotFound) });
export const couponParams = z.object({ couponId: z.uuid(planMessages.couponNotFound) });

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** '49', '49.5', '49.50' (dollars) -> cents; '' -> null. */
function moneyField(invalid: string) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .transform((value, context) => {
      const text = textOf(value);
      if (text === '') return null;
      const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
      if (!match) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      if (cents > planLimits.priceCentsMax) {
        context.addIssue({ code: 'custom', message: planMessages.priceTooLarge });
        return z.NEVER;
      }
      return cents;
    });
}

/** A whole number from `min` to `max`; '' -> `empty`. */
function wholeNumberField<Empty extends number | null>(options: {
  min: number;
  max: number;
  empty: Empty;
  message: string;
}) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .transform((value, context): number | Empty => {
      const text = textOf(value);
      if (text === '') return options.empty;
      const number = Number(text);
      if (!/^\d+$/.test(text) || number < options.min || number > options.max) {
        context.addIssue({ code: 'custom', message: options.message });
        return z.NEVER;
      }
      return number;
    });
}

const currency = z
  .string()
  .trim()
  .default('usd')
  .transform((value) => value.toLowerCase())
  .refine((value) => /^[a-z]{3}$/.test(value), planMessages.currencyInvalid);

/** Trimmed, empty lines dropped. */
const features = z
  .array(z.string().max(planLimits.featureMax, planMessages.featureTooLong))
  .optional()
  .transform((values) => (values ?? []).map((value) => value.trim()).filter(Boolean))
  .refine((values) => values.length <= planLimits.featuresMax, planMessages.tooManyFeatures);

/**
 * POST /api/admin/plans, PATCH /api/admin/plans/:planId: the whole plan. A price that
 * differs from the plan's current one becomes a new price (at the provider too); the old
 * one stays for those on it. Prices in dollars as typed; seats empty for unlimited.
 */
export const planBody = z
  .object({
    name: z
      .string({ error: planMessages.nameRequired })
      .trim()
      .min(1, planMessages.nameRequired)
      .max(planLimits.nameMax, planMessages.nameTooLong),
    description: z
      .string()
      .trim()
      .max(planLimits.descriptionMax, planMessages.descriptionTooLong)
      .default(''),
    monthlyPrice: moneyField(planMessages.priceInvalid),
    annualPrice: moneyField(planMessages.priceInvalid),
    currency,
    seats: wholeNumberField({
      min: 1,
      max: planLimits.seatsMax,
      empty: null,
      message: planMessages.seatsInvalid,
    }),
    features,
    trialDays: wholeNumberField({
      min: 0,
      max: planLimits.trialDaysMax,
      empty: 0,
      message: planMessages.trialDaysInvalid,
    }),
    trialRequiresCard: z.boolean().default(false),
    isArchived: z.boolean().default(false),
    displayOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((body, context) => {
    if (body.monthlyPrice === null && body.annualPrice === null) {
      context.addIssue({ code: 'custom', path: ['monthlyPrice'], message: planMessages.priceRequired });
    }
  });
export type PlanBodyInput = z.input<typeof planBody>;
export type PlanBody = z.output<typeof planBody>;

export const emptyPlanForm = {
  name: '',
  description: '',
  monthlyPrice: '',
  annualPrice: '',
  currency: 'usd',
  seats: '',
  features: [] as string[],
  trialDays: '0',
  trialRequiresCard: false,
  isArchived: false,
  displayOrder: 0,
} satisfies PlanBodyInput;

export const couponCodeField = z
  .string({ error: planMessages.couponCodeRequired })
  .trim()
  .min(1, planMessages.couponCodeRequired)
  .max(planLimits.couponCodeMax, planMessages.couponCodeFormat)
  .transform((value) => value.toUpperCase());

/** POST /api/admin/coupons: a coupon, created at the provider too; its terms never change after. */
export const couponBody = z
  .object({
    code: couponCodeField.refine((value) => /^[A-Z0-9_-]{3,}$/.test(value), planMessages.couponCodeFormat),
    discountType: z.enum(['percent', 'amount']).default('percent'),
    percentOff: wholeNumberField({
      min: 1,
      max: 100,
      empty: null,
      message: planMessages.couponPercentInvalid,
    }),
    amountOff: moneyField(planMessages.couponAmountInvalid),
    currency,
    duration: z.enum(couponDurations).default('once'),
    durationMonths: wholeNumberField({
      min: 1,
      max: 36,
      empty: null,
      message: planMessages.couponMonthsInvalid,
    }),
    /** Empty: every plan. */
    planIds: z.array(z.uuid()).max(50).default([]),
    /** 'YYYY-MM-DD' (the last day it works, to its end in UTC), or '' for none. */
    expiresOn: z
      .string()
      .trim()
      .default('')
      .refine(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        planMessages.couponExpiryInvalid,
      ),
    maxRedemptions: wholeNumberField({
      min: 1,
      max: 1_000_000,
      empty: null,
      message: planMessages.couponMaxRedemptionsInvalid,
    }),
    isActive: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    if (body.discountType === 'percent' && body.percentOff === null) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: planMessages.couponPercentInvalid });
    }
    if (body.discountType === 'amount' && !body.amountOff) {
      context.addIssue({ code: 'custom', path: ['amountOff'], message: planMessages.couponAmountInvalid });
    }
    if (body.duration === 'repeating' && body.durationMonths === null) {
      context.addIssue({
        code: 'custom',
        path: ['durationMonths'],
        message: planMessages.couponMonthsInvalid,
      });
    }
  });
export type CouponBodyInput = z.input<typeof couponBody>;
export type CouponBody = z.output<typeof couponBody>;

export const emptyCouponForm = {
  code: '',
  discountType: 'percent',
  percentOff: '',
  amountOff: '',
  currency: 'usd',
  duration: 'once',
  durationMonths: '',
  planIds: [] as string[],
  expiresOn: '',
  maxRedemptions: '',
  isActive: true,
} satisfies CouponBodyInput;

/** PATCH /api/admin/coupons/:couponId: on or off (a coupon's terms are the provider's, fixed). */
export const couponUpdateBody = z.object({ isActive: z.boolean() }).strict();
