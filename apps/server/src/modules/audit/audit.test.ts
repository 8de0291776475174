import { randomUUID } from 'node:crypto';
import { auditCsvColumns, auditMessages } from '@pillars/shared/audit/schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { auditRetentionJob, scheduleAuditRetention } from './retention.ts';

/**
 * The audit trail's reader through HTTP: its scope per role, filters, pages, the CSV export,
 * and the retention job (AUDIT_RETENTION_DAYS=30 here), the only way a row goes.
 */
const { app, db, loginAs, signInAs } = await buildTestApp({ env: { AUDIT_RETENTION_DAYS: '30' } });
const adminCookie = await loginAs('admin');
const dayMs = 24 * 60 * 60_000;

let organizationA = '';
let organizationB = '';
let agentB: BuiltMember;

beforeAll(async () => {
  const [northwind] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where slug = 'northwind-creative'`,
  );
  organizationA = northwind!.id;
  organizationB = (await createOrganization(db, { name: 'Trail Studio B' })).id;
  agentB = await createMember(db, { organizationId: organizationB, role: 'agent', firstName: 'Bea' });
});

interface RowInput {
  occurredAt?: Date;
  actorName?: string | null;
  actorEmail?: string | null;
  action?: string;
  targetType: string;
  targetId?: string;
  targetName?: string | null;
  organizationId?: string | null;
  before?: unknown;
  after?: unknown;
  userAgent?: string | null;
}

/** Writes a row as `ctx.audit.record` would (inserting is allowed; changing is not). */
async function insertRow(row: RowInput): Promise<string> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`insert into audit_events (occurred_at, actor_name, actor_email, action, target_type, target_id,
                                  target_name, organization_id, before, after, ip, user_agent)
        values (${(row.occurredAt ?? new Date()).toISOString()}::timestamptz, ${row.actorName ?? 'Ada Admin'},
                ${row.actorEmail ?? 'ada@example.test'}, ${row.action ?? 'test.change'}, ${row.targetType},
                ${row.targetId ?? randomUUID()}, ${row.targetName ?? null}, ${row.organizationId ?? null}::uuid,
                ${json(row.before)}::jsonb, ${json(row.after)}::jsonb, '203.0.113.9', ${row.userAgent ?? 'test'})
        returning id`,
  );
  return inserted!.id;
}

async function get(cookie: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const uniqueType = () => `t${randomUUID().slice(0, 8)}`;
const ids = (body: { entries: Array<{ id: string }> }) => body.entries.map((entry) => entry.id);

describe('the audit trail: who may read what', () => {
  it("shows an agent their organization's team changes only, whatever organization they name", async () => {
    // Team changes (people), each test's own action prefix to find them.
    const action = `${uniqueType()}.change`;
    const filter = `targetType=user&action=${action}`;
    const ofA = await insertRow({ action, targetType: 'user', organizationId: organizationA });
    const ofB = await insertRow({ action, targetType: 'user', organizationId: organizationB });
    const ofNone = await insertRow({ action, targetType: 'user', organizationId: null });

    const agentA = await loginAs('agent');
    const seenByA = await get(agentA, `/api/admin/audit?${filter}`);
    expect(seenByA.status).toBe(200);
    expect(ids(seenByA.body)).toEqual([ofA]);
    expect(seenByA.body.total).toBe(1);
    // Another organization's filter narrows the scope, never widens it.
    const crossed = await get(agentA, `/api/admin/audit?${filter}&organizationId=${organizationB}`);
    expect(crossed.status).toBe(200);
    expect(ids(crossed.body)).toEqual([]);

    const seenByB = await get(await signInAs(agentB), `/api/admin/audit?${filter}`);
    expect(ids(seenByB.body)).toEqual([ofB]);

    const seenByAdmin = await get(adminCookie, `/api/admin/audit?${filter}`);
    expect(ids(seenByAdmin.body).sort()).toEqual([ofA, ofB, ofNone].sort());
    const adminFiltered = await get(
      adminCookie,
      `/api/admin/audit?${filter}&organizationId=${organizationB}`,
    );
    expect(ids(adminFiltered.body)).toEqual([ofB]);

    // The export keeps the same scope.
    const exported = await app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?${filter}&organizationId=${organizationB}`,
      headers: { cookie: agentA },
    });
    expect(exported.statusCode).toBe(200);
    expect(parse(exported.body, { bom: true, columns: true })).toEqual([]);
    const exportedA = await app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?${filter}`,
      headers: { cookie: agentA },
    });
    const records = parse(exportedA.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.map((record) => record['Organization ID'])).toEqual([organizationA]);
  });

  it("keeps an organization's calls and billing rows from its agent: their trail is team changes", async () => {
    const action = `${uniqueType()}.change`;
    const ofTeam = await insertRow({ action, targetType: 'user', organizationId: organizationA });
    const ofInvitation = await insertRow({ action, targetType: 'invitation', organizationId: organizationA });
    await insertRow({ action, targetType: 'call', organizationId: organizationA });
    await insertRow({ action, targetType: 'subscription', organizationId: organizationA });

    const seenByAgent = await get(await loginAs('agent'), `/api/admin/audit?action=${action}`);
    expect(ids(seenByAgent.body).sort()).toEqual([ofTeam, ofInvitation].sort());
    expect(seenByAgent.body.total).toBe(2);
    const seenByAdmin = await get(adminCookie, `/api/admin/audit?action=${action}`);
    expect(seenByAdmin.body.total).toBe(4);
  });

  it('refuses members, support and gurus (and the lapsed) with the page text', async () => {
    for (const role of ['member', 'support', 'guru'] as const) {
      const cookie = await loginAs(role);
      for (const url of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
        const refused = await get(cookie, url);
        expect(refused.status, `${role} ${url}`).toBe(403);
        expect(refused.body.error.message).toBe(forbiddenMessages.page);
      }
    }
    const lapsed = await get(await loginAs('lapsed'), '/api/admin/audit');
    expect(lapsed.status).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('has no route that changes or deletes a row', async () => {
    const id = await insertRow({ targetType: uniqueType() });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${id}`]) {
        const response = await app.inject({ method, url, headers: { cookie: adminCookie }, payload: {} });
        // No such route: 405 where the path exists for GET, else 404.
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from audit_events where id = ${id}`,
    );
    expect(row?.count).toBe(1);
  });
});

describe('the audit trail: filters and pages', () => {
  it('filters by actor (e-mail or name, starting with, any case), action (starting with) and target type', async () => {
    const type = uniqueType();
    const byAda = await insertRow({
      targetType: type,
      actorName: 'Ada Lovelace',
      actorEmail: 'ada@trail.test',
      action: 'team.member_create',
    });
    const byBob = await insertRow({
      targetType: type,
      actorName: 'Bob Stone',
      actorEmail: 'bob@trail.test',
      action: 'organization.free_access',
    });
    const other = await insertRow({
      targetType: uniqueType(),
      actorEmail: 'ada@trail.test',
      action: 'team.member_delete',
    });

    const list = async (query: string) => ids((await get(adminCookie, `/api/admin/audit?${query}`)).body);
    expect(await list(`targetType=${type}&actor=ADA@`)).toEqual([byAda]);
    expect(await list(`targetType=${type}&actor=bob%20st`)).toEqual([byBob]);
    // Starting with, not containing.
    expect(await list(`targetType=${type}&actor=trail.test`)).toEqual([]);
    expect(await list(`targetType=${type}&action=organization.`)).toEqual([byBob]);
    expect(await list(`targetType=${type}&action=team`)).toEqual([byAda]);
    expect((await list('actor=ada@trail.test&action=team.member_')).sort()).toEqual([byAda, other].sort());
    expect(await list(`targetType=${type.toUpperCase()}&action=Team.Member_Create`)).toEqual([byAda]);
    // LIKE wildcards are literal.
    expect(await list(`targetType=${type}&actor=%25`)).toEqual([]);
    expect(await list(`targetType=${type}&action=_`)).toEqual([]);
  });

  it('filters by a range of days (UTC, both ends included) and refuses an inverted range', async () => {
    const type = uniqueType();
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
    const before = await insertRow({ targetType: type, occurredAt: at('2026-03-01', '23:59:59') });
    const first = await insertRow({ targetType: type, occurredAt: at('2026-03-02', '00:00:00') });
    const last = await insertRow({ targetType: type, occurredAt: at('2026-03-04', '23:59:59') });
    const after = await insertRow({ targetType: type, occurredAt: at('2026-03-05', '00:00:00') });
    const list = async (query: string) =>
      ids((await get(adminCookie, `/api/admin/audit?targetType=${type}&${query}`)).body);
    expect(await list('from=2026-03-02&to=2026-03-04')).toEqual([last, first]);
    expect(await list('from=2026-03-05')).toEqual([after]);
    expect(await list('to=2026-03-01')).toEqual([before]);

    const inverted = await get(adminCookie, '/api/admin/audit?from=2026-03-04&to=2026-03-02');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.message).toContain(auditMessages.dateRangeInverted);
    expect((await get(adminCookie, '/api/admin/audit?from=yesterday')).status).toBe(400);
    // A day the calendar does not have: a 400 with the message, not the database's 500.
    const february30 = await get(adminCookie, '/api/admin/audit?from=2026-02-30');
    expect(february30.status).toBe(400);
    expect(JSON.stringify(february30.body)).toContain('From must be a real date');
    expect((await get(adminCookie, '/api/admin/audit/export.csv?to=2026-04-31')).status).toBe(400);
  });

  it('pages 50 at a time, newest first, with the total', async () => {
    const type = uniqueType();
    const start = Date.now() - 60 * 60_000;
    const inserted: string[] = [];
    for (let index = 0; index < 120; index += 1) {
      inserted.push(await insertRow({ targetType: type, occurredAt: new Date(start + index * 1000) }));
    }
    const newestFirst = [...inserted].reverse();
    const first = await get(adminCookie, `/api/admin/audit?targetType=${type}`);
    // With how long entries are kept (the server's setting): the page says it in a plain sentence.
    expect(first.body).toMatchObject({ total: 120, page: 1, pageSize: 50, retentionDays: 30 });
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 50));
    const third = await get(adminCookie, `/api/admin/audit?targetType=${type}&page=3`);
    expect(ids(third.body)).toEqual(newestFirst.slice(100));
    const past = await get(adminCookie, `/api/admin/audit?targetType=${type}&page=4`);
    expect(past.body).toMatchObject({ entries: [], total: 120, page: 4 });
  });

  it('shows a real change: a free access grant names its actor, target, before and after', async () => {
    const organization = await createOrganization(db, { name: 'Trail Grant Co' });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organization.id}`,
      headers: { cookie: adminCookie },
      payload: { hasFreeAccess: true },
    });
    const found = await get(
      adminCookie,
      `/api/admin/audit?action=organization.free_access&actor=admin@example.com&organizationId=${organization.id}`,
    );
    expect(found.body.entries).toEqual([
      expect.objectContaining({
        action: 'organization.free_access',
        actor: expect.objectContaining({ email: 'admin@example.com' }),
        target: { type: 'organization', id: organization.id, name: 'Trail Grant Co' },
        organizationId: organization.id,
        before: { hasFreeAccess: false },
        after: { hasFreeAccess: true },
      }),
    ]);
  });
});

