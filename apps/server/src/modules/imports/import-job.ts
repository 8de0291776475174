import {
  articleFromRecord,
  type FieldMapping,
  type ImportedArticle,
  type SourceRecord,
} from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportMessages as messages } from '@pillars/shared/imports/messages';
import type { BubbleImportResult } from '@pillars/shared/imports/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { unimportedConstraint } from '../../integrations/bubble/client.ts';
import type { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf, JobServiceContext } from '../../jobs/job-context.ts';
import { auditFor } from '../../lib/audit.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { DatabaseContext, ServiceContext } from '../../lib/service-context.ts';
import { recordSlugChange } from '../articles/old-slugs.ts';
import { queueReindex } from '../ask/passage-index.ts';

/**
 * The Bubble.io import job (spec 02, decision 026). It runs on the job queue: a closed tab
 * does not stop it, a restarted or killed server runs it again, and every admin screen
 * follows it live (its progress on the job row, announced by the queue).
 *
 * 1. Take the list first: the Data API's cursor is an offset over the filtered list, so
 *    marking records while paging it would skip records. (A CSV's records came with the job.)
 * 2. For each selected record: insert its article (one per Bubble id: a unique index, so a
 *    re-run, a retry or a run after a crash never writes a second one), then mark it
 *    `Is_Imported = 'yes'` in Bubble. A failed mark is a warning: the record stays
 *    unimported in Bubble, and importing it again only marks it.
 * Progress is reported as it goes ('k of n articles'), at most every 200 ms.
 */
export const runBubbleImport: JobHandlerOf<typeof jobDefinitions.bubbleImport> = async (
  ctx,
  payload,
  job,
) => {
  const now = new Date();
  const mapping = payload.mapping as FieldMapping;
  const total = payload.ids.length;
  await job.reportProgress({ done: 0, total });

  const records = new Map<string, SourceRecord>();
  if (payload.source === 'csv') {
    for (const record of payload.records ?? []) records.set(String(record._id), record as SourceRecord);
  } else {
    if (!ctx.bubble) throw new Error(messages.notConfigured);
    for (const record of await ctx.bubble.listAll({ constraints: unimportedConstraint })) {
      records.set(record._id, record);
    }
  }

  const authorId = await importAuthorId(ctx);
  const alreadyThere = await importedBubbleIds(ctx, { ids: payload.ids });
  const audit = auditFor(job.createdBy, { ip: null, userAgent: null });
  const result: BubbleImportResult = { imported: 0, alreadyImported: 0, warnings: [], errors: [] };

  let lastReportAt = Date.now();
  const reportEvery200ms = async (done: number) => {
    if (done < total && Date.now() - lastReportAt < 200) return;
    lastReportAt = Date.now();
    await job.reportProgress({ done, total });
  };

  for (const [index, id] of payload.ids.entries()) {
    const record = records.get(id);
    if (!record) {
      // Imported and marked by an earlier run (the list no longer has it), or not there at all.
      if (alreadyThere.has(id)) result.alreadyImported += 1;
      else {
        const warning = messages.recordNotFound(id);
        result.warnings.push(warning);
        result.errors.push(warning);
      }
      await reportEvery200ms(index + 1);
      continue;
    }
    const article = articleFromRecord(record, mapping, now);
    try {
      const inserted = await insertImportedArticle(ctx, { article, authorId, audit });
      if (inserted) result.imported += 1;
      else result.alreadyImported += 1;
    } catch (error) {
      const warning = messages.recordFailed(
        article.title,
        error instanceof Error ? error.message : String(error),
      );
      ctx.log.warn({ job: { id: job.id }, bubbleId: id, err: error }, 'bubble import: a record failed');
      result.warnings.push(warning);
      result.errors.push(warning);
      await reportEvery200ms(index + 1);
      continue;
    }
    if (payload.source === 'api' && ctx.bubble) {
      const marked = await ctx.bubble.markImported(id);
      if (!marked.ok) {
        ctx.log.warn(
          { job: { id: job.id }, bubbleId: id, reason: marked.reason },
          'bubble import: marking failed',
        );
        result.warnings.push(messages.markFailed(article.title));
      }
    }
    await reportEvery200ms(index + 1);
  }
  await job.reportProgress({ done: total, total });
  ctx.log.info(
    {
      job: { id: job.id },
      imported: result.imported,
      alreadyImported: result.alreadyImported,
      warnings: result.warnings.length,
    },
    `bubble import: ${result.imported} article(s) imported`,
  );
  return result;
};

