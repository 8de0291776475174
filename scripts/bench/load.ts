import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { type CliResult, collectOutput } from '../../apps/server/test/run-cli.ts';

/** What the bench keeps of one autocannon run. */
export interface LoadResult {
  /** Mean of autocannon's per-second samples (`requests.average`). */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Failed requests (connection errors and timeouts) plus answers other than 2xx. */
  errors: number;
  total: number;
}

export interface LoadOptions {
  /** One URL, or several: autocannon shares the connections among them in turn. */
  urls: string[];
  cookie: string;
  connections: number;
  seconds: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon in a process of its own, as a user would from a shell: a load generator
 * inside the bench's process would share its event loop with the bench's own work and
 * skew the latencies it records.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-H',
    `cookie=${options.cookie}`,
    ...options.urls,
  ];
  const { code, stdout, stderr } = await run(process.execPath, args);
  if (code !== 0) throw new Error(`autocannon exited with ${code}:\n${stderr}`);
  return parseAutocannonJson(stdout);
}

function parseAutocannonJson(stdout: string): LoadResult {
  // With --json, autocannon prints the result as the last line of its standard output.
  const lastLine = stdout.trim().split('\n').at(-1) ?? '';
  const result = JSON.parse(lastLine) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    /** Includes the timeouts. */
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

function run(command: string, args: string[]): Promise<CliResult> {
  return collectOutput(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
}
