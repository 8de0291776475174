import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import {
  createPostgresTestDatabase,
  type TestDatabaseTemplates,
  uniqueDatabaseName,
} from './test-database.ts';

/**
 * Once per run of an API test project: migrates one database and seeds a copy of it with
 * the demo data; every test file then starts from a copy (test-database.ts). Migrating and
 * seeding took about 2.5 s of CPU per file on the 2-core machine, loading a copy 0.4 s.
 */
export default async function setup(project: TestProject) {
  const templates =
    project.name === 'api-postgres' ? await makePostgresTemplates() : await makePgliteTemplates();
  project.provide('testDatabaseTemplates', templates.templates);
  return templates.remove;
}

async function makePgliteTemplates(): Promise<{ templates: TestDatabaseTemplates; remove(): void }> {
  const folder = mkdtempSync(join(tmpdir(), 'pillars-test-templates-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    const emptyDumpPath = join(folder, 'empty.tar');
    writeFileSync(emptyDumpPath, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    const demoUserIds = await seedDemoData(handle.db);
    const seededDumpPath = join(folder, 'seeded.tar');
    writeFileSync(seededDumpPath, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return {
      templates: { kind: 'pglite', emptyDumpPath, seededDumpPath, demoUserIds },
      remove: () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

async function makePostgresTemplates(): Promise<{
  templates: TestDatabaseTemplates;
  remove(): Promise<void>;
}> {
  const emptyTemplate = uniqueDatabaseName('pillars_template_empty');
  const seededTemplate = uniqueDatabaseName('pillars_template_seeded');
  const empty = await createPostgresTestDatabase({ name: emptyTemplate });
  const migrated = await openDatabase({ kind: 'postgres', url: empty.url });
  await migrated.close();

  const seeded = await createPostgresTestDatabase({ name: seededTemplate, template: emptyTemplate });
  const seededHandle = await openDatabase({ kind: 'postgres', url: seeded.url });
  let demoUserIds: Awaited<ReturnType<typeof seedDemoData>>;
  try {
    demoUserIds = await seedDemoData(seededHandle.db);
  } finally {
    // A template must have no open connection while it is copied.
    await seededHandle.close();
  }
  return {
    templates: { kind: 'postgres', emptyTemplate, seededTemplate, demoUserIds },
    async remove() {
      await seeded.drop();
      await empty.drop();
    },
  };
}