/** IMPORT_AUTHOR_EMAIL's account, else the first superadmin. */
async function importAuthorId(ctx: JobServiceContext): Promise<string | null> {
  const email = ctx.config.IMPORT_AUTHOR_EMAIL;
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    email
      ? sql`select id from "user" where lower(email) = lower(${email})`
      : sql`select p.id from profiles p join "user" u on u.id = p.id
             where p.role = 'superadmin' order by u.created_at, u.id limit 1`,
  );
  if (email && !row) throw new Error(`IMPORT_AUTHOR_EMAIL (${email}) names no account`);
  return row?.id ?? null;
}

/** Which of these Bubble ids already have their article (the job, and the CSV's list of what is left). */
export async function importedBubbleIds(
  ctx: DatabaseContext,
  { ids }: { ids: readonly string[] },
): Promise<Set<string>> {
  const rows = await queryRows<{ bubble_id: string }>(
    ctx.db,
    sql`select metadata ->> 'bubble_id' as bubble_id from articles
         where metadata ->> 'bubble_id' in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.bubble_id));
}

/**
 * Writes one imported article, in its own transaction with its audit row: the body
 * sanitised, the slug made free ('-2', '-3' ... after a taken one), and nothing written when
 * the Bubble id already has its article (the unique index decides, also against a
 * concurrent run). Returns whether it wrote.
 */
export async function insertImportedArticle(
  ctx: Pick<ServiceContext, 'db'>,
  input: { article: ImportedArticle; authorId: string | null; audit: ReturnType<typeof auditFor> },
): Promise<boolean> {
  const { article } = input;
  return ctx.db.transaction(async (tx) => {
    const slug = await freeSlug(tx, article.slug);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into articles (title, subtitle, slug, featured_image_url, body, is_featured, is_published,
                                published_at, content_type, video_url, document_url, content_images,
                                visibility_scope, author_id, metadata)
          values (${article.title}, ${article.subtitle}, ${slug}, ${article.featured_image_url},
                  ${sanitizeHtml(article.body)}, false, true, ${article.published_at}::timestamptz,
                  ${article.content_type}, ${article.video_url}, ${article.document_url},
                  ${JSON.stringify(article.content_images)}::jsonb, 'all', ${input.authorId}::uuid,
                  ${JSON.stringify(article.metadata)}::jsonb)
          on conflict ((metadata ->> 'bubble_id')) where metadata ->> 'bubble_id' is not null do nothing
          returning id`,
    );
    if (!row) return false;
    // A slug left by a renamed article is free: the imported article wins it (decision 043).
    await recordSlugChange({ db: tx }, { articleId: row.id, from: null, to: slug });
    await input.audit.record(tx, {
      action: 'article.import',
      target: { type: 'article', id: row.id, name: article.title },
      after: { slug, bubbleId: article.metadata.bubble_id, contentType: article.content_type },
    });
    await queueReindex({ db: tx }, { sourceType: 'article', sourceId: row.id });
    return true;
  });
}

/** The slug, or the first of slug-2, slug-3 ... that no article has. */
async function freeSlug(executor: Executor, slug: string): Promise<string> {
  const [row] = await queryRows<{ free: string }>(
    executor,
    sql`select case when not exists (select 1 from articles where slug = ${slug}) then ${slug}
                    else ${slug} || '-' || (
                      select coalesce(max(substring(slug from '-([0-9]+)$')::numeric), 1) + 1 from articles
                       where slug ~ ('^' || ${slug.replace(/[^a-z0-9-]/g, '')} || '-[0-9]+$'))
               end as free`,
  );
  return row!.free;
}
