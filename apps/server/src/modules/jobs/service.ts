import type { JobResponse } from '@pillars/shared/jobs/schemas';
import type { PolicyResource } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { jobs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { DatabaseContext, ViewerContext } from '../../lib/service-context.ts';

type JobRow = Pick<
  SqlRow<typeof jobs>,
  | 'id'
  | 'name'
  | 'status'
  | 'progress'
  | 'result'
  | 'last_error'
  | 'attempts'
  | 'max_attempts'
  | 'created_by'
  | 'created_at'
  | 'updated_at'
  | 'completed_at'
>;

const iso = (value: string | Date) => new Date(value).toISOString();

/** The columns `jobResponseOf` reads. */
export const jobColumns = sql`id, name, status, progress, result, last_error, attempts, max_attempts, created_by,
  created_at, updated_at, completed_at`;

export function jobResponseOf(row: JobRow): JobResponse {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    result: row.result,
    error: row.last_error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
  };
}

export async function readJob(
  ctx: DatabaseContext,
  { jobId }: { jobId: string },
): Promise<JobResponse | null> {
  const [row] = await queryRows<JobRow>(ctx.db, sql`select ${jobColumns} from jobs where id = ${jobId}`);
  return row ? jobResponseOf(row) : null;
}

/** What the 'job.view' policy reads of a job: who started it. */
export async function loadJobResource(
  ctx: ViewerContext,
  { jobId }: { jobId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ created_by: string | null }>(
    ctx.db,
    sql`select created_by from jobs where id = ${jobId}`,
  );
  return row ? { ownerId: row.created_by } : null;
}

/** GET /api/jobs/:jobId (the route checked the policy on the loaded row). */
export async function getJob(ctx: ViewerContext, input: { jobId: string }): Promise<JobResponse> {
  const job = await readJob(ctx, input);
  if (!job) throw notFound('Job not found');
  return job;
}
