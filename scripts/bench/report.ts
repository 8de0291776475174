import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { askMarkdown } from './ask.ts';
import {
  type BenchSettings,
  budgetMisses,
  type Configuration,
  type ConfigurationResult,
  healthSummary,
  minimumRatioToHealth,
  ratioToHealth,
} from './configurations.ts';
import type { LoadResult } from './load.ts';
import { realtimeMarkdown } from './realtime.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const benchmarksPath = 'docs/benchmarks.md';
const summaryStart = '<!-- bench:summary:start -->';
const summaryEnd = '<!-- bench:summary:end -->';

/** Where and on what the numbers were taken: they mean little without it. */
export interface Machine {
  date: Date;
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  commit: string;
  /** Uncommitted changes when the bench ran: the numbers are of a tree no commit holds. */
  dirty: boolean;
  postgresVersion: string | null;
}

export async function describeMachine(postgresVersion: (() => Promise<string>) | null): Promise<Machine> {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  return {
    date: new Date(),
    cpu: cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? 'unknown CPU',
    cores: availableParallelism(),
    memoryBytes: totalmem(),
    node: process.version,
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain') !== '',
    postgresVersion: postgresVersion ? await postgresVersion() : null,
  };
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');
// autocannon records latencies in whole milliseconds.
const milliseconds = integer;
const ratio = (value: number) => value.toFixed(2);
const mebibytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const utcDate = (date: Date) => date.toISOString().slice(0, 10);
const utcDateTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const verdict = (misses: string[]) => (misses.length === 0 ? 'yes' : `NO (${misses.join(', ')})`);

/** One configuration's rows: /api/health first (no budget of its own), then the member reads. */
function rows(result: ConfigurationResult) {
  const health = healthSummary(result.endpoints);
  const row = (route: string, load: LoadResult, statements: number, ratioCell: string, budget: string) => ({
    endpoint: route,
    'req/s': integer(load.requestsPerSecond),
    'p50 ms': milliseconds(load.p50),
    'p99 ms': milliseconds(load.p99),
    errors: integer(load.errors),
    'statements/request': String(statements),
    'ratio to health': ratioCell,
    'within budget': budget,
  });
  return [
    row('/api/health', health, result.healthStatements, '—', '—'),
    ...result.endpoints.map((endpoint) =>
      row(
        endpoint.endpoint.route,
        endpoint.load,
        endpoint.statements,
        ratio(ratioToHealth(endpoint)),
        verdict(budgetMisses(endpoint, result.configuration)),
      ),
    ),
  ];
}

/** The soak's memory growth from a fifth of the way to its end, as a share (0.05 = 5%). */
export function soakMemoryGrowth(result: ConfigurationResult): number {
  return result.memory.afterSoakBytes / result.memory.earlySoakBytes - 1;
}

function memoryAndSoak(result: ConfigurationResult, settings: BenchSettings): string {
  const { memory, soak, adminSoak } = result;
  const growth = soakMemoryGrowth(result);
  const budget = result.configuration.p99BudgetMs;
  const percent = `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`;
  return (
    `Soak: ${settings.soakSeconds} s of member and admin traffic at once: the member reads ` +
    `(${integer(soak.requestsPerSecond)} req/s, p99 ${milliseconds(soak.p99)} ms, ${integer(soak.errors)} errors) ` +
    `and the superadmin's screens (${integer(adminSoak.requestsPerSecond)} req/s, p99 ` +
    `${milliseconds(adminSoak.p99)} ms, ${integer(adminSoak.errors)} errors); p99 ` +
    `${Math.max(soak.p99, adminSoak.p99) < budget ? 'within' : 'over'} the ${budget} ms budget. ` +
    `Server memory (VmRSS): ${mebibytes(memory.atStartBytes)} at start, ${mebibytes(memory.beforeSoakBytes)} ` +
    `before the soak, ${mebibytes(memory.earlySoakBytes)} at a fifth of it, ${mebibytes(memory.afterSoakBytes)} ` +
    `at its end (${percent} from the fifth: ${Math.abs(growth) <= 0.1 ? 'flat, within 10%' : 'not flat, more than 10%'}).`
  );
}

export function printConfiguration(result: ConfigurationResult, settings: BenchSettings): void {
  console.info(`\n${result.configuration.title}`);
  console.table(rows(result));
  console.info(memoryAndSoak(result, settings));
}

/** `--endpoints`' partial run: the endpoints' rows only (no soak was run). */
export function printEndpoints(result: ConfigurationResult): void {
  console.info(`\n${result.configuration.title}`);
  console.table(rows(result));
}

function markdownTable(records: Array<Record<string, string>>): string {
  const headers = Object.keys(records[0] ?? {});
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(headers),
    line(headers.map(() => '---')),
    ...records.map((record) =>
      line(headers.map((header) => (header === 'endpoint' ? `\`${record[header]}\`` : record[header]!))),
    ),
  ].join('\n');
}

