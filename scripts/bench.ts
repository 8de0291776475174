/**
 * `npm run bench`: measures every member read as a user would meet it. For each
 * configuration (PGlite on the demo data; PostgreSQL on the demo data; PostgreSQL with
 * 10,000 articles, 1,000 events and 100,000 progress rows more) it seeds the database,
 * counts the SQL statements of one request to each endpoint in this process, then starts
 * the real server with NODE_ENV=production and loads it with autocannon in a separate
 * process: 20 connections, each endpoint right after /api/health for the same time, then a
 * mixed soak with the server's memory read before and after. It writes docs/benchmarks.md
 * and the README's summary.
 *
 * After the soak, BENCH_REALTIME_CLIENTS (default 200) SSE streams connect to the same server
 * and the team posts BENCH_REALTIME_MESSAGES (default 50) replies: p95 delivery, post to
 * receipt (bench/realtime.ts).
 *
 * BENCH_SECONDS (default 8) per measurement, BENCH_SOAK_SECONDS (default 120) for the soak;
 * `--engine pglite|postgres` or `--only pglite,postgres,postgres-large` for part of it.
 * `--endpoints home,plans,pdf` measures only the endpoints whose route contains one of the
 * names (case-insensitive), among the member reads, the analytics reads and the superadmin's
 * soak screens (`--endpoints admin/` measures each of those alone, as the superadmin): each
 * after its own /api/health run as usual, but no soak, no realtime run, and no report written
 * (the table is printed): for iterating on one endpoint without running the whole bench.
 * `--soak` with `--endpoints` runs the soak too (BENCH_SOAK_SECONDS, every member read beside
 * the superadmin's screens, as the whole bench does) and prints it; still no report written.
 * `--ask-only` seeds each configuration and measures Ask the Library alone (bench/ask.ts: time
 * to sources, retrieval, first token), with no server started and no report written.
 * PostgreSQL: BENCH_DATABASE_URL's database (emptied first), or a throw-away database on
 * postgres://postgres@127.0.0.1:5432. Exits 1 when a run had errors or non-2xx answers, or
 * something crashed; budgets missed are reported, not failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { demoPassword } from '../apps/server/src/db/seed/demo-accounts.ts';
import { cookieHeader } from '../apps/server/test/cookies.ts';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server.ts';
import { askServerEnvironment, askSummary, indexBenchArticles, measureAsk } from './bench/ask.ts';
import {
  type BenchSettings,
  type Configuration,
  type ConfigurationResult,
  configurations,
  type EndpointResult,
} from './bench/configurations.ts';
import {
  dataSize,
  emptyPostgres,
  findPostgres,
  type PostgresTarget,
  postgresServerVersion,
  seedBenchData,
} from './bench/database.ts';
import {
  adminScreens,
  type BenchAccount,
  type BenchEndpoint,
  healthEndpoint,
  selectEndpoints,
} from './bench/endpoints.ts';
import { runLoad } from './bench/load.ts';
import { commandLine, listeningProcessId, residentSetSize } from './bench/memory.ts';
import { realtimeP95BudgetMs, runRealtimeBench } from './bench/realtime.ts';
import { describeMachine, printConfiguration, printEndpoints, writeReport } from './bench/report.ts';
import { inspectInProcess } from './bench/statements.ts';

const connections = 20;
const warmUpSeconds = 2;
const member = { email: 'member@example.com', password: demoPassword };
/** Who each endpoint signs in as (analytics: the demo agent and superadmin, issue 27). */
const accounts: Record<BenchAccount, { email: string; password: string }> = {
  member,
  agent: { email: 'agent@example.com', password: demoPassword },
  admin: { email: 'admin@example.com', password: demoPassword },
};
const supportAccount = { email: 'support@example.com', password: demoPassword };
/** The superadmin's screens in the soak: the dashboard and the admin lists, one request each. */
const adminSoakPaths = adminScreens.map((screen) => screen.path);
const authSecret = 'bench-secret-bench-secret-bench-secret';

function positiveSeconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`${name} must be a whole number of seconds`);
  return seconds;
}

