import { jobEndpoints } from '@pillars/shared/jobs/endpoints';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { bubbleImportKeys } from './bubble-import-keys';

/** The import job (GET /api/jobs/:jobId): its status, 'k of n' and, at its end, its result. */
export function getImportJob(jobId: string): Promise<JobResponse> {
  return callEndpoint(jobEndpoints.getJob, { params: { jobId } });
}

export function importJobQueryOptions(jobId: string) {
  return queryOptions({ queryKey: bubbleImportKeys.job(jobId), queryFn: () => getImportJob(jobId) });
}

const isRunning = (job: JobResponse | undefined) => job?.status === 'pending' || job?.status === 'running';

/**
 * Live progress comes through the realtime stream (the page writes it into this query);
 * while the job runs the query is also read every 5 s, in case the stream was down.
 */
export function useImportJob(jobId: string | null) {
  return useQuery({
    ...importJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? 5000 : false),
  });
}
