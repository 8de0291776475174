import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of our TypeScript command-line scripts (as `npm run <script>` does, through tsx)
 * in its own process, with `env` on top of a clean test environment and `input` on stdin.
 */
export function runCli(
  script: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: '',
      DATABASE_URL: '',
      DATA_DIR: '',
      DEMO_DATA: '',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const result = collectOutput(child);
  child.stdin?.end(options.input ?? '');
  return result;
}

/** A child process's whole output and exit code, once it has ended. */
export function collectOutput(child: ChildProcess): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
