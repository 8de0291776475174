import { zodResolver } from '@hookform/resolvers/zod';
import {
  planIntervalUnits,
  planLimits,
  planSeatsText,
  trialLengthText,
} from '@pillars/shared/plans/messages';
import { type AdminPlan, emptyPlanForm, type PlanBodyInput, planBody } from '@pillars/shared/plans/schemas';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card, CardContent, CardFooter } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatPriceCents } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminPlans, useSavePlan } from '../api/admin-plans';

export const adminPlansTexts = {
  title: 'Plans',
  description:
    'What agencies can buy: prices, seats, trials and what each plan lists. A new price is made at the payments provider; those on the old one keep it.',
  addPlan: 'Add Plan',
  editPlan: 'Edit Plan',
  save: 'Save Plan',
  saving: 'Saving...',
  loadFailed: 'Failed to load plans. Please try again.',
  saveFailed: 'Failed to save the plan. Please try again.',
  empty: 'No plans yet',
  saved: 'The plan has been saved.',
  archived: 'Archived',
} as const;

const fieldNames = [
  'name',
  'description',
  'monthlyPrice',
  'annualPrice',
  'currency',
  'seats',
  'features',
  'trialDays',
  'displayOrder',
] as const;

/** The form's values for a plan: prices in dollars, seats empty for unlimited, features one per line. */
function formValuesOf(plan: AdminPlan | null): PlanBodyInput {
  if (!plan) return { ...emptyPlanForm, features: [] };
  const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
  return {
    name: plan.name,
    description: plan.description,
    monthlyPrice: dollars(plan.prices.month?.amountCents),
    annualPrice: dollars(plan.prices.year?.amountCents),
    currency: plan.currency,
    seats: plan.seats === null ? '' : String(plan.seats),
    features: plan.features,
    trialDays: String(plan.trialDays),
    trialRequiresCard: plan.trialRequiresCard,
    isArchived: plan.isArchived,
    displayOrder: plan.displayOrder,
  };
}

function PlanFormDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const id = useId();
  const save = useSavePlan(plan?.id ?? null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<PlanBodyInput>({
    resolver: zodResolver(planBody) as never,
    defaultValues: formValuesOf(plan),
  });
  const { errors } = form.formState;
  // The values as typed (dollars, text): the server reads them with the same schema.
  const onSubmit = form.handleSubmit(() => {
    setFormError(undefined);
    save.mutate(form.getValues(), {
      onSuccess: () => {
        toast.success(adminPlansTexts.saved);
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
          setFormError(serverMessageOr(error, adminPlansTexts.saveFailed));
        }
      },
    });
  });
  const text = (name: (typeof fieldNames)[number]) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{plan ? adminPlansTexts.editPlan : adminPlansTexts.addPlan}</DialogTitle>
          <DialogDescription>
            Give a monthly price, an annual price, or both. Leave Seats empty for unlimited.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextField label="Name *" {...text('name')} {...form.register('name')} />
          <TextareaField
            label="Description"
            rows={2}
            {...text('description')}
            {...form.register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Monthly price ($)"
              inputMode="decimal"
              {...text('monthlyPrice')}
              {...form.register('monthlyPrice')}
            />
            <TextField
              label="Annual price ($)"
              inputMode="decimal"
              {...text('annualPrice')}
              {...form.register('annualPrice')}
            />
            <TextField label="Currency" {...text('currency')} {...form.register('currency')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Seats"
              inputMode="numeric"
              hint="Empty: unlimited."
              {...text('seats')}
              {...form.register('seats')}
            />
            <TextField
              label="Trial days"
              inputMode="numeric"
              hint="0: no trial."
              {...text('trialDays')}
              {...form.register('trialDays')}
            />
            <TextField
              label="Order"
              type="number"
              min={0}
              hint="Lower first on /pricing."
              id={`${id}-displayOrder`}
              error={errors.displayOrder?.message}
              {...form.register('displayOrder', { valueAsNumber: true })}
            />
          </div>
          <Controller
            control={form.control}
            name="features"
            render={({ field }) => (
              <TextareaField
                label={`Features (one per line, at most ${planLimits.featuresMax})`}
                rows={5}
                id={`${id}-features`}
                error={errors.features?.message}
                value={(field.value ?? []).join('\n')}
                onChange={(event) => field.onChange(event.target.value.split('\n'))}
              />
            )}
          />
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-card`} {...form.register('trialRequiresCard')} />
              <Label htmlFor={`${id}-card`}>The trial asks for a card (and converts at its end)</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id={`${id}-archived`} {...form.register('isArchived')} />
              <Label htmlFor={`${id}-archived`}>Archived (off sale; agencies on it keep it)</Label>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? adminPlansTexts.saving : adminPlansTexts.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PlanRow({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const prices = (['month', 'year'] as const)
    .map((interval) => plan.prices[interval])
    .filter((price) => price !== null)
    .map((price) => `${formatPriceCents(price.amountCents)} per ${planIntervalUnits[price.interval]}`);
  return (
    <li>
      <Card role="article" aria-label={plan.name}>
        <CardContent className="flex flex-col gap-2 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
            {plan.isArchived ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {adminPlansTexts.archived}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">{prices.join(' · ')}</p>
          <p className="text-sm text-slate-600">
            {planSeatsText(plan.seats)}
            {plan.trialDays > 0 ? ` · ${trialLengthText(plan.trialDays)}` : ''}
            {` · ${plan.subscriberCount} ${plan.subscriberCount === 1 ? 'agency' : 'agencies'} on it`}
          </p>
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** /admin/plans (issue 58): every plan, archived ones too; Add Plan and Edit in a dialog. */
export function AdminPlansPage() {
  const plans = useAdminPlans();
  /** undefined: closed; null: Add Plan. */
  const [editing, setEditing] = useState<AdminPlan | null | undefined>(undefined);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        title={adminPlansTexts.title}
        description={adminPlansTexts.description}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon aria-hidden />
            {adminPlansTexts.addPlan}
          </Button>
        }
      />
      <QueryState
        query={plans}
        errorTitle={adminPlansTexts.loadFailed}
        skeleton={<SkeletonList label="Loading plans..." count={3} rowClassName="h-32 rounded-card" />}
        isEmpty={(data) => data.plans.length === 0}
        empty={<EmptyState title={adminPlansTexts.empty} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-4">
            {data.plans.map((plan) => (
              <PlanRow key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
            ))}
          </ul>
        )}
      </QueryState>
      {editing !== undefined ? <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}
