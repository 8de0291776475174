import { useEffect, useState } from 'react';

/** Typing settles this long before a list's search goes to the server. */
export const searchDelayMilliseconds = 300;

/** `value` once it has stayed the same for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
