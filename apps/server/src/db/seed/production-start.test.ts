import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/jobs.ts';
import { runCli } from '../../../test/run-cli.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config/env.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../client.ts';
import { shouldLoadDemoData } from './seed.ts';

/**
 * A production start on an empty database, on the real server process: no account with a
 * known password is created; `npm run admin:create` creates exactly one superadmin, once.
 */
const adminCreate = 'apps/server/src/db/seed/admin-create-cli.ts';
const isPostgres = process.env.TEST_DATABASE_KIND === 'postgres';

async function signIn(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function accounts(handle: DatabaseHandle) {
  return queryRows<{ email: string; role: string }>(
    handle.db,
    sql`select u.email, p.role from "user" u left join profiles p on p.id = u.id order by u.email`,
  );
}

const generatedPassword = (stdout: string) => stdout.match(/^Password: (\S+)$/m)?.[1];

/** A reset for `email` whose mail the job has handled (no SMTP): its text must not be logged. */
async function expectResetMailKeptOutOfTheLog(server: RunningServer, email: string) {
  const response = await fetch(`${server.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  await waitFor(() => server.output().includes('mail kept in mail_outbox only'), 'the mail job');
  expect(server.output()).not.toMatch(/reset-password#token=/);
  expect(server.output()).not.toContain('outbox mail:');
}

describe('when the demo data is loaded', () => {
  it('only into the embedded database, outside production, unless DEMO_DATA=false', () => {
    const decide = (env: Record<string, string>) => shouldLoadDemoData(loadConfig(env));
    expect(decide({})).toBe(true);
    expect(decide({ NODE_ENV: 'test' })).toBe(true);
    expect(decide({ NODE_ENV: 'production' })).toBe(false);
    expect(decide({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toBe(false);
    expect(decide({ DEMO_DATA: 'false' })).toBe(false);
    expect(decide({ DEMO_DATA: '0' })).toBe(false);
    expect(decide({ DATABASE_URL: 'postgres://db/pillars' })).toBe(false);
  });
});

describe.runIf(!isPostgres)('production start on an empty embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pillars-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production' };
  const cliEnv = { NODE_ENV: 'production', DATA_DIR: dataDir };

  it('creates no account; admin:create makes exactly one superadmin, once', async () => {
    const first = await startServer({ dataDir, env: production });
    try {
      expect(first.output()).toContain('The database has no account yet');
      expect(first.output()).toContain('npm run admin:create');
      expect(first.output()).not.toContain('Demo logins');
      expect((await signIn(first, 'admin@example.com', 'demo-pass-123')).status).toBe(401);
      // The embedded database is one process: the CLI says so while the server runs.
      const whileRunning = await runCli(adminCreate, ['--email', 'owner@agency.test'], { env: cliEnv });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toMatch(/in use by another Pillars process/);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    const empty = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await accounts(empty)).toEqual([]);
    } finally {
      await empty.close();
    }

    const created = await runCli(adminCreate, ['--email', 'Owner@Agency.test'], { env: cliEnv });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the superadmin owner@agency.test');
    const password = generatedPassword(created.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await runCli(adminCreate, ['--email', 'second@agency.test'], { env: cliEnv });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('A superadmin already exists (owner@agency.test)');

    const afterCli = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await accounts(afterCli)).toEqual([{ email: 'owner@agency.test', role: 'superadmin' }]);
    } finally {
      await afterCli.close();
    }

    const second = await startServer({ dataDir, env: production });
    try {
      expect(second.output()).not.toContain('The database has no account yet');
      const response = await signIn(second, 'owner@agency.test', password!);
      expect(response.status).toBe(200);
      const me = (await response.json()) as { profile: { role: string }; hasAccess: boolean };
      expect(me.profile.role).toBe('superadmin');
      expect(me.hasAccess).toBe(true);
      await expectResetMailKeptOutOfTheLog(second, 'owner@agency.test');
    } finally {
      expect(await second.stop()).toBe(0);
    }

    // --another is the deliberate way to a second superadmin; --password-stdin sets the password.
    const another = await runCli(
      adminCreate,
      ['--email', 'deputy@agency.test', '--another', '--password-stdin'],
      { env: cliEnv, input: 'deputy-chosen-pass\n' },
    );
    expect(another.code).toBe(0);
    expect(generatedPassword(another.stdout)).toBeUndefined();
    const tooShort = await runCli(
      adminCreate,
      ['--email', 'short@agency.test', '--another', '--password-stdin'],
      {
        env: cliEnv,
        input: 'short\n',
      },
    );
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain('password');
    const final = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await accounts(final)).toEqual([
        { email: 'deputy@agency.test', role: 'superadmin' },
        { email: 'owner@agency.test', role: 'superadmin' },
      ]);
    } finally {
      await final.close();
    }
  }, 600_000);
});

describe.runIf(isPostgres)('production start on an empty PostgreSQL database', () => {
  it('creates no account; of two admin:create runs at once exactly one makes the superadmin', async () => {
    const database = await createPostgresTestDatabase();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'production-test-secret-of-at-least-32-chars',
    };
    let handle: DatabaseHandle | null = null;
    const server = await startServer({ env });
    try {
      expect(server.output()).toContain('The database has no account yet');
      expect(server.output()).not.toContain('Demo logins');
      expect((await signIn(server, 'admin@example.com', 'demo-pass-123')).status).toBe(401);
      handle = await openDatabase({ kind: 'postgres', url: database.url });
      expect(await accounts(handle)).toEqual([]);

      const runs = await Promise.all(
        ['first@agency.test', 'rival@agency.test'].map((email) =>
          runCli(adminCreate, ['--email', email], { env }),
        ),
      );
      const succeeded = runs.filter((run) => run.code === 0);
      const refused = runs.filter((run) => run.code === 1);
      expect(succeeded).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.stderr).toContain('A superadmin already exists');
      const later = await runCli(adminCreate, ['--email', 'later@agency.test'], { env });
      expect(later.code).toBe(1);

      const rows = await accounts(handle);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.role).toBe('superadmin');
      expect(succeeded[0]!.stdout).toContain(`Created the superadmin ${rows[0]!.email}`);
      const response = await signIn(server, rows[0]!.email, generatedPassword(succeeded[0]!.stdout)!);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { profile: { role: string } }).profile.role).toBe('superadmin');
      await expectResetMailKeptOutOfTheLog(server, rows[0]!.email);
    } finally {
      expect(await server.stop()).toBe(0);
      await handle?.close();
      await database.drop();
    }
  }, 600_000);
});
