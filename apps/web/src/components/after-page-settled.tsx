import type { ReactNode } from 'react';
import { usePageSettled } from '@/lib/page-load';

/**
 * Renders its children once the page has settled (lib/page-load.ts: loaded, the first
 * screen's pictures in, an idle moment), nothing before: for a part below the first screen
 * whose code would otherwise be asked for before the largest paint.
 */
export function AfterPageSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? children : null;
}
