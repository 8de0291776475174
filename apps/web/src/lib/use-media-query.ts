import { useSyncExternalStore } from 'react';

/** Wider than a phone (spec 01 section 9: mobile is under 768 px); Tailwind's `md:`. */
export const wideScreenQuery = '(min-width: 768px)';

/**
 * Whether a CSS media query matches now, re-rendering when it starts or stops matching. For
 * what a width changes beyond its CSS: a part that is only hidden still costs its render.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
