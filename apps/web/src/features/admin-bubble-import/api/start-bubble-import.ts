import { bubbleImportEndpoints } from '@pillars/shared/imports/endpoints';
import type { StartBubbleImportBody } from '@pillars/shared/imports/schemas';
import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { bubbleImportKeys } from './bubble-import-keys';

/** Starts the import job of the selected records; the screen follows the job it answers. */
export function startBubbleImport(body: StartBubbleImportBody): Promise<{ job: JobResponse }> {
  return callEndpoint(bubbleImportEndpoints.startBubbleImport, { body });
}

export function useStartBubbleImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBubbleImport,
    onSuccess: ({ job }) => queryClient.setQueryData(bubbleImportKeys.job(job.id), job),
  });
}
