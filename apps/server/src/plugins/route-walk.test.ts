import { teamPlanId } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, type Expected } from '../../test/actors.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../test/builders.ts';
import { queryRows } from '../db/client.ts';
import { type DemoRole, demoPassword } from '../db/seed/demo-accounts.ts';

/**
 * Walks every declared /api route with eight actors and compares each answer with the
 * status written here by hand. The expectations are NOT derived from the policy module or
 * the route declarations they check: a route without a row here fails the test, and so
 * does a row for a route that does not exist.
 */
const { app, db, loginAs, signIn, signInAs } = await buildTestApp();

/** Shorthands for the common rows (each still a literal table of eight statuses). */
const everyone = (status: number): Expected => ({
  anonymous: status,
  lapsed: status,
  member: status,
  guru: status,
  support: status,
  agentA: status,
  agentB: status,
  superadmin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const members = (status: number): Expected => ({ ...signedIn(status), lapsed: 403 });
/** The team behind Pillars (support and superadmin); everyone else with access is refused. */
const staff = (status: number): Expected => ({
  anonymous: 401,
  lapsed: 403,
  member: 403,
  guru: 403,
  support: status,
  agentA: 403,
  agentB: 403,
  superadmin: status,
});
const superadminOnly = (status: number): Expected => ({ ...staff(status), support: 403 });
/** The guru's tools (issue 23): the demo guru and superadmins. */
const gurusAndSuperadmin = (status: number): Expected => ({ ...superadminOnly(status), guru: status });
/** A member's own row: theirs answers `status`, anyone else's view of it is a 404. */
const ownerOnly = (status: number): Expected => ({
  anonymous: 401,
  lapsed: 403,
  member: status,
  guru: 404,
  support: 404,
  agentA: 404,
  agentB: 404,
  superadmin: 404,
});

interface WalkRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route's declared path, as registered. */
  route: string;
  /** The concrete URL walked. */
  url: () => string;
  payload?: unknown;
  expected: Expected;
}

// Ids of real rows, read before the walk.
let pillarSlug = '';
let elementSlug = '';
let keyElementId = '';
let lessonId = '';
let memberOfA = '';
/** A support ticket of member@example.com (organization A's team member). */
let ticketOfMember = '';
let faqItemId = '';
/** A free upcoming event with unlimited seats that no demo account is registered for. */
let eventId = '';
/** The demo member's (Northwind, organization A) pending call, and their completed one. */
let callOfA = '';
let pastCallOfMember = '';
/** The agent of organization B: a paying agency beside the demo's Northwind (A). */
let agentB: BuiltMember;
let articleId = '';
let agentsOnlySlug = '';
let guruSlug = '';
/** A published article of the demo guru's own guru record (guru@example.com). */
let guruArticleId = '';
/** The first pillar (its id), for the admin learning routes (issue 14). */
let firstPillarId = '';
/** A pending invitation to organization A (Northwind), for the resend row. */
let invitationOfA = '';
/** Organization A (Northwind, the demo agent's), for the analytics rows. */
let organizationOfA = '';
/** A learning plan assignment of the demo member (organization A), for its PATCH row. */
let assignmentOfA = '';
/** A certificate of the demo member (issue 43), public. */
let certificateOfMember = '';
/** A finished job the demo member started (GET /api/jobs/:jobId). */
let jobOfMember = '';
const missingId = '00000000-0000-4000-8000-000000000000';
/** An Ask the Library conversation of the demo member, and its one answer. */
let askConversationOfMember = '';
let askTurnOfMember = '';
/** A Community post on the first lesson and a reply to it, by a member who is none of the actors. */
let communityPostId = '';
let communityReplyId = '';
let listedMemberId = '';

beforeAll(async () => {
  const [lesson] = await queryRows<{
    pillar_slug: string;
    element_slug: string;
    key_element_id: string;
    lesson_id: string;
  }>(
    db,
    sql`select p.slug as pillar_slug, ke.slug as element_slug, ke.id as key_element_id, l.id as lesson_id
          from lessons l join key_elements ke on ke.id = l.key_element_id join pillars p on p.id = ke.pillar_id
         order by p.display_order, l.order_position limit 1`,
  );
  pillarSlug = lesson!.pillar_slug;
  elementSlug = lesson!.element_slug;
  keyElementId = lesson!.key_element_id;
  lessonId = lesson!.lesson_id;
  const [member] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from profiles p join "user" u on u.id = p.id where u.email = 'member@example.com'`,
  );
  memberOfA = member!.id;
  const [ticket] = await queryRows<{ id: string }>(
    db,
    sql`insert into support_requests (user_id, subject, message) values (${memberOfA}, 'Route walk', 'Walked') returning id`,
  );
  ticketOfMember = ticket!.id;
  const [faqItem] = await queryRows<{ id: string }>(
    db,
    sql`insert into support_faq_items (question, answer, order_position) values ('Walk?', 'Yes.', 99) returning id`,
  );
  faqItemId = faqItem!.id;
  const [event] = await queryRows<{ id: string }>(
    db,
    sql`select id from events where title = 'Sales Proposal Teardown'`,
  );
  eventId = event!.id;
  const calls = await queryRows<{ id: string; status: string }>(
    db,
    sql`select id, status from scheduled_calls where user_id = ${memberOfA} order by scheduled_date`,
  );
  callOfA = calls.find((call) => call.status === 'pending')!.id;
  pastCallOfMember = calls.find((call) => call.status === 'completed')!.id;

  agentB = await createMemberWithAccess(db, { role: 'agent', organization: { name: 'Southwind Studio' } });
  const [northwind] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where slug = 'northwind-creative'`,
  );
  organizationOfA = northwind!.id;

  const [article] = await queryRows<{ id: string }>(
    db,
    sql`select id from articles where is_published and visibility_scope = 'all' order by published_at desc limit 1`,
  );
  articleId = article!.id;
  const [agentsOnly] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from articles where is_published and visibility_scope = 'agents_only' limit 1`,
  );
  agentsOnlySlug = agentsOnly!.slug;
  const [guru] = await queryRows<{ slug: string }>(db, sql`select slug from gurus where is_active limit 1`);
  guruSlug = guru!.slug;
  const [guruArticle] = await queryRows<{ id: string }>(
    db,
    sql`select a.id from articles a join gurus g on g.id = a.guru_id join "user" u on u.id = g.user_id
         where u.email = 'guru@example.com' and a.is_published limit 1`,
  );
  guruArticleId = guruArticle!.id;
  const [firstPillar] = await queryRows<{ id: string }>(
    db,
    sql`select id from pillars order by display_order limit 1`,
  );
  firstPillarId = firstPillar!.id;
  const [invitation] = await queryRows<{ id: string }>(
    db,
    sql`insert into team_invitations (organization_id, email, first_name, last_name, role, token_hash, expires_at)
        select organization_id, 'walk-invitee@example.test', 'Walk', 'Invitee', 'team_member', 'walk-token-hash',
               now() + interval '7 days'
          from profiles where id = ${memberOfA}
        returning id`,
  );
  invitationOfA = invitation!.id;
  const [askTurn] = await queryRows<{ conversation_id: string; id: string }>(
    db,
    sql`with c as (insert into ask_conversations (user_id, title) values (${memberOfA}, 'Walk?') returning id)
        insert into ask_turns (conversation_id, question, status) select id, 'Walk?', 'no_answer' from c
        returning conversation_id, id`,
  );
  askConversationOfMember = askTurn!.conversation_id;
  askTurnOfMember = askTurn!.id;
  const [assignment] = await queryRows<{ id: string }>(
    db,
    sql`insert into learning_assignments (organization_id, user_id, content_kind, key_element_id, content_title)
        values (${organizationOfA}, ${memberOfA}, 'key_element', ${keyElementId}, 'Route walk') returning id`,
  );
  assignmentOfA = assignment!.id;
  const [job] = await queryRows<{ id: string }>(
    db,
    sql`insert into jobs (name, payload, status, created_by, progress)
        values ('walk.example', '{}'::jsonb, 'completed', ${memberOfA}, '{"done": 1, "total": 1}'::jsonb)
        returning id`,
  );
  jobOfMember = job!.id;
  const poster = await createMemberWithAccess(db);
  const [post] = await queryRows<{ id: string }>(
    db,
    sql`insert into community_posts (lesson_id, author_id, body, body_html)
        values (${lessonId}, ${poster.userId}, 'Walked post', '<p>Walked post</p>') returning id`,
  );
  communityPostId = post!.id;
  const [reply] = await queryRows<{ id: string }>(
    db,
    sql`insert into community_replies (post_id, author_id, body, body_html)
        values (${communityPostId}, ${poster.userId}, 'Walked reply', '<p>Walked reply</p>') returning id`,
  );
  communityReplyId = reply!.id;
  // The member directory (issue 42): the poster is listed.
  await db.execute(
    sql`insert into member_directory_profiles (user_id, listed) values (${poster.userId}, true)`,
  );
  listedMemberId = poster.userId;
  const [certificate] = await queryRows<{ id: string }>(
    db,
    sql`insert into certificates (user_id, pillar_id, organization_id, recipient_name, pillar_title)
        values (${memberOfA}, ${firstPillarId}, ${organizationOfA}, 'Route Walk', 'Walk Pillar') returning id`,
  );
  certificateOfMember = certificate!.id;
});

const walk: WalkRow[] = [
  { method: 'GET', route: '/api/health', url: () => '/api/health', expected: everyone(200) },
  { method: 'GET', route: '/api/openapi.json', url: () => '/api/openapi.json', expected: everyone(200) },
  {
    method: 'POST',
    route: '/api/auth/sign-up',
    url: () => '/api/auth/sign-up',
    payload: {},
    expected: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in',
    url: () => '/api/auth/sign-in',
    payload: {},
    expected: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    url: () => '/api/auth/forgot-password',
    payload: {},
    expected: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    url: () => '/api/auth/reset-password',
    payload: {},
    expected: everyone(400),
  },
  // "Who am I?" answers a visitor too (null); the member endpoints keep their 401.
  { method: 'GET', route: '/api/me', url: () => '/api/me', expected: everyone(200) },
  {
    method: 'PATCH',
    route: '/api/me/profile',
    url: () => '/api/me/profile',
    payload: {},
    expected: signedIn(400),
  },
  { method: 'GET', route: '/api/me/settings', url: () => '/api/me/settings', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/me/password',
    url: () => '/api/me/password',
    payload: {},
    expected: signedIn(400),
  },
  {
    method: 'DELETE',
    route: '/api/me/sessions/:sessionId',
    url: () => `/api/me/sessions/${missingId}`,
    expected: signedIn(404),
  },
  // Ends only the actor's other sessions: each actor's walking session stays.
  {
    method: 'POST',
    route: '/api/me/sessions/revoke-others',
    url: () => '/api/me/sessions/revoke-others',
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/me/notifications',
    url: () => '/api/me/notifications',
    payload: {},
    expected: signedIn(400),
  },
  {
    method: 'PUT',
    route: '/api/me/time-zone',
    url: () => '/api/me/time-zone',
    payload: {},
    expected: signedIn(400),
  },
  // Two-factor sign-in (issue 44). Without a session waiting for a code, verify is a 409.
  {
    method: 'POST',
    route: '/api/auth/two-factor/verify',
    url: () => '/api/auth/two-factor/verify',
    payload: { code: '000000' },
    expected: signedIn(409),
  },
  { method: 'GET', route: '/api/me/two-factor', url: () => '/api/me/two-factor', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/me/two-factor/authenticator',
    url: () => '/api/me/two-factor/authenticator',
    expected: signedIn(200),
  },
  {
    // After the set-up above: a wrong code.
    method: 'POST',
    route: '/api/me/two-factor/authenticator/confirm',
    url: () => '/api/me/two-factor/authenticator/confirm',
    payload: { code: '000000' },
    expected: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/me/two-factor/backup-codes',
    url: () => '/api/me/two-factor/backup-codes',
    payload: {},
    expected: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/me/two-factor/disable',
    url: () => '/api/me/two-factor/disable',
    payload: {},
    expected: signedIn(400),
  },
  {
    method: 'PUT',
    route: '/api/team/two-factor',
    url: () => '/api/team/two-factor',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 400,
      agentB: 400,
      superadmin: 400,
    },
  },
  {
    method: 'POST',
    route: '/api/admin/users/:userId/two-factor/reset',
    url: () => `/api/admin/users/${missingId}/two-factor/reset`,
    expected: superadminOnly(404),
  },
  // Passkeys (issue 44). A sign-in with a passkey is a visitor route: an empty body is a 400.
  {
    method: 'POST',
    route: '/api/auth/passkey/options',
    url: () => '/api/auth/passkey/options',
    expected: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/passkey/sign-in',
    url: () => '/api/auth/passkey/sign-in',
    payload: {},
    expected: everyone(400),
  },
  { method: 'GET', route: '/api/me/passkeys', url: () => '/api/me/passkeys', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/me/passkeys/options',
    url: () => '/api/me/passkeys/options',
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/me/passkeys',
    url: () => '/api/me/passkeys',
    payload: {},
    expected: signedIn(400),
  },
  {
    // Nobody's passkey: each actor sees only their own.
    method: 'PATCH',
    route: '/api/me/passkeys/:passkeyId',
    url: () => `/api/me/passkeys/${missingId}`,
    payload: { name: 'Laptop' },
    expected: signedIn(404),
  },
  {
    // Nobody's passkey: the 404 comes before the password is checked (issue 54).
    method: 'DELETE',
    route: '/api/me/passkeys/:passkeyId',
    url: () => `/api/me/passkeys/${missingId}`,
    payload: { password: 'not-checked-first' },
    expected: signedIn(404),
  },
  { method: 'GET', route: '/api/home', url: () => '/api/home', expected: members(200) },
  {
    // Closes one's own getting-started checklist on Home (issue 54): any member may, it is theirs.
    method: 'DELETE',
    route: '/api/home/getting-started',
    url: () => '/api/home/getting-started',
    expected: members(200),
  },
  { method: 'GET', route: '/api/chatbot', url: () => '/api/chatbot', expected: members(200) },
  {
    method: 'GET',
    route: '/api/learning/pillars',
    url: () => '/api/learning/pillars',
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/learning/pillars/:pillarSlug',
    url: () => `/api/learning/pillars/${pillarSlug}`,
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/learning/pillars/:pillarSlug/elements/:elementSlug',
    url: () => `/api/learning/pillars/${pillarSlug}/elements/${elementSlug}`,
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/learning/key-elements/:keyElementId/lessons/:lessonId/completion',
    url: () => `/api/learning/key-elements/${keyElementId}/lessons/${lessonId}/completion`,
    expected: members(200),
  },
  // A member's quiz (issue 57): the walked lesson has none (404 after the access checks).
  {
    method: 'GET',
    route: '/api/learning/lessons/:lessonId/quiz',
    url: () => `/api/learning/lessons/${lessonId}/quiz`,
    expected: members(404),
  },
  {
    method: 'POST',
    route: '/api/learning/lessons/:lessonId/quiz/attempts',
    url: () => `/api/learning/lessons/${lessonId}/quiz/attempts`,
    payload: { attemptId: missingId, version: 1, answers: [] },
    expected: members(404),
  },
  {
    method: 'PUT',
    route: '/api/learning/lessons/:lessonId/bookmark',
    url: () => `/api/learning/lessons/${lessonId}/bookmark`,
    expected: members(200),
  },
  {
    method: 'PATCH',
    route: '/api/learning/lessons/:lessonId/bookmark',
    url: () => `/api/learning/lessons/${lessonId}/bookmark`,
    payload: { rating: 4 },
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/learning/lessons/:lessonId/bookmark',
    url: () => `/api/learning/lessons/${lessonId}/bookmark`,
    expected: members(200),
  },
  {
    // Notes need no bookmark (issue 54): every member writes their own.
    method: 'PUT',
    route: '/api/learning/lessons/:lessonId/notes',
    url: () => `/api/learning/lessons/${lessonId}/notes`,
    payload: { notes: 'Route walk notes' },
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/team/members',
    url: () => '/api/team/members',
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    // A person of organization A: agent B is refused even with the id.
    method: 'GET',
    route: '/api/team/members/:userId',
    url: () => `/api/team/members/${memberOfA}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  // Team Management writes (issue 22): agents their own organization's people only.
  {
    // An empty body: refused for its fields once the caller may add people at all.
    method: 'POST',
    route: '/api/team/members',
    url: () => '/api/team/members',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 400,
      agentB: 400,
      superadmin: 400,
    },
  },
  {
    // The demo member of A, saved as they are: agent B is refused even with the id.
    method: 'PATCH',
    route: '/api/team/members/:userId',
    url: () => `/api/team/members/${memberOfA}`,
    payload: { firstName: 'Sam', lastName: 'Carter' },
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  {
    method: 'DELETE',
    route: '/api/team/members/:userId',
    url: () => `/api/team/members/${missingId}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 404,
      agentB: 404,
      superadmin: 404,
    },
  },
  // Learning plans (issue 40): an agent within their own organization (agent B names A and
  // still reads B's; B may not assign A's people nor change A's assignment), superadmins in
  // the organization they name; each member reads their own plan.
  {
    method: 'GET',
    route: '/api/team/plans',
    url: () => `/api/team/plans?organizationId=${organizationOfA}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/team/plans/export.csv',
    url: () => `/api/team/plans/export.csv?organizationId=${organizationOfA}&sort=person`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'POST',
    route: '/api/team/plans',
    url: () => '/api/team/plans',
    // Read as the walk sends it (the ids exist only after beforeAll).
    get payload() {
      return {
        organizationId: organizationOfA,
        content: [{ kind: 'lesson', id: lessonId }],
        userIds: [memberOfA],
      };
    },
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 201,
      agentB: 403,
      superadmin: 201,
    },
  },
  {
    method: 'PATCH',
    route: '/api/team/plans/:assignmentId',
    url: () => `/api/team/plans/${assignmentOfA}`,
    payload: { dueDate: null },
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  {
    method: 'DELETE',
    route: '/api/team/plans/:assignmentId',
    url: () => `/api/team/plans/${missingId}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 404,
      agentB: 404,
      superadmin: 404,
    },
  },
  {
    method: 'GET',
    route: '/api/my-plan',
    url: () => '/api/my-plan',
    expected: members(200),
  },
  // Ask the Library (issue 41): every member asks (this app has no AI provider: the answer is
  // the passages); a conversation and its answers are its asker's only (anyone else: 404); the
  // team's page is superadmins'.
  {
    method: 'POST',
    route: '/api/ask',
    url: () => '/api/ask',
    payload: { question: 'How do I price a retainer?' },
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/ask/conversations',
    url: () => '/api/ask/conversations',
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/ask/conversations/:conversationId',
    url: () => `/api/ask/conversations/${askConversationOfMember}`,
    expected: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/ask/conversations/:conversationId',
    url: () => `/api/ask/conversations/${missingId}`,
    expected: members(404),
  },
  {
    method: 'PUT',
    route: '/api/ask/turns/:turnId/rating',
    url: () => `/api/ask/turns/${askTurnOfMember}/rating`,
    payload: { rating: 1 },
    expected: ownerOnly(200),
  },
  { method: 'GET', route: '/api/admin/ask', url: () => '/api/admin/ask', expected: superadminOnly(200) },
  // Certificates (issue 43): the public page and PDF for anyone; the holder's own list,
  // Make private and PDF (others with access are refused); superadmins list, revoke,
  // restore and switch them per pillar.
  {
    method: 'GET',
    route: '/api/certificates/:certificateId',
    url: () => `/api/certificates/${certificateOfMember}`,
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/certificates/:certificateId/pdf',
    url: () => `/api/certificates/${certificateOfMember}/pdf`,
    expected: everyone(200),
  },
  {
    // The link-preview image (issue 54): for anyone, as the page is.
    method: 'GET',
    route: '/api/certificates/:certificateId/preview.png',
    url: () => `/api/certificates/${certificateOfMember}/preview.png`,
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/my/certificates',
    url: () => '/api/my/certificates',
    expected: members(200),
  },
  {
    method: 'PATCH',
    route: '/api/my/certificates/:certificateId',
    url: () => `/api/my/certificates/${certificateOfMember}`,
    payload: { isPrivate: false },
    // A superadmin passes every policy, but /my/ changes only the viewer's own: none here.
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 200,
      guru: 403,
      support: 403,
      agentA: 403,
      agentB: 403,
      superadmin: 404,
    },
  },
  {
    method: 'GET',
    route: '/api/my/certificates/:certificateId/pdf',
    url: () => `/api/my/certificates/${certificateOfMember}/pdf`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 200,
      guru: 403,
      support: 403,
      agentA: 403,
      agentB: 403,
      superadmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/admin/certificates',
    url: () => '/api/admin/certificates?search=walk',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateId/revoke',
    url: () => `/api/admin/certificates/${missingId}/revoke`,
    payload: { reason: 'Route walk' },
    expected: superadminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateId/restore',
    url: () => `/api/admin/certificates/${certificateOfMember}/restore`,
    expected: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/pillars/:pillarId/certificates',
    url: () => `/api/admin/pillars/${firstPillarId}/certificates`,
    payload: { enabled: true },
    expected: superadminOnly(200),
  },
  {
    // A pending invitation to organization A: resent by its agent and superadmins only.
    method: 'POST',
    route: '/api/team/invitations/:invitationId/resend',
    url: () => `/api/team/invitations/${invitationOfA}/resend`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  {
    method: 'DELETE',
    route: '/api/team/invitations/:invitationId',
    url: () => `/api/team/invitations/${missingId}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 404,
      agentB: 404,
      superadmin: 404,
    },
  },
  // The invitee's page (public): the link's token is the credential.
  {
    method: 'POST',
    route: '/api/auth/invitation',
    url: () => '/api/auth/invitation',
    payload: {},
    expected: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/accept-invitation',
    url: () => '/api/auth/accept-invitation',
    payload: {},
    expected: everyone(400),
  },
  // Resources and gurus (issue 11).
  { method: 'GET', route: '/api/articles', url: () => '/api/articles', expected: members(200) },
  {
    // The agents_only article: agents, support and superadmins read it; it does not exist for others.
    method: 'GET',
    route: '/api/articles/:slug',
    url: () => `/api/articles/${agentsOnlySlug}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 404,
      guru: 404,
      support: 200,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'PUT',
    route: '/api/articles/:articleId/like',
    url: () => `/api/articles/${articleId}/like`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/articles/:articleId/like',
    url: () => `/api/articles/${articleId}/like`,
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/articles/:articleId/bookmark',
    url: () => `/api/articles/${articleId}/bookmark`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/articles/:articleId/bookmark',
    url: () => `/api/articles/${articleId}/bookmark`,
    expected: members(200),
  },
  { method: 'GET', route: '/api/gurus', url: () => '/api/gurus', expected: members(200) },
  {
    method: 'GET',
    route: '/api/gurus/:slug',
    url: () => `/api/gurus/${guruSlug}`,
    expected: members(200),
  },
  // Billing (issue 10), on the built-in test provider. The subscription view is every signed-in
  // user's (the lapsed agent sees why it is locked out); checkout and manage are the agent's.
  {
    method: 'GET',
    route: '/api/billing/subscription',
    url: () => '/api/billing/subscription',
    expected: signedIn(200),
  },
  {
    // Lapsed, Northwind (free access, no subscription) and HQ may subscribe; B already pays.
    method: 'POST',
    route: '/api/billing/checkout',
    url: () => '/api/billing/checkout',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 200,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 409,
      superadmin: 200,
    },
  },
  {
    // The checkout above gave their organizations a customer; B's never had one.
    method: 'POST',
    route: '/api/billing/portal',
    url: () => '/api/billing/portal',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 200,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 409,
      superadmin: 200,
    },
  },
  // Stripe only: the test provider has no webhook.
  {
    method: 'POST',
    route: '/api/billing/webhook',
    url: () => '/api/billing/webhook',
    payload: {},
    expected: everyone(404),
  },
  {
    method: 'GET',
    route: '/api/billing/test-checkout/:sessionId',
    url: () => '/api/billing/test-checkout/test_cs_unknown',
    expected: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/billing/test-checkout/:sessionId/pay',
    url: () => '/api/billing/test-checkout/test_cs_unknown/pay',
    payload: { outcome: 'succeeded' },
    expected: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/billing/test-checkout/:sessionId/cancel',
    url: () => '/api/billing/test-checkout/test_cs_unknown/cancel',
    expected: signedIn(404),
  },
  {
    // Nobody here has a provider subscription to manage (the demo's and the builders' rows have none).
    method: 'POST',
    route: '/api/billing/test-portal/cancel-at-period-end',
    url: () => '/api/billing/test-portal/cancel-at-period-end',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 409,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 409,
      agentB: 409,
      superadmin: 409,
    },
  },
  {
    method: 'POST',
    route: '/api/billing/test-portal/resume',
    url: () => '/api/billing/test-portal/resume',
    payload: {},
    expected: {
      anonymous: 401,
      lapsed: 409,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 409,
      agentB: 409,
      superadmin: 409,
    },
  },
  // Plans, seats, trials and coupons (issue 58). A code that is no coupon: the agents (and
  // superadmins) are told so (400); the people who may not manage billing are refused first.
  {
    method: 'POST',
    route: '/api/billing/coupon',
    url: () => '/api/billing/coupon',
    payload: { code: 'NO-SUCH-CODE', planId: teamPlanId, interval: 'year' },
    expected: {
      anonymous: 401,
      lapsed: 400,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 400,
      agentB: 400,
      superadmin: 400,
    },
  },
  {
    // Nobody here has a provider subscription to move (the demo's and the builders' rows have none).
    method: 'POST',
    route: '/api/billing/plan',
    url: () => '/api/billing/plan',
    payload: { planId: teamPlanId, interval: 'month' },
    expected: {
      anonymous: 401,
      lapsed: 409,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 409,
      agentB: 409,
      superadmin: 409,
    },
  },
  // The public pricing page's plans; /admin/plans and /admin/coupons are superadmins'.
  { method: 'GET', route: '/api/plans', url: () => '/api/plans', expected: everyone(200) },
  { method: 'GET', route: '/api/admin/plans', url: () => '/api/admin/plans', expected: superadminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/plans',
    url: () => '/api/admin/plans',
    payload: { name: 'Walked Plan', monthlyPrice: '19', seats: '5' },
    expected: superadminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/plans/:planId',
    url: () => `/api/admin/plans/${missingId}`,
    payload: { name: 'Walked Plan', monthlyPrice: '19' },
    expected: superadminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/coupons',
    url: () => '/api/admin/coupons',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/coupons',
    url: () => '/api/admin/coupons',
    payload: { code: 'WALKED10', percentOff: '10' },
    expected: superadminOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/admin/coupons/:couponId',
    url: () => `/api/admin/coupons/${missingId}`,
    payload: { isActive: false },
    expected: superadminOnly(404),
  },
  // Announcements (issue 60): superadmins write them; members read theirs; the e-mail's
  // one-click unsubscribe is public (its token is the key).
  {
    method: 'GET',
    route: '/api/admin/announcements',
    url: () => '/api/admin/announcements',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/announcements/audience-size',
    url: () => '/api/admin/announcements/audience-size',
    payload: { audience: { kind: 'owners' } },
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/announcements',
    url: () => '/api/admin/announcements',
    payload: {
      title: 'Walked announcement',
      bodyHtml: '<p>Walked</p>',
      audience: { kind: 'organization', organizationId: missingId },
      channels: ['bell'],
      sendAt: '2099-01-01T00:00:00.000Z',
    },
    expected: superadminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/announcements/:announcementId',
    url: () => `/api/admin/announcements/${missingId}`,
    payload: {
      title: 'Walked announcement',
      bodyHtml: '<p>Walked</p>',
      audience: { kind: 'owners' },
      channels: ['bell'],
      sendAt: null,
    },
    expected: superadminOnly(404),
  },
  { method: 'GET', route: '/api/announcements', url: () => '/api/announcements', expected: members(200) },
  {
    method: 'POST',
    route: '/api/announcements/:announcementId/dismiss',
    url: () => `/api/announcements/${missingId}/dismiss`,
    expected: { ...members(404) },
  },
  {
    method: 'POST',
    route: '/api/announcements/unsubscribe',
    url: () => '/api/announcements/unsubscribe?token=not-a-token-that-was-ever-sent',
    expected: everyone(404),
  },
  // Messages and support (issue 13). Bodies are invalid where a write would pile up
  // (400 after the access checks); the member's own ticket answers 404 to everyone else.
  { method: 'GET', route: '/api/messages', url: () => '/api/messages', expected: members(200) },
  {
    method: 'POST',
    route: '/api/messages',
    url: () => '/api/messages',
    payload: { content: ' ' },
    expected: members(400),
  },
  { method: 'GET', route: '/api/notifications', url: () => '/api/notifications', expected: members(200) },
  {
    method: 'POST',
    route: '/api/notifications/read',
    url: () => '/api/notifications/read',
    payload: { kind: 'conversation' },
    expected: members(200),
  },
  { method: 'GET', route: '/api/admin/inbox', url: () => '/api/admin/inbox', expected: staff(200) },
  {
    method: 'GET',
    route: '/api/admin/inbox/:memberId',
    url: () => `/api/admin/inbox/${memberOfA}`,
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:memberId/read',
    url: () => `/api/admin/inbox/${memberOfA}/read`,
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/inbox/:memberId/messages',
    url: () => `/api/admin/inbox/${memberOfA}/messages`,
    payload: { content: '' },
    expected: staff(400),
  },
  { method: 'GET', route: '/api/support', url: () => '/api/support', expected: members(200) },
  {
    method: 'POST',
    route: '/api/support/tickets',
    url: () => '/api/support/tickets',
    payload: {},
    expected: members(400),
  },
  {
    method: 'GET',
    route: '/api/support/tickets/:ticketId',
    url: () => `/api/support/tickets/${ticketOfMember}`,
    expected: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/support/tickets/:ticketId/responses',
    url: () => `/api/support/tickets/${ticketOfMember}/responses`,
    payload: { responseText: 'Walking by' },
    expected: ownerOnly(201),
  },
  { method: 'GET', route: '/api/admin/tickets', url: () => '/api/admin/tickets', expected: staff(200) },
  {
    method: 'GET',
    route: '/api/admin/tickets/:ticketId',
    url: () => `/api/admin/tickets/${ticketOfMember}`,
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/tickets/:ticketId/responses',
    url: () => `/api/admin/tickets/${ticketOfMember}/responses`,
    payload: { responseText: '' },
    expected: staff(400),
  },
  {
    method: 'PATCH',
    route: '/api/admin/tickets/:ticketId',
    url: () => `/api/admin/tickets/${ticketOfMember}`,
    payload: { status: 'in_progress' },
    expected: staff(200),
  },
  {
    method: 'GET',
    route: '/api/admin/support',
    url: () => '/api/admin/support',
    expected: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/support/settings',
    url: () => '/api/admin/support/settings',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/support/faq',
    url: () => '/api/admin/support/faq',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/support/faq/:faqItemId',
    url: () => `/api/admin/support/faq/${faqItemId}`,
    payload: { question: 'Walk?', answer: 'Still yes.' },
    expected: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/support/faq/:faqItemId',
    url: () => '/api/admin/support/faq/00000000-0000-4000-8000-000000000000',
    expected: superadminOnly(404),
  },
  {
    method: 'PUT',
    route: '/api/admin/support/faq-order',
    url: () => '/api/admin/support/faq-order',
    payload: { ids: 'none' },
    expected: superadminOnly(400),
  },
  // Manage Articles (issue 14): superadmins only; the walk's writes change nothing (an
  // already published article is published again, empty bodies are refused, a missing id is a 404).
  {
    method: 'GET',
    route: '/api/admin/articles',
    url: () => '/api/admin/articles?published=drafts&sort=title&direction=asc',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/articles/options',
    url: () => '/api/admin/articles/options',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/articles/:articleId',
    url: () => `/api/admin/articles/${articleId}`,
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/articles',
    url: () => '/api/admin/articles',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/articles/:articleId',
    url: () => `/api/admin/articles/${articleId}`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PATCH',
    route: '/api/admin/articles/:articleId',
    url: () => `/api/admin/articles/${articleId}`,
    payload: { isPublished: true },
    expected: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/articles/:articleId',
    url: () => '/api/admin/articles/00000000-0000-4000-8000-000000000000',
    expected: superadminOnly(404),
  },
  // An article's history and restore (issue 25): superadmins; a version that does not exist is a 404.
  {
    method: 'GET',
    route: '/api/admin/articles/:articleId/revisions',
    url: () => `/api/admin/articles/${articleId}/revisions`,
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/articles/:articleId/revisions/:revisionId/restore',
    url: () => `/api/admin/articles/${articleId}/revisions/${missingId}/restore`,
    expected: superadminOnly(404),
  },
  // Article Magic (issue 25): superadmins. This app has no AI provider: an enhancement is a 503
  // that says what to set; a save without a body is a 400.
  {
    method: 'GET',
    route: '/api/admin/article-magic',
    url: () => '/api/admin/article-magic?topics=without&sort=title',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/article-magic/:articleId/enhance',
    url: () => `/api/admin/article-magic/${articleId}/enhance`,
    expected: superadminOnly(503),
  },
  {
    method: 'POST',
    route: '/api/admin/article-magic/:articleId/save',
    url: () => `/api/admin/article-magic/${articleId}/save`,
    payload: {},
    expected: superadminOnly(400),
  },
  // Uploads (issue 14): superadmins and, since issue 23, gurus; a request that is not
  // multipart is told so (400). GET /uploads/<key> is not under /api: public, like the web app's own files.
  {
    method: 'POST',
    route: '/api/uploads',
    url: () => '/api/uploads',
    expected: gurusAndSuperadmin(400),
  },
  // My Guru Content (issue 23): gurus (on their own guru record's articles) and superadmins; the
  // walk's writes change nothing (the guru's published article is published again, empty bodies
  // are refused, a missing id is a 404).
  {
    method: 'GET',
    route: '/api/guru-content/articles',
    url: () => '/api/guru-content/articles?status=published&type=post',
    expected: gurusAndSuperadmin(200),
  },
  {
    method: 'GET',
    route: '/api/guru-content/articles/options',
    url: () => '/api/guru-content/articles/options',
    expected: gurusAndSuperadmin(200),
  },
  {
    method: 'GET',
    route: '/api/guru-content/articles/:articleId',
    url: () => `/api/guru-content/articles/${guruArticleId}`,
    expected: gurusAndSuperadmin(200),
  },
  {
    method: 'POST',
    route: '/api/guru-content/articles',
    url: () => '/api/guru-content/articles',
    payload: {},
    expected: gurusAndSuperadmin(400),
  },
  {
    method: 'PUT',
    route: '/api/guru-content/articles/:articleId',
    url: () => `/api/guru-content/articles/${guruArticleId}`,
    payload: {},
    expected: gurusAndSuperadmin(400),
  },
  {
    method: 'PATCH',
    route: '/api/guru-content/articles/:articleId',
    url: () => `/api/guru-content/articles/${guruArticleId}`,
    payload: { isPublished: true },
    expected: gurusAndSuperadmin(200),
  },
  {
    method: 'DELETE',
    route: '/api/guru-content/articles/:articleId',
    url: () => `/api/guru-content/articles/${missingId}`,
    expected: gurusAndSuperadmin(404),
  },
  {
    method: 'PUT',
    route: '/api/guru-content/profile',
    url: () => '/api/guru-content/profile',
    payload: {},
    expected: gurusAndSuperadmin(400),
  },
  // The realtime stream is a stream: a request without Accept: text/event-stream is told so (400).
  { method: 'GET', route: '/api/realtime', url: () => '/api/realtime', expected: members(400) },
  // Events (issue 12): every member; registering and cancelling leave the walk where it was.
  { method: 'GET', route: '/api/events', url: () => '/api/events', expected: members(200) },
  {
    method: 'GET',
    route: '/api/events/:eventId',
    url: () => `/api/events/${eventId}`,
    expected: members(200),
  },
  {
    method: 'POST',
    route: '/api/events/:eventId/registration',
    url: () => `/api/events/${eventId}/registration`,
    expected: members(201),
  },
  {
    method: 'GET',
    route: '/api/events/:eventId/calendar.ics',
    url: () => `/api/events/${eventId}/calendar.ics`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/events/:eventId/registration',
    url: () => `/api/events/${eventId}/registration`,
    expected: members(200),
  },
  // Book a Call: every member, their own calls.
  { method: 'GET', route: '/api/calls/booking', url: () => '/api/calls/booking', expected: members(200) },
  { method: 'POST', route: '/api/calls', url: () => '/api/calls', payload: {}, expected: members(400) },
  {
    // The demo member's completed call: its owner (and a superadmin) may try, and it is past.
    method: 'POST',
    route: '/api/calls/:callId/cancel',
    url: () => `/api/calls/${pastCallOfMember}/cancel`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 409,
      guru: 403,
      support: 403,
      agentA: 403,
      agentB: 403,
      superadmin: 409,
    },
  },
  // Manage Scheduled Calls: superadmins, and agents for their own organization's members.
  {
    method: 'GET',
    route: '/api/admin/calls',
    url: () => '/api/admin/calls',
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    // A call of organization A's member: agent B is refused even with the id.
    method: 'GET',
    route: '/api/admin/calls/:callId',
    url: () => `/api/admin/calls/${callOfA}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/calls/:callId',
    url: () => `/api/admin/calls/${callOfA}`,
    payload: { staffNotes: 'Walked by the route walk.' },
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 403,
      superadmin: 200,
    },
  },
  // Admin dashboard, pillars, key elements and lessons (issue 14): superadmins only. Writes
  // send invalid bodies (400 after the access checks) or missing ids (404); the moves move
  // the first pillar and lesson up, which leaves them where they are.
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    url: () => '/api/admin/dashboard',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/pillars',
    url: () => '/api/admin/pillars',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/pillars',
    url: () => '/api/admin/pillars',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/pillars/:pillarId',
    url: () => `/api/admin/pillars/${firstPillarId}`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'DELETE',
    route: '/api/admin/pillars/:pillarId',
    url: () => `/api/admin/pillars/${missingId}`,
    expected: superadminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admin/pillars/:pillarId/move',
    url: () => `/api/admin/pillars/${firstPillarId}/move`,
    payload: { direction: 'up' },
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/pillars/:pillarId/elements',
    url: () => `/api/admin/pillars/${firstPillarId}/elements`,
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/pillars/:pillarId/elements',
    url: () => `/api/admin/pillars/${firstPillarId}/elements`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/key-elements/:elementId',
    url: () => `/api/admin/key-elements/${keyElementId}`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'DELETE',
    route: '/api/admin/key-elements/:elementId',
    url: () => `/api/admin/key-elements/${missingId}`,
    expected: superadminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/key-elements/:elementId/lessons',
    url: () => `/api/admin/key-elements/${keyElementId}/lessons`,
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/key-elements/:elementId/lessons',
    url: () => `/api/admin/key-elements/${keyElementId}/lessons`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/lessons/:lessonId',
    url: () => `/api/admin/lessons/${lessonId}`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'DELETE',
    route: '/api/admin/lessons/:lessonId',
    url: () => `/api/admin/lessons/${missingId}`,
    expected: superadminOnly(404),
  },
  // Quizzes (issue 57): superadmins edit; the walked lesson has no quiz, so nothing changes.
  {
    method: 'GET',
    route: '/api/admin/quizzes',
    url: () => '/api/admin/quizzes',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/lessons/:lessonId/quiz',
    url: () => `/api/admin/lessons/${lessonId}/quiz`,
    expected: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/lessons/:lessonId/quiz',
    url: () => `/api/admin/lessons/${lessonId}/quiz`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'DELETE',
    route: '/api/admin/lessons/:lessonId/quiz',
    url: () => `/api/admin/lessons/${lessonId}/quiz`,
    expected: superadminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admin/lessons/:lessonId/move',
    url: () => `/api/admin/lessons/${lessonId}/move`,
    payload: { direction: 'up' },
    expected: superadminOnly(200),
  },
  // Admin events and registrations (issue 14): superadmins only. Writes leave the walk as it
  // was: invalid bodies (400 after the access checks), the active event set active, an unknown id deleted.
  {
    method: 'GET',
    route: '/api/admin/events',
    url: () => '/api/admin/events',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/events/hosts',
    url: () => '/api/admin/events/hosts',
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/events/:eventId',
    url: () => `/api/admin/events/${eventId}`,
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/events',
    url: () => '/api/admin/events',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PUT',
    route: '/api/admin/events/:eventId',
    url: () => `/api/admin/events/${eventId}`,
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'PATCH',
    route: '/api/admin/events/:eventId',
    url: () => `/api/admin/events/${eventId}`,
    payload: { isActive: true },
    expected: superadminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/events/:eventId',
    url: () => '/api/admin/events/00000000-0000-4000-8000-000000000000',
    expected: superadminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/events/:eventId/registrations',
    url: () => `/api/admin/events/${eventId}/registrations`,
    expected: superadminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/events/:eventId/registrations.csv',
    url: () => `/api/admin/events/${eventId}/registrations.csv`,
    expected: superadminOnly(200),
  },
  // Manage Organizations (issue 22): superadmins only. The write sends an invalid body (400
  // after the access checks); the delete names an organization that does not exist (404).
  {
    method: 'GET',
    route: '/api/admin/organizations',
    url: () => '/api/admin/organizations',
    expected: superadminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/organizations/:organizationId',
    url: () => '/api/admin/organizations/00000000-0000-4000-8000-000000000000',
    payload: { hasFreeAccess: 'yes' },
    expected: superadminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:organizationId/delete',
    url: () => '/api/admin/organizations/00000000-0000-4000-8000-000000000000/delete',
    payload: { confirmName: 'Nobody' },
    expected: superadminOnly(404),
  },
  // The audit trail (issue 22): superadmins every row, agents their organization's; read only.
  {
    method: 'GET',
    route: '/api/admin/audit',
    url: () => '/api/admin/audit',
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/admin/audit/export.csv',
    url: () => '/api/admin/audit/export.csv?action=organization.',
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  // Analytics (issue 27): the team view for agents (their own organization, whatever id they
  // send: agent B names A's and still reads B's) and superadmins (the organization they name);
  // the business view for superadmins.
  {
    method: 'GET',
    route: '/api/analytics/team',
    url: () => `/api/analytics/team?organizationId=${organizationOfA}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/analytics/team/export.csv',
    url: () =>
      `/api/analytics/team/export.csv?organizationId=${organizationOfA}&sort=progress&direction=desc`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 403,
      guru: 403,
      support: 403,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  },
  {
    method: 'GET',
    route: '/api/analytics/business',
    url: () => '/api/analytics/business',
    expected: superadminOnly(200),
  },
  // Jobs (decision 027): the member's own job; superadmins read any; others are refused.
  {
    method: 'GET',
    route: '/api/jobs/:jobId',
    url: () => `/api/jobs/${jobOfMember}`,
    expected: {
      anonymous: 401,
      lapsed: 403,
      member: 200,
      guru: 403,
      support: 403,
      agentA: 403,
      agentB: 403,
      superadmin: 200,
    },
  },
  // Import from Bubble.io (issue 24): superadmins. Without BUBBLE_* the state says so (200).
  {
    method: 'GET',
    route: '/api/admin/bubble-import',
    url: () => '/api/admin/bubble-import',
    expected: superadminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/bubble-import/csv',
    url: () => '/api/admin/bubble-import/csv',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/bubble-import/preview',
    url: () => '/api/admin/bubble-import/preview',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/bubble-import',
    url: () => '/api/admin/bubble-import',
    payload: {},
    expected: superadminOnly(400),
  },
  // Points and levels (issue 59): /admin/engagement, superadmins.
  {
    method: 'GET',
    route: '/api/admin/engagement',
    url: () => '/api/admin/engagement',
    expected: superadminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/engagement',
    url: () => '/api/admin/engagement',
    payload: {},
    expected: superadminOnly(400),
  },
  {
    method: 'POST',
    route: '/api/admin/engagement/recalculate',
    url: () => '/api/admin/engagement/recalculate',
    expected: superadminOnly(201),
  },
  // The Community (issue 42): every member with access, across organizations; one's own
  // words to edit (superadmins any); Mark as answer for the post's author, staff and gurus;
  // moderation for staff; categories for superadmins.
  { method: 'GET', route: '/api/community', url: () => '/api/community', expected: members(200) },
  {
    method: 'GET',
    route: '/api/community/posts/:postId',
    url: () => `/api/community/posts/${communityPostId}`,
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/community/lessons/:lessonId',
    url: () => `/api/community/lessons/${lessonId}`,
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/community/articles/:articleId',
    url: () => `/api/community/articles/${articleId}`,
    expected: members(200),
  },
  {
    method: 'POST',
    route: '/api/community/posts',
    url: () => '/api/community/posts',
    get payload() {
      return { lessonId, body: 'A walked question' };
    },
    expected: members(201),
  },
  {
    method: 'PATCH',
    route: '/api/community/posts/:postId',
    url: () => `/api/community/posts/${communityPostId}`,
    payload: { body: 'Walked post' },
    expected: { ...members(403), superadmin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId',
    url: () => `/api/community/posts/${missingId}`,
    expected: members(404),
  },
  {
    method: 'POST',
    route: '/api/community/posts/:postId/replies',
    url: () => `/api/community/posts/${communityPostId}/replies`,
    payload: { body: 'A walked reply' },
    expected: members(201),
  },
  {
    method: 'PATCH',
    route: '/api/community/replies/:replyId',
    url: () => `/api/community/replies/${communityReplyId}`,
    payload: { body: 'Walked reply' },
    expected: { ...members(403), superadmin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/community/replies/:replyId',
    url: () => `/api/community/replies/${missingId}`,
    expected: members(404),
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/like',
    url: () => `/api/community/posts/${communityPostId}/like`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/like',
    url: () => `/api/community/posts/${communityPostId}/like`,
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/community/replies/:replyId/like',
    url: () => `/api/community/replies/${communityReplyId}/like`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/community/replies/:replyId/like',
    url: () => `/api/community/replies/${communityReplyId}/like`,
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/follow',
    url: () => `/api/community/posts/${communityPostId}/follow`,
    expected: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/follow',
    url: () => `/api/community/posts/${communityPostId}/follow`,
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/community/posts/:postId/answer',
    url: () => `/api/community/posts/${communityPostId}/answer`,
    get payload() {
      return { replyId: communityReplyId };
    },
    expected: { ...members(403), guru: 200, support: 200, superadmin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/community/posts/:postId/answer',
    url: () => `/api/community/posts/${communityPostId}/answer`,
    expected: { ...members(403), guru: 200, support: 200, superadmin: 200 },
  },
  {
    method: 'POST',
    route: '/api/community/reports',
    url: () => '/api/community/reports',
    get payload() {
      return { postId: communityPostId, reason: 'off_topic' };
    },
    expected: members(201),
  },
  {
    method: 'GET',
    route: '/api/community/mention-candidates',
    url: () => `/api/community/mention-candidates?q=a&postId=${communityPostId}`,
    expected: members(200),
  },
  // The member directory (issue 42): every member with access; one's own opt-in and fields.
  {
    method: 'GET',
    route: '/api/me/directory-profile',
    url: () => '/api/me/directory-profile',
    expected: members(200),
  },
  {
    method: 'PUT',
    route: '/api/me/directory-profile',
    url: () => '/api/me/directory-profile',
    payload: {
      listed: false,
      title: 'Walker',
      city: '',
      country: '',
      services: [],
      sizeBand: null,
      askMeAbout: '',
      websiteUrl: '',
      linkedinUrl: '',
    },
    expected: members(200),
  },
  { method: 'GET', route: '/api/members', url: () => '/api/members?q=walk', expected: members(200) },
  {
    method: 'GET',
    route: '/api/members/:userId',
    url: () => `/api/members/${listedMemberId}`,
    expected: members(200),
  },
  {
    method: 'GET',
    route: '/api/admin/community/reports',
    url: () => '/api/admin/community/reports',
    expected: staff(200),
  },
  {
    method: 'GET',
    route: '/api/admin/community/hidden',
    url: () => '/api/admin/community/hidden',
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/community/posts/:postId/moderation',
    url: () => `/api/admin/community/posts/${communityPostId}/moderation`,
    payload: { action: 'pin' },
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/community/replies/:replyId/moderation',
    url: () => `/api/admin/community/replies/${communityReplyId}/moderation`,
    payload: { action: 'unhide' },
    expected: staff(200),
  },
  {
    method: 'POST',
    route: '/api/admin/community/categories',
    url: () => '/api/admin/community/categories',
    payload: { name: 'Walked category' },
    expected: superadminOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/admin/community/categories/:categoryId',
    url: () => `/api/admin/community/categories/${missingId}`,
    payload: { name: 'Walked' },
    expected: superadminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/community/categories/:categoryId',
    url: () => `/api/admin/community/categories/${missingId}`,
    expected: superadminOnly(404),
  },
  // Last: it ends the actor's session.
  { method: 'POST', route: '/api/auth/sign-out', url: () => '/api/auth/sign-out', expected: everyone(200) },
];

/** Which error code a refusal carries: statuses and codes are both part of the contract. */
function expectedCode(actor: Actor, status: number): string | undefined {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return actor === 'lapsed' ? 'SUBSCRIPTION_REQUIRED' : 'FORBIDDEN';
  return undefined;
}

const demoRoleOf: Record<Exclude<Actor, 'anonymous' | 'agentB'>, DemoRole> = {
  lapsed: 'lapsed',
  member: 'member',
  guru: 'guru',
  support: 'support',
  agentA: 'agent',
  superadmin: 'admin',
};

async function cookieFor(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (actor === 'agentB') return signInAs(agentB);
  return loginAs(demoRoleOf[actor]);
}

describe('the route walk', () => {
  it('has a hand-written row for every declared route, and no row for a route that does not exist', () => {
    const declared = app.declaredRoutes.map((route) => `${route.method} ${route.url}`).sort();
    const written = walk.map((row) => `${row.method} ${row.route}`).sort();
    expect(written).toEqual(declared);
  });

  for (const actor of actors) {
    it(`answers ${actor} as written`, async () => {
      const cookie = await cookieFor(actor);
      for (const row of walk) {
        const response = await app.inject({
          method: row.method,
          url: row.url(),
          headers: cookie ? { cookie } : {},
          ...(row.payload === undefined ? {} : { payload: row.payload as object }),
        });
        const label = `${actor} ${row.method} ${row.route} answered ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBe(row.expected[actor]);
        const code = expectedCode(actor, row.expected[actor]);
        if (code) expect(response.json().error.code, label).toBe(code);
      }
    });
  }
});

