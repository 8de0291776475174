import { bubbleImportEndpoints } from '@pillars/shared/imports/endpoints';
import type { BubbleImportStateResponse } from '@pillars/shared/imports/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { bubbleImportKeys } from './bubble-import-keys';

/**
 * The unimported records from the server (which asks Bubble.io with its key): `probe` is the
 * spec's first 50 with the total, `all` every one of them (page after page, a second each).
 */
export function getBubbleImportState(scope: 'probe' | 'all'): Promise<BubbleImportStateResponse> {
  return callEndpoint(bubbleImportEndpoints.getBubbleImportState, { query: { scope } });
}

export function bubbleImportStateQueryOptions(scope: 'probe' | 'all') {
  return queryOptions({
    queryKey: bubbleImportKeys.state(scope),
    queryFn: () => getBubbleImportState(scope),
    // Bubble's list is read on purpose (Refresh, after an import), not on every focus.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useBubbleImportState(scope: 'probe' | 'all', options: { enabled?: boolean } = {}) {
  return useQuery({ ...bubbleImportStateQueryOptions(scope), enabled: options.enabled ?? true });
}

/** Reads Bubble's list again (both scopes): on Refresh, and after a run took records from it. */
export function useRefreshBubbleImportState() {
  const queryClient = useQueryClient();
  // Stable, so the page's effect that calls it after a run does not run again for it.
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bubbleImportKeys.states }),
    [queryClient],
  );
}
