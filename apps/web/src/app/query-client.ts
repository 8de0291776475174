import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/**
 * The app's one query cache: the provider hands it to the pages' hooks, and the router's
 * loaders start a page's requests with it while the page's code is still downloading.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused request (4xx) will be refused again; a network or server failure is tried
      // once more, soon: a page that cannot load says so (with Try Again) within a few seconds
      // rather than after a long 'Loading...' (issue 38).
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      retryDelay: 500,
    },
  },
});
