import { rmSync } from 'node:fs';
import { startFakeOpenAi } from '../../apps/server/test/fake-openai.ts';
import { type RunningServer, startServer } from '../../apps/server/test/spawn-server.ts';
import { copyDataDir, createPostgresTestDatabase } from '../../apps/server/test/test-database.ts';

/** The same helper the server's crash-safety test uses: one way to run the real server. */
export type { RunningServer };

/**
 * The server with the demo data for one worker, on a copy of the run's template
 * (support/global-setup.ts). Where TEST_DATABASE_URL is set (CI), a new PostgreSQL database
 * of that server (the server never loads demo data into a DATABASE_URL itself); `stop` drops
 * it. PostgreSQL runs in its own processes, so the server's CPU goes to the pages under test
 * instead of an embedded database: on two cores that is most of the suite's time (README,
 * Tests). Elsewhere, a throw-away PGlite data directory, as `npm start` runs. It trusts a
 * proxy on loopback (TRUST_PROXY=loopback). `env` adds
 * settings (CHATBOT_URL for the chatbot's own server; a file's own server pointed at a local fake of an outside API).
 */
export async function startSeededServer(
  options: {
    env?: Record<string, string>;
    port?: number;
    /** false: no AI provider at all (Ask the Library's and Article Magic's unconfigured modes). */
    withAi?: boolean;
  } = {},
): Promise<RunningServer> {
  const ai = options.withAi === false ? { env: {}, close: async () => {} } : await startAi();
  // Behind a proxy on loopback, as in production behind nginx: a test may say it is another
  // client with X-Forwarded-For (support/agency.ts, new agencies at addresses of their own).
  const env = { TRUST_PROXY: 'loopback', ...ai.env, ...options.env };
  const server = await startDatabaseAndServer(env, options.port).catch(async (error) => {
    await ai.close();
    throw error;
  });
  return {
    ...server,
    async stop(signal) {
      const code = await server.stop(signal);
      await ai.close();
      return code;
    },
  };
}

/**
 * Article Magic's AI: the local fake OpenAI-compatible server (apps/server/test/fake-openai.ts),
 * one per worker, whose default answer rewrites the article it is sent. The key is a dummy.
 */
async function startAi() {
  const fake = await startFakeOpenAi();
  return {
    env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-e2e-not-a-real-key', AI_MODEL: 'fake-model' },
    close: () => fake.close(),
  };
}

async function startDatabaseAndServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const templateDatabase = process.env.E2E_TEMPLATE_DATABASE;
  if (templateDatabase) {
    const database = await createPostgresTestDatabase({ template: templateDatabase });
    const server = await startServer({ env: { ...env, DATABASE_URL: database.url }, port }).catch(
      async (error) => {
        await database.drop();
        throw error;
      },
    );
    return {
      ...server,
      async stop(signal) {
        const code = await server.stop(signal);
        await database.drop();
        return code;
      },
    };
  }
  const templateDataDir = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!templateDataDir) throw new Error('No e2e template: support/global-setup.ts did not run');
  const dataDir = copyDataDir(templateDataDir, 'pillars-e2e-');
  const server = await startServer({ dataDir, env, port }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    async stop(signal) {
      const code = await server.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
