import {
  articleFromRecord,
  type FieldMapping,
  type SourceRecord,
} from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportMessages as messages } from '@pillars/shared/imports/messages';
import type {
  BubbleCsvResponse,
  BubbleImportStateResponse,
  BubblePreviewBody,
  BubblePreviewResponse,
  StartBubbleImportBody,
} from '@pillars/shared/imports/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import {
  BubbleApiError,
  bubblePaging,
  unimportedConstraint,
  withHttpsFileUrls,
} from '../../integrations/bubble/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { jobColumns, jobResponseOf, readJob } from '../jobs/service.ts';
import { importedBubbleIds } from './import-job.ts';

/**
 * Import from Bubble.io (spec 02, decision 026): the screen's reads and the start of the job.
 * The Data API is called from the server only; no answer carries the key or the API's URL.
 */

const importJob = jobDefinitions.bubbleImport;

/** The latest import job, running or finished: the screen follows or shows it. */
async function latestImportJob(ctx: ViewerContext) {
  const [row] = await queryRows<Parameters<typeof jobResponseOf>[0]>(
    ctx.db,
    sql`select ${jobColumns} from jobs where name = ${importJob.name} order by created_at desc limit 1`,
  );
  return row ? jobResponseOf(row) : null;
}

function sourceUnavailable(error: unknown): AppError {
  const message = error instanceof BubbleApiError ? error.message : messages.unknownFailure;
  return new AppError('IMPORT_SOURCE_UNAVAILABLE', message);
}

/**
 * GET /api/admin/bubble-import: the first 50 unimported records (the spec's probe) with how
 * many there are in all, or (`scope=all`) every one, page after page.
 */
export async function getBubbleImportState(
  ctx: ViewerContext,
  input: { scope: 'probe' | 'all'; missingVariables: string[]; dataType: string },
): Promise<BubbleImportStateResponse> {
  const job = await latestImportJob(ctx);
  const base = {
    configured: Boolean(ctx.bubble),
    missingVariables: input.missingVariables,
    dataType: input.dataType,
    job,
  };
  if (!ctx.bubble) return { ...base, records: [], total: 0 };
  try {
    if (input.scope === 'probe') {
      const page = await ctx.bubble.fetchPage({
        limit: bubblePaging.probeLimit,
        constraints: unimportedConstraint,
      });
      return { ...base, records: page.results, total: page.results.length + page.remaining };
    }
    const records = await ctx.bubble.listAll({ constraints: unimportedConstraint });
    return { ...base, records, total: records.length };
  } catch (error) {
    ctx.log.warn({ err: error }, 'bubble import: loading the unimported records failed');
    throw sourceUnavailable(error);
  }
}

/** Bubble's CSV export names the id column 'unique id'. */
const idColumns = ['unique id', 'unique_id', '_id'];

/**
 * POST /api/admin/bubble-import/csv: the rows of a CSV exported from the Bubble editor's Data
 * tab, as records (file URLs made https), without those marked imported or already here.
 */
export async function readBubbleCsv(
  ctx: ViewerContext,
  { csv }: { csv: string },
): Promise<BubbleCsvResponse> {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    throw validationFailed(messages.csvUnreadable, { csv: messages.csvUnreadable });
  }
  if (rows.length === 0) return { records: [], total: 0 };
  const idColumn = Object.keys(rows[0]!).find((column) => idColumns.includes(column.trim().toLowerCase()));
  if (!idColumn) throw validationFailed(messages.csvNoId, { csv: messages.csvNoId });
  const records: SourceRecord[] = [];
  for (const row of rows) {
    const id = row[idColumn]?.trim();
    if (!id || String(row.Is_Imported ?? '').toLowerCase() === 'yes') continue;
    const record: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (column === idColumn || value === '') continue;
      record[column] = withHttpsFileUrls(value);
    }
    records.push({ ...record, _id: id });
  }
  const done = await importedBubbleIds(ctx, { ids: records.map((record) => record._id) });
  const unimported = records.filter((record) => !done.has(record._id));
  return { records: unimported, total: unimported.length };
}

/**
 * POST /api/admin/bubble-import/preview: the article a record becomes, as the import writes
 * it: the same mapping, and the body through the same sanitiser (import-job.ts). The slug is
 * the record's own; a taken one gets its number when the import writes it.
 */
export async function previewBubbleArticle(
  _ctx: ServiceContext,
  body: BubblePreviewBody,
): Promise<BubblePreviewResponse> {
  const article = articleFromRecord(body.record as SourceRecord, body.mapping as FieldMapping, new Date());
  return { article: { ...article, body: sanitizeHtml(article.body) } };
}

/**
 * POST /api/admin/bubble-import: queues the import of the selected records (one import at a
 * time: a partial unique index on the jobs table refuses a second pending or running one, and
 * the error handler answers that refusal with `alreadyRunning`).
 */
export async function startBubbleImport(
  ctx: ViewerContext,
  body: StartBubbleImportBody & { source: 'api' | 'csv' },
) {
  if (body.source === 'api' && !ctx.bubble) throw new AppError('CONFLICT', messages.notConfigured);
  const wanted = new Set(body.ids);
  const records =
    body.source === 'csv' ? (body.records ?? []).filter((record) => wanted.has(record._id)) : undefined;
  if (records && records.length === 0)
    throw validationFailed(messages.selectOne, { ids: messages.selectOne });
  const jobId = await ctx.db.transaction(async (tx) => {
    const id = await ctx.jobs.enqueueJob(
      importJob,
      {
        source: body.source,
        ids: records ? records.map((record) => record._id) : body.ids,
        mapping: body.mapping,
        ...(records ? { records } : {}),
      },
      { createdBy: ctx.viewer.userId },
      tx,
    );
    await ctx.audit.record(tx, {
      action: 'import.start',
      target: { type: 'job', id, name: `Bubble.io import of ${body.ids.length} record(s)` },
      after: { source: body.source, count: body.ids.length },
    });
    return id;
  });
  return { job: (await readJob(ctx, { jobId }))! };
}