describe('the audit trail: CSV export', () => {
  it('quotes commas, quotes and line breaks, and guards every cell against formulas', async () => {
    const type = uniqueType();
    await insertRow({
      targetType: type,
      occurredAt: new Date('2026-04-01T10:00:00Z'),
      actorName: '=HYPERLINK("http://evil.example")',
      actorEmail: '@evil.test',
      targetName: 'Acme, "the best"\nagency',
      before: { name: 'Old' },
      after: { name: 'New, "quoted"' },
      userAgent: '+cmd|calc',
    });
    await insertRow({
      targetType: type,
      occurredAt: new Date('2026-04-02T10:00:00Z'),
      actorName: 'Plain Person',
      targetName: '-10',
    });

    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/audit/export.csv?targetType=${type}`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    // A field with a quote is quoted, its quotes doubled; a line break inside stays inside.
    expect(response.body).toContain('"Acme, ""the best""\nagency"');

    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([...auditCsvColumns]);
    // Newest first.
    expect(rows.map((row) => row[0])).toEqual(['2026-04-02 10:00:00', '2026-04-01 10:00:00']);
    const [plain, risky] = rows as [string[], string[]];
    expect(plain[1]).toBe('Plain Person');
    expect(plain[6]).toBe("'-10");
    expect(risky[1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(risky[2]).toBe("'@evil.test");
    expect(risky[4]).toBe(type);
    expect(risky[6]).toBe('Acme, "the best"\nagency');
    expect(JSON.parse(risky[8]!)).toEqual({ name: 'Old' });
    expect(JSON.parse(risky[9]!)).toEqual({ name: 'New, "quoted"' });
    expect(risky[11]).toBe("'+cmd|calc");
  });
});

describe('the audit trail: retention', () => {
  it('the daily job deletes only rows older than AUDIT_RETENTION_DAYS and queues its next run', async () => {
    const type = uniqueType();
    const now = Date.now();
    const old = await insertRow({ targetType: type, occurredAt: new Date(now - 31 * dayMs) });
    const older = await insertRow({ targetType: type, occurredAt: new Date(now - 400 * dayMs) });
    const recent = await insertRow({ targetType: type, occurredAt: new Date(now - 29 * dayMs) });
    const today = await insertRow({ targetType: type });

    await app.jobs.enqueue(auditRetentionJob, {});
    expect(await app.jobs.runDue()).toBe(1);

    const left = await queryRows<{ id: string }>(
      db,
      sql`select id from audit_events where target_type = ${type} order by occurred_at`,
    );
    expect(left.map((row) => row.id)).toEqual([recent, today]);
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(left.map((row) => row.id)).not.toContain(older);

    const [next] = await queryRows<{ hours: number }>(
      db,
      sql`select extract(epoch from run_at - now()) / 3600 as hours from jobs
           where name = ${auditRetentionJob} and status = 'pending'`,
    );
    expect(Number(next?.hours)).toBeGreaterThan(23.9);
    expect(Number(next?.hours)).toBeLessThanOrEqual(24);
    // Not due yet: nothing runs.
    expect(await app.jobs.runDue()).toBe(0);
  });

  it("the worker's start queues a first run, once, however many instances start", async () => {
    const pending = () =>
      queryRows<{ due: boolean }>(
        db,
        sql`select run_at <= now() as due from jobs where name = ${auditRetentionJob} and status in ('pending', 'running')`,
      );
    await db.execute(sql`delete from jobs where name = ${auditRetentionJob}`);
    await Promise.all([
      scheduleAuditRetention({ db, jobs: app.jobs }),
      scheduleAuditRetention({ db, jobs: app.jobs }),
    ]);
    await scheduleAuditRetention({ db, jobs: app.jobs });
    expect(await pending()).toEqual([{ due: true }]);
  });

  it('refuses every other delete and every update, even of old rows', async () => {
    const type = uniqueType();
    const old = await insertRow({ targetType: type, occurredAt: new Date(Date.now() - 500 * dayMs) });
    const recent = await insertRow({ targetType: type });
    await expect(db.execute(sql`delete from audit_events where id = ${old}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update audit_events set target_name = 'x' where id = ${recent}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update audit_events set occurred_at = now() - interval '900 days' where id = ${recent}`),
    ).rejects.toThrow();
    // The retention setting lets through rows older than its cutoff only, and only in its transaction.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pillars.audit_retention_cutoff', ${new Date(Date.now() - 30 * dayMs).toISOString()}, true)`,
        );
        await tx.execute(sql`delete from audit_events where id = ${recent}`);
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pillars.audit_retention_cutoff', ${new Date(Date.now() - 30 * dayMs).toISOString()}, true)`,
      );
    });
    await expect(db.execute(sql`delete from audit_events where id = ${old}`)).rejects.toThrow();
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from audit_events where target_type = ${type}`,
    );
    expect(count?.count).toBe(2);
  });

  it('refuses TRUNCATE (issue 38), even with the retention setting, and keeps every row', async () => {
    const type = uniqueType();
    await insertRow({ targetType: type, occurredAt: new Date(Date.now() - 500 * dayMs) });
    await insertRow({ targetType: type });
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (thrown: unknown) => thrown as Error & { cause?: Error },
      );
      return `${error?.message ?? ''} ${error?.cause?.message ?? ''}`;
    };
    expect(await refusal(db.execute(sql`truncate audit_events`))).toContain(
      'audit_events cannot be truncated',
    );
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('pillars.audit_retention_cutoff', ${new Date().toISOString()}, true)`,
          );
          await tx.execute(sql`truncate audit_events`);
        }),
      ),
    ).toContain('audit_events cannot be truncated');
    const [count] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from audit_events where target_type = ${type}`,
    );
    expect(count?.count).toBe(2);
  });
});
