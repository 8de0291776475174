import { rmSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../test/spawn-server.ts';
import { migratedPgliteDataDir } from '../../test/test-database.ts';
import { DataDirectoryInUseError, openDatabase } from './client.ts';
import { profiles, user } from './schema/index.ts';

/**
 * The embedded database survives a hard kill: the real server is killed with SIGKILL in
 * the middle of writes, several times, and every write it answered 201 to is there when
 * the directory is opened again.
 */
// Migrated already (what is under test is what the kills leave, not a first start).
const dataDir = await migratedPgliteDataDir('pillars-crash-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function writeUntilKilled(round: number): Promise<string[]> {
  // Each sign-up from its own client (sign-up is limited per address), as a proxy reports it.
  const server = await startServer({ dataDir, env: { TRUST_PROXY: 'loopback' } });
  const committed: string[] = [];
  let isKilled = false;
  const writer = (async () => {
    for (let index = 0; !isKilled; index += 1) {
      const email = `crash-${round}-${index}@example.org`;
      try {
        const response = await fetch(`${server.url}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.0.${index % 250}` },
          body: JSON.stringify({
            firstName: 'Crash',
            lastName: `Round ${round}`,
            agencyName: `Crash Agency ${round} ${index}`,
            email,
            password: 'crash-test-pass',
            acceptTerms: true,
          }),
        });
        if (response.status === 201) committed.push(email);
      } catch {
        // The connection dies with the server.
        return;
      }
    }
  })();
  while (committed.length < 5 + round * 2) await new Promise((resolve) => setTimeout(resolve, 20));
  isKilled = true;
  await server.stop('SIGKILL');
  await writer;
  return committed;
}

describe('crash safety of the embedded database', () => {
  it('keeps every committed row across repeated SIGKILLs', async () => {
    const allCommitted: string[] = [];
    for (let round = 1; round <= 3; round += 1) {
      const committed = await writeUntilKilled(round);
      expect(committed.length).toBeGreaterThan(0);
      allCommitted.push(...committed);

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await reopened.db
          .select({ email: user.email })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.id))
          .where(inArray(user.email, allCommitted));
        expect(rows.map((row) => row.email).sort()).toEqual([...allCommitted].sort());
      } finally {
        await reopened.close();
      }
    }
  }, 180_000);

  it('refuses a second process on the same directory with a clear message', async () => {
    const server = await startServer({ dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirectoryInUseError);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        /in use by another Pillars process/,
      );
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    // A clean stop releases the directory.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.close();
  }, 120_000);
});
