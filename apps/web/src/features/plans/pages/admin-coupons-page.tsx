import { zodResolver } from '@hookform/resolvers/zod';
import { couponDurationLabels, couponSummaryText } from '@pillars/shared/plans/messages';
import {
  type Coupon,
  type CouponBodyInput,
  couponBody,
  emptyCouponForm,
} from '@pillars/shared/plans/schemas';
import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card, CardContent, CardFooter } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { CheckboxList } from '@/components/checkbox-list';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCoupons, useCreateCoupon, useSetCouponActive } from '../api/admin-plans';

export const adminCouponsTexts = {
  title: 'Coupons',
  description:
    'Codes agencies enter at checkout. A coupon is made at the payments provider; its terms never change.',
  addCoupon: 'Add Coupon',
  create: 'Create Coupon',
  creating: 'Creating...',
  loadFailed: 'Failed to load coupons. Please try again.',
  saveFailed: 'Failed to save the coupon. Please try again.',
  empty: 'No coupons yet',
  created: 'The coupon has been created.',
  everyPlan: 'Every plan',
  active: 'Active',
  inactive: 'Off',
  turnOff: 'Turn off',
  turnOn: 'Turn on',
} as const;

const fieldNames = [
  'code',
  'percentOff',
  'amountOff',
  'currency',
  'durationMonths',
  'planIds',
  'expiresOn',
  'maxRedemptions',
] as const;

function CouponFormDialog({
  plans,
  onClose,
}: {
  plans: Array<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateCoupon();
  const [formError, setFormError] = useState<string>();
  const form = useForm<CouponBodyInput>({
    resolver: zodResolver(couponBody) as never,
    defaultValues: { ...emptyCouponForm, planIds: [] },
  });
  const { errors } = form.formState;
  const discountType = useWatch({ control: form.control, name: 'discountType' });
  const duration = useWatch({ control: form.control, name: 'duration' });
  const onSubmit = form.handleSubmit(() => {
    setFormError(undefined);
    create.mutate(form.getValues(), {
      onSuccess: () => {
        toast.success(adminCouponsTexts.created);
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
          setFormError(serverMessageOr(error, adminCouponsTexts.saveFailed));
        }
      },
    });
  });
  const text = (name: (typeof fieldNames)[number]) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{adminCouponsTexts.addCoupon}</DialogTitle>
          <DialogDescription>
            Leave the plans unticked for every plan, the expiry and the maximum empty for none.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextField label="Code *" autoComplete="off" {...text('code')} {...form.register('code')} />
          <Controller
            control={form.control}
            name="discountType"
            render={({ field }) => (
              <SelectField
                label="Discount"
                value={field.value ?? 'percent'}
                options={{ percent: 'Percent off', amount: 'Amount off' }}
                onChange={field.onChange}
              />
            )}
          />
          {discountType === 'amount' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Amount off ($) *"
                inputMode="decimal"
                {...text('amountOff')}
                {...form.register('amountOff')}
              />
              <TextField label="Currency" {...text('currency')} {...form.register('currency')} />
            </div>
          ) : (
            <TextField
              label="Percent off *"
              inputMode="numeric"
              {...text('percentOff')}
              {...form.register('percentOff')}
            />
          )}
          <Controller
            control={form.control}
            name="duration"
            render={({ field }) => (
              <SelectField
                label="Duration"
                value={field.value ?? 'once'}
                options={couponDurationLabels}
                onChange={field.onChange}
              />
            )}
          />
          {duration === 'repeating' ? (
            <TextField
              label="Months *"
              inputMode="numeric"
              {...text('durationMonths')}
              {...form.register('durationMonths')}
            />
          ) : null}
          <Controller
            control={form.control}
            name="planIds"
            render={({ field }) => (
              <CheckboxList
                legend="Plans it applies to"
                emptyText="No plans yet."
                options={plans}
                selected={field.value ?? []}
                onChange={field.onChange}
                {...(errors.planIds?.message ? { error: errors.planIds.message } : {})}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Expires on"
              type="date"
              {...text('expiresOn')}
              {...form.register('expiresOn')}
            />
            <TextField
              label="Maximum redemptions"
              inputMode="numeric"
              {...text('maxRedemptions')}
              {...form.register('maxRedemptions')}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-active`} {...form.register('isActive')} />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? adminCouponsTexts.creating : adminCouponsTexts.create}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CouponRow({ coupon, planNames }: { coupon: Coupon; planNames: Map<string, string> }) {
  const setActive = useSetCouponActive();
  const plans =
    coupon.planIds.length === 0
      ? adminCouponsTexts.everyPlan
      : coupon.planIds.map((planId) => planNames.get(planId) ?? 'Unknown plan').join(', ');
  const limit = coupon.maxRedemptions === null ? '' : ` of ${coupon.maxRedemptions}`;
  return (
    <li>
      <Card role="article" aria-label={coupon.code}>
        <CardContent className="flex flex-col gap-1.5 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-mono text-lg font-semibold text-slate-900">{coupon.code}</h2>
            <span
              className={
                coupon.isActive
                  ? 'rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700'
                  : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700'
              }
            >
              {coupon.isActive ? adminCouponsTexts.active : adminCouponsTexts.inactive}
            </span>
          </div>
          <p className="text-sm text-slate-700">{couponSummaryText(coupon)}</p>
          <p className="text-sm text-slate-600">Plans: {plans}</p>
          <p className="text-sm text-slate-600">
            Redemptions: <span className="font-medium text-slate-900">{`${coupon.redemptions}${limit}`}</span>
            {coupon.expiresAt ? ` · Expires ${formatDate(coupon.expiresAt)}` : ''}
          </p>
        </CardContent>
        <CardFooter className="justify-end">
          <Button
            variant="outline"
            size="sm"
            disabled={setActive.isPending}
            aria-label={`${coupon.isActive ? adminCouponsTexts.turnOff : adminCouponsTexts.turnOn} ${coupon.code}`}
            onClick={() =>
              setActive.mutate(
                { couponId: coupon.id, isActive: !coupon.isActive },
                { onError: (error) => toast.error(serverMessageOr(error, adminCouponsTexts.saveFailed)) },
              )
            }
          >
            {coupon.isActive ? adminCouponsTexts.turnOff : adminCouponsTexts.turnOn}
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** /admin/coupons (issue 58): every coupon with its redemptions; Add Coupon; on and off. */
export function AdminCouponsPage() {
  const coupons = useCoupons();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        title={adminCouponsTexts.title}
        description={adminCouponsTexts.description}
        actions={
          <Button onClick={() => setIsAdding(true)} disabled={!coupons.data}>
            <PlusIcon aria-hidden />
            {adminCouponsTexts.addCoupon}
          </Button>
        }
      />
      <QueryState
        query={coupons}
        errorTitle={adminCouponsTexts.loadFailed}
        skeleton={<SkeletonList label="Loading coupons..." count={3} rowClassName="h-28 rounded-card" />}
        isEmpty={(data) => data.coupons.length === 0}
        empty={<EmptyState title={adminCouponsTexts.empty} />}
      >
        {(data) => {
          const planNames = new Map(data.plans.map((plan) => [plan.id, plan.name]));
          return (
            <ul className="flex flex-col gap-4">
              {data.coupons.map((coupon) => (
                <CouponRow key={coupon.id} coupon={coupon} planNames={planNames} />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {isAdding && coupons.data ? (
        <CouponFormDialog plans={coupons.data.plans} onClose={() => setIsAdding(false)} />
      ) : null}
    </div>
  );
}
