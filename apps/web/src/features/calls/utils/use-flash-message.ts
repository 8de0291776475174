import { useCallback, useEffect, useState } from 'react';

/** How long a success message stays (spec 02 section 8: both clear after 5 seconds). */
export const flashMessageMilliseconds = 5_000;

/**
 * A message that clears itself `flashMessageMilliseconds` after it was shown; showing one
 * again (the same text too) starts the time over.
 */
export function useFlashMessage(): [string | null, (message: string) => void] {
  const [flash, setFlash] = useState<{ message: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), flashMessageMilliseconds);
    return () => window.clearTimeout(timer);
  }, [flash]);
  const show = useCallback((message: string) => setFlash({ message }), []);
  return [flash?.message ?? null, show];
}