function dataDescription(result: ConfigurationResult): string {
  const size = result.dataSize;
  return (
    `${integer(size.articles)} articles, ${integer(size.events)} events, ${integer(size.lessons)} lessons, ` +
    `${integer(size.progress)} lesson progress rows, ${integer(size.users)} users, ` +
    `${integer(size.communityPosts)} community posts`
  );
}

export interface Report {
  machine: Machine;
  settings: BenchSettings;
  results: ConfigurationResult[];
  /** Configurations not measured: left out on the command line, or PostgreSQL unreachable. */
  notMeasured: Array<{ configuration: Configuration; reason: string }>;
  /** Which PostgreSQL database was used, when one was. */
  postgres: string | null;
}

function isShortRun(settings: BenchSettings): boolean {
  return settings.seconds < 8 || settings.soakSeconds < 120;
}

/** Words of `text` in lines of at most `width` characters, as the repository's Markdown is written. */
function wrap(text: string, width = 95): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function method(settings: BenchSettings, measuresPostgres: boolean): string {
  const s = settings;
  return wrap(
    [
      'The real server as `npm start` runs it (`node --enable-source-maps apps/server/dist/server.mjs`) with',
      '`NODE_ENV=production` and its default `info` log (one JSON line per request, to a pipe the bench',
      'drains), on a database the bench seeded first (a production start loads no demo data).',
      `autocannon runs in a process of its own with ${s.connections} connections, every request carrying`,
      "`member@example.com`'s session cookie (one sign-in per configuration). After a",
      `${s.warmUpSeconds} s warm-up of \`/api/health\` once per server, for each member read: a`,
      `${s.warmUpSeconds} s warm-up on it (not recorded), \`/api/health\` for ${s.seconds} s, then the read`,
      `for ${s.seconds} s; its ratio to health is its req/s over that health run's, so a machine busier or`,
      "quieter than usual moves both. req/s is the mean of autocannon's per-second counts; p50 and p99 its",
      'latency percentiles, in whole milliseconds, of the 2xx answers. The `/api/health` row: the mean of',
      "its runs' req/s and p50, their highest p99. Statements per request: one request to each endpoint",
      "counted in the bench's own process (the app built on the same database and configuration,",
      "`app.inject`, after one warm request). Memory: the server process's VmRSS at start, then before",
      `and after a ${s.soakSeconds} s soak, and at a fifth of it: two autocannon runs side by side share the`,
      `${s.connections} connections, three quarters for all the member reads (the member's cookie), the`,
      "rest for the superadmin's dashboard, lists and business analytics (the superadmin's). The load",
      "generator, the server and the database share the machine's cores. Budgets (the performance issue): p99 under 50 ms on PostgreSQL and 150 ms on",
      `PGlite, and at least ${minimumRatioToHealth} of \`/api/health\`'s req/s.`,
      ...(measuresPostgres
        ? [
            "PostgreSQL's tables are analyzed after seeding, as autovacuum soon would (and would",
            'otherwise do in the middle of the measurements).',
          ]
        : []),
    ].join(' '),
  );
}

