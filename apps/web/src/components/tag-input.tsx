import { addTag } from '@pillars/shared/tags';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';

/**
 * A list of short texts (an event's tags, a directory listing's services): typed, then added
 * with Enter or the Add button; an empty or repeated one (any case) is ignored; each has its
 * own Remove button. At `maxCount`, Add is off.
 */
export function TagInput({
  id,
  label,
  listLabel,
  value,
  onChange,
  error,
  placeholder,
  maxLength,
  maxCount,
  addLabel,
  removeLabel,
}: {
  id: string;
  label: string;
  /** The list's accessible name. */
  listLabel: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  placeholder: string;
  maxLength: number;
  maxCount?: number;
  /** The Add button's accessible name, when "Add" alone would be ambiguous. */
  addLabel?: string;
  /** The accessible name of a tag's Remove button. */
  removeLabel: (tag: string) => string;
}) {
  const [draft, setDraft] = useState('');
  const errorId = error ? `${id}-error` : undefined;
  const isFull = maxCount !== undefined && value.length >= maxCount;
  const add = () => {
    if (isFull) return;
    onChange(addTag(value, draft));
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          onChange={(change) => setDraft(change.target.value)}
          onKeyDown={(key) => {
            if (key.key !== 'Enter') return;
            // Enter adds the tag; it never submits the form.
            key.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={isFull} aria-label={addLabel}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={listLabel} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-1 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={removeLabel(tag)}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
