import { useSearchParams } from 'react-router';
import { SearchField } from '@/components/search-field';

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

/** The lists' search box: the shared one, with these lists' spacing and placeholder. */
export function AdminSearchField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return <SearchField {...props} placeholder="Search..." className="mb-5 max-w-md" />;
}