/*
 * Staff without a second factor (issue 44, decision 052): with REQUIRE_STAFF_TWO_FACTOR, a
 * superadmin or support account that signed in with its password alone reaches only the
 * public routes, GET /api/me and the set-up; every other route answers 403
 * TWO_FACTOR_REQUIRED. The routes that answer otherwise, written by hand:
 */
const staffWithoutSecondFactor: Record<string, number> = {
  'GET /api/health': 200,
  'GET /api/openapi.json': 200,
  'POST /api/auth/sign-up': 400,
  'POST /api/auth/sign-in': 400,
  'POST /api/auth/forgot-password': 400,
  'POST /api/auth/reset-password': 400,
  'POST /api/auth/invitation': 400,
  'POST /api/auth/accept-invitation': 400,
  'POST /api/billing/webhook': 404,
  'GET /api/plans': 200,
  'GET /api/me': 200,
  'GET /api/me/two-factor': 200,
  'POST /api/me/two-factor/authenticator': 200,
  'POST /api/me/two-factor/authenticator/confirm': 400,
  'POST /api/auth/passkey/options': 200,
  'POST /api/auth/passkey/sign-in': 400,
  'GET /api/me/passkeys': 200,
  'POST /api/me/passkeys/options': 200,
  'POST /api/me/passkeys': 400,
  'POST /api/auth/sign-out': 200,
  // Public pages (no session needed, so none refused): the walked certificate is in the
  // other app's database, so this one answers that it has none.
  'GET /api/certificates/:certificateId': 404,
  'GET /api/certificates/:certificateId/pdf': 404,
  'GET /api/certificates/:certificateId/preview.png': 404,
  // An announcement e-mail's one-click unsubscribe: its link is the key, whoever follows it.
  'POST /api/announcements/unsubscribe': 404,
};

