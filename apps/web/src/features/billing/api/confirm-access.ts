import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { accessPollingDelays } from '../utils/access-polling';

export type AccessConfirmation = 'waiting' | 'granted' | 'not-yet';

/**
 * After checkout the provider tells the server, not the browser: the success page reads the
 * account (GET /api/me, the session check's own answer) on the spec's schedule until it says
 * access is granted. Each answer goes into the session check's cache, so the route guard lets
 * the member in with it. A failed read counts as "not yet" (spec 01 section 4: a failed check
 * means no access). `retry` starts the schedule again.
 */
export function useConfirmAccess(): { state: AccessConfirmation; retry: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AccessConfirmation>('waiting');
  const [round, setRound] = useState(0);

  useEffect(() => {
    // Re-run on each Retry.
    void round;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delays = accessPollingDelays();

    const readAccount = async (attempt: number) => {
      let hasAccess = false;
      try {
        const me = await queryClient.fetchQuery({
          queryKey: queryKeys.me,
          queryFn: (): Promise<MeResponse | null> => callEndpoint(accountEndpoints.getMe),
          staleTime: 0,
          retry: false,
        });
        hasAccess = me?.hasAccess === true;
      } catch {
        hasAccess = false;
      }
      if (isStopped) return;
      if (hasAccess) {
        setState('granted');
        return;
      }
      const next = delays[attempt + 1];
      if (next === undefined) {
        setState('not-yet');
        return;
      }
      timer = setTimeout(() => void readAccount(attempt + 1), next);
    };

    setState('waiting');
    timer = setTimeout(() => void readAccount(0), delays[0]);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [queryClient, round]);

  const retry = useCallback(() => setRound((current) => current + 1), []);
  return { state, retry };
}
