/**
 * Spec 01 sections 4 and 9, the success page: it waits 3 s (the provider's confirmation
 * usually lands meanwhile), reads the account, then tries again up to 5 times: the first
 * retry after 1.5 s, the others at 2 s intervals. The delay before each read, in order.
 */
export const accessPolling = {
  initialWaitMs: 3000,
  retryDelayMs: 1500,
  retryIntervalMs: 2000,
  maxRetries: 5,
} as const;

export function accessPollingDelays(polling: typeof accessPolling = accessPolling): number[] {
  return [
    polling.initialWaitMs,
    ...Array.from({ length: polling.maxRetries }, (_, retry) =>
      retry === 0 ? polling.retryDelayMs : polling.retryIntervalMs,
    ),
  ];
}
