import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** The look of a native select, beside the text inputs. */
export const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';

/** A list's order, as every sortable list names it. */
export const sortDirectionLabels = { asc: 'Ascending', desc: 'Descending' } as const;

/** A list's filter: its label above a native select of `options` (value: label, in order). */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: Value;
  options: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {(Object.entries(options) as Array<[Value, string]>).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
