import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.ts';
import { checkServiceSignatures } from './service-signatures.ts';

/**
 * Services take `(ctx, input)` (decision 035, issue 39): every exported function of a server
 * module (apps/server/src/modules, route files aside) that takes `ctx` takes exactly one
 * object after it, ids inside it, and none takes the database (`db`, `tx`, `deps`, or a
 * parameter typed as the database or a transaction). Pure helpers (no ctx, no database) are
 * free. A violation fails with its file:line, its name and why.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modulesFolder = join(root, 'apps/server/src/modules');

/**
 */

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(root, 'apps/server/tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath)).options;
}

const moduleFiles = sourceFiles(modulesFolder).filter((file) => !file.endsWith('routes.ts'));
const modulesProgram = ts.createProgram(moduleFiles, compilerOptions());

/**
 * A program of fixture files held in memory, with the real options; the lib and type files
 * come parsed from the modules' program (parsing them again took seconds).
 */
function programOf(fixtures: Record<string, string>): ts.Program {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const fixture = fixtures[fileName];
    if (fixture !== undefined) return ts.createSourceFile(fileName, fixture, language, true);
    return modulesProgram.getSourceFile(fileName) ?? getSourceFile(fileName, language, onError, shouldCreate);
  };
  host.fileExists = (fileName) => fixtures[fileName] !== undefined || ts.sys.fileExists(fileName);
  return ts.createProgram(Object.keys(fixtures), options, host);
}

describe('the signature check', () => {
  it('names each way a service can take more than (ctx, input), and passes the allowed ones', () => {
    const fixture = '/fixture/service.ts';
    const program = programOf({
      '/fixture/db.ts':
        'export interface Database { select(): void }\nexport type Executor = Database | { tx: true };',
      [fixture]: [
        "import type { Database, Executor } from './db.ts';",
        'type Ctx = { db: Database };',
        'type JobId = string;',
        'type JobHandlerOf<P> = (ctx: Ctx, payload: P, job: { attempt: number }) => Promise<void>;',
        'export async function good(ctx: Ctx, input: { jobId: string }) {}',
        'export const goodArrow = async (ctx: Ctx, input: { a: 1 } & { b: 2 } = { a: 1, b: 2 }) => {};',
        'export function noInput(ctx: Ctx) {}',
        'export function pureHelper(value: string, count: number) {}',
        'export const handler: JobHandlerOf<{ id: string }> = async (ctx, payload, job) => {};',
        'export function bareId(ctx: Ctx, jobId: JobId) {}',
        'export function list(ctx: Ctx, ids: string[]) {}',
        'export function positional(ctx: Ctx, callId: string, body: { a: 1 }) {}',
        'export function takesDb(db: Database, input: { id: string }) {}',
        'export function takesTx(tx: unknown, ctx: Ctx) {}',
        'export const takesDeps = (deps: { db: Database }) => {};',
        'export function typedAsDatabase(executor: Executor, input: { id: string }) {}',
        'export function destructured({ db }: Ctx, id: string) {}',
        'function internal(ctx: Ctx, id: string) {}',
      ].join('\n'),
    });
    const report = checkServiceSignatures(program, [fixture]);
    expect(report.violations.map(({ where, name }) => `${where} ${name}`)).toEqual([
      `${fixture}:10 bareId`,
      `${fixture}:11 list`,
      `${fixture}:12 positional`,
      `${fixture}:13 takesDb`,
      `${fixture}:14 takesTx`,
      `${fixture}:15 takesDeps`,
      `${fixture}:16 typedAsDatabase`,
      `${fixture}:17 destructured`,
    ]);
    expect(report.services).toBe(8);
  });
});

describe('the services of the server modules', () => {
  const report = checkServiceSignatures(modulesProgram, moduleFiles);
  const relativeViolations = report.violations.map((violation) => ({
    ...violation,
    where: relative(root, violation.where),
  }));

  it('are many: the guard reads what it guards', () => {
    expect(report.services).toBeGreaterThan(100);
  });

  it('take (ctx, input) and never the database', () => {
    const violations = relativeViolations.map(({ where, name, reason }) => `${where} ${name}: ${reason}`);
    expect(violations).toEqual([]);
  });
});
