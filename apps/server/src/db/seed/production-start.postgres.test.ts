import { describe, expect, it } from 'vitest';
import {
  accounts,
  adminCreateCli,
  expectResetMailKeptOutOfTheLog,
  generatedPassword,
  signIn,
} from '../../../test/production-start.ts';
import { runCli } from '../../../test/run-cli.ts';
import { startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';

/**
 * A production start on an empty database, on the real server process: no account with a
 * known password is created; `npm run admin:create` creates exactly one superadmin, once.
 */

describe('production start on an empty PostgreSQL database', () => {
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
          runCli(adminCreateCli, ['--email', email], { env }),
        ),
      );
      const succeeded = runs.filter((run) => run.code === 0);
      const refused = runs.filter((run) => run.code === 1);
      expect(succeeded).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.stderr).toContain('A superadmin already exists');
      const later = await runCli(adminCreateCli, ['--email', 'later@agency.test'], { env });
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
