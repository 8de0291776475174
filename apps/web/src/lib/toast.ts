import { useSyncExternalStore } from 'react';

/**
 * The app's toasts. sonner (about 10 KB) loads with the first toast rather than with every
 * page, and its Toaster mounts then (app/providers.tsx, through `useHasToasts`); a toast
 * raised before the Toaster is there shows when it mounts.
 */
let hasToasts = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!hasToasts) {
    hasToasts = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

export const toast = {
  success(message: string): void {
    void loadSonner().then((sonner) => sonner.toast.success(message));
  },
  error(message: string): void {
    void loadSonner().then((sonner) => sonner.toast.error(message));
  },
  /** News rather than the outcome of the viewer's own step (new work for the team). */
  info(message: string): void {
    void loadSonner().then((sonner) => sonner.toast.info(message));
  },
  /** A message with one button, kept until dismissed ("Updated: reload"). */
  action(message: string, label: string, onClick: () => void): void {
    void loadSonner().then((sonner) =>
      sonner.toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick } }),
    );
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was raised: until then the Toaster is not needed. */
export function useHasToasts(): boolean {
  return useSyncExternalStore(subscribe, () => hasToasts);
}
