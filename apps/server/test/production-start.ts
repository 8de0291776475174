import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { waitFor } from './jobs.ts';
import type { RunningServer } from './spawn-server.ts';

/** Checks shared by the production-start tests of both engines. */
export const adminCreateCli = 'apps/server/src/db/seed/admin-create-cli.ts';

export async function signIn(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

export async function accounts(handle: DatabaseHandle) {
  return queryRows<{ email: string; role: string }>(
    handle.db,
    sql`select u.email, p.role from "user" u left join profiles p on p.id = u.id order by u.email`,
  );
}

export const generatedPassword = (stdout: string) => stdout.match(/^Password: (\S+)$/m)?.[1];

/** A reset for `email` whose mail the job has handled (no SMTP): its text must not be logged. */
export async function expectResetMailKeptOutOfTheLog(server: RunningServer, email: string) {
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
