import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

type SearchParamsUpdate = URLSearchParams | ((latest: URLSearchParams) => URLSearchParams);

/**
 * React Router's `useSearchParams`, except that a functional update starts from the
 * parameters last asked for, not from those of the last render. React Router computes the
 * next parameters from the rendered ones, and a change of the URL only renders once the
 * navigation has finished (the route loaders run first). So two quick changes, such as a
 * Status filter and then the page size, lost the first: the second navigation started from
 * the URL before the first and replaced it. A page whose controls change the URL one part at
 * a time uses this instead, with `set((latest) => ...)`.
 */
export function useUrlSearchParams(): [
  URLSearchParams,
  (update: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = useRef(searchParams);
  const rendered = useRef(searchParams);
  // A new URL (a navigation has finished, or Back) is the truth again. The refs change only
  // when the URL does, so a render that runs twice leaves them as one render would.
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    requested.current = searchParams;
  }
  const set = useCallback(
    (update: SearchParamsUpdate, options?: NavigateOptions) => {
      const next = typeof update === 'function' ? update(new URLSearchParams(requested.current)) : update;
      requested.current = next;
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, set];
}
