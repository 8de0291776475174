import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { isApiError } from '@/lib/api-client';

function createQueryClient() {
  return new QueryClient({
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
}

/** Darker text than sonner's rich colours, for 4.5:1 contrast on their pale backgrounds. */
const toastColours = {
  '--success-text': '#065F46',
  '--error-text': '#991B1B',
  '--info-text': '#1E3A8A',
  '--warning-text': '#92400E',
} as CSSProperties;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" richColors closeButton style={toastColours} />
    </QueryClientProvider>
  );
}
