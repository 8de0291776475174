import { useId } from 'react';
import { Checkbox } from './checkbox';

/**
 * A scrolling list of checkboxes under a legend (spec 02: an article's categories and topics,
 * about 15rem high), with the spec's text when there is nothing to choose.
 */
export function CheckboxList({
  legend,
  emptyText,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  emptyText: string;
  options: Array<{ id: string; name: string }>;
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const idPrefix = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <div className="flex max-h-60 flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
          {options.map((option) => (
            <div key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox
                id={`${idPrefix}-${option.id}`}
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, option.id]
                      : selected.filter((id) => id !== option.id),
                  )
                }
              />
              <label htmlFor={`${idPrefix}-${option.id}`}>{option.name}</label>
            </div>
          ))}
        </div>
      )}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
