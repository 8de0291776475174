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
      // A refused request (4xx) will be refused again; retry only network and server failures.
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
