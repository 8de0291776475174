import type { MeResponse } from '@pillars/shared/accounts/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's id from the session check's answer (already cached: the member area
 * renders only after it). The live stream brings the team every member's events, so a
 * screen about the viewer's own conversation or tickets keeps only those naming them.
 */
export function cachedViewerId(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<MeResponse | null>(queryKeys.me)?.profile.id;
}
