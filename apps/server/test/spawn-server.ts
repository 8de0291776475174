import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** What `npm start` runs after its builds (scripts/build-server.mjs). */
const serverBundle = 'apps/server/dist/server.mjs';
let serverBuilt: Promise<void> | undefined;

/**
 * Builds the server bundle once per test process, from the sources as they are now (under a
 * second), so that a test never starts a bundle older than the code it tests.
 */
function buildServerOnce(): Promise<void> {
  serverBuilt ??= new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/build-server.mjs'],
      { cwd: repositoryRoot },
      (error, _out, stderr) =>
        error ? reject(new Error(`building the server failed: ${stderr || error.message}`)) : resolve(),
    );
  });
  return serverBuilt;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (its log, including outbox mail), or its end with `outputLimit`. */
  output(): string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server (built web app + API) on a throw-away PGlite data directory,
 * exactly as `npm start` does: the same bundle of the server (scripts/build-server.mjs), run
 * by `node --enable-source-maps`; NODE_ENV unset: demo data, mail text in the log. It waits
 * until the server listens. `env: { NODE_ENV: 'production' }` starts it as a deployment would.
 */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    /**
     * Keep only about this many characters of the output (its end): under load the server
     * logs a line per request, which would otherwise pile up in this process.
     */
    outputLimit?: number;
    /** Listen on this port (a restart behind a proxy that names it); a free one otherwise. */
    port?: number;
    /**
     * Start with the README's command, `npm start` (the web build when missing or stale,
     * then the server), in a process group of its own: `stop` signals the whole group, as
     * systemd does (npm itself exits at once on SIGTERM), and waits until all of it has exited.
     */
    npmStart?: boolean;
    /** How long the start may take (60 s by default): a test on a busy machine may allow more. */
    startTimeoutMs?: number;
  } = {},
): Promise<RunningServer> {
  if (!options.npmStart) await buildServerOnce();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pillars-e2e-'));
  const [command, args] = options.npmStart
    ? ['npm', ['start']]
    : [process.execPath, ['--enable-source-maps', serverBundle]];
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    detached: options.npmStart ?? false,
    env: {
      ...process.env,
      NODE_ENV: '',
      DEMO_DATA: '',
      LOG_FORMAT: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const { outputLimit } = options;
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    // Trimmed at twice the limit, so the copy happens once per `outputLimit` characters.
    if (outputLimit !== undefined && output.length > 2 * outputLimit) output = output.slice(-outputLimit);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const childExited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The group of `npm start` (npm, its shell, tsx, the server), or the server alone. */
  const signal = (name: NodeJS.Signals) => {
    if (!options.npmStart) {
      if (child.exitCode === null) child.kill(name);
      return;
    }
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group has exited.
    }
  };
  const groupIsGone = () => {
    try {
      process.kill(-child.pid!, 0);
      return false;
    } catch {
      return true;
    }
  };
  const exited = options.npmStart
    ? childExited.then(async (code) => {
        while (!groupIsGone()) await new Promise((resolve) => setTimeout(resolve, 50));
        return code;
      })
    : childExited;

  const url = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  while (!output.includes('Pillars is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    if (Date.now() - startedAt > startTimeoutMs) {
      // No caller gets a handle to stop it: stop it here, or it outlives the test run.
      signal('SIGKILL');
      await exited;
      throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    output: () => output,
    process: child,
    async stop(name = 'SIGTERM') {
      signal(name);
      const code = await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
