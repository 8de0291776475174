import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminCreateCli,
  expectResetMailKeptOutOfTheLog,
  generatedPassword,
  signIn,
} from '../../../test/production-start.ts';
import { runCli } from '../../../test/run-cli.ts';
import { startServer } from '../../../test/spawn-server.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { shouldLoadDemoData } from './seed.ts';

/**
 * A production start on an empty database, on the real server process: no account with a
 * known password is created; `npm run admin:create` creates exactly one superadmin, once.
 */

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

describe('production start on an empty embedded database', () => {
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
      const whileRunning = await runCli(adminCreateCli, ['--email', 'owner@agency.test'], { env: cliEnv });
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

    // The sign-in address printed is the server's own: its PORT here (issue 38).
    const created = await runCli(adminCreateCli, ['--email', 'Owner@Agency.test'], {
      env: { ...cliEnv, PORT: '4321' },
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the superadmin owner@agency.test');
    expect(created.stdout).toContain('Sign in at http://localhost:4321/auth/login');
    // In production staff must have a second factor (issue 44): the CLI says what comes first.
    expect(created.stdout).toContain(
      'After the password, the first sign-in asks you to set up two-factor sign-in: have an authenticator app ready (REQUIRE_STAFF_TWO_FACTOR is on).',
    );
    const password = generatedPassword(created.stdout);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await runCli(adminCreateCli, ['--email', 'second@agency.test'], { env: cliEnv });
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
      const me = (await response.json()) as {
        profile: { role: string };
        hasAccess: boolean;
        secondFactor: string | null;
      };
      expect(me.profile.role).toBe('superadmin');
      expect(me.hasAccess).toBe(true);
      expect(me.secondFactor).toBe('setup');
      await expectResetMailKeptOutOfTheLog(second, 'owner@agency.test');
    } finally {
      expect(await second.stop()).toBe(0);
    }

    // --another is the deliberate way to a second superadmin; --password-stdin sets the password.
    const another = await runCli(
      adminCreateCli,
      ['--email', 'deputy@agency.test', '--another', '--password-stdin'],
      { env: { ...cliEnv, APP_URL: 'https://portal.agency.test/' }, input: 'deputy-chosen-pass\n' },
    );
    expect(another.code).toBe(0);
    // ...and its APP_URL when set (a trailing slash makes no '//').
    expect(another.stdout).toContain('Sign in at https://portal.agency.test/auth/login');
    expect(generatedPassword(another.stdout)).toBeUndefined();
    const tooShort = await runCli(
      adminCreateCli,
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
