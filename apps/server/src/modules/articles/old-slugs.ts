import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * Old slugs (decision 043): a renamed article's `/resources/<old-slug>` still opens it. The
 * slugs an article had are rows of `article_slug_history`, written here by every write that
 * sets a slug: article-writes.ts (Manage Articles, a guru's saves, Article Magic, creating),
 * a revision's restore (revisions.ts) and an import (imports/import-job.ts).
 */

/**
 * Keeps an article's old slugs (decision 043): whenever a write moves an article's slug
 * from `from` to `to`, `from` is remembered as the article's (`/resources/<from>` still
 * finds it), and `to` stops being anyone's old slug (the article that has it now wins).
 * Called in the write's transaction; no statement when the slug did not move.
 */
export async function recordSlugChange(
  ctx: { db: Executor },
  { articleId, from, to }: { articleId: string; from: string | null; to: string },
): Promise<void> {
  if (from === to) return;
  if (from === null) {
    await ctx.db.execute(sql`delete from article_slug_history where slug = ${to}`);
    return;
  }
  await ctx.db.execute(
    sql`with freed as (delete from article_slug_history where slug = ${to})
        insert into article_slug_history (slug, article_id) values (${from}, ${articleId})
        on conflict (slug) do update set article_id = excluded.article_id, created_at = now()`,
  );
}

/** The article whose old slug this is, or null (a slug no article ever left). */
export async function articleIdOfOldSlug(
  ctx: Pick<ServiceContext, 'db'>,
  { slug }: { slug: string },
): Promise<string | null> {
  const [row] = await queryRows<{ article_id: string }>(
    ctx.db,
    sql`select article_id from article_slug_history where slug = ${slug}`,
  );
  return row?.article_id ?? null;
}
