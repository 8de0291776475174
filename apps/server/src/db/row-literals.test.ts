import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../../test/import-graph.ts';
import * as schema from './schema/index.ts';

/**
 * Raw rows pick their columns from the schema (decision 037, issue 39): a row type written
 * inline at a raw statement (`queryRows<{ ... }>`, `preparedStatement<{ ... }>`,
 * `execute<{ ... }>`) may name at most two columns of one table by hand; three or more are a
 * `Pick<SqlRow<typeof table>, ...>`, so a renamed or retyped column breaks its type check.
 * Only what the statement computes stays hand-typed. Read from the source of every server
 * module; a violation fails with its file:line, the table and the columns.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulesFolder = join(root, 'apps/server/src/modules');

/**
 */

/** The calls that take a raw statement's row type as their first type argument. */
const rawStatementCalls = new Set(['queryRows', 'preparedStatement', 'execute']);

interface InlineRow {
  where: string;
  fields: string[];
}

/** Every type literal in the type arguments of a raw statement's call, nested ones too. */
function inlineRowsOf(path: string): InlineRow[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const rows: InlineRow[] = [];
  const collectLiterals = (node: ts.Node) => {
    if (ts.isTypeLiteralNode(node)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const fields = node.members.flatMap((member) =>
        ts.isPropertySignature(member) && member.name ? [member.name.getText(file).replace(/['"]/g, '')] : [],
      );
      rows.push({ where: `${relative(root, path)}:${line}`, fields });
    }
    ts.forEachChild(node, collectLiterals);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.typeArguments) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && rawStatementCalls.has(callee.text)) {
        for (const argument of node.typeArguments) collectLiterals(argument);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return rows;
}

/** Each table of the schema and its columns' SQL names (the client's snake_case). */
function tableColumns(): { table: string; columns: Set<string> }[] {
  const casing = new CasingCache('snake_case');
  return Object.values(schema as Record<string, unknown>)
    .filter(isTable)
    .map((table) => ({
      table: getTableName(table),
      columns: new Set(Object.values(getTableColumns(table)).map((column) => casing.getColumnCasing(column))),
    }));
}

describe('inline row types of raw statements', () => {
  const files = sourceFiles(modulesFolder);
  const rows = files.flatMap(inlineRowsOf);
  const tables = tableColumns();
  // Each literal once, by the table it names most columns of.
  const violations = rows.flatMap(({ where, fields }) => {
    const [most] = tables
      .map(({ table, columns }) => ({ table, named: fields.filter((field) => columns.has(field)) }))
      .sort((a, b) => b.named.length - a.named.length);
    return most && most.named.length >= 3
      ? [`${where}: ${most.named.join(', ')} of ${most.table}: pick them from SqlRow`]
      : [];
  });

  it('are read from every module (the check sees what it checks)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(rows.length).toBeGreaterThan(50);
    expect(tables.length).toBeGreaterThan(20);
  });

  it('name at most two columns of one table by hand', () => {
    expect(violations).toEqual([]);
  });
});
