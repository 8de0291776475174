import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/input';
import { Label } from '@/components/label';

/**
 * The search of the pillar, key element and lesson admin lists. These lists are short and
 * shown whole (move up/down needs every neighbour), so the search filters the loaded list;
 * it lives in the URL (`?q=`), so a reload or a shared link keeps it.
 */
export function useSearchParam(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('q') ?? '';
  const setValue = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

export function matchesSearch(search: string, ...texts: string[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

export function AdminSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="mb-5 flex max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Search..."
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
