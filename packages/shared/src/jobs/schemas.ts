import { z } from 'zod';

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatusName = (typeof jobStatuses)[number];

/** How far a running job is: `done` of `total` (the import: 'k of n articles'). */
export const jobProgress = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  message: z.string().optional(),
});
export type JobProgress = z.infer<typeof jobProgress>;

export const jobParams = z.object({ jobId: z.uuid('Job not found') });

/**
 * GET /api/jobs/:jobId (decision 027): a job as its starter's screen follows it. `result` is
 * what its handler returned (each job's own shape, e.g. the import's counts and warnings);
 * `error` the last failure's message (a failed job's reason, or the attempt being retried).
 */
export const jobResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(jobStatuses),
  progress: jobProgress.nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type JobResponse = z.infer<typeof jobResponse>;

/** The live event of a job a person started (on GET /api/realtime, `event: job`). */
export interface JobEvent {
  id: string;
  name: string;
  status: JobStatusName;
  progress: JobProgress | null;
}
