import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { BackToPillars } from './back-link';

/**
 * A learning page that could not load: the spec's not-found text for a 404 (nothing to
 * retry), its load-failure text with Try Again otherwise; both lead back to the pillars.
 */
export function LoadError({
  error,
  notFoundTitle,
  notFoundDescription,
  failedTitle,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundDescription: string;
  failedTitle: string;
  onRetry: () => void;
}) {
  const isNotFound = isApiError(error) && error.status === 404;
  const title = isNotFound ? notFoundTitle : failedTitle;
  return (
    <div className="flex flex-col gap-5">
      <title>{`${isNotFound ? title : 'Pillars of Agency'} · Pillars`}</title>
      <BackToPillars />
      <ErrorState
        title={title}
        description={isNotFound ? notFoundDescription : undefined}
        action={
          <>
            {isNotFound ? null : (
              <Button variant="outline" onClick={onRetry}>
                Try Again
              </Button>
            )}
            <Button asChild>
              <Link to={paths.pillars}>Back to Pillars of Agency</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
