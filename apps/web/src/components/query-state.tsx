import { upgradeToOpenText } from '@pillars/shared/plans/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { Button } from './button';
import { ErrorState } from './error-state';

/**
 * A page's one query in its four states, the same on every page: the skeleton while it
 * loads, the spec's load-failure text with Try Again when it fails (or, for a 404 where the
 * page names one, the spec's not-found text with nothing to retry; for content offered on other
 * plans, what it is available on and Upgrade to open), the empty state when the
 * answer holds nothing to show, else the page's content.
 *
 * The first render of the answer is deferred: the page's content is usually its largest
 * render, and React then renders it in slices between which the browser stays responsive,
 * instead of in one long task (an answer already cached renders at once).
 */
export function QueryState<TData>({
  query,
  skeleton,
  errorTitle,
  notFound,
  errorAction,
  isEmpty,
  empty,
  documentTitle,
  children,
}: {
  query: Pick<UseQueryResult<TData>, 'data' | 'error' | 'isError' | 'refetch'>;
  skeleton: ReactNode;
  /** The spec's load-failure text (spec 01 section 8). */
  errorTitle: string;
  /** The spec's not-found text, shown instead of `errorTitle` when the server answers 404. */
  notFound?: { title: string; description?: string };
  /** A way out beside Try Again (or alone, when nothing was found): 'Back to Pillars of Agency'. */
  errorAction?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  /**
   * The document title until the answer names the page (a page whose header does not set
   * one): 'Pillars of Agency' while a pillar loads. A 404 is titled by its not-found text.
   */
  documentTitle?: string;
  children: (data: TData) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  const titleElement = (title: string | undefined) => (title ? <title>{`${title} · Pillars`}</title> : null);

  // Content offered on other plans (issue 58): the server's 'Available on ...' and the way to it.
  if (query.isError && isApiError(query.error, 'PLAN_REQUIRED')) {
    return (
      <>
        {titleElement(documentTitle)}
        <ErrorState
          title={query.error.message}
          action={
            <Button asChild>
              <Link to={paths.subscription}>{upgradeToOpenText}</Link>
            </Button>
          }
        />
      </>
    );
  }
  if (query.isError) {
    const isNotFound = notFound !== undefined && isApiError(query.error) && query.error.status === 404;
    return (
      <>
        {titleElement(isNotFound ? notFound.title : documentTitle)}
        <ErrorState
          title={isNotFound ? notFound.title : errorTitle}
          description={isNotFound ? notFound.description : undefined}
          action={
            isNotFound ? (
              errorAction
            ) : (
              <>
                <Button variant={errorAction ? 'outline' : 'primary'} onClick={() => void query.refetch()}>
                  Try Again
                </Button>
                {errorAction}
              </>
            )
          }
        />
      </>
    );
  }
  if (data === undefined) {
    return (
      <>
        {titleElement(documentTitle)}
        {skeleton}
      </>
    );
  }
  if (isEmpty?.(data)) return empty;
  return children(data);
}
