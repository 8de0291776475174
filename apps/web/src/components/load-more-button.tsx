import { cn } from '@/lib/cn';
import { Button } from './button';

/** The next page of a list that grows as it is read ('Show more events'), while there is one. */
export function LoadMoreButton({
  query,
  label,
  className,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}
