import { useCallback, useEffect, useState } from 'react';

/** How long a success message stays (spec 02 section 8: both clear after 5 seconds). */
export const flashMessageMilliseconds = 5_000;

/** A message that clears itself `flashMessageMilliseconds` after it was shown. */
export function useFlashMessage(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState(0);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), flashMessageMilliseconds);
    return () => window.clearTimeout(timer);
  }, [message, shownAt]);
  const show = useCallback((next: string | null) => {
    setMessage(next);
    setShownAt(Date.now());
  }, []);
  return [message, show];
}
