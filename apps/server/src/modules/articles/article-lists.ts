import type { AdminArticlesFilters } from '@pillars/shared/articles/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * What the lists of articles for their editors share (issue 29): Manage Articles
 * (admin-service.ts), a guru's My Articles (gurus/content-service.ts) and Article Magic
 * (ai/service.ts) search, filter by type and count their pages the same way.
 */

/**
 * An editor's search: every word as a prefix ('publ' finds 'publishing') over the articles'
 * full-text vector (title, subtitle, body; GIN index). Null when the text has no word.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** The type filter of Manage Articles and My Articles, over `articles a`. */
export const articleTypeCondition: Record<AdminArticlesFilters['type'], SQL | null> = {
  all: null,
  post: sql`a.content_type = 'post'`,
  // 'Documents' holds documents and presentations: both are files behind a document URL.
  document: sql`a.content_type in ('document', 'presentation')`,
  video: sql`a.content_type = 'video'`,
};

/**
 * A page's total: the window count its rows carry (`count(*) over ()`, undefined when the
 * page has no row). Past the last page the window count saw no row, so the articles that
 * `where` keeps (over `articles a`) are counted on their own.
 */
export async function articleListTotal(
  ctx: Pick<ServiceContext, 'db'>,
  { windowTotal, page, where }: { windowTotal: number | undefined; page: number; where: SQL },
): Promise<number> {
  if (windowTotal !== undefined || page === 1) return windowTotal ?? 0;
  const [counted] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from articles a ${where}`,
  );
  return counted?.total ?? 0;
}