function benchmarksMarkdown(report: Report): string {
  const { machine, settings } = report;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${utcDateTime(machine.date)}; run it again rather than editing this file.`,
    '',
  ];
  if (isShortRun(settings)) {
    lines.push(
      wrap(
        `**Short run** (BENCH_SECONDS=${settings.seconds}, BENCH_SOAK_SECONDS=${settings.soakSeconds};` +
          ' the defaults are 8 and 120): it checks the bench, its numbers are not for comparing.',
      ),
      '',
    );
  }
  lines.push(
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cores} cores |`,
    `| memory | ${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB |`,
    `| Node | ${machine.node} |`,
    ...(machine.postgresVersion ? [`| PostgreSQL | ${machine.postgresVersion} (${report.postgres}) |`] : []),
    `| commit | \`${machine.commit}\`${machine.dirty ? ' with uncommitted changes' : ''} |`,
    '',
    '## Method',
    '',
    method(
      settings,
      report.results.some((result) => result.configuration.engine === 'postgres'),
    ),
    '',
  );
  for (const result of report.results) {
    lines.push(
      `## ${result.configuration.title}`,
      '',
      wrap(
        `Data: ${dataDescription(result)}. Budget: p99 under ${result.configuration.p99BudgetMs} ms,` +
          ` ratio to health at least ${minimumRatioToHealth}.`,
      ),
      '',
      markdownTable(rows(result)),
      '',
      wrap(`${memoryAndSoak(result, settings)} Measured process: \`${result.memory.command}\`.`),
      '',
    );
  }
  lines.push(
    ...askMarkdown(
      report.results.map((result) => ({
        title: result.configuration.title,
        engine: result.configuration.engine,
        result: result.ask,
      })),
    ),
  );
  lines.push(
    ...realtimeMarkdown(
      report.results.flatMap((result) =>
        result.realtime ? [{ title: result.configuration.title, result: result.realtime }] : [],
      ),
    ),
  );
  if (report.notMeasured.length > 0) {
    const skipped = report.notMeasured.map(
      ({ configuration, reason }) => `${configuration.title} (${reason})`,
    );
    lines.push(wrap(`Not measured in this run: ${skipped.join('; ')}.`), '');
  }
  return lines.join('\n');
}

/** The README's compact table: one row per member read, one column per configuration. */
function readmeSummary(report: Report): string {
  const { results, machine } = report;
  const first = results[0];
  if (!first) return 'No configuration was measured.';
  const header = `| endpoint | ${results.map((result) => result.configuration.title).join(' | ')} |`;
  const separator = `|---|${results.map(() => '---').join('|')}|`;
  const body = first.endpoints.map((_, index) => {
    const cells = results.map((result) => {
      const endpoint = result.endpoints[index]!;
      const misses = budgetMisses(endpoint, result.configuration);
      return (
        `${integer(endpoint.load.requestsPerSecond)} req/s, p99 ${milliseconds(endpoint.load.p99)} ms, ` +
        `${ratio(ratioToHealth(endpoint))}${misses.length === 0 ? '' : ` (**over budget**: ${misses.join(', ')})`}`
      );
    });
    return `| \`${first.endpoints[index]!.endpoint.route}\` | ${cells.join(' | ')} |`;
  });
  const { settings } = report;
  const introduction = [
    `\`npm run bench\` on ${utcDate(machine.date)} (commit \`${machine.commit}\`${machine.dirty ? ' plus changes' : ''}),`,
    `${settings.connections} connections, ${settings.seconds} s per measurement; each cell: req/s, p99,`,
    "and the ratio to `/api/health`'s req/s in the same run.",
    ...(isShortRun(settings) ? ['A short run: not for comparing.'] : []),
    'Method, machine, statements per request and memory: [docs/benchmarks.md](docs/benchmarks.md).',
  ].join(' ');
  return [wrap(introduction), '', header, separator, ...body].join('\n');
}

function replaceReadmeSummary(readme: string, summary: string): string | null {
  const start = readme.indexOf(summaryStart);
  const end = readme.indexOf(summaryEnd);
  if (start < 0 || end < start) return null;
  return `${readme.slice(0, start + summaryStart.length)}\n${summary}\n${readme.slice(end)}`;
}

/** Writes docs/benchmarks.md and the README's summary between its markers. */
export function writeReport(report: Report): void {
  writeFileSync(`${repositoryRoot}/${benchmarksPath}`, benchmarksMarkdown(report));
  const readmePath = `${repositoryRoot}/README.md`;
  const updated = replaceReadmeSummary(readFileSync(readmePath, 'utf8'), readmeSummary(report));
  if (updated === null) {
    console.warn(`README.md has no ${summaryStart} ... ${summaryEnd}: summary not written`);
  } else {
    writeFileSync(readmePath, updated);
  }
  console.info(`\nWrote ${benchmarksPath} and the README's summary.`);
}
