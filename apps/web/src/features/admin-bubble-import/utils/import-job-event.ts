import type { BubbleImportResult } from '@pillars/shared/imports/schemas';
import type { JobEvent, JobResponse } from '@pillars/shared/jobs/schemas';

export type ImportPhase = 'importing' | 'success' | 'error';

const isRunning = (status: JobResponse['status']) => status === 'pending' || status === 'running';

/**
 * The followed import job after a live event. The event carries no result: its progress is
 * taken, and a start too, but its end is not (the screen would say "Import Completed" with
 * no result, "0 articles imported", until the job is read again). The end shows when the
 * job is read again with its result, written in the same statement as its status.
 */
export function withImportJobEvent(current: JobResponse, event: JobEvent): JobResponse {
  if (!isRunning(event.status)) return { ...current, progress: event.progress ?? current.progress };
  return { ...current, status: event.status, progress: event.progress };
}

/**
 * Spec 02 section 4: error only if there were errors and nothing was imported. A completed
 * job is shown with its result only: without it (not read yet) it is still importing.
 */
export function importPhaseOf(job: JobResponse | undefined): ImportPhase {
  if (!job || job.status === 'pending' || job.status === 'running') return 'importing';
  if (job.status === 'failed') return 'error';
  const result = job.result as BubbleImportResult | null;
  if (!result) return 'importing';
  return result.errors.length > 0 && result.imported === 0 ? 'error' : 'success';
}
