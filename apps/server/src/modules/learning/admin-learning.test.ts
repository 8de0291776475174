import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-schemas';
import { forbiddenMessages } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The admin screens for pillars, key elements and lessons, through HTTP on the real
 * database: validation with the spec's messages, slug uniqueness, order (new rows last,
 * moves swap neighbours, deletions close the gap), sanitised lesson HTML, and members seeing
 * each change on their next request. Who may call each route is the route walk's.
 */
const { app, db, loginAs, userIds, countRequestStatements } = await buildTestApp();
const admin = await loginAs('admin');
const member = await loginAs('member');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(cookie: string, method: Method, url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}
const asAdmin = (method: Method, url: string, payload?: object) => call(admin, method, url, payload);

let uniqueCount = 0;
function unique(prefix: string): string {
  uniqueCount += 1;
  return `${prefix}-${Date.now().toString(36)}-${uniqueCount}`;
}

function pillarPayload(overrides: Record<string, unknown> = {}) {
  const slug = unique('pillar');
  return {
    title: `Pillar ${slug}`,
    description: 'What this pillar teaches.',
    slug,
    color: '#0F3460',
    icon: 'Brain',
    overlayImageUrl: '',
    videoUrl: '',
    videoTitle: '',
    videoDuration: '',
    ...overrides,
  };
}

