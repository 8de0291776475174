import type { AskBenchResult } from './ask.ts';
import type { DataSize } from './database.ts';
import type { BenchEndpoint } from './endpoints.ts';
import type { LoadResult } from './load.ts';
import type { RealtimeBenchResult } from './realtime.ts';

export interface BenchSettings {
  /** Each measurement (BENCH_SECONDS). */
  seconds: number;
  /** The mixed soak (BENCH_SOAK_SECONDS). */
  soakSeconds: number;
  connections: number;
  warmUpSeconds: number;
  /** Realtime streams on the instance (0: skip the realtime measurement). */
  realtimeClients: number;
  /** Team replies posted during the realtime measurement. */
  realtimeMessages: number;
}

/** A database engine and data set measured as one server. */
export interface Configuration {
  key: 'pglite' | 'postgres' | 'postgres-large';
  title: string;
  engine: 'pglite' | 'postgres';
  large: boolean;
  /** The budget for every member read's p99 with 20 connections. */
  p99BudgetMs: number;
}

export const configurations: Configuration[] = [
  { key: 'pglite', title: 'PGlite, demo data', engine: 'pglite', large: false, p99BudgetMs: 150 },
  { key: 'postgres', title: 'PostgreSQL, demo data', engine: 'postgres', large: false, p99BudgetMs: 50 },
  {
    key: 'postgres-large',
    title: 'PostgreSQL, large data',
    engine: 'postgres',
    large: true,
    p99BudgetMs: 50,
  },
];

/** A member read needs at least this share of /api/health's throughput in the same run. */
export const minimumRatioToHealth = 0.35;

/** One member read: its run, and the /api/health run just before it. */
export interface EndpointResult {
  endpoint: BenchEndpoint;
  load: LoadResult;
  health: LoadResult;
  statements: number;
}

export interface ConfigurationResult {
  configuration: Configuration;
  dataSize: DataSize;
  healthStatements: number;
  endpoints: EndpointResult[];
  memory: {
    /** The measured process's command line: the server itself, not a wrapper. */
    command: string;
    atStartBytes: number;
    beforeSoakBytes: number;
    /** At a fifth of the soak (minute 2 of ten): the soak's memory is flat when its end is within 10% of this. */
    earlySoakBytes: number;
    afterSoakBytes: number;
  };
  /** The soak's member reads. */
  soak: LoadResult;
  /** The soak's admin screens, at the same time. */
  adminSoak: LoadResult;
  /** Ask the Library: retrieval alone and the first answer token (bench/ask.ts). */
  ask: AskBenchResult;
  /** SSE delivery under `BENCH_REALTIME_CLIENTS` streams (bench/realtime.ts); null when skipped. */
  realtime: RealtimeBenchResult | null;
  /** Runs with errors or non-2xx answers, a server that did not stop cleanly. */
  failures: string[];
}

export function ratioToHealth(result: EndpointResult): number {
  return result.load.requestsPerSecond / result.health.requestsPerSecond;
}

/** What a member read missed of its budgets: `p99`, `ratio`, both, or nothing. */
export function budgetMisses(result: EndpointResult, configuration: Configuration): string[] {
  const p99Budget = result.endpoint.p99BudgetMs ?? configuration.p99BudgetMs;
  return [
    ...(result.load.p99 < p99Budget ? [] : ['p99']),
    ...(result.endpoint.p99BudgetMs !== undefined || ratioToHealth(result) >= minimumRatioToHealth
      ? []
      : ['ratio']),
  ];
}

/**
 * /api/health as a row of its own, from its runs beside the member reads: the mean of
 * their throughputs and p50s, the highest p99, every error.
 */
export function healthSummary(results: EndpointResult[]): LoadResult {
  const runs = results.map((result) => result.health);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
    p50: mean(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    total: runs.reduce((sum, run) => sum + run.total, 0),
  };
}
