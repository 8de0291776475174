import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { countStatements } from '../../apps/server/src/db/statement-counter.ts';
import { cookieHeader } from '../../apps/server/test/cookies.ts';
import {
  adminScreens,
  analyticsReads,
  type BenchAccount,
  type BenchEndpoint,
  healthEndpoint,
  memberReads,
} from './endpoints.ts';

export interface InProcessFindings {
  /** The member reads with their slugs filled in from the data. */
  endpoints: BenchEndpoint[];
  /** SQL statements of one request, by endpoint path (health included). */
  statements: Map<string, number>;
}

/**
 * Counts the SQL statements of one request to each endpoint, in this process: the counter
 * (db/statement-counter.ts) follows a request through AsyncLocalStorage, which only works
 * where the request runs, so the app is built here on the same database, with the same
 * configuration as the server, and asked through `app.inject`. One request to each path
 * first, so that caches warmed on first use (prepared plans, lazy imports) do not count.
 * The app and its database must be closed before the server opens a PGlite directory.
 */
export async function inspectInProcess(
  handle: DatabaseHandle,
  serverEnv: Record<string, string>,
  accounts: Record<BenchAccount, { email: string; password: string }>,
): Promise<InProcessFindings> {
  const config = loadConfig({ ...serverEnv, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false, jobs: { start: false } });
  try {
    await app.ready();
    const cookies = new Map<BenchAccount, string>();
    for (const [account, credentials] of Object.entries(accounts) as Array<
      [BenchAccount, typeof accounts.member]
    >) {
      const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: credentials });
      if (signIn.statusCode !== 200)
        throw new Error(`in-process sign-in of ${account} failed: ${signIn.body}`);
      cookies.set(account, cookieHeader(signIn.headers['set-cookie']));
    }

    const get = async (path: string, account: BenchAccount = 'member'): Promise<unknown> => {
      const cookie = cookies.get(account)!;
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (response.statusCode !== 200)
        throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
      // The calendar file is text; everything else JSON.
      return String(response.headers['content-type']).includes('json') ? response.json() : response.body;
    };
    const endpoints = [...(await memberReads((path) => get(path))), ...analyticsReads];

    const statements = new Map<string, number>();
    // The superadmin's soak screens too: `--endpoints admin/` measures them one by one.
    for (const endpoint of [healthEndpoint, ...endpoints, ...adminScreens]) {
      await get(endpoint.path, endpoint.account);
      statements.set(
        endpoint.path,
        (await countStatements(() => get(endpoint.path, endpoint.account))).statements,
      );
    }
    return { endpoints, statements };
  } finally {
    await app.close(); // leaves the database open: it was handed in
  }
}
