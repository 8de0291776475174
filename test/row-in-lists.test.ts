import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.ts';

/**
 * No row IN list built from data (`(a, b) in (${sql.join(...)})`): PostgreSQL parses it into
 * ORs nested one inside the other, a level per row, and walking that deep overflows PGlite's
 * WebAssembly stack from a few hundred rows on, a trap after which every statement of the
 * process fails (the bench's first reminders scan, learning-plans/plan-notifications.ts).
 * Candidates go in as arrays instead: `unnest(${sql.param(a)}::uuid[], ${sql.param(b)}::text[])`
 * joined on, or `= any(...)` for one column. A scalar `x in (${sql.join(...)})` is one flat
 * array comparison and stays allowed. Read from the server's and the scripts' source.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The lines (1-based) where a parenthesised row meets `in (${sql.join(`. */
function rowInListLines(source: string): number[] {
  const pattern = /\)\s+(?:not\s+)?in\s*\(\s*\$\{\s*sql\.join\(/gi;
  return [...source.matchAll(pattern)].map((match) => source.slice(0, match.index).split('\n').length);
}

describe('row IN lists', () => {
  it('finds the shape that trapped PGlite, and not the scalar or array ones', () => {
    // The sources as written, `#{` standing for the template's placeholder.
    const source = (...lines: string[]) => lines.join('\n').replaceAll('#{', '${');
    const old = source(
      'sql`select user_id, dedupe_key from notifications',
      '     where (user_id, dedupe_key) in (#{sql.join(rows, sql`, `)})`',
    );
    expect(rowInListLines(old)).toEqual([2]);
    expect(rowInListLines(source('sql`where (a.x, a.y) not in (#{sql.join(rows)})`'))).toEqual([1]);
    expect(rowInListLines(source('sql`where p.role in (#{sql.join(roles, sql`, `)})`'))).toEqual([]);
    expect(rowInListLines(source('sql`join unnest(#{sql.param(ids)}::uuid[]) as c(id) on true`'))).toEqual(
      [],
    );
  });

  it('are not built anywhere in the server or the scripts', () => {
    const files = [...sourceFiles(join(root, 'apps/server/src')), ...sourceFiles(join(root, 'scripts'))];
    const found = files.flatMap((file) =>
      rowInListLines(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
