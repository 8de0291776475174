import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from './query-client';

/** Darker text than sonner's rich colours, for 4.5:1 contrast on their pale backgrounds. */
const toastColours = {
  '--success-text': '#065F46',
  '--error-text': '#991B1B',
  '--info-text': '#1E3A8A',
  '--warning-text': '#92400E',
} as CSSProperties;

// Loaded beside the first page rather than in the initial script: a toast raised before it
// is there shows when it mounts (sonner keeps them), and the pages that raise one load
// sonner themselves.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" richColors closeButton style={toastColours} />
      </Suspense>
    </QueryClientProvider>
  );
}
