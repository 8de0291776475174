import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { askPassages } from '../../db/schema/index.ts';
import type { AiProvider } from '../../integrations/ai/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf, JobServiceContext } from '../../jobs/job-context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { chunkSource, type Passage } from './chunking.ts';
import { recordUsage } from './usage.ts';

/*
 * The passage index (issue 41, decision 053). Every content write queues `ask.reindex` for
 * its item in the write's own transaction (`queueReindex`); the job cuts the item into
 * passages, keeps the embedding of every passage whose content hash is unchanged, and asks
 * the embedding model for the others in batches. `ask.backfill` (queued at start) indexes
 * what is missing: items never indexed, passages without an embedding of the current model,
 * passages of items gone or unpublished.
 */

export type AskSourceType = SqlRow<typeof askPassages>['source_type'];

/** Embeddings asked per request. */
export const embeddingBatchSize = 64;

/** Whether each database has pgvector (set once at start, app.ts). */
const vectorSupport = new WeakMap<Database, boolean>();

export function setVectorSupport(ctx: { db: Database }, input: { hasVector: boolean }): void {
  vectorSupport.set(ctx.db, input.hasVector);
}

/** Whether the context's database has pgvector (a transaction answers for its database: no). */
export function hasVector(ctx: { db: Executor }): boolean {
  return vectorSupport.get(ctx.db as Database) ?? false;
}

/**
 * Queues the reindex of one item, in the caller's transaction (`{ db: tx }`) so that the job
 * exists exactly when the write does; a reindex of the item already pending is enough.
 */
export async function queueReindex(
  ctx: { db: Executor; jobs?: JobQueue },
  input: { sourceType: AskSourceType; sourceId: string },
): Promise<void> {
  const definition = jobDefinitions.askReindex;
  const payload = JSON.stringify(definition.payload.parse(input));
  await ctx.db.execute(
    sql`insert into jobs (name, payload, max_attempts, run_at)
        select ${definition.name}, ${payload}::jsonb, ${definition.maxAttempts ?? 5}, now()
         where not exists (select 1 from jobs where status = 'pending' and name = ${definition.name}
                                                and payload = ${payload}::jsonb)`,
  );
  ctx.jobs?.afterEnqueue(ctx.db);
}

interface SourceText {
  title: string;
  html: string;
}

/** An item's title and text when it may be a source (published articles; every lesson and FAQ entry). */
async function loadSourceText(
  db: Executor,
  sourceType: AskSourceType,
  sourceId: string,
): Promise<SourceText | null> {
  const query: Record<AskSourceType, SQL> = {
    article: sql`select title, concat_ws(' ', '<p>' || subtitle || '</p>', body, '<p>' || pro_tip || '</p>') as html
                   from articles where id = ${sourceId} and is_published`,
    lesson: sql`select title, content as html from lessons where id = ${sourceId}`,
    faq: sql`select question as title, '<p>' || question || '</p>' || answer as html
               from support_faq_items where id = ${sourceId}`,
  };
  const [row] = await queryRows<SourceText>(db, query[sourceType]);
  return row ?? null;
}

/** The text the embedding model reads for a passage. */
const embeddingText = (passage: Pick<Passage, 'heading' | 'content'>) =>
  `${passage.heading}\n${passage.content}`;

/**
 * Embeds passages without an embedding of the current model, in batches; returns how many.
 * Nothing without an embedding model or without pgvector (the vectors would go unused).
 */
async function embedMissing(
  ctx: Pick<JobServiceContext, 'db'> & { ai: AiProvider | null },
  where: SQL,
): Promise<number> {
  const model = ctx.ai?.embeddingModel;
  if (!ctx.ai || !model || !hasVector(ctx)) return 0;
  let embedded = 0;
  for (;;) {
    const rows = await queryRows<Pick<SqlRow<typeof askPassages>, 'id' | 'heading' | 'content'>>(
      ctx.db,
      sql`select id, heading, content from ask_passages
           where ${where} and (embedding is null or embedding_model is distinct from ${model})
           order by id limit ${embeddingBatchSize}`,
    );
    if (rows.length === 0) return embedded;
    const { vectors, tokens } = await ctx.ai.embed(rows.map(embeddingText));
    await ctx.db.execute(
      sql`update ask_passages p set embedding = v.embedding, embedding_model = ${model}
            from (select * from jsonb_to_recordset(${JSON.stringify(
              rows.map((row, index) => ({ id: row.id, embedding: vectors[index] })),
            )}::jsonb) as x(id uuid, embedding real[])) v
           where p.id = v.id`,
    );
    await recordUsage(ctx, { kind: 'embedding', promptTokens: tokens, completionTokens: 0 });
    embedded += rows.length;
    if (rows.length < embeddingBatchSize) return embedded;
  }
}

/**
 * Indexes one item again: its passages replaced by the current ones (none when it is gone
 * or unpublished), unchanged passages keeping their embedding, the new ones embedded.
 */
