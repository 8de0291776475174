import { randomUUID } from 'node:crypto';
import { accountMessages } from '@pillars/shared/accounts/schemas';
import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import { callMessages } from '@pillars/shared/calls/messages';
import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { callSlotTime } from '@pillars/shared/calls/schemas';
import { communityMessages } from '@pillars/shared/community/messages';
import { engagementMessages } from '@pillars/shared/engagement/messages';
import { defaultFieldMapping } from '@pillars/shared/imports/bubble-mapping';
import { bubbleImportMessages } from '@pillars/shared/imports/messages';
import { adminLearningMessages } from '@pillars/shared/learning/admin-messages';
import { learningMessages } from '@pillars/shared/learning/messages';
import { planMessages } from '@pillars/shared/plans/messages';
import { teamMessages } from '@pillars/shared/team/messages';
import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testAppUrl } from '../../test/build-test-app.ts';
import { createCall } from '../../test/builders.ts';
import { softwareAuthenticator } from '../../test/software-authenticator.ts';
import { queryRows } from '../db/client.ts';
import type { DemoRole } from '../db/seed/demo-accounts.ts';
import {
  type constraintErrors,
  databaseRequestError,
  isConstraintViolation,
  isTransactionConflict,
  violatedConstraint,
} from './database-errors.ts';

const { app, db, loginAs, userIds } = await buildTestApp();

const failureOf = (statement: SQL) => queryRows(db, statement).catch((error: unknown) => error);