/** A whole number from the environment (0 allowed: BENCH_REALTIME_CLIENTS=0 skips the realtime run). */
function wholeNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number`);
  return number;
}

/** The configurations the command line asks for (all by default). */
function commandLineOptions() {
  return parseArgs({
    options: {
      engine: { type: 'string' },
      only: { type: 'string' },
      endpoints: { type: 'string' },
      soak: { type: 'boolean' },
      'ask-only': { type: 'boolean' },
    },
  }).values;
}

/** `--endpoints`' names, or null for every member and analytics read with the soak. */
function endpointNames(): string[] | null {
  const names = commandLineOptions()
    .endpoints?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names?.length ? names : null;
}

function selectConfigurations(): Configuration[] {
  const values = commandLineOptions();
  if (values.engine && values.engine !== 'pglite' && values.engine !== 'postgres') {
    throw new Error('--engine is pglite or postgres');
  }
  const only = values.only?.split(',').map((key) => key.trim());
  const unknown = only?.filter((key) => !configurations.some((configuration) => configuration.key === key));
  if (unknown?.length) {
    throw new Error(
      `--only takes ${configurations.map((c) => c.key).join(', ')} (not ${unknown.join(', ')})`,
    );
  }
  return configurations.filter(
    (configuration) =>
      (!values.engine || configuration.engine === values.engine) &&
      (!only || only.includes(configuration.key)),
  );
}

/** What the server's environment says about its database, shared by the in-process app and the server. */
function serverEnvironment(configuration: Configuration, database: { url?: string; dataDir: string }) {
  return {
    NODE_ENV: 'production',
    // The demo's staff sign in with a password alone: the bench measures reads, and the
    // second factor's gate is one column of the session it already reads (decision 052).
    REQUIRE_STAFF_TWO_FACTOR: 'false',
    AUTH_SECRET: authSecret,
    // Empty: the production default (info), so the request log costs what it costs in production.
    LOG_LEVEL: '',
    ...askServerEnvironment,
    ...(configuration.engine === 'postgres'
      ? { DATABASE_URL: database.url! }
      : { DATA_DIR: database.dataDir }),
  };
}

/**
 * Seeds the database and counts statements in this process, before the server starts: a
 * production server refuses to load demo data, and a PGlite directory is one process's at a
 * time (the caller closes the database first).
 */
async function prepareDatabase(
  configuration: Configuration,
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  settings: BenchSettings,
) {
  if (handle.kind === 'postgres') await emptyPostgres(handle);
  const startedAt = performance.now();
  await seedBenchData(handle, { large: configuration.large });
  const size = await dataSize(handle);
  console.info(`Seeded in ${Math.round(performance.now() - startedAt)} ms:`, size);
  const findings = await inspectInProcess(handle, serverEnv, accounts);
  // Ask the Library (bench/ask.ts): the large data's articles indexed, then its two measurements.
  await indexBenchArticles(handle);
  const ask = await measureAsk(handle, serverEnv, member, settings.seconds);
  console.info(askSummary(ask, configuration.engine));
  const names = endpointNames();
  return {
    size,
    ...findings,
    ask,
    endpoints: names ? selectEndpoints([...findings.endpoints, ...adminScreens], names) : findings.endpoints,
    /** The soak loads every member read, whichever `--endpoints` measures one by one. */
    soakEndpoints: findings.endpoints,
  };
}

/**
 * Signs each account in once over HTTP (production limits sign-ins) and checks every endpoint
 * answers 200 to its account. Answers the cookie of each account.
 */
async function signInOverHttp(
  server: RunningServer,
  endpoints: BenchEndpoint[],
): Promise<Map<BenchAccount, string>> {
  const cookies = new Map<BenchAccount, string>();
  for (const [account, credentials] of Object.entries(accounts) as Array<[BenchAccount, typeof member]>) {
    const response = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (response.status !== 200)
      throw new Error(`sign-in of ${account} failed: ${response.status} ${await response.text()}`);
    cookies.set(account, cookieHeader(response.headers.getSetCookie()));
  }
  for (const endpoint of [healthEndpoint, ...endpoints]) {
    const check = await fetch(`${server.url}${endpoint.path}`, {
      headers: { cookie: cookies.get(endpoint.account ?? 'member')! },
    });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`GET ${endpoint.path} answered ${check.status}`);
  }
  return cookies;
}

/** A warm-up (not recorded), /api/health, then the endpoint, each on the same connections. */
async function measureEndpoint(
  server: RunningServer,
  cookie: string,
  endpoint: BenchEndpoint,
  settings: BenchSettings,
) {
  const load = (path: string, seconds: number) =>
    runLoad({ urls: [`${server.url}${path}`], cookie, connections: settings.connections, seconds });
  const warmUp = await load(endpoint.path, settings.warmUpSeconds);
  const health = await load(healthEndpoint.path, settings.seconds);
  const result = await load(endpoint.path, settings.seconds);
  console.info(
    `  ${endpoint.route}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms` +
      ` (health ${Math.round(health.requestsPerSecond)} req/s)`,
  );
  return { warmUp, health, load: result };
}

/**
 * What to undo when the bench is interrupted (Ctrl+C, SIGTERM): `finally` blocks do not run
 * on a signal, and a server left running or a throw-away database left behind would be.
 */
const undoOnInterrupt = new Set<() => Promise<unknown> | unknown>();
let interrupted = false;

function onInterrupt(signal: NodeJS.Signals): void {
  // The signal can come twice (from the terminal, then relayed by tsx): the first one undoes.
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: stopping the server and dropping the throw-away database`);
  const undo = [...undoOnInterrupt].reverse();
  void (async () => {
    for (const step of undo) await Promise.resolve(step()).catch(() => {});
    process.exit(130);
  })();
}

