import { askEndpoints } from '@pillars/shared/ask/endpoints';
import type { AskAdminResponse } from '@pillars/shared/ask/schemas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The team's page: index status, tokens per month, unanswered questions. Polled while a backfill runs. */
export function useAskAdmin() {
  return useQuery({
    queryKey: ['admin-ask'] as const,
    queryFn: (): Promise<AskAdminResponse> => callEndpoint(askEndpoints.getAskAdmin),
    refetchInterval: (query) => (query.state.data?.index.backfill ? 3000 : false),
  });
}
