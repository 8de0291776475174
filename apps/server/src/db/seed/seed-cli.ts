import { resolve } from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

/** `npm run seed`: loads the demo data into an empty database (DATABASE_URL or DATA_DIR). */
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error(
    'NODE_ENV=production: the demo accounts have a public password, so they are not loaded. ' +
      'Create the first superadmin with npm run admin:create -- --email <address>.',
  );
  process.exit(1);
}
const handle = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) },
);
try {
  const seeded = await seedDemoDataIfEmpty(handle.db);
  console.info(
    seeded
      ? 'Demo data loaded. Sign in as admin@example.com / demo-pass-123.'
      : 'The database already has users; demo data is only loaded into an empty database.',
  );
} finally {
  await handle.close();
}