/** Runs `use` with `resource`, undoing it afterwards, or on an interrupt. */
async function withUndo<T, R>(resource: T, undo: (resource: T) => unknown, use: (resource: T) => Promise<R>) {
  const step = () => undo(resource);
  undoOnInterrupt.add(step);
  try {
    return await use(resource);
  } finally {
    // Once interrupted, the handler undoes everything, in order; a second undo could throw.
    if (!interrupted) {
      undoOnInterrupt.delete(step);
      await step();
    }
  }
}

/** Opens the configuration's database, seeds it and counts statements, and closes it. */
async function prepare(
  configuration: Configuration,
  postgres: PostgresTarget | null,
  serverEnv: Record<string, string>,
  settings: BenchSettings,
) {
  const handle =
    configuration.engine === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: postgres!.url })
      : await openDatabase({ kind: 'pglite', dataDir: serverEnv.DATA_DIR! });
  return withUndo(
    handle,
    (opened) => opened.close(),
    (opened) => prepareDatabase(configuration, opened, serverEnv, settings),
  );
}

/** Fails the configuration, with the end of the server's log, when the server has ended. */
function assertServerRunning(server: RunningServer, during: string): void {
  const { exitCode, signalCode } = server.process;
  if (exitCode === null && signalCode === null) return;
  throw new Error(
    `the server ended during ${during} (exit code ${exitCode}, signal ${signalCode}); its last output:\n` +
      server.output().slice(-4000),
  );
}

/** SSE streams on this instance and team replies delivered to them (bench/realtime.ts). */
async function measureRealtime(server: RunningServer, memberCookie: string, settings: BenchSettings) {
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(supportAccount),
  });
  if (response.status !== 200) throw new Error(`support sign-in failed: ${response.status}`);
  const result = await runRealtimeBench({
    serverUrl: server.url,
    memberCookie,
    supportCookie: cookieHeader(response.headers.getSetCookie()),
    clients: settings.realtimeClients,
    messages: settings.realtimeMessages,
  });
  console.info(
    `  realtime: ${result.clients} streams, ${result.deliveries} deliveries (${result.missed} missed),` +
      ` p95 ${result.p95} ms (budget ${realtimeP95BudgetMs} ms), p99 ${result.p99} ms`,
  );
  return result;
}