export async function reindexSource(
  ctx: Pick<JobServiceContext, 'db'> & { ai: AiProvider | null },
  { sourceType, sourceId }: { sourceType: AskSourceType; sourceId: string },
): Promise<{ passages: number; embedded: number }> {
  const source = await loadSourceText(ctx.db, sourceType, sourceId);
  const passages = source ? chunkSource(source.title, source.html) : [];
  await ctx.db.transaction(async (tx) => {
    // The kept embeddings by content hash, then the passages replaced in one statement each.
    await tx.execute(
      sql`with old as (
            delete from ask_passages where source_type = ${sourceType} and source_id = ${sourceId}
            returning content_hash, embedding, embedding_model
          ), kept as (select distinct on (content_hash) * from old)
          insert into ask_passages (source_type, source_id, position, heading, content, content_hash,
                                    embedding, embedding_model)
          select ${sourceType}, ${sourceId}::uuid, n.position, n.heading, n.content, n.content_hash,
                 kept.embedding, kept.embedding_model
            from jsonb_to_recordset(${JSON.stringify(
              passages.map((passage) => ({
                position: passage.position,
                heading: passage.heading,
                content: passage.content,
                content_hash: passage.contentHash,
              })),
            )}::jsonb) as n(position int, heading text, content text, content_hash text)
            left join kept on kept.content_hash = n.content_hash`,
    );
  });
  const embedded = await embedMissing(ctx, sql`source_type = ${sourceType} and source_id = ${sourceId}`);
  return { passages: passages.length, embedded };
}

/** The `ask.reindex` job. */
export const runReindex: JobHandlerOf<typeof jobDefinitions.askReindex> = (ctx, payload) =>
  reindexSource(ctx, payload);

/**
 * Every item the index lacks or holds wrongly: sources with no passages, passages of items
 * gone or no longer published.
 */
async function staleSources(db: Executor): Promise<Array<{ source_type: AskSourceType; source_id: string }>> {
  return queryRows(
    db,
    sql`select 'article' as source_type, a.id as source_id from articles a
         where a.is_published and not exists (select 1 from ask_passages p where p.source_type = 'article' and p.source_id = a.id)
        union all
        select 'lesson', l.id from lessons l
         where not exists (select 1 from ask_passages p where p.source_type = 'lesson' and p.source_id = l.id)
        union all
        select 'faq', f.id from support_faq_items f
         where not exists (select 1 from ask_passages p where p.source_type = 'faq' and p.source_id = f.id)
        union
        select distinct p.source_type, p.source_id from ask_passages p
         where (p.source_type = 'article' and not exists (select 1 from articles a where a.id = p.source_id and a.is_published))
            or (p.source_type = 'lesson' and not exists (select 1 from lessons l where l.id = p.source_id))
            or (p.source_type = 'faq' and not exists (select 1 from support_faq_items f where f.id = p.source_id))`,
  );
}

/**
 * Indexes, without embeddings, every item the index lacks: the demo seed, which writes its
 * content in one transaction, indexes it there as the writes of the app queue it, so a fresh
 * demo answers from its first second (the backfill at start then only embeds, where it can).
 */
export async function indexMissingSources(ctx: { db: Executor }): Promise<number> {
  const stale = await staleSources(ctx.db);
  for (const source of stale) {
    await reindexSource(
      { db: ctx.db as Database, ai: null },
      { sourceType: source.source_type, sourceId: source.source_id },
    );
  }
  return stale.length;
}

/** The `ask.backfill` job: what is missing indexed, then every passage embedded, with progress. */
export const runBackfill: JobHandlerOf<typeof jobDefinitions.askBackfill> = async (ctx, _payload, job) => {
  const stale = await staleSources(ctx.db);
  const model = ctx.ai?.embeddingModel && hasVector(ctx) ? ctx.ai.embeddingModel : null;
  const [{ unembedded } = { unembedded: 0 }] = model
    ? await queryRows<{ unembedded: number }>(
        ctx.db,
        sql`select count(*)::int as unembedded from ask_passages
             where embedding is null or embedding_model is distinct from ${model}`,
      )
    : [];
  const total = stale.length + Math.ceil(unembedded / embeddingBatchSize);
  let done = 0;
  await job.reportProgress({ done, total });
  for (const source of stale) {
    await reindexSource(ctx, { sourceType: source.source_type, sourceId: source.source_id });
    done += 1;
    if (done % 10 === 0) await job.reportProgress({ done, total });
  }
  const embedded = await embedMissing(ctx, sql`true`);
  await job.reportProgress({ done: total, total });
  return { reindexed: stale.length, embedded };
};

/**
 * Queues the backfill unless one is pending or running (at start: app.ts), a few seconds on,
 * so that the instance is listening before the index work takes its share of the CPU.
 */
export async function queueBackfill(ctx: { db: Database; jobs: JobQueue }): Promise<void> {
  const backfill = jobDefinitions.askBackfill;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${backfill.name}))`);
    await tx.execute(
      sql`insert into jobs (name, payload, max_attempts, run_at)
          select ${backfill.name}, '{}'::jsonb, ${backfill.maxAttempts ?? 5}, now() + interval '3 seconds'
           where not exists (select 1 from jobs where name = ${backfill.name} and status in ('pending', 'running'))`,
    );
  });
  ctx.jobs.wake();
}
