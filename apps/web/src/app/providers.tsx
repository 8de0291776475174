import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { useHasToasts } from '@/lib/toast';
import { queryClient } from './query-client';

/** Darker text than sonner's rich colours, for 4.5:1 contrast on their pale backgrounds. */
const toastColours = {
  '--success-text': '#065F46',
  '--error-text': '#991B1B',
  '--info-text': '#1E3A8A',
  '--warning-text': '#92400E',
  // The close button inside the toast, at its right (sonner puts it astride the top-left
  // corner); `closeButton` below sets its top level with the title (issue 38).
  '--toast-close-button-start': 'unset',
  '--toast-close-button-end': '12px',
  '--toast-close-button-transform': 'none',
} as CSSProperties;

/**
 * The toast keeps room on its right for the close button (sonner's padding is 16 px all
 * round), and the button's top is the toast's padding: the middle of the title's first line.
 */
const toastOptions = {
  classNames: { toast: 'pr-11!', closeButton: 'top-4!' },
};

/**
 * Toasts sit at the top, over the sticky header (64 px), the one band of every page that holds
 * no primary action: from the bottom-right they covered the lesson viewer's 'Mark as Completed'
 * (issue 21). On wide screens they sit in the header's middle, clear of the menu, the bell and
 * the avatar; on a phone they span the header (swipe or wait to clear it). Decision 020.
 */
const toastOffset = { top: 6 };
const phoneToastOffset = { top: 6, left: 8, right: 8 };

// Loaded with the first toast (lib/toast.ts), which it then shows: sonner keeps the toasts
// raised before its Toaster mounts.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  const hasToasts = useHasToasts();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            offset={toastOffset}
            mobileOffset={phoneToastOffset}
            richColors
            closeButton
            toastOptions={toastOptions}
            style={toastColours}
          />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