/** The per-endpoint runs, then the soak with the server's memory before and after. */
async function loadServer(
  server: RunningServer,
  prepared: Awaited<ReturnType<typeof prepareDatabase>>,
  settings: BenchSettings,
  failures: string[],
) {
  const pid = listeningProcessId(server.process.pid!, Number(new URL(server.url).port));
  const atStartBytes = residentSetSize(pid);
  const cookies = await signInOverHttp(server, prepared.endpoints);
  const cookie = cookies.get('member')!;
  for (const path of adminSoakPaths) {
    const check = await fetch(`${server.url}${path}`, { headers: { cookie: cookies.get('admin')! } });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`GET ${path} (soak, superadmin) answered ${check.status}`);
  }
  // /api/health warmed once too: each endpoint's warm-up warms only its own route, and a
  // cold first health run (JIT) would inflate the first endpoint's ratio.
  const healthWarmUp = await runLoad({
    urls: [`${server.url}${healthEndpoint.path}`],
    cookie,
    connections: settings.connections,
    seconds: settings.warmUpSeconds,
  });
  if (healthWarmUp.errors > 0)
    failures.push(`/api/health (warm-up): ${healthWarmUp.errors} errors or non-2xx`);

  const endpoints: EndpointResult[] = [];
  for (const endpoint of prepared.endpoints) {
    const runs = await measureEndpoint(
      server,
      cookies.get(endpoint.account ?? 'member')!,
      endpoint,
      settings,
    );
    assertServerRunning(server, endpoint.route);
    for (const [name, run] of Object.entries(runs)) {
      if (run.errors > 0) failures.push(`${endpoint.route} (${name}): ${run.errors} errors or non-2xx`);
    }
    endpoints.push({ endpoint, ...runs, statements: prepared.statements.get(endpoint.path)! });
  }

  // The soak (issue 28): member and admin traffic at once within the same 20 connections:
  // every member read with the member's cookie on three quarters of them, the superadmin's
  // screens with theirs on the rest (autocannon sends one cookie per run: two runs side by
  // side). The server's memory is read at a fifth of the soak (minute 2 of a 10-minute soak)
  // and at its end; flat is within 10% (reported, like the budgets, not failed).
  const beforeSoakBytes = residentSetSize(pid);
  if (endpointNames() && !commandLineOptions().soak) {
    const none = { requestsPerSecond: 0, p50: 0, p99: 0, errors: 0, total: 0 };
    const memory = {
      atStartBytes,
      beforeSoakBytes,
      earlySoakBytes: beforeSoakBytes,
      afterSoakBytes: beforeSoakBytes,
    };
    return {
      endpoints,
      soak: none,
      adminSoak: none,
      realtime: null,
      memory: { command: commandLine(pid), ...memory },
    };
  }
  const adminConnections = Math.max(1, Math.round(settings.connections / 4));
  let earlySoakBytes = beforeSoakBytes;
  const earlyRead = setTimeout(
    () => {
      earlySoakBytes = residentSetSize(pid);
    },
    (settings.soakSeconds * 1000) / 5,
  );
  const [soak, adminSoak] = await Promise.all([
    runLoad({
      urls: prepared.soakEndpoints
        .filter((endpoint) => (endpoint.account ?? 'member') === 'member')
        .map((endpoint) => `${server.url}${endpoint.path}`),
      cookie,
      connections: settings.connections - adminConnections,
      seconds: settings.soakSeconds,
    }),
    runLoad({
      urls: adminSoakPaths.map((path) => `${server.url}${path}`),
      cookie: cookies.get('admin')!,
      connections: adminConnections,
      seconds: settings.soakSeconds,
    }),
  ]);
  clearTimeout(earlyRead);
  assertServerRunning(server, 'the soak');
  const afterSoakBytes = residentSetSize(pid);
  if (soak.errors > 0) failures.push(`soak (member reads): ${soak.errors} errors or non-2xx`);
  if (adminSoak.errors > 0) failures.push(`soak (admin screens): ${adminSoak.errors} errors or non-2xx`);

  const realtime = settings.realtimeClients > 0 ? await measureRealtime(server, cookie, settings) : null;
  if (realtime) assertServerRunning(server, 'the realtime measurement');
  if (realtime && realtime.missed > 0) failures.push(`realtime: ${realtime.missed} deliveries never arrived`);

  return {
    endpoints,
    soak,
    adminSoak,
    realtime,
    memory: { command: commandLine(pid), atStartBytes, beforeSoakBytes, earlySoakBytes, afterSoakBytes },
  };
}

async function benchConfiguration(
  configuration: Configuration,
  postgres: PostgresTarget | null,
  settings: BenchSettings,
): Promise<ConfigurationResult> {
  console.info(`\n${configuration.title}`);
  // PGlite's data directory; for PostgreSQL it only holds what the server keeps beside its data.
  const dataDir = mkdtempSync(join(tmpdir(), 'pillars-bench-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  return withUndo(dataDir, removeDataDir, async () => {
    const serverEnv = serverEnvironment(configuration, { url: postgres?.url, dataDir });
    const prepared = await prepare(configuration, postgres, serverEnv, settings);
    const failures: string[] = [];
    if (prepared.ask.sources.errors + prepared.ask.retrieval.errors + prepared.ask.firstToken.errors > 0)
      failures.push('Ask the Library: errors or non-2xx answers');
    const server = await startServer({ dataDir, env: serverEnv, outputLimit: 64 * 1024 });
    const stopServer = async (running: RunningServer) => {
      const exitCode = await running.stop();
      if (exitCode !== 0)
        failures.push(`the server exited with ${exitCode}:\n${running.output().slice(-4000)}`);
    };
    const measured = await withUndo(server, stopServer, (running) =>
      loadServer(running, prepared, settings, failures),
    );
    return {
      configuration,
      dataSize: prepared.size,
      healthStatements: prepared.statements.get(healthEndpoint.path)!,
      ask: prepared.ask,
      ...measured,
      failures,
    };
  });
}

