import { usePlans } from '@/lib/plans';
import { CheckboxList } from './checkbox-list';

/**
 * "Available on": the plans a pillar or an event is offered on (issue 58). None ticked: every
 * plan. A plan archived since it was chosen stays listed while it is chosen.
 */
export function PlanChoice({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (planIds: string[]) => void;
  error?: string;
}) {
  const plans = usePlans();
  const options = (plans.data?.plans ?? []).map((plan) => ({ id: plan.id, name: plan.name }));
  for (const id of selected) {
    if (!options.some((option) => option.id === id)) options.push({ id, name: 'Archived plan' });
  }
  return (
    <div className="flex flex-col gap-1">
      <CheckboxList
        legend="Available on"
        emptyText={plans.isPending ? 'Loading plans...' : 'No plans yet.'}
        options={options}
        selected={selected}
        onChange={onChange}
        {...(error ? { error } : {})}
      />
      <p className="text-xs text-slate-600">
        None ticked: every plan. Members of other plans see it with Upgrade to open.
      </p>
    </div>
  );
}
