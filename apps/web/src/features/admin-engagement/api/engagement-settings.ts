import { engagementEndpoints } from '@pillars/shared/engagement/endpoints';
import type { EngagementSettings, EngagementSettingsResponse } from '@pillars/shared/engagement/schemas';
import { jobEndpoints } from '@pillars/shared/jobs/endpoints';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

export const engagementKeys = {
  settings: ['admin-engagement', 'settings'] as const,
  job: (jobId: string) => ['admin-engagement', 'job', jobId] as const,
};

/** GET /api/admin/engagement: the points per action, the thresholds and the latest recalculation. */
export function useEngagementSettings() {
  return useQuery(
    queryOptions({
      queryKey: engagementKeys.settings,
      queryFn: (): Promise<EngagementSettingsResponse> =>
        callEndpoint(engagementEndpoints.getEngagementSettings),
    }),
  );
}

/** PUT /api/admin/engagement. */
export function useSaveEngagementSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EngagementSettings) =>
      callEndpoint(engagementEndpoints.saveEngagementSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(engagementKeys.settings, answer),
  });
}

/** POST /api/admin/engagement/recalculate: the page follows the job it answers. */
export function useRecalculatePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(engagementEndpoints.recalculatePoints),
    onSuccess: ({ job }) => queryClient.setQueryData(engagementKeys.job(job.id), job),
  });
}

export const isJobRunning = (job: Pick<JobResponse, 'status'> | null | undefined) =>
  job?.status === 'pending' || job?.status === 'running';

/**
 * The recalculation job (GET /api/jobs/:jobId): read again when the live stream says it moved,
 * and every 2 s while it runs in case the stream is down.
 */
export function useRecalculationJob(jobId: string | null) {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type !== 'job' || jobId === null || event.job.id !== jobId) return;
    void queryClient.invalidateQueries({ queryKey: engagementKeys.job(jobId) });
  });
  return useQuery({
    queryKey: engagementKeys.job(jobId ?? ''),
    queryFn: (): Promise<JobResponse> => callEndpoint(jobEndpoints.getJob, { params: { jobId: jobId! } }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? 2000 : false),
  });
}
