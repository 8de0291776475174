import { SearchIcon } from 'lucide-react';
import { type Ref, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/** A list's search box: its label above, the magnifier inside. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  /** The search box itself: where a list sends focus after a row it showed is deleted. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
