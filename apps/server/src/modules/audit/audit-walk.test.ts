import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { callSlotTime } from '@pillars/shared/calls/schemas';
import { defaultActionPoints, defaultLevelThresholds } from '@pillars/shared/engagement/rules';
import { defaultFieldMapping } from '@pillars/shared/imports/bubble-mapping';
import { teamPlanId } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditRow, auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { startFakeOpenAi } from '../../../test/fake-openai.ts';
import { queryRows } from '../../db/client.ts';

/**
 * The audit walk (issue 38, item 7), built like the route walk: every declared write route
 * (POST, PUT, PATCH, DELETE) that names a policy action, i.e. every write some signed-in
 * people are refused (the admin, staff, agent and guru tools, billing, and the member
 * writes that staff may do on someone else's row), has a hand-written row here. Each row is
 * performed, in order, by a demo account through HTTP, and the audit row it left is compared
 * with the one written here: action, actor and target. A write that is not an admin, agent or
 * guru write says why it leaves none (`noAudit`), and is checked to leave none.
 *
 * A write route without a row fails, a row for a route that does not exist fails, and a write
 * whose audit row is missing fails. Adding a write endpoint: add one row to `walk`, near its
 * module's, reusing `made` for the records the rows before it created.
 */
const fakeAi = await startFakeOpenAi();
const dataDir = mkdtempSync(join(tmpdir(), 'pillars-audit-walk-'));
afterAll(async () => {
  await fakeAi.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { app, db, loginAs, userIds } = await buildTestApp({
  env: {
    DATA_DIR: dataDir,
    OPENAI_API_KEY: 'sk-test-audit-walk',
    OPENAI_BASE_URL: fakeAi.baseUrl,
    AI_MODEL: 'fake-model',
  },
});

/** Who performs a row: a demo account. */
type Actor = 'admin' | 'agent' | 'guru' | 'support' | 'member';
type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const writeMethods = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

interface WalkRequest {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** A successful answer's JSON (null for a body that is not JSON, such as a stream). */
// biome-ignore lint/suspicious/noExplicitAny: the answers of every endpoint, read by hand below.
type Answer = any;

interface ExpectedAudit {
  action: string;
  target: { type: string; id: (answer: Answer) => string };
  /**
   * Whose row it is when not the performer's: 'provider' (no actor) for the billing changes
   * the payments provider reports, as Stripe's webhook does.
   */
  actor?: 'provider';
}

interface AuditWalkRow {
  method: WriteMethod;
  /** The route's declared path, as registered. */
  route: string;
  actor: Actor;
  /** Builds a valid request (reading or making the records it needs first). */
  request: () => WalkRequest | Promise<WalkRequest>;
  /** The audit row the write leaves, or why it leaves none. */
  audit: ExpectedAudit | { noAudit: string };
  /** Keeps what later rows reuse from the answer. */
  keep?: (answer: Answer) => void;
}

/** A one-question quiz with the pass mark given (its edit's audit row is the quizzes test's). */
const walkedQuiz = (passMark: number) => ({
  passMark,
  maxAttempts: null,
  questions: [
    {
      kind: 'true_false',
      prompt: 'Walked?',
      explanation: '',
      options: [
        { label: 'True', isCorrect: true },
        { label: 'False', isCorrect: false },
      ],
    },
  ],
});

/** The records the walk reads before it starts and makes as it goes, reused by later rows. */
const made = {
  northwindId: '',
  /** A key element of the demo data with lessons: a lesson made in it can move up. */
  demoKeyElementId: '',
  /** A published article everyone reads, for the comment rows. */
  publishedArticleId: '',
  /** The demo member's pending call (Northwind, the demo agent's organization). */
  callOfMember: '',
  /** A Northwind team member the demo agent edits and deletes. */
  teamMember: null as BuiltMember | null,
  /** Organizations the superadmin changes and deletes. */
  freeAccessOrganization: '',
  doomedOrganization: { id: '', name: 'Audit Walk Doomed Agency' },
  pillarId: '',
  keyElementId: '',
  lessonId: '',
  quizId: '',
  adminArticleId: '',
  eventId: '',
  faqItemId: '',
  guruArticleId: '',
  invitationId: '',
  /** The demo agent's assignment of a demo key element to the team member (learning plans). */
  assignmentId: '',
  ticketId: '',
  /** A Community post by the demo member (on the published article), a reply, a category. */
  communityPostId: '',
  communityReplyId: '',
  communityCategoryId: '',
  checkoutSessionId: '',
  /** A plan and a coupon the superadmin makes (issue 58). */
  planId: '',
  couponId: '',
  couponCode: 'AUDITWALK20',
  /** An announcement the superadmin schedules (issue 60). */
  announcementId: '',
  /** A person whose second factor the superadmin resets (issue 44). */
  twoFactorPerson: '',
};

beforeAll(async () => {
  const [northwind] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where slug = 'northwind-creative'`,
  );
  made.northwindId = northwind!.id;
  const [element] = await queryRows<{ id: string }>(
    db,
    sql`select key_element_id as id from lessons group by key_element_id having count(*) >= 2 limit 1`,
  );
  made.demoKeyElementId = element!.id;
  const [article] = await queryRows<{ id: string }>(
    db,
    sql`select id from articles where is_published and visibility_scope = 'all' order by published_at desc limit 1`,
  );
  made.publishedArticleId = article!.id;
  const [call] = await queryRows<{ id: string }>(
    db,
    sql`select id from scheduled_calls where user_id = ${userIds.member} and status = 'pending' limit 1`,
  );
  made.callOfMember = call!.id;
  made.teamMember = await createMember(db, { organizationId: made.northwindId, firstName: 'Walker' });
  made.freeAccessOrganization = (await createOrganization(db, { hasFreeAccess: false })).id;
  made.doomedOrganization.id = (
    await createOrganization(db, { name: made.doomedOrganization.name, subscriptionStatus: null })
  ).id;
});

/** GET as an actor, for the rows that read an id first. */
async function read(actor: Actor, url: string): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: await loginAs(actor) } });
  expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

/** A multipart body as a browser sends it. */
async function multipart(fields: Array<[string, string] | [string, Buffer, string, string]>) {
  const form = new FormData();
  for (const field of fields) {
    if (field.length === 2) form.append(field[0], field[1]);
    else form.append(field[0], new Blob([field[1]], { type: field[3] }), field[2]);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const pillarBody = (title: string) => ({
  title,
  description: 'A pillar of the audit walk.',
  slug: 'audit-walk-pillar',
  color: '#1f6feb',
  icon: 'BookOpen',
  overlayImageUrl: '',
  videoUrl: '',
  videoTitle: '',
  videoDuration: '',
});
const eventBody = (title: string) => ({
  title,
  description: 'An event of the audit walk.',
  date: new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10),
  time: '18:30',
  type: 'virtual',
  zoomLink: 'https://zoom.us/j/123456789',
  registrationFee: '',
  availableSeats: '',
  hostId: '',
  isActive: true,
  tags: [],
  utcOffsetMinutes: 0,
});
/** A Tuesday five weeks ahead: bookable, and no other test of this file's database books it. */
const bookableDate = () => addDays(mondayOf(dateInZone(new Date())), 7 * 5 + 1);

const madeId = (key: keyof typeof made) => () => made[key] as string;

/** A certificate of the demo member for the certificates rows (issue 43), made once. */
let walkCertificate: { id: string; pillarId: string } | null = null;
async function certificateOfMember(): Promise<{ id: string; pillarId: string }> {
  if (!walkCertificate) {
    const [row] = await queryRows<{ id: string; pillar_id: string }>(
      db,
      sql`insert into certificates (user_id, pillar_id, organization_id, recipient_name, pillar_title)
          select ${userIds.member}, p.id, pr.organization_id, 'Audit Walk', p.title
            from pillars p, profiles pr where pr.id = ${userIds.member}
           order by p.display_order limit 1
          returning id, pillar_id`,
    );
    walkCertificate = { id: row!.id, pillarId: row!.pillar_id };
  }
  return walkCertificate;
}

const walk: AuditWalkRow[] = [
  // Learning content (issue 14): superadmins. The lesson is made in a demo key element, so it can move up.
  {
    method: 'POST',
    route: '/api/admin/pillars',
    actor: 'admin',
    request: () => ({ url: '/api/admin/pillars', payload: pillarBody('Audit Walk Pillar') }),
    audit: { action: 'pillar.create', target: { type: 'pillar', id: (a) => a.pillar.id } },
    keep: (answer) => {
      made.pillarId = answer.pillar.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/pillars/:pillarId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/pillars/${made.pillarId}`,
      payload: pillarBody('Audit Walk Pillar, renamed'),
    }),
    audit: { action: 'pillar.update', target: { type: 'pillar', id: madeId('pillarId') } },
  },
  {
    // The new pillar is the last: up swaps it with the one before.
    method: 'POST',
    route: '/api/admin/pillars/:pillarId/move',
    actor: 'admin',
    request: () => ({ url: `/api/admin/pillars/${made.pillarId}/move`, payload: { direction: 'up' } }),
    audit: { action: 'pillar.move', target: { type: 'pillar', id: madeId('pillarId') } },
  },
  {
    method: 'POST',
    route: '/api/admin/pillars/:pillarId/elements',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/pillars/${made.pillarId}/elements`,
      payload: { title: 'Audit Walk Element', description: 'Walked.', slug: 'audit-walk-element' },
    }),
    audit: {
      action: 'key_element.create',
      target: { type: 'key_element', id: (a) => a.keyElement.id },
    },
    keep: (answer) => {
      made.keyElementId = answer.keyElement.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/key-elements/:elementId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/key-elements/${made.keyElementId}`,
      payload: { title: 'Audit Walk Element, renamed', description: 'Walked.', slug: 'audit-walk-element' },
    }),
    audit: { action: 'key_element.update', target: { type: 'key_element', id: madeId('keyElementId') } },
  },
  {
    method: 'POST',
    route: '/api/admin/key-elements/:elementId/lessons',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/key-elements/${made.demoKeyElementId}/lessons`,
      payload: { title: 'Audit Walk Lesson', content: '<p>Walked.</p>', imageUrl: '' },
    }),
    audit: { action: 'lesson.create', target: { type: 'lesson', id: (a) => a.lesson.id } },
    keep: (answer) => {
      made.lessonId = answer.lesson.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/lessons/:lessonId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/lessons/${made.lessonId}`,
      payload: { title: 'Audit Walk Lesson, renamed', content: '<p>Walked again.</p>', imageUrl: '' },
    }),
    audit: { action: 'lesson.update', target: { type: 'lesson', id: madeId('lessonId') } },
  },
  // Quizzes (issue 57): on the walk's own lesson, made and removed.
  {
    method: 'PUT',
    route: '/api/admin/lessons/:lessonId/quiz',
    actor: 'admin',
    request: () => ({ url: `/api/admin/lessons/${made.lessonId}/quiz`, payload: walkedQuiz(80) }),
    audit: { action: 'quiz.create', target: { type: 'quiz', id: (a) => a.quiz.id } },
    keep: (answer) => {
      made.quizId = answer.quiz.id;
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/lessons/:lessonId/quiz',
    actor: 'admin',
    request: () => ({ url: `/api/admin/lessons/${made.lessonId}/quiz` }),
    audit: { action: 'quiz.delete', target: { type: 'quiz', id: madeId('quizId') } },
  },
  {
    method: 'POST',
    route: '/api/admin/lessons/:lessonId/move',
    actor: 'admin',
    request: () => ({ url: `/api/admin/lessons/${made.lessonId}/move`, payload: { direction: 'up' } }),
    audit: { action: 'lesson.move', target: { type: 'lesson', id: madeId('lessonId') } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/lessons/:lessonId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/lessons/${made.lessonId}` }),
    audit: { action: 'lesson.delete', target: { type: 'lesson', id: madeId('lessonId') } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/key-elements/:elementId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/key-elements/${made.keyElementId}` }),
    audit: { action: 'key_element.delete', target: { type: 'key_element', id: madeId('keyElementId') } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/pillars/:pillarId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/pillars/${made.pillarId}` }),
    audit: { action: 'pillar.delete', target: { type: 'pillar', id: madeId('pillarId') } },
  },

  // Manage Articles (issue 14), their history (issue 25) and Article Magic: superadmins.
  {
    method: 'POST',
    route: '/api/admin/articles',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/articles',
      payload: { title: 'Audit Walk Article', slug: 'audit-walk-article', body: '<p>First words.</p>' },
    }),
    audit: { action: 'article.create', target: { type: 'article', id: (a) => a.article.id } },
    keep: (answer) => {
      made.adminArticleId = answer.article.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/articles/:articleId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/articles/${made.adminArticleId}`,
      payload: {
        title: 'Audit Walk Article, revised',
        slug: 'audit-walk-article',
        body: '<p>Second words.</p>',
      },
    }),
    audit: { action: 'article.update', target: { type: 'article', id: madeId('adminArticleId') } },
  },
  {
    method: 'PATCH',
    route: '/api/admin/articles/:articleId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/articles/${made.adminArticleId}`, payload: { isFeatured: true } }),
    audit: { action: 'article.featured', target: { type: 'article', id: madeId('adminArticleId') } },
  },
  {
    // The version the update above replaced.
    method: 'POST',
    route: '/api/admin/articles/:articleId/revisions/:revisionId/restore',
    actor: 'admin',
    request: async () => {
      const { revisions } = await read('admin', `/api/admin/articles/${made.adminArticleId}/revisions`);
      const first = revisions.find(
        (revision: { article: { title: string } }) => revision.article.title === 'Audit Walk Article',
      );
      return { url: `/api/admin/articles/${made.adminArticleId}/revisions/${first.id}/restore` };
    },
    audit: { action: 'article.restore', target: { type: 'article', id: madeId('adminArticleId') } },
  },
  {
    method: 'POST',
    route: '/api/admin/article-magic/:articleId/enhance',
    actor: 'admin',
    request: () => ({ url: `/api/admin/article-magic/${made.adminArticleId}/enhance` }),
    audit: {
      noAudit:
        'A read by POST: it streams the AI provider’s suggestion and stores nothing; the approved rewrite is saved (and audited, article.ai_enhance) by …/save.',
    },
  },
  {
    method: 'POST',
    route: '/api/admin/article-magic/:articleId/save',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/article-magic/${made.adminArticleId}/save`,
      payload: { title: 'Audit Walk Article (Enhanced)', body: '<p>Better words.</p>', topicIds: [] },
    }),
    audit: { action: 'article.ai_enhance', target: { type: 'article', id: madeId('adminArticleId') } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/articles/:articleId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/articles/${made.adminArticleId}` }),
    audit: { action: 'article.delete', target: { type: 'article', id: madeId('adminArticleId') } },
  },

  // Admin events (issue 14): superadmins.
  {
    method: 'POST',
    route: '/api/admin/events',
    actor: 'admin',
    request: () => ({ url: '/api/admin/events', payload: eventBody('Audit Walk Event') }),
    audit: { action: 'event.create', target: { type: 'event', id: (a) => a.event.id } },
    keep: (answer) => {
      made.eventId = answer.event.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/events/:eventId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/events/${made.eventId}`,
      payload: eventBody('Audit Walk Event, moved'),
    }),
    audit: { action: 'event.update', target: { type: 'event', id: madeId('eventId') } },
  },
  {
    method: 'PATCH',
    route: '/api/admin/events/:eventId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/events/${made.eventId}`, payload: { isActive: false } }),
    audit: { action: 'event.active', target: { type: 'event', id: madeId('eventId') } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:eventId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/events/${made.eventId}` }),
    audit: { action: 'event.delete', target: { type: 'event', id: madeId('eventId') } },
  },

  // The support page's settings and FAQ (issue 13): superadmins.
  {
    method: 'PUT',
    route: '/api/admin/support/settings',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/support/settings',
      payload: { supportTitle: 'Walked Support', supportSubtitle: 'We walk.', faqTitle: 'Walked FAQ' },
    }),
    audit: { action: 'support.settings', target: { type: 'support_settings', id: () => '1' } },
  },
  {
    method: 'POST',
    route: '/api/admin/support/faq',
    actor: 'admin',
    request: () => ({ url: '/api/admin/support/faq', payload: { question: 'Walked?', answer: 'Yes.' } }),
    audit: { action: 'faq.create', target: { type: 'faq_item', id: (a) => a.item.id } },
    keep: (answer) => {
      made.faqItemId = answer.item.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/support/faq/:faqItemId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/support/faq/${made.faqItemId}`,
      payload: { question: 'Walked?', answer: 'Yes, twice.' },
    }),
    audit: { action: 'faq.update', target: { type: 'faq_item', id: madeId('faqItemId') } },
  },
  {
    // The item made above (the last) goes first.
    method: 'PUT',
    route: '/api/admin/support/faq-order',
    actor: 'admin',
    request: async () => {
      const { faq } = await read('admin', '/api/admin/support');
      const others = faq.map((item: { id: string }) => item.id).filter((id: string) => id !== made.faqItemId);
      return { url: '/api/admin/support/faq-order', payload: { ids: [made.faqItemId, ...others] } };
    },
    audit: { action: 'faq.reorder', target: { type: 'faq', id: () => 'faq' } },
  },
  {
    method: 'DELETE',
    route: '/api/admin/support/faq/:faqItemId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/support/faq/${made.faqItemId}` }),
    audit: { action: 'faq.delete', target: { type: 'faq_item', id: madeId('faqItemId') } },
  },

  // Manage Organizations (issue 22): superadmins.
  {
    method: 'PATCH',
    route: '/api/admin/organizations/:organizationId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/organizations/${made.freeAccessOrganization}`,
      payload: { hasFreeAccess: true },
    }),
    audit: {
      action: 'organization.free_access',
      target: { type: 'organization', id: madeId('freeAccessOrganization') },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:organizationId/delete',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/organizations/${made.doomedOrganization.id}/delete`,
      payload: { confirmName: made.doomedOrganization.name },
    }),
    audit: {
      action: 'organization.delete',
      target: { type: 'organization', id: () => made.doomedOrganization.id },
    },
  },

  // Import from Bubble.io (issue 24): superadmins. The CSV path needs no Data API.
  {
    method: 'POST',
    route: '/api/admin/bubble-import/csv',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/bubble-import/csv',
      payload: { csv: 'Title,Content,unique id\nWalked,<p>Walked.</p>,1690000000000x7' },
    }),
    audit: {
      noAudit: 'A read by POST: it parses the uploaded CSV and answers its records; it stores nothing.',
    },
  },
  {
    method: 'POST',
    route: '/api/admin/bubble-import/preview',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/bubble-import/preview',
      payload: {
        record: { _id: '1690000000000x7', Title: 'Walked', Content: '<p>Walked.</p>' },
        mapping: defaultFieldMapping,
      },
    }),
    audit: {
      noAudit: 'A read by POST: it answers the article one record would become; it stores nothing.',
    },
  },
  {
    method: 'POST',
    route: '/api/admin/bubble-import',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/bubble-import',
      payload: {
        source: 'csv',
        ids: ['1690000000000x7'],
        mapping: defaultFieldMapping,
        records: [{ _id: '1690000000000x7', Title: 'Walked', Content: '<p>Walked.</p>' }],
      },
    }),
    audit: { action: 'import.start', target: { type: 'job', id: (a) => a.job.id } },
  },

  // Points and levels (issue 59): superadmins.
  {
    method: 'PUT',
    route: '/api/admin/engagement',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/engagement',
      payload: { actionPoints: defaultActionPoints, levelThresholds: [...defaultLevelThresholds] },
    }),
    audit: { action: 'engagement.settings.update', target: { type: 'engagement_settings', id: () => '1' } },
  },
  {
    method: 'POST',
    route: '/api/admin/engagement/recalculate',
    actor: 'admin',
    request: () => ({ url: '/api/admin/engagement/recalculate' }),
    audit: { action: 'engagement.recalculate', target: { type: 'job', id: (a) => a.job.id } },
  },

  // Uploads (issue 14, 23): superadmins and gurus; here the guru.
  {
    method: 'POST',
    route: '/api/uploads',
    actor: 'guru',
    request: async () => ({
      url: '/api/uploads',
      ...(await multipart([
        ['kind', 'image'],
        ['file', png, 'walk.png', 'image/png'],
      ])),
    }),
    audit: {
      action: 'upload.create',
      target: { type: 'upload', id: (a) => a.url.replace(/^\/uploads\//, '') },
    },
  },

  // My Guru Content (issue 23): the demo guru, on their own guru record.
  {
    method: 'POST',
    route: '/api/guru-content/articles',
    actor: 'guru',
    request: () => ({
      url: '/api/guru-content/articles',
      payload: { title: 'Guru Walk', slug: 'guru-walk', body: '<p>A guru walks.</p>' },
    }),
    audit: { action: 'article.create', target: { type: 'article', id: (a) => a.article.id } },
    keep: (answer) => {
      made.guruArticleId = answer.article.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/guru-content/articles/:articleId',
    actor: 'guru',
    request: () => ({
      url: `/api/guru-content/articles/${made.guruArticleId}`,
      payload: { title: 'Guru Walk, revised', slug: 'guru-walk', body: '<p>A guru walks on.</p>' },
    }),
    audit: { action: 'article.update', target: { type: 'article', id: madeId('guruArticleId') } },
  },
  {
    method: 'PATCH',
    route: '/api/guru-content/articles/:articleId',
    actor: 'guru',
    request: () => ({
      url: `/api/guru-content/articles/${made.guruArticleId}`,
      payload: { isPublished: true },
    }),
    audit: { action: 'article.published', target: { type: 'article', id: madeId('guruArticleId') } },
  },
  {
    method: 'DELETE',
    route: '/api/guru-content/articles/:articleId',
    actor: 'guru',
    request: () => ({ url: `/api/guru-content/articles/${made.guruArticleId}` }),
    audit: { action: 'article.delete', target: { type: 'article', id: madeId('guruArticleId') } },
  },
  {
    method: 'PUT',
    route: '/api/guru-content/profile',
    actor: 'guru',
    request: () => ({
      url: '/api/guru-content/profile',
      payload: { name: 'Morgan Blake', businessName: 'Walk & Co', bio: 'Walks.', specialties: ['Walking'] },
    }),
    audit: { action: 'guru.profile', target: { type: 'guru', id: (a) => a.guru.id } },
  },

  // Team Management (issue 22): the demo agent, on Northwind's people.
  {
    method: 'POST',
    route: '/api/team/members',
    actor: 'agent',
    request: () => ({
      url: '/api/team/members',
      payload: { email: 'walk-invitee@example.test', firstName: 'Walk', lastName: 'Invitee' },
    }),
    audit: {
      action: 'team.invitation.create',
      target: { type: 'invitation', id: (a) => a.invitation.id },
    },
    keep: (answer) => {
      made.invitationId = answer.invitation.id;
    },
  },
  {
    method: 'POST',
    route: '/api/team/invitations/:invitationId/resend',
    actor: 'agent',
    request: () => ({ url: `/api/team/invitations/${made.invitationId}/resend` }),
    audit: { action: 'team.invitation.resend', target: { type: 'invitation', id: madeId('invitationId') } },
  },
  {
    method: 'DELETE',
    route: '/api/team/invitations/:invitationId',
    actor: 'agent',
    request: () => ({ url: `/api/team/invitations/${made.invitationId}` }),
    audit: { action: 'team.invitation.revoke', target: { type: 'invitation', id: madeId('invitationId') } },
  },
  // Learning plans (issue 40): the agent assigns, re-dates and removes, each audited.
  {
    method: 'POST',
    route: '/api/team/plans',
    actor: 'agent',
    request: () => ({
      url: '/api/team/plans',
      payload: {
        content: [{ kind: 'key_element', id: made.demoKeyElementId }],
        userIds: [made.teamMember!.userId],
        note: 'Walked.',
      },
    }),
    audit: { action: 'plan.assign', target: { type: 'key_element', id: madeId('demoKeyElementId') } },
    keep: (answer) => {
      made.assignmentId = answer.assignmentIds[0];
    },
  },
  {
    method: 'PATCH',
    route: '/api/team/plans/:assignmentId',
    actor: 'agent',
    request: () => ({
      url: `/api/team/plans/${made.assignmentId}`,
      payload: { dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
    }),
    audit: { action: 'plan.due_date', target: { type: 'assignment', id: madeId('assignmentId') } },
  },
  {
    method: 'DELETE',
    route: '/api/team/plans/:assignmentId',
    actor: 'agent',
    request: () => ({ url: `/api/team/plans/${made.assignmentId}` }),
    audit: { action: 'plan.remove', target: { type: 'assignment', id: madeId('assignmentId') } },
  },
  // Certificates (issue 43): superadmins revoke, restore and switch them per pillar; the
  // holder makes theirs private.
  {
    method: 'PATCH',
    route: '/api/my/certificates/:certificateId',
    actor: 'member',
    request: async () => ({
      url: `/api/my/certificates/${(await certificateOfMember()).id}`,
      payload: { isPrivate: true },
    }),
    audit: {
      noAudit: "The member's own choice on their own certificate: not an admin, agent or guru write.",
    },
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateId/revoke',
    actor: 'admin',
    request: async () => ({
      url: `/api/admin/certificates/${(await certificateOfMember()).id}/revoke`,
      payload: { reason: 'Audit walk.' },
    }),
    audit: { action: 'certificate.revoke', target: { type: 'certificate', id: () => walkCertificate!.id } },
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateId/restore',
    actor: 'admin',
    request: async () => ({ url: `/api/admin/certificates/${(await certificateOfMember()).id}/restore` }),
    audit: { action: 'certificate.restore', target: { type: 'certificate', id: () => walkCertificate!.id } },
  },
  {
    method: 'PUT',
    route: '/api/admin/pillars/:pillarId/certificates',
    actor: 'admin',
    request: async () => ({
      url: `/api/admin/pillars/${(await certificateOfMember()).pillarId}/certificates`,
      payload: { enabled: true },
    }),
    audit: { action: 'pillar.certificates', target: { type: 'pillar', id: () => walkCertificate!.pillarId } },
  },
  {
    method: 'PATCH',
    route: '/api/team/members/:userId',
    actor: 'agent',
    request: () => ({
      url: `/api/team/members/${made.teamMember!.userId}`,
      payload: { firstName: 'Walked', lastName: 'Member' },
    }),
    audit: { action: 'team.member.update', target: { type: 'user', id: () => made.teamMember!.userId } },
  },
  {
    method: 'DELETE',
    route: '/api/team/members/:userId',
    actor: 'agent',
    request: () => ({ url: `/api/team/members/${made.teamMember!.userId}` }),
    audit: { action: 'team.member.delete', target: { type: 'user', id: () => made.teamMember!.userId } },
  },

  // Two-factor sign-in (issue 44): the agent's requirement for the team, a superadmin's reset.
  {
    method: 'PUT',
    route: '/api/team/two-factor',
    actor: 'agent',
    request: () => ({ url: '/api/team/two-factor', payload: { required: false } }),
    audit: {
      action: 'organization.require_two_factor',
      target: { type: 'organization', id: () => made.northwindId },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/users/:userId/two-factor/reset',
    actor: 'admin',
    request: async () => {
      const organization = await createOrganization(db);
      const person = await createMember(db, { organizationId: organization.id });
      made.twoFactorPerson = person.userId;
      return { url: `/api/admin/users/${person.userId}/two-factor/reset` };
    },
    audit: { action: 'user.two_factor_reset', target: { type: 'user', id: madeId('twoFactorPerson') } },
  },

  // Calls: the agent manages their organization's calls; members book and cancel their own.
  {
    method: 'PATCH',
    route: '/api/admin/calls/:callId',
    actor: 'agent',
    request: () => ({
      url: `/api/admin/calls/${made.callOfMember}`,
      payload: { staffNotes: 'Walked by the audit walk.' },
    }),
    audit: { action: 'call.staff_notes', target: { type: 'call', id: madeId('callOfMember') } },
  },
  {
    method: 'POST',
    route: '/api/calls/:callId/cancel',
    actor: 'member',
    request: () => ({ url: `/api/calls/${made.callOfMember}/cancel` }),
    audit: {
      noAudit:
        'A member cancelling their own booking: no admin write (the team changes a call through PATCH /api/admin/calls/:callId, audited as call.status).',
    },
  },
  {
    method: 'POST',
    route: '/api/calls',
    actor: 'member',
    request: () => ({
      url: '/api/calls',
      payload: { date: bookableDate(), time: callSlotTime, phoneNumber: '(555) 123-4567' },
    }),
    audit: { noAudit: 'A member booking a call for themselves: their own row, no admin write.' },
  },

  // Tickets and messages (issue 13): members write their own; support answers.
  {
    method: 'POST',
    route: '/api/support/tickets',
    actor: 'member',
    request: () => ({
      url: '/api/support/tickets',
      payload: { subject: 'Audit walk', message: 'Does this walk?' },
    }),
    audit: { noAudit: 'A member opening their own ticket: their own row, no admin write.' },
    keep: (answer) => {
      made.ticketId = answer.ticket.id;
    },
  },
  {
    method: 'POST',
    route: '/api/support/tickets/:ticketId/responses',
    actor: 'member',
    request: () => ({
      url: `/api/support/tickets/${made.ticketId}/responses`,
      payload: { responseText: 'Still walking.' },
    }),
    audit: { noAudit: 'A member replying on their own ticket: their own row, no admin write.' },
  },
  {
    method: 'POST',
    route: '/api/admin/tickets/:ticketId/responses',
    actor: 'support',
    request: () => ({
      url: `/api/admin/tickets/${made.ticketId}/responses`,
      payload: { responseText: 'It walks.' },
    }),
    audit: {
      noAudit:
        'The team’s answer is itself the record: a reply in the member’s ticket, kept with its author and time and shown to the member; it changes nothing of the member’s (a status change is audited, ticket.status).',
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/tickets/:ticketId',
    actor: 'support',
    request: () => ({ url: `/api/admin/tickets/${made.ticketId}`, payload: { status: 'closed' } }),
    audit: { action: 'ticket.status', target: { type: 'ticket', id: madeId('ticketId') } },
  },
  {
    method: 'POST',
    route: '/api/messages',
    actor: 'member',
    request: () => ({ url: '/api/messages', payload: { content: 'Hello from the audit walk.' } }),
    audit: { noAudit: 'A member writing in their own conversation: their own row, no admin write.' },
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:memberId/read',
    actor: 'support',
    request: () => ({ url: `/api/admin/inbox/${userIds.member}/read` }),
    audit: {
      noAudit:
        'Marks the conversation read for the team’s inbox: a read receipt, no change to anyone’s data.',
    },
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:memberId/messages',
    actor: 'support',
    request: () => ({
      url: `/api/admin/inbox/${userIds.member}/messages`,
      payload: { content: 'We read you.' },
    }),
    audit: {
      noAudit:
        'The team’s answer is itself the record: a message in the member’s conversation, kept with its author and time and shown to the member.',
    },
  },

  // Ask the Library (issue 41): a member's own questions, ratings and conversations.
  {
    method: 'POST',
    route: '/api/ask',
    actor: 'member',
    request: () => ({
      url: '/api/ask',
      payload: { question: 'How do I raise prices with existing clients?' },
    }),
    audit: { noAudit: 'A member asking the library: their own conversation, no admin write.' },
  },
  {
    method: 'PUT',
    route: '/api/ask/turns/:turnId/rating',
    actor: 'member',
    request: async () => {
      const [turn] = await queryRows<{ id: string }>(
        db,
        sql`select t.id from ask_turns t join ask_conversations c on c.id = t.conversation_id
             where c.user_id = ${userIds.member} order by t.created_at desc limit 1`,
      );
      return { url: `/api/ask/turns/${turn!.id}/rating`, payload: { rating: -1, comment: 'Walked' } };
    },
    audit: { noAudit: 'A member rating an answer they were given: their own row, no admin write.' },
  },
  {
    method: 'DELETE',
    route: '/api/ask/conversations/:conversationId',
    actor: 'member',
    request: async () => {
      const [conversation] = await queryRows<{ id: string }>(
        db,
        sql`select id from ask_conversations where user_id = ${userIds.member} order by created_at desc limit 1`,
      );
      return { url: `/api/ask/conversations/${conversation!.id}` };
    },
    audit: { noAudit: 'A member deleting their own conversation: their own rows, no admin write.' },
  },

  // The member directory (issue 42): one's own opt-in and public fields.
  {
    method: 'PUT',
    route: '/api/me/directory-profile',
    actor: 'agent',
    request: () => ({
      url: '/api/me/directory-profile',
      payload: {
        listed: true,
        title: 'Agency owner',
        city: 'Porto',
        country: 'Portugal',
        services: ['SEO'],
        sizeBand: '2-5',
        askMeAbout: '',
        websiteUrl: 'https://example.com',
        linkedinUrl: '',
      },
    }),
    audit: { noAudit: 'One’s own directory listing: their own row, no admin write.' },
  },

  // The Community (issue 42): members' own words leave no row; staff's and gurus' acts on
  // someone else's post (moderation, Mark as answer, deletion) and category changes do.
  {
    method: 'POST',
    route: '/api/community/posts',
    actor: 'member',
    request: () => ({
      url: '/api/community/posts',
      payload: { articleId: made.publishedArticleId, body: 'A question for the audit walk.' },
    }),
    audit: { noAudit: 'A member posting: their own row, no admin write.' },
    keep: (answer) => {
      made.communityPostId = answer.post.id;
    },
  },
  {
    method: 'PATCH',
    route: '/api/community/posts/:postId',
    actor: 'member',
    request: () => ({
      url: `/api/community/posts/${made.communityPostId}`,
      payload: { body: 'Edited question.' },
    }),
    audit: { noAudit: 'A member editing their own post (shown as edited).' },
  },
  {
    method: 'POST',
    route: '/api/community/posts/:postId/replies',
    actor: 'agent',
    request: () => ({
      url: `/api/community/posts/${made.communityPostId}/replies`,
      payload: { body: 'An agent answers as a member of the community.' },
    }),
    audit: { noAudit: 'A reply is the author’s own row; an agent posts as any member does.' },
    keep: (answer) => {
      made.communityReplyId = answer.reply.id;
    },
  },
  {
    method: 'PATCH',
    route: '/api/community/replies/:replyId',
    actor: 'agent',
    request: () => ({
      url: `/api/community/replies/${made.communityReplyId}`,
      payload: { body: 'Edited answer.' },
    }),
    audit: { noAudit: 'Editing one’s own reply.' },
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/like',
    actor: 'guru',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}/like` }),
    audit: { noAudit: 'A like is the liker’s own row.' },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/like',
    actor: 'guru',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}/like` }),
    audit: { noAudit: 'A like is the liker’s own row.' },
  },
  {
    method: 'PUT',
    route: '/api/community/replies/:replyId/like',
    actor: 'guru',
    request: () => ({ url: `/api/community/replies/${made.communityReplyId}/like` }),
    audit: { noAudit: 'A like is the liker’s own row.' },
  },
  {
    method: 'DELETE',
    route: '/api/community/replies/:replyId/like',
    actor: 'guru',
    request: () => ({ url: `/api/community/replies/${made.communityReplyId}/like` }),
    audit: { noAudit: 'A like is the liker’s own row.' },
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/follow',
    actor: 'agent',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}/follow` }),
    audit: { noAudit: 'Following is the follower’s own row.' },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/follow',
    actor: 'agent',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}/follow` }),
    audit: { noAudit: 'Following is the follower’s own row.' },
  },
  {
    // A guru marks the answer on the member's question: a guru's write on someone else's post.
    method: 'PUT',
    route: '/api/community/posts/:postId/answer',
    actor: 'guru',
    request: () => ({
      url: `/api/community/posts/${made.communityPostId}/answer`,
      payload: { replyId: made.communityReplyId },
    }),
    audit: {
      action: 'community.answer.mark',
      target: { type: 'community_post', id: madeId('communityPostId') },
    },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/answer',
    actor: 'support',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}/answer` }),
    audit: {
      action: 'community.answer.unmark',
      target: { type: 'community_post', id: madeId('communityPostId') },
    },
  },
  {
    method: 'POST',
    route: '/api/community/reports',
    actor: 'member',
    request: () => ({
      url: '/api/community/reports',
      payload: { postId: made.communityPostId, replyId: made.communityReplyId, reason: 'off_topic' },
    }),
    audit: { noAudit: 'A report is the reporter’s own row; what staff do with it is audited.' },
  },
  {
    method: 'POST',
    route: '/api/admin/community/replies/:replyId/moderation',
    actor: 'support',
    request: () => ({
      url: `/api/admin/community/replies/${made.communityReplyId}/moderation`,
      payload: { action: 'hide' },
    }),
    audit: {
      action: 'community.reply.hide',
      target: { type: 'community_reply', id: madeId('communityReplyId') },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/community/posts/:postId/moderation',
    actor: 'support',
    request: () => ({
      url: `/api/admin/community/posts/${made.communityPostId}/moderation`,
      payload: { action: 'lock' },
    }),
    audit: {
      action: 'community.post.lock',
      target: { type: 'community_post', id: madeId('communityPostId') },
    },
  },
  {
    method: 'DELETE',
    route: '/api/community/replies/:replyId',
    actor: 'support',
    request: () => ({ url: `/api/community/replies/${made.communityReplyId}` }),
    audit: {
      action: 'community.reply.delete',
      target: { type: 'community_reply', id: madeId('communityReplyId') },
    },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId',
    actor: 'support',
    request: () => ({ url: `/api/community/posts/${made.communityPostId}` }),
    audit: {
      action: 'community.post.delete',
      target: { type: 'community_post', id: madeId('communityPostId') },
    },
  },
  {
    method: 'POST',
    route: '/api/admin/community/categories',
    actor: 'admin',
    request: () => ({ url: '/api/admin/community/categories', payload: { name: 'Audit Walk Category' } }),
    audit: {
      action: 'community.category.create',
      target: { type: 'community_category', id: (answer) => answer.category.id },
    },
    keep: (answer) => {
      made.communityCategoryId = answer.category.id;
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/community/categories/:categoryId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/community/categories/${made.communityCategoryId}`,
      payload: { name: 'Audit Walk Category Renamed', position: 9 },
    }),
    audit: {
      action: 'community.category.update',
      target: { type: 'community_category', id: madeId('communityCategoryId') },
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/community/categories/:categoryId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/community/categories/${made.communityCategoryId}` }),
    audit: {
      action: 'community.category.delete',
      target: { type: 'community_category', id: madeId('communityCategoryId') },
    },
  },

  // Plans and coupons (issue 58): superadmins', made at the payments provider too.
  {
    method: 'POST',
    route: '/api/admin/plans',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/plans',
      payload: { name: 'Audit Walk Plan', monthlyPrice: '19', annualPrice: '190', seats: '4' },
    }),
    audit: { action: 'plan.create', target: { type: 'plan', id: (answer) => answer.plan.id } },
    keep: (answer) => {
      made.planId = answer.plan.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/plans/:planId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/plans/${made.planId}`,
      payload: { name: 'Audit Walk Plan', monthlyPrice: '21', seats: '4' },
    }),
    audit: { action: 'plan.update', target: { type: 'plan', id: madeId('planId') } },
  },
  {
    method: 'POST',
    route: '/api/admin/coupons',
    actor: 'admin',
    request: () => ({ url: '/api/admin/coupons', payload: { code: made.couponCode, percentOff: '20' } }),
    audit: { action: 'coupon.create', target: { type: 'coupon', id: (answer) => answer.coupon.id } },
    keep: (answer) => {
      made.couponId = answer.coupon.id;
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/coupons/:couponId',
    actor: 'admin',
    request: () => ({ url: `/api/admin/coupons/${made.couponId}`, payload: { isActive: true } }),
    audit: { action: 'coupon.update', target: { type: 'coupon', id: madeId('couponId') } },
  },

  // Announcements (issue 60): superadmins write, schedule and change them.
  {
    method: 'POST',
    route: '/api/admin/announcements/audience-size',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/announcements/audience-size',
      payload: { audience: { kind: 'owners' } },
    }),
    audit: { noAudit: "A read by POST: it counts an audience's people; it stores nothing." },
  },
  {
    method: 'POST',
    route: '/api/admin/announcements',
    actor: 'admin',
    request: () => ({
      url: '/api/admin/announcements',
      payload: {
        title: 'Audit walk announcement',
        bodyHtml: '<p>Hello</p>',
        audience: { kind: 'owners' },
        channels: ['banner'],
        sendAt: '2099-01-01T00:00:00.000Z',
      },
    }),
    audit: {
      action: 'announcement.create',
      target: { type: 'announcement', id: (answer) => answer.announcement.id },
    },
    keep: (answer) => {
      made.announcementId = answer.announcement.id;
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/announcements/:announcementId',
    actor: 'admin',
    request: () => ({
      url: `/api/admin/announcements/${made.announcementId}`,
      payload: {
        title: 'Audit walk announcement, changed',
        bodyHtml: '<p>Hello</p>',
        audience: { kind: 'owners' },
        channels: ['banner'],
        sendAt: '2099-01-02T00:00:00.000Z',
      },
    }),
    audit: { action: 'announcement.update', target: { type: 'announcement', id: madeId('announcementId') } },
  },

  // Billing (issue 10), on the built-in test provider: the demo agent subscribes Northwind.
  {
    method: 'POST',
    route: '/api/billing/checkout',
    actor: 'agent',
    request: () => ({ url: '/api/billing/checkout', payload: {} }),
    audit: {
      noAudit:
        'Opens a checkout at the payments provider and changes no subscription; the subscription it leads to is audited when the provider reports it (subscription.status).',
    },
    keep: (answer) => {
      made.checkoutSessionId = new URL(answer.url).pathname.split('/').pop()!;
    },
  },
  {
    method: 'POST',
    route: '/api/billing/portal',
    actor: 'agent',
    request: () => ({ url: '/api/billing/portal', payload: {} }),
    audit: {
      noAudit:
        'A link to the provider’s billing portal; what is changed there arrives as the provider’s events, audited as subscription.*.',
    },
  },
  {
    // The checkout above, paid first: Northwind has a subscription to manage.
    method: 'POST',
    route: '/api/billing/test-portal/cancel-at-period-end',
    actor: 'agent',
    request: async () => {
      const paid = await app.inject({
        method: 'POST',
        url: `/api/billing/test-checkout/${made.checkoutSessionId}/pay`,
        headers: { cookie: await loginAs('agent') },
        payload: { outcome: 'succeeded' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return { url: '/api/billing/test-portal/cancel-at-period-end', payload: {} };
    },
    audit: {
      action: 'subscription.cancel_at_period_end',
      target: { type: 'subscription', id: () => subscriptionOf(made.northwindId) },
      actor: 'provider',
    },
  },
  {
    method: 'POST',
    route: '/api/billing/test-portal/resume',
    actor: 'agent',
    request: () => ({ url: '/api/billing/test-portal/resume', payload: {} }),
    audit: {
      action: 'subscription.cancel_at_period_end',
      target: { type: 'subscription', id: () => subscriptionOf(made.northwindId) },
      actor: 'provider',
    },
  },
  // Plans, seats, trials and coupons (issue 58).
  {
    method: 'POST',
    route: '/api/billing/coupon',
    actor: 'agent',
    request: () => ({
      url: '/api/billing/coupon',
      payload: { code: made.couponCode, planId: teamPlanId, interval: 'month' },
    }),
    audit: { noAudit: 'Reads what a coupon takes off a price before payment; writes nothing.' },
  },
  {
    // Northwind's subscription (paid above) moves to the Team plan's monthly price.
    method: 'POST',
    route: '/api/billing/plan',
    actor: 'agent',
    request: () => ({ url: '/api/billing/plan', payload: { planId: teamPlanId, interval: 'month' } }),
    audit: {
      action: 'subscription.plan',
      target: { type: 'subscription', id: () => subscriptionOf(made.northwindId) },
      actor: 'provider',
    },
  },
];

/** Read after the write (the target's id of a billing row), synchronously from `subscriptions`. */
const subscriptionIds = new Map<string, string>();
function subscriptionOf(organizationId: string): string {
  return subscriptionIds.get(organizationId) ?? 'not read';
}
async function readSubscriptionIds() {
  const rows = await queryRows<{ id: string; organization_id: string }>(
    db,
    sql`select id, organization_id from subscriptions where provider_subscription_id is not null`,
  );
  for (const row of rows) subscriptionIds.set(row.organization_id, row.id);
}

const describeRow = (row: AuditRow) =>
  `${row.action} by ${row.actor_id ?? 'no actor'} on ${row.target_type} ${row.target_id}`;

describe('the audit walk', () => {
  it('has a hand-written row for every write route that names a policy action, and no other row', () => {
    const declared = app.declaredRoutes
      .filter((route) => writeMethods.has(route.method) && route.action !== undefined)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const written = walk.map((row) => `${row.method} ${row.route}`).sort();
    expect(written).toEqual(declared);
  });

  for (const row of walk) {
    const expected = 'noAudit' in row.audit ? 'no audit row' : row.audit.action;
    it(`${row.method} ${row.route} by ${row.actor}: ${expected}`, async () => {
      const request = await row.request();
      const cookie = await loginAs(row.actor);
      const { result: response, rows } = await auditRowsOf(db, () =>
        app.inject({
          method: row.method,
          url: request.url,
          headers: { ...request.headers, cookie },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        }),
      );
      const label = `${row.method} ${request.url} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, label).toBeLessThan(300);
      const answer = String(response.headers['content-type']).includes('application/json')
        ? response.json()
        : null;
      row.keep?.(answer);

      if ('noAudit' in row.audit) {
        expect(row.audit.noAudit.length, 'say why it leaves no audit row').toBeGreaterThan(20);
        expect(rows.map(describeRow), label).toEqual([]);
        return;
      }
      if (row.audit.target.type === 'subscription') await readSubscriptionIds();
      const actorId = row.audit.actor === 'provider' ? null : userIds[row.actor];
      const wanted = {
        action: row.audit.action,
        actor_id: actorId,
        target_type: row.audit.target.type,
        target_id: row.audit.target.id(answer),
      };
      const found = rows.map((audit) => ({
        action: audit.action,
        actor_id: audit.actor_id,
        target_type: audit.target_type,
        target_id: audit.target_id,
      }));
      expect(found, `${label}\naudit rows: ${rows.map(describeRow).join('; ') || 'none'}`).toContainEqual(
        wanted,
      );
    });
  }
});