const staffApp = await buildTestApp({ env: { REQUIRE_STAFF_TWO_FACTOR: 'true' } });

describe('the route walk for staff without a second factor (REQUIRE_STAFF_TWO_FACTOR)', () => {
  for (const role of ['admin', 'support'] as const) {
    it(`answers ${role} 403 TWO_FACTOR_REQUIRED everywhere but the set-up`, async () => {
      const cookie = await staffApp.loginAs(role);
      const me = await staffApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().secondFactor).toBe('setup');
      for (const row of walk) {
        const response = await staffApp.app.inject({
          method: row.method,
          url: row.url(),
          headers: { cookie },
          ...(row.payload === undefined ? {} : { payload: row.payload as object }),
        });
        const label = `${role} ${row.method} ${row.route} answered ${response.body.slice(0, 200)}`;
        const expected = staffWithoutSecondFactor[`${row.method} ${row.route}`] ?? 403;
        expect(response.statusCode, label).toBe(expected);
        if (expected === 403) expect(response.json().error.code, label).toBe('TWO_FACTOR_REQUIRED');
      }
    });
  }

  it('lets the demo logins in without a second factor when it is not set (dev, demo, tests)', async () => {
    // A fresh sign-in: the walk above ended the cached sessions (its last row signs out).
    const cookie = await signIn('admin@example.com', demoPassword);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().secondFactor).toBeNull();
  });
});
