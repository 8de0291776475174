import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** What the table's links to the form carry: the list's search params, to go back to the same page. */
export interface ListReturnState {
  listSearch: string;
}

export function listReturnState(search: string): ListReturnState {
  return { listSearch: search };
}

/**
 * Where the form's Back, Cancel and save go: the table as the admin left it (its search,
 * filters, sort and page, carried in the link's state), or the plain table on a fresh visit.
 */
export function useListReturnPath(): string {
  const state = useLocation().state as Partial<ListReturnState> | null;
  const search =
    typeof state?.listSearch === 'string' && state.listSearch.startsWith('?') ? state.listSearch : '';
  return `${paths.adminArticles}${search}`;
}
