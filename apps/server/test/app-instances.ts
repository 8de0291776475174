import { expect } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { demoPassword } from '../src/db/seed/demo-accounts.ts';
import { cookieHeader } from './build-test-app.ts';

/**
 * Apps built as several instances of one deployment over one PostgreSQL database (`url`),
 * each with its own connection pool and its own memory, and no job worker: what a rule
 * decides in the database holds across them, what it keeps in memory does not. The caller
 * closes them (`closeInstances`). `env` adds settings (an AI provider, say).
 */
export async function buildInstances(
  url: string,
  options: { count?: number; env?: Record<string, string> } = {},
): Promise<App[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    AUTH_SECRET: 'instances-test-secret-of-at-least-32-chars',
    APP_URL: 'http://localhost:3999',
    WEB_DIST_DIR: '/nonexistent',
    ...options.env,
  });
  const instances: App[] = [];
  for (let index = 0; index < (options.count ?? 2); index += 1) {
    const app = await buildApp({ config, logger: false, jobs: { start: false } });
    await app.ready();
    instances.push(app);
  }
  return instances;
}

export async function closeInstances(instances: App[]): Promise<void> {
  for (const app of instances) await app.close();
}

/** The session cookie of a demo account (the demo password) signed in through `app`. */
export async function signInDemo(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: demoPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}