/** `--ask-only`: the configuration seeded, and Ask the Library measured alone (no server, no report). */
async function benchAskOnly(
  configuration: Configuration,
  postgres: PostgresTarget | null,
  settings: BenchSettings,
): Promise<string[]> {
  console.info(`\n${configuration.title}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pillars-bench-'));
  return withUndo(
    dataDir,
    (directory) => rmSync(directory, { recursive: true, force: true }),
    async () => {
      const serverEnv = serverEnvironment(configuration, { url: postgres?.url, dataDir });
      const handle =
        configuration.engine === 'postgres'
          ? await openDatabase({ kind: 'postgres', url: postgres!.url })
          : await openDatabase({ kind: 'pglite', dataDir });
      return withUndo(
        handle,
        (opened) => opened.close(),
        async (opened) => {
          if (opened.kind === 'postgres') await emptyPostgres(opened);
          await seedBenchData(opened, { large: configuration.large });
          await indexBenchArticles(opened);
          const ask = await measureAsk(opened, serverEnv, member, settings.seconds);
          console.info(askSummary(ask, configuration.engine));
          const errors =
            ask.sources.errors + ask.retrieval.errors + ask.health.errors + ask.firstToken.errors;
          return errors > 0
            ? [`${configuration.title}: Ask the Library: ${errors} errors or non-2xx answers`]
            : [];
        },
      );
    },
  );
}

/** Which configurations run, and why the others do not. */
function plan(selected: Configuration[], postgres: PostgresTarget | null) {
  const runnable = selected.filter((configuration) => configuration.engine === 'pglite' || postgres);
  const notMeasured = configurations
    .filter((configuration) => !runnable.includes(configuration))
    .map((configuration) => ({
      configuration,
      reason: selected.includes(configuration)
        ? 'PostgreSQL was not reachable'
        : 'left out on the command line',
    }));
  return { runnable, notMeasured };
}

async function main(): Promise<number> {
  const settings: BenchSettings = {
    seconds: positiveSeconds('BENCH_SECONDS', 8),
    soakSeconds: positiveSeconds('BENCH_SOAK_SECONDS', 120),
    connections,
    warmUpSeconds,
    realtimeClients: wholeNumber('BENCH_REALTIME_CLIENTS', 200),
    realtimeMessages: wholeNumber('BENCH_REALTIME_MESSAGES', 50),
  };
  const selected = selectConfigurations();
  process.on('SIGINT', onInterrupt);
  process.on('SIGTERM', onInterrupt);
  const needsPostgres = selected.some((configuration) => configuration.engine === 'postgres');
  const postgres = needsPostgres ? await findPostgres(process.env.BENCH_DATABASE_URL) : null;
  const { runnable, notMeasured } = plan(selected, postgres);

  return withUndo(
    postgres,
    (target) => target?.release(),
    async () => {
      if (commandLineOptions()['ask-only']) {
        const failures: string[] = [];
        for (const configuration of runnable)
          failures.push(...(await benchAskOnly(configuration, postgres, settings)));
        for (const failure of failures) console.error(failure);
        return failures.length > 0 ? 1 : 0;
      }
      const machine = await describeMachine(postgres ? () => postgresServerVersion(postgres.url) : null);
      const results: ConfigurationResult[] = [];
      for (const configuration of runnable) {
        const result = await benchConfiguration(configuration, postgres, settings);
        if (endpointNames() && !commandLineOptions().soak) printEndpoints(result);
        else printConfiguration(result, settings);
        results.push(result);
      }
      if (endpointNames()) console.info('\n--endpoints: part of the bench, docs/benchmarks.md not written.');
      else writeReport({ machine, settings, results, notMeasured, postgres: postgres?.description ?? null });

      const failures = results.flatMap((result) =>
        result.failures.map((failure) => `${result.configuration.title}: ${failure}`),
      );
      for (const failure of failures) console.error(failure);
      return failures.length > 0 ? 1 : 0;
    },
  );
}

try {
  process.exitCode = await main();
} catch (error) {
  // An interrupt makes the running autocannon fail; the handler exits once it has undone all.
  if (!interrupted) throw error;
}
