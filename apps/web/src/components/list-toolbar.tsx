import { cn } from '@/lib/cn';
import { useSearchText } from '@/lib/use-search-text';
import { SearchField } from './search-field';
import { SelectField } from './select-field';

/**
 * An admin list's search box and filter selects over the page's filters, which live in the
 * URL: typing settles into `q` (replacing the history entry), a select changes its own key.
 * `className` sets the grid's columns on wider screens.
 */
export function ListToolbar<Filters extends { q?: string }>({
  filters,
  onChange,
  searchLabel = 'Search',
  searchPlaceholder,
  selects,
  className,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  searchLabel?: string;
  searchPlaceholder: string;
  selects: ReadonlyArray<{
    name: keyof Filters & string;
    label: string;
    options: Readonly<Record<string, string>>;
  }>;
  className?: string;
}) {
  const [search, setSearch] = useSearchText(filters.q ?? '', (settled) =>
    onChange({ q: settled || undefined } as Partial<Filters>, { replace: true }),
  );
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={setSearch}
        className="sm:col-span-2 lg:col-span-1"
      />
      {selects.map((select) => (
        <SelectField
          key={select.name}
          label={select.label}
          value={String(filters[select.name])}
          options={select.options}
          onChange={(value) => onChange({ [select.name]: value } as Partial<Filters>)}
        />
      ))}
    </div>
  );
}
