import { useId } from 'react';
import { Button } from './button';
import { Label } from './label';
import { selectClass } from './select-field';

/**
 * A paged list's Previous and Next, between them 'Page 2 of 5' or, with `hasPageNumbers`,
 * up to 5 page numbers around the current one. With `hasRange` it also says 'Showing 11 to
 * 20 of 42 results' (and stays when there is one page); with `pageSizes`, a Per page select.
 */
export function Pager({
  result: { page, pageSize, total },
  onPage,
  hasRange = false,
  hasPageNumbers = false,
  pageSizes,
  onPageSize,
}: {
  /** The list's answer: which page it is, its size and how many rows in all. */
  result: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
  hasRange?: boolean;
  hasPageNumbers?: boolean;
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}) {
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!hasRange && pageCount <= 1 && page <= 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, index) => start + index);
  const controls = (
    <>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {hasPageNumbers ? (
        numbers.map((number) => (
          <Button
            key={number}
            variant={number === page ? 'secondary' : 'ghost'}
            size="sm"
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))
      ) : (
        <span className="text-sm text-slate-700">
          Page {Math.min(page, pageCount)} of {pageCount}
        </span>
      )}
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </>
  );
  if (!hasRange) {
    return (
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
        {controls}
      </nav>
    );
  }
  return (
    <nav aria-label="Pages" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {first} to {last} of {total} results
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {pageSizes && onPageSize ? (
          <>
            <Label htmlFor={pageSizeId} className="text-sm">
              Per page
            </Label>
            <select
              id={pageSizeId}
              className={`${selectClass} w-20`}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {controls}
      </div>
    </nav>
  );
}