async function requestAs(role: DemoRole | null, options: InjectOptions) {
  const cookie = role ? await loginAs(role) : undefined;
  return app.inject({ ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
}

async function firstLessonId(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from lessons limit 1`);
  return row!.id;
}

async function countRows(statement: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, statement);
  return Number(row!.count);
}

/**
 * Runs `request` while a trigger sets `column` of each row inserted into `table` to `value`:
 * the service's check before the write sees a free value and the insert collides, as when a
 * concurrent request commits between the two.
 */
async function withInsertedValue<T>(
  table: string,
  column: string,
  value: string,
  request: () => Promise<T>,
): Promise<T> {
  const name = `set_inserted_${table.replace(/\W/g, '')}_${column}`;
  const literal = `'${value.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin new.${column} := ${literal}; return new; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  try {
    return await request();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}

const slugError = (message: string) => ({ code: 'VALIDATION_FAILED', message, fields: { slug: message } });

/**
 * One case per mapped constraint (the type makes a new entry in the map need one): the
 * request that meets the violation, and the status and error body the API answered before
 * the map existed. Each also checks that the refused write left nothing behind.
 */
const answers = {
  async articles_slug_unique() {
    const [taken] = await queryRows<{ slug: string }>(db, sql`select slug from articles limit 1`);
    const title = `Raced article ${randomUUID()}`;
    const response = await withInsertedValue('articles', 'slug', taken!.slug, () =>
      requestAs('admin', {
        method: 'POST',
        url: '/api/admin/articles',
        payload: { title, slug: `raced-${randomUUID()}`, body: '<p>Raced.</p>' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject(slugError(adminArticleMessages.slugTaken));
    expect(await countRows(sql`select count(*)::int as count from articles where title = ${title}`)).toBe(0);
  },

  async pillars_slug_unique() {
    const [taken] = await queryRows<{ slug: string }>(db, sql`select slug from pillars limit 1`);
    const title = `Raced pillar ${randomUUID()}`;
    const response = await withInsertedValue('pillars', 'slug', taken!.slug, () =>
      requestAs('admin', {
        method: 'POST',
        url: '/api/admin/pillars',
        payload: {
          title,
          description: 'Raced.',
          slug: `raced-${randomUUID()}`,
          color: '#0F3460',
          icon: 'Brain',
          overlayImageUrl: '',
          videoUrl: '',
          videoTitle: '',
          videoDuration: '',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject(slugError(adminLearningMessages.pillarSlugTaken));
    expect(await countRows(sql`select count(*)::int as count from pillars where title = ${title}`)).toBe(0);
  },

  async key_elements_pillar_id_slug_key() {
    const [taken] = await queryRows<{ pillar_id: string; slug: string }>(
      db,
      sql`select pillar_id, slug from key_elements limit 1`,
    );
    const title = `Raced element ${randomUUID()}`;
    const response = await withInsertedValue('key_elements', 'slug', taken!.slug, () =>
      requestAs('admin', {
        method: 'POST',
        url: `/api/admin/pillars/${taken!.pillar_id}/elements`,
        payload: { title, description: 'Raced.', slug: `raced-${randomUUID()}` },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject(slugError(adminLearningMessages.keyElementSlugTaken));
    expect(await countRows(sql`select count(*)::int as count from key_elements where title = ${title}`)).toBe(
      0,
    );
  },

  async scheduled_calls_active_slot_key() {
    // A Tuesday three weeks ahead: bookable, and far from the demo's calls.
    const date = addDays(mondayOf(dateInZone(new Date())), 7 * 3 + 1);
    await createCall(db, { userId: userIds.agent, date });
    const response = await requestAs('member', {
      method: 'POST',
      url: '/api/calls',
      payload: { date, time: callSlotTime, phoneNumber: '5551234567' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: callMessages.slotTaken });
    expect(
      await countRows(sql`select count(*)::int as count from scheduled_calls where scheduled_date = ${date}`),
    ).toBe(1);
  },

  async jobs_one_bubble_import_idx() {
    const [running] = await queryRows<{ id: string }>(
      db,
      sql`insert into jobs (name, payload, status) values ('imports.bubble', '{}'::jsonb, 'running') returning id`,
    );
    try {
      const response = await requestAs('admin', {
        method: 'POST',
        url: '/api/admin/bubble-import',
        payload: {
          source: 'csv',
          ids: ['raced-1'],
          mapping: defaultFieldMapping,
          records: [{ _id: 'raced-1', Title: 'Raced' }],
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        message: bubbleImportMessages.alreadyRunning,
      });
      expect(
        await countRows(sql`select count(*)::int as count from jobs where name = 'imports.bubble'`),
      ).toBe(1);
    } finally {
      await db.execute(sql`delete from jobs where id = ${running!.id}`);
    }
  },

  async jobs_one_points_recalculation_idx() {
    const [running] = await queryRows<{ id: string }>(
      db,
      sql`insert into jobs (name, payload, status) values ('engagement.recalculate', '{}'::jsonb, 'running') returning id`,
    );
    try {
      const response = await requestAs('admin', { method: 'POST', url: '/api/admin/engagement/recalculate' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        message: engagementMessages.recalculateRunning,
      });
    } finally {
      await db.execute(sql`delete from jobs where id = ${running!.id}`);
    }
  },

  async team_invitations_pending_email_idx() {
    const pending = `pending-${randomUUID()}@example.com`;
    const invite = (email: string) =>
      requestAs('agent', {
        method: 'POST',
        url: '/api/team/members',
        payload: { email, firstName: 'Raced', lastName: 'Invitee' },
      });
    expect((await invite(pending)).statusCode).toBe(201);
    const response = await withInsertedValue('team_invitations', 'email', pending, () =>
      invite(`raced-${randomUUID()}@example.com`),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: teamMessages.invitationPending,
      fields: { email: teamMessages.invitationPending },
    });
    expect(
      await countRows(sql`select count(*)::int as count from team_invitations where email = ${pending}`),
    ).toBe(1);
  },

  async user_email_unique() {
    const [taken] = await queryRows<{ email: string }>(db, sql`select email from "user" limit 1`);
    const agencyName = `Raced Agency ${randomUUID()}`;
    const response = await withInsertedValue('"user"', 'email', taken!.email, () =>
      requestAs(null, {
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Raced',
          lastName: 'Agent',
          agencyName,
          email: `raced-${randomUUID()}@example.com`,
          password: 'long-enough-password',
          acceptTerms: true,
        },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: accountMessages.emailTaken,
      fields: { email: accountMessages.emailTaken },
    });
    // The organization was inserted first, in the same transaction: rolled back with it.
    expect(
      await countRows(sql`select count(*)::int as count from organizations where name = ${agencyName}`),
    ).toBe(0);
  },

  async user_lesson_bookmarks_lesson_id_lessons_id_fk() {
    const lessonId = randomUUID();
    const response = await requestAs('member', {
      method: 'PUT',
      url: `/api/learning/lessons/${lessonId}/bookmark`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: learningMessages.lessonNotFound,
    });
  },

  async user_lesson_notes_lesson_id_lessons_id_fk() {
    const response = await requestAs('member', {
      method: 'PUT',
      url: `/api/learning/lessons/${randomUUID()}/notes`,
      payload: { notes: 'A note on a lesson that is not there' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: learningMessages.lessonNotFound,
    });
  },

  // The Community (issue 42): a second report of the same post by the same member.
  async community_reports_reporter_target_key() {
    const created = await requestAs('member', {
      method: 'POST',
      url: '/api/community/posts',
      payload: { lessonId: await firstLessonId(), body: `Reported twice ${randomUUID()}` },
    });
    expect(created.statusCode).toBe(201);
    const report = () =>
      requestAs('support', {
        method: 'POST',
        url: '/api/community/reports',
        payload: { postId: created.json().post.id, reason: 'spam' },
      });
    expect((await report()).statusCode).toBe(201);
    const again = await report();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: communityMessages.alreadyReported,
    });
  },

  async community_categories_name_key() {
    const response = await requestAs('admin', {
      method: 'POST',
      url: '/api/admin/community/categories',
      payload: { name: 'questions' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: communityMessages.categoryNameTaken,
    });
  },

  async plans_slug_unique() {
    const body = { name: `Plan ${randomUUID().slice(0, 8)}`, monthlyPrice: '10' };
    const response = await withInsertedValue('plans', 'slug', 'team', () =>
      requestAs('admin', { method: 'POST', url: '/api/admin/plans', payload: body }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: planMessages.nameTaken });
  },

  async coupons_code_unique() {
    const code = `TAKEN${randomUUID().slice(0, 6).toUpperCase()}`;
    const first = await requestAs('admin', {
      method: 'POST',
      url: '/api/admin/coupons',
      payload: { code, percentOff: '10' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const response = await withInsertedValue('coupons', 'code', code, () =>
      requestAs('admin', {
        method: 'POST',
        url: '/api/admin/coupons',
        payload: { code: 'FREE-CODE', percentOff: '10' },
      }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: planMessages.couponCodeTaken,
      fields: { code: planMessages.couponCodeTaken },
    });
  },

  async community_posts_category_id_community_categories_id_fk() {
    const made = await requestAs('admin', {
      method: 'POST',
      url: '/api/admin/community/categories',
      payload: { name: `Busy ${randomUUID().slice(0, 8)}` },
    });
    const categoryId = made.json().category.id as string;
    const posted = await requestAs('member', {
      method: 'POST',
      url: '/api/community/posts',
      payload: { categoryId, title: 'Kept', body: `In a busy category ${randomUUID()}` },
    });
    expect(posted.statusCode).toBe(201);
    const response = await requestAs('admin', {
      method: 'DELETE',
      url: `/api/admin/community/categories/${categoryId}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: communityMessages.categoryInUse,
    });
    expect(
      await countRows(sql`select count(*)::int as count from community_categories where id = ${categoryId}`),
    ).toBe(1);
  },

  async passkeys_credential_id_key() {
    // One authenticator's credential offered to two accounts: the second is refused.
    const authenticator = softwareAuthenticator();
    for (const [role, expected] of [
      ['member', 201],
      ['admin', 409],
    ] as const) {
      const options = await requestAs(role, { method: 'POST', url: '/api/me/passkeys/options' });
      const response = await requestAs(role, {
        method: 'POST',
        url: '/api/me/passkeys',
        payload: { name: 'Shared key', credential: authenticator.register(options.json(), testAppUrl) },
      });
      expect(response.statusCode, response.body).toBe(expected);
      if (expected === 409) {
        expect(response.json().error).toMatchObject({
          code: 'CONFLICT',
          message: twoFactorMessages.passkeyAlreadyAdded,
        });
      }
    }
    expect(
      await countRows(
        sql`select count(*)::int as count from passkeys where credential_id = ${authenticator.credentialId}`,
      ),
    ).toBe(1);
  },
} satisfies Record<keyof typeof constraintErrors, () => Promise<void>>;

describe('a mapped constraint violation is answered like the check it backs', () => {
  for (const [constraint, answer] of Object.entries(answers)) {
    it(constraint, answer);
  }
});

describe('reading a database error', () => {
  it('names the violated constraint: unique, foreign key, check, partial unique index, unique at commit', async () => {
    const unique = await failureOf(sql`insert into gurus (name, slug) select name, slug from gurus limit 1`);
    expect(violatedConstraint(unique)).toBe('gurus_slug_unique');

    const foreignKey = await failureOf(
      sql`insert into user_lesson_bookmarks (user_id, lesson_id) values (${userIds.member}, ${randomUUID()})`,
    );
    expect(isConstraintViolation(foreignKey, 'user_lesson_bookmarks_lesson_id_lessons_id_fk')).toBe(true);

    const check = await failureOf(
      sql`update pillars set display_order = -1 where id = (select min(id::text)::uuid from pillars)`,
    );
    expect(violatedConstraint(check)).toBe('pillars_display_order_check');

    const partialIndex = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into jobs (name, payload) values ('imports.bubble', '{}'::jsonb)`);
        await tx.execute(sql`insert into jobs (name, payload) values ('imports.bubble', '{}'::jsonb)`);
      })
      .catch((error: unknown) => error);
    expect(isConstraintViolation(partialIndex, 'jobs_one_bubble_import_idx')).toBe(true);

    // Positions are unique at commit (migration 0012): the violation comes from the commit.
    const atCommit = await db
      .transaction(async (tx) => {
        await tx.execute(sql`update pillars set display_order = 0`);
      })
      .catch((error: unknown) => error);
    expect(isConstraintViolation(atCommit, 'pillars_display_order_key')).toBe(true);
    expect(isTransactionConflict(atCommit)).toBe(false);
  });

  it('answers an unmapped unique key 409 and other invalid input 400, naming the constraint for the log', async () => {
    const unique = await failureOf(
      sql`update organizations set slug = (select max(slug) from organizations)
           where slug = (select min(slug) from organizations)`,
    );
    const answered = databaseRequestError(unique);
    expect(answered?.detail).toEqual({
      code: '23505',
      constraint: 'organizations_slug_unique',
      table: 'organizations',
    });
    expect(answered?.answer).toMatchObject({ code: 'CONFLICT', message: 'This record already exists.' });

    const malformed = await failureOf(sql`select * from pillars where id = ${'not-a-uuid'}::uuid`);
    expect(databaseRequestError(malformed)?.answer).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request refers to invalid data.',
    });

    expect(databaseRequestError(new Error('not from the database'))).toBeUndefined();
  });
});
