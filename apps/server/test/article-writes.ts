import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';
import { type AuditRow, auditRowsOf } from './audit-rows.ts';

/** What one article's row and history hold now: its last write and its revisions' ids. */
async function traceOf(db: Database, articleId: string) {
  const [row] = await queryRows<{ updated_at: string; revision_ids: string[] }>(
    db,
    sql`select a.updated_at::text as updated_at,
               array(select r.id from content_revisions r
                      where r.content_type = 'article' and r.content_id = a.id) as revision_ids
          from articles a where a.id = ${articleId}`,
  );
  if (!row) throw new Error(`no article ${articleId}`);
  return row;
}

/**
 * Runs `write` (a save of one article, through HTTP) and answers what it left behind: the
 * audit rows it added, the sources of the revisions it added to the article's history, and
 * whether it wrote the article's row at all (its updated_at moved). Every writer's save is
 * held to the same rule (issue 39): a save that changes nothing leaves nothing.
 */
export async function articleWritesOf<T>(
  db: Database,
  articleId: string,
  write: () => Promise<T>,
): Promise<{ result: T; auditRows: AuditRow[]; revisionSources: string[]; rowWritten: boolean }> {
  const before = await traceOf(db, articleId);
  const { result, rows } = await auditRowsOf(db, write);
  const after = await traceOf(db, articleId);
  const known = new Set(before.revision_ids);
  const added = after.revision_ids.filter((id) => !known.has(id));
  const sources = added.length
    ? await queryRows<{ source: string }>(
        db,
        sql`select source from content_revisions where id = any(${sql.param(added)}::uuid[]) order by created_at, id`,
      )
    : [];
  return {
    result,
    auditRows: rows,
    revisionSources: sources.map((row) => row.source),
    rowWritten: after.updated_at !== before.updated_at,
  };
}