async function createPillar(overrides: Record<string, unknown> = {}) {
  const response = await asAdmin('POST', '/api/admin/pillars', pillarPayload(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.pillar as { id: string; slug: string; title: string; displayOrder: number };
}

async function createKeyElement(pillarId: string, overrides: Record<string, unknown> = {}) {
  const slug = unique('element');
  const response = await asAdmin('POST', `/api/admin/pillars/${pillarId}/elements`, {
    title: `Element ${slug}`,
    description: 'What this element covers.',
    slug,
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.keyElement as { id: string; slug: string };
}

async function createLesson(elementId: string, title: string, overrides: Record<string, unknown> = {}) {
  const response = await asAdmin('POST', `/api/admin/key-elements/${elementId}/lessons`, {
    title,
    content: `<p>${title} content</p>`,
    imageUrl: '',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.lesson as { id: string; orderPosition: number; content: string };
}

const lessonTitles = async (elementId: string) =>
  (await asAdmin('GET', `/api/admin/key-elements/${elementId}/lessons`)).body.lessons.map(
    (lesson: { title: string; orderPosition: number }) => `${lesson.orderPosition}:${lesson.title}`,
  );

const pillarOrders = async () =>
  (
    await queryRows<{ display_order: number }>(
      db,
      sql`select display_order from pillars order by display_order`,
    )
  ).map((row) => Number(row.display_order));

describe('who may manage content', () => {
  it('refuses members and agents with the spec texts', async () => {
    for (const role of ['member', 'agent', 'support', 'guru'] as const) {
      const cookie = await loginAs(role);
      const pillars = await call(cookie, 'GET', '/api/admin/pillars');
      expect(pillars.status).toBe(403);
      expect(pillars.body.error.message).toBe(forbiddenMessages.page);
      const dashboard = await call(cookie, 'GET', '/api/admin/dashboard');
      expect(dashboard.status).toBe(403);
      expect(dashboard.body.error.message).toBe(forbiddenMessages.adminDashboard);
    }
  });
});

describe('the dashboard', () => {
  it('answers the live counts', async () => {
    const response = await asAdmin('GET', '/api/admin/dashboard');
    expect(response.status).toBe(200);
    const [expected] = await queryRows<{
      members: number;
      organizations: number;
      published: number;
      upcoming: number;
    }>(
      db,
      sql`select (select count(*) from profiles)::int as members,
                 (select count(*) from organizations)::int as organizations,
                 (select count(*) from articles where is_published)::int as published,
                 (select count(*) from events where is_active and date_time > now())::int as upcoming`,
    );
    expect(response.body.counts).toMatchObject({
      members: expected!.members,
      organizations: expected!.organizations,
      publishedArticles: expected!.published,
      upcomingEvents: expected!.upcoming,
    });
    expect(expected!.members).toBeGreaterThan(0);
    await db.execute(sql`insert into organizations (name, slug) values ('Dash Count', ${unique('dash')})`);
    const after = await asAdmin('GET', '/api/admin/dashboard');
    expect(after.body.counts.organizations).toBe(Number(expected!.organizations) + 1);
    // The published articles are counted from memory between article writes: a write moves it.
    await db.execute(
      sql`insert into articles (title, slug, body, is_published, published_at)
          values ('Dash article', ${unique('dash-article')}, 'Body', true, now())`,
    );
    const published = await asAdmin('GET', '/api/admin/dashboard');
    expect(published.body.counts.publishedArticles).toBe(Number(expected!.published) + 1);
  });
});

describe('pillars', () => {
  it('refuses a pillar without its required fields, and writes nothing', async () => {
    const before = await pillarOrders();
    for (const field of ['title', 'description', 'slug']) {
      const response = await asAdmin('POST', '/api/admin/pillars', pillarPayload({ [field]: '  ' }));
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(messages.requiredFields);
      expect(response.body.error.fields[field]).toBe(messages.requiredFields);
    }
    const colour = await asAdmin('POST', '/api/admin/pillars', pillarPayload({ color: 'blue' }));
    expect(colour.body.error.fields.color).toBe(messages.colorFormat);
    const icon = await asAdmin('POST', '/api/admin/pillars', pillarPayload({ icon: 'Rocket' }));
    expect(icon.body.error.fields.icon).toBe(messages.iconInvalid);
    const url = await asAdmin(
      'POST',
      '/api/admin/pillars',
      pillarPayload({ overlayImageUrl: 'javascript:x' }),
    );
    expect(url.body.error.fields.overlayImageUrl).toBe(messages.urlFormat);
    expect(await pillarOrders()).toEqual(before);
  });

  it('puts a new pillar last (max + 1) and keeps slugs unique with a 400 on the slug', async () => {
    const before = await pillarOrders();
    const pillar = await createPillar({ overlayImageUrl: '/uploads/overlay.png', videoDuration: '12:34' });
    expect(pillar.displayOrder).toBe(Math.max(...before) + 1);
    const taken = await asAdmin('POST', '/api/admin/pillars', pillarPayload({ slug: pillar.slug }));
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.slug).toBe(messages.pillarSlugTaken);
    const other = await createPillar();
    const renamedOnto = await asAdmin(
      'PUT',
      `/api/admin/pillars/${other.id}`,
      pillarPayload({ slug: pillar.slug }),
    );
    expect(renamedOnto.status).toBe(400);
    expect(renamedOnto.body.error.fields.slug).toBe(messages.pillarSlugTaken);
    // Saving a pillar under its own slug is not a conflict.
    const same = await asAdmin(
      'PUT',
      `/api/admin/pillars/${pillar.id}`,
      pillarPayload({ slug: pillar.slug }),
    );
    expect(same.status).toBe(200);
  });

  it('shows a new and a renamed pillar to members on their next request', async () => {
    const seen = await call(member, 'GET', '/api/learning/pillars');
    expect(seen.status).toBe(200);
    const pillar = await createPillar();
    const afterCreate = await call(member, 'GET', '/api/learning/pillars');
    expect(afterCreate.body.pillars.map((row: { slug: string }) => row.slug)).toContain(pillar.slug);
    const renamed = await asAdmin(
      'PUT',
      `/api/admin/pillars/${pillar.id}`,
      pillarPayload({ slug: pillar.slug, title: 'Renamed For Members' }),
    );
    expect(renamed.body.pillar.title).toBe('Renamed For Members');
    const afterRename = await call(member, 'GET', `/api/learning/pillars/${pillar.slug}`);
    expect(afterRename.body.pillar.title).toBe('Renamed For Members');
  });

  it('moves a pillar by swapping with its neighbour; the first up and the last down stay', async () => {
    const first = await createPillar();
    const second = await createPillar();
    const down = await asAdmin('POST', `/api/admin/pillars/${first.id}/move`, { direction: 'down' });
    expect(down.status).toBe(200);
    const ids = down.body.pillars.map((pillar: { id: string }) => pillar.id);
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);
    const lastDown = await asAdmin('POST', `/api/admin/pillars/${first.id}/move`, { direction: 'down' });
    expect(lastDown.status).toBe(200);
    expect(lastDown.body.pillars.map((pillar: { id: string }) => pillar.id)).toEqual(ids);
    const topId = ids[0];
    const topUp = await asAdmin('POST', `/api/admin/pillars/${topId}/move`, { direction: 'up' });
    expect(topUp.body.pillars.map((pillar: { id: string }) => pillar.id)).toEqual(ids);
    const orders = await pillarOrders();
    expect(orders).toEqual(orders.map((_, index) => index));
  });

  it("deletes a pillar with its elements, lessons and members' progress, and closes the gap", async () => {
    const pillar = await createPillar();
    const after = await createPillar();
    const element = await createKeyElement(pillar.id);
    const lesson = await createLesson(element.id, 'Doomed lesson');
    const [memberRow] = await queryRows<{ id: string }>(
      db,
      sql`select p.id from profiles p join "user" u on u.id = p.id where u.email = 'member@example.com'`,
    );
    await db.execute(
      sql`insert into user_lesson_progress (user_id, lesson_id) values (${memberRow!.id}, ${lesson.id})`,
    );
    const listed = await asAdmin('GET', '/api/admin/pillars');
    expect(listed.body.pillars.find((row: { id: string }) => row.id === pillar.id)).toMatchObject({
      keyElementCount: 1,
      lessonCount: 1,
      progressCount: 1,
    });
    const deleted = await asAdmin('DELETE', `/api/admin/pillars/${pillar.id}`);
    expect(deleted.status).toBe(200);
    const [left] = await queryRows<{ lessons: number; progress: number }>(
      db,
      sql`select (select count(*) from lessons where id = ${lesson.id})::int as lessons,
                 (select count(*) from user_lesson_progress where lesson_id = ${lesson.id})::int as progress`,
    );
    expect(left).toEqual({ lessons: 0, progress: 0 });
    const orders = await pillarOrders();
    expect(orders).toEqual(orders.map((_, index) => index));
    const [moved] = await queryRows<{ display_order: number }>(
      db,
      sql`select display_order from pillars where id = ${after.id}`,
    );
    expect(Number(moved!.display_order)).toBe(after.displayOrder - 1);
    expect((await asAdmin('DELETE', `/api/admin/pillars/${pillar.id}`)).status).toBe(404);
  });
});

describe('key elements', () => {
  it('validates, keeps slugs unique per pillar, and counts lessons', async () => {
    const pillar = await createPillar();
    const missing = await asAdmin('POST', `/api/admin/pillars/${pillar.id}/elements`, {
      title: 'Only a title',
      description: '',
      slug: 'only-a-title',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(messages.requiredFields);
    const element = await createKeyElement(pillar.id);
    const taken = await asAdmin('POST', `/api/admin/pillars/${pillar.id}/elements`, {
      title: 'Again',
      description: 'Same slug',
      slug: element.slug,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.slug).toBe(messages.keyElementSlugTaken);
    // The same slug under another pillar is fine.
    const otherPillar = await createPillar();
    await createKeyElement(otherPillar.id, { slug: element.slug });
    await createLesson(element.id, 'One');
    await createLesson(element.id, 'Two');
    const list = await asAdmin('GET', `/api/admin/pillars/${pillar.id}/elements`);
    expect(list.body.pillar.id).toBe(pillar.id);
    expect(list.body.keyElements).toEqual([expect.objectContaining({ id: element.id, lessonCount: 2 })]);
    const updated = await asAdmin('PUT', `/api/admin/key-elements/${element.id}`, {
      title: 'Renamed element',
      description: 'New words',
      slug: element.slug,
    });
    expect(updated.body.keyElement).toMatchObject({ title: 'Renamed element', lessonCount: 2 });
    expect((await asAdmin('DELETE', `/api/admin/key-elements/${element.id}`)).status).toBe(200);
    const [left] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from lessons where key_element_id = ${element.id}`,
    );
    expect(left!.count).toBe(0);
    expect((await asAdmin('GET', `/api/admin/pillars/${crypto.randomUUID()}/elements`)).status).toBe(404);
  });
});

describe('lessons', () => {
  it('puts a new lesson last, sanitises its HTML and refuses an empty body', async () => {
    const pillar = await createPillar();
    const element = await createKeyElement(pillar.id);
    const first = await createLesson(element.id, 'First');
    expect(first.orderPosition).toBe(1);
    const second = await createLesson(element.id, 'Second', {
      content: '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      imageUrl: '/uploads/lesson.png',
    });
    expect(second.orderPosition).toBe(2);
    expect(second.content).not.toContain('script');
    expect(second.content).not.toContain('onclick');
    expect(second.content).not.toContain('javascript:');
    expect(second.content).toContain('Hello');
    const empty = await asAdmin('POST', `/api/admin/key-elements/${element.id}/lessons`, {
      title: 'Empty',
      content: '<p> </p>',
      imageUrl: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.content).toBe(messages.requiredFields);
    const onlyScript = await asAdmin('POST', `/api/admin/key-elements/${element.id}/lessons`, {
      title: 'Only a script',
      content: '<script>alert(1)</script>',
      imageUrl: '',
    });
    expect(onlyScript.status).toBe(400);
    expect(await lessonTitles(element.id)).toEqual(['1:First', '2:Second']);
  });

  it('reorders by swapping neighbours, closes the gap on delete, and members see it at once', async () => {
    const pillar = await createPillar();
    const element = await createKeyElement(pillar.id);
    const one = await createLesson(element.id, 'One');
    await createLesson(element.id, 'Two');
    const three = await createLesson(element.id, 'Three');
    const memberUrl = `/api/learning/pillars/${pillar.slug}/elements/${element.slug}`;
    const before = await call(member, 'GET', memberUrl);
    expect(before.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      'One',
      'Two',
      'Three',
    ]);

    const moved = await asAdmin('POST', `/api/admin/lessons/${three.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    const firstUp = await asAdmin('POST', `/api/admin/lessons/${one.id}/move`, { direction: 'up' });
    expect(firstUp.status).toBe(200);
    expect(await lessonTitles(element.id)).toEqual(['1:One', '2:Three', '3:Two']);

    const after = await call(member, 'GET', memberUrl);
    expect(after.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      'One',
      'Three',
      'Two',
    ]);

    const renamed = await asAdmin('PUT', `/api/admin/lessons/${one.id}`, {
      title: 'One, renamed',
      content: '<p>New words</p>',
      imageUrl: '',
    });
    expect(renamed.status).toBe(200);
    await createLesson(element.id, 'Four');
    const afterEdit = await call(member, 'GET', memberUrl);
    expect(afterEdit.body.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      'One, renamed',
      'Three',
      'Two',
      'Four',
    ]);

    expect((await asAdmin('DELETE', `/api/admin/lessons/${three.id}`)).status).toBe(200);
    expect(await lessonTitles(element.id)).toEqual(['1:One, renamed', '2:Two', '3:Four']);
    expect((await asAdmin('DELETE', `/api/admin/lessons/${three.id}`)).status).toBe(404);
  });

  it('refuses a bad direction and unknown ids', async () => {
    const bad = await asAdmin('POST', `/api/admin/lessons/${crypto.randomUUID()}/move`, {
      direction: 'sideways',
    });
    expect(bad.status).toBe(400);
    const unknown = await asAdmin('POST', `/api/admin/lessons/${crypto.randomUUID()}/move`, {
      direction: 'up',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.lessonNotFound);
  });
});

describe('statement counts', () => {
  const statementsOf = async (url: string) => {
    const { response, statements } = await countRequestStatements({
      method: 'GET',
      url,
      headers: { cookie: admin },
    });
    expect(response.statusCode, url).toBe(200);
    return statements;
  };

  it('reads the dashboard in one statement, like one list, and lists stay constant as they grow', async () => {
    const pillar = await createPillar();
    const element = await createKeyElement(pillar.id);
    await createLesson(element.id, 'Counted');
    // Warm: the session is cached after the first request.
    await statementsOf('/api/admin/pillars');
    const pillarsBefore = await statementsOf('/api/admin/pillars');
    // Warm: the published articles' count is held in memory between article writes.
    await statementsOf('/api/admin/dashboard');
    expect(await statementsOf('/api/admin/dashboard')).toBe(pillarsBefore);
    const elementsBefore = await statementsOf(`/api/admin/pillars/${pillar.id}/elements`);
    const lessonsBefore = await statementsOf(`/api/admin/key-elements/${element.id}/lessons`);
    for (let index = 0; index < 5; index += 1) {
      await createLesson(element.id, `More ${index}`);
      await createKeyElement(pillar.id);
      await createPillar();
    }
    // The pillars' progress counts are held in memory between changes (scope 'analytics'): the
    // first list after the writes reads them again, once; then the list is as before.
    expect(await statementsOf('/api/admin/pillars')).toBe(pillarsBefore + 1);
    expect(await statementsOf('/api/admin/pillars')).toBe(pillarsBefore);
    expect(await statementsOf(`/api/admin/pillars/${pillar.id}/elements`)).toBe(elementsBefore);
    expect(await statementsOf(`/api/admin/key-elements/${element.id}/lessons`)).toBe(lessonsBefore);
  });
});

describe('the audit trail', () => {
  /** Runs one admin write and answers its one audit row (the test fails on none or more). */
  async function auditedWrite(method: Method, url: string, payload?: object) {
    const { result, rows } = await auditRowsOf(db, () => asAdmin(method, url, payload));
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    expect(rows, `${method} ${url}`).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      organization_id: null,
    });
    return { body: result.body, row: rows[0]! };
  }

  it('records one row per pillar write, with the changed fields only', async () => {
    const payload = pillarPayload();
    const created = await auditedWrite('POST', '/api/admin/pillars', payload);
    const pillarId = created.body.pillar.id as string;
    expect(created.row).toMatchObject({
      action: 'pillar.create',
      target_type: 'pillar',
      target_id: pillarId,
      target_name: payload.title,
      before: null,
      after: { title: payload.title, slug: payload.slug, color: '#0F3460', icon: 'Brain', videoUrl: null },
    });

    const renamed = await auditedWrite('PUT', `/api/admin/pillars/${pillarId}`, {
      ...payload,
      title: 'Renamed pillar',
      color: '#aa0000',
    });
    expect(renamed.row).toMatchObject({ action: 'pillar.update', target_name: payload.title });
    expect({ before: renamed.row.before, after: renamed.row.after }).toEqual({
      before: { title: payload.title, color: '#0F3460' },
      after: { title: 'Renamed pillar', color: '#AA0000' },
    });
    // Saving the same values changes nothing and records nothing.
    const same = await auditRowsOf(db, () =>
      asAdmin('PUT', `/api/admin/pillars/${pillarId}`, {
        ...payload,
        title: 'Renamed pillar',
        color: '#AA0000',
      }),
    );
    expect(same.result.status).toBe(200);
    expect(same.rows).toEqual([]);

    const next = await createPillar();
    const moved = await auditedWrite('POST', `/api/admin/pillars/${next.id}/move`, { direction: 'up' });
    expect(moved.row).toMatchObject({
      action: 'pillar.move',
      target_id: next.id,
      before: { displayOrder: next.displayOrder },
      after: { displayOrder: next.displayOrder - 1, direction: 'up' },
    });
    // A move that moves nothing (the first pillar up) records nothing.
    const [first] = (await asAdmin('GET', '/api/admin/pillars')).body.pillars;
    const still = await auditRowsOf(db, () =>
      asAdmin('POST', `/api/admin/pillars/${first.id}/move`, { direction: 'up' }),
    );
    expect(still.rows).toEqual([]);

    const deleted = await auditedWrite('DELETE', `/api/admin/pillars/${pillarId}`);
    expect(deleted.row).toMatchObject({
      action: 'pillar.delete',
      target_id: pillarId,
      target_name: 'Renamed pillar',
      before: { title: 'Renamed pillar', slug: payload.slug, keyElementCount: 0, lessonCount: 0 },
      after: null,
    });
  });

  it('records key element and lesson writes, keeping a long lesson body short', async () => {
    const pillar = await createPillar();
    const created = await auditedWrite('POST', `/api/admin/pillars/${pillar.id}/elements`, {
      title: 'Audited element',
      description: 'Covers it.',
      slug: unique('audited'),
    });
    const elementId = created.body.keyElement.id as string;
    expect(created.row).toMatchObject({
      action: 'key_element.create',
      target_type: 'key_element',
      target_id: elementId,
      after: { pillarId: pillar.id, title: 'Audited element', description: 'Covers it.' },
    });
    const edited = await auditedWrite('PUT', `/api/admin/key-elements/${elementId}`, {
      title: 'Audited element',
      description: 'Covers more.',
      slug: created.body.keyElement.slug,
    });
    expect({ action: edited.row.action, before: edited.row.before, after: edited.row.after }).toEqual({
      action: 'key_element.update',
      before: { description: 'Covers it.' },
      after: { description: 'Covers more.' },
    });

    const longBody = `<p>${'Long lesson words. '.repeat(40)}</p>`;
    const lesson = await auditedWrite('POST', `/api/admin/key-elements/${elementId}/lessons`, {
      title: 'Long one',
      content: longBody,
      imageUrl: '',
    });
    const lessonId = lesson.body.lesson.id as string;
    const keptContent = (lesson.row.after as { content: { excerpt: string; length: number; sha256: string } })
      .content;
    expect(lesson.row).toMatchObject({
      action: 'lesson.create',
      target_id: lessonId,
      target_name: 'Long one',
    });
    expect(keptContent.length).toBe(lesson.body.lesson.content.length);
    expect(keptContent.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(keptContent.excerpt.length).toBeLessThan(100);
    expect(JSON.stringify(lesson.row.after).length).toBeLessThan(400);

    const retitled = await auditedWrite('PUT', `/api/admin/lessons/${lessonId}`, {
      title: 'Long one, retitled',
      content: longBody,
      imageUrl: '',
    });
    expect({ action: retitled.row.action, before: retitled.row.before, after: retitled.row.after }).toEqual({
      action: 'lesson.update',
      before: { title: 'Long one' },
      after: { title: 'Long one, retitled' },
    });
    const rewritten = await auditedWrite('PUT', `/api/admin/lessons/${lessonId}`, {
      title: 'Long one, retitled',
      content: '<p>Short now</p>',
      imageUrl: '',
    });
    expect(rewritten.row.before).toEqual({ content: keptContent });
    expect(rewritten.row.after).toEqual({ content: '<p>Short now</p>' });

    const second = await createLesson(elementId, 'Second');
    const moved = await auditedWrite('POST', `/api/admin/lessons/${second.id}/move`, { direction: 'up' });
    expect(moved.row).toMatchObject({
      action: 'lesson.move',
      target_id: second.id,
      before: { orderPosition: 2 },
      after: { orderPosition: 1, direction: 'up' },
    });
    const lessonDeleted = await auditedWrite('DELETE', `/api/admin/lessons/${lessonId}`);
    expect(lessonDeleted.row).toMatchObject({
      action: 'lesson.delete',
      target_name: 'Long one, retitled',
      before: { keyElementId: elementId, title: 'Long one, retitled', orderPosition: 2 },
    });
    const elementDeleted = await auditedWrite('DELETE', `/api/admin/key-elements/${elementId}`);
    expect(elementDeleted.row).toMatchObject({
      action: 'key_element.delete',
      target_name: 'Audited element',
      before: { pillarId: pillar.id, lessonCount: 1 },
    });
  });

  it('records nothing for a refused write (403, 400, 404)', async () => {
    const pillar = await createPillar();
    const element = await createKeyElement(pillar.id);
    const refused = await auditRowsOf(db, async () => [
      await call(member, 'POST', '/api/admin/pillars', pillarPayload()),
      await call(await loginAs('agent'), 'DELETE', `/api/admin/pillars/${pillar.id}`),
      await asAdmin('POST', '/api/admin/pillars', pillarPayload({ title: '' })),
      await asAdmin(
        'PUT',
        `/api/admin/pillars/${pillar.id}`,
        pillarPayload({ slug: pillar.slug, title: '' }),
      ),
      await asAdmin('POST', `/api/admin/key-elements/${element.id}/lessons`, {
        title: 'Empty',
        content: '<p></p>',
        imageUrl: '',
      }),
      await asAdmin('DELETE', `/api/admin/lessons/${crypto.randomUUID()}`),
    ]);
    expect(refused.result.map((response) => response.status)).toEqual([403, 403, 400, 400, 400, 404]);
    expect(refused.rows).toEqual([]);
  });
});
