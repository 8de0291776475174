import { bubbleImportJobName } from '@pillars/shared/imports/bubble-mapping';
import { jobEndpoints } from '@pillars/shared/jobs/endpoints';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { withImportJobEvent } from '../utils/import-job-event';
import { bubbleImportKeys } from './bubble-import-keys';

/** The import job (GET /api/jobs/:jobId): its status, 'k of n' and, at its end, its result. */
export function getImportJob(jobId: string): Promise<JobResponse> {
  return callEndpoint(jobEndpoints.getJob, { params: { jobId } });
}

export function importJobQueryOptions(jobId: string) {
  return queryOptions({ queryKey: bubbleImportKeys.job(jobId), queryFn: () => getImportJob(jobId) });
}

export const isImportRunning = (job: Pick<JobResponse, 'status'> | null | undefined) =>
  job?.status === 'pending' || job?.status === 'running';

/**
 * Live progress comes through the realtime stream (`useImportJobEvents` writes it into this
 * query); while the job runs the query is also read every 5 s, in case the stream was down.
 */
export function useImportJob(jobId: string | null) {
  return useQuery({
    ...importJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? 5000 : false),
  });
}

/**
 * The import jobs on the live stream. While the screen follows no run, one that starts
 * (another admin, another tab) goes to `onRunStarted`; the followed run's progress goes into
 * its query, and at its end the query is read again: the end shows with its result.
 */
export function useImportJobEvents({
  jobId,
  onRunStarted,
}: {
  /** The run the screen follows; null for none. */
  jobId: string | null;
  onRunStarted: (jobId: string) => void;
}) {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type !== 'job' || event.job.name !== bubbleImportJobName) return;
    if (jobId === null && isImportRunning(event.job)) {
      onRunStarted(event.job.id);
      return;
    }
    if (event.job.id !== jobId) return;
    queryClient.setQueryData<JobResponse>(bubbleImportKeys.job(event.job.id), (current) =>
      current ? withImportJobEvent(current, event.job) : current,
    );
    if (!isImportRunning(event.job))
      void queryClient.invalidateQueries({ queryKey: bubbleImportKeys.job(event.job.id) });
  });
}
