import { addTag, maxTagLength } from '@pillars/shared/events/admin-messages';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';

/**
 * Tags: typed, then added with Enter or the Add button; an empty or repeated tag (any case)
 * is ignored; each tag has its own Remove button.
 */
export function TagInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const errorId = error ? `${id}-error` : undefined;
  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxTagLength}
          placeholder="Type a tag and press Enter"
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
        <Button variant="outline" onClick={add} aria-label="Add tag">
          <PlusIcon aria-hidden />
          Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Event tags" className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-1 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={`Remove tag ${tag}`}
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
