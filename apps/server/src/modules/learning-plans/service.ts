import { endOfDueDay, todayIn } from '@pillars/shared/learning-plans/due-dates';
import {
  type AssignPlanBody,
  type AssignPlanResponse,
  type ListPlansInput,
  type MyPlanResponse,
  type PlanAssignment,
  type PlanChoices,
  type PlanContent,
  type PlanFilters,
  type PlanStatus,
  type PlansResponse,
  planMessages,
  planStatuses,
  plansPageSize,
  type UpdatePlanBody,
} from '@pillars/shared/learning-plans/schemas';
import { forbiddenMessage, type PolicyResource, scopeFor } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { pillars, profiles } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';
import { getLearningTree, type LearningTree } from '../learning-tree/tree.ts';
import {
  type AssignmentRow,
  type Completions,
  loadAssignments,
  toPlanAssignment,
} from './assignment-rows.ts';
import { notifyNewAssignments, type PlanNoticeContext } from './plan-notifications.ts';

/*
 * Learning plans (issue 40, decision 048). An agent assigns content of the library to people
 * of their organization ('plan.assign' scope); superadmins to any organization they name.
 * Progress is read from lesson completions (assignment-rows.ts); nothing here stores it.
 */

/** Whose team a request acts on: an agent's own organization whatever it names; a superadmin's choice. */
function planOrganizationOf(ctx: ViewerContext, organizationId: string | undefined): string {
  const scope = scopeFor(ctx.viewer, 'plan.assign');
  if (scope.rows === 'organization') return scope.organizationId;
  if (scope.rows !== 'all') throw new AppError('FORBIDDEN', forbiddenMessage('plan.assign'));
  if (!organizationId) {
    throw validationFailed(planMessages.organizationRequired, {
      organizationId: planMessages.organizationRequired,
    });
  }
  return organizationId;
}

const statusRank: Record<PlanStatus, number> = {
  overdue: 0,
  in_progress: 1,
  not_started: 2,
  completed_late: 3,
  completed_on_time: 4,
};

/** Whether the plans page's filters keep a judged row. */
const keeps = (row: PlanAssignment, filters: PlanFilters) =>
  (!filters.userId || row.person.id === filters.userId) &&
  (!filters.status || row.status === filters.status) &&
  (!filters.contentKind || row.content.kind === filters.contentKind) &&
  (!filters.contentId || row.content.id === filters.contentId);

/** Names compared as `localeCompare` does, with one collator made once (thousands of rows are sorted). */
const byName = new Intl.Collator().compare;
/** ISO times and ids: compared as code units (what `localeCompare` costs is not needed there). */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Judged rows in each order asked, per judged array (`judgedOnce` keeps one per change): a
 * team's thousands of rows are sorted once per order, and each request only filters them.
 */
const sortedOfRows = new WeakMap<readonly PlanAssignment[], Map<string, PlanAssignment[]>>();

/** The filters and the order of the plans page (and its export), applied to judged rows (a new array). */
function filterAndSort(rows: readonly PlanAssignment[], filters: PlanFilters): PlanAssignment[] {
  const orderKey = `${filters.sort ?? 'due'}:${filters.direction ?? 'asc'}`;
  let orders = sortedOfRows.get(rows);
  if (!orders) {
    orders = new Map();
    sortedOfRows.set(rows, orders);
  }
  let sorted = orders.get(orderKey);
  if (!sorted) {
    sorted = sortRows(rows, filters);
    orders.set(orderKey, sorted);
  }
  // The order is total (the id last): filtering the sorted rows keeps it.
  return sorted.filter((row) => keeps(row, filters));
}

function sortRows(rows: readonly PlanAssignment[], filters: PlanFilters): PlanAssignment[] {
  const kept = [...rows];
  const direction = filters.direction === 'desc' ? -1 : 1;
  const byDue = (a: PlanAssignment, b: PlanAssignment) =>
    // No due date sorts after every date, whichever way.
    a.dueDate === b.dueDate
      ? 0
      : a.dueDate === null
        ? 1
        : b.dueDate === null
          ? -1
          : a.dueDate < b.dueDate
            ? -direction
            : direction;
  const compare: Record<
    NonNullable<PlanFilters['sort']>,
    (a: PlanAssignment, b: PlanAssignment) => number
  > = {
    due: byDue,
    person: (a, b) => direction * byName(a.person.name, b.person.name) || byDue(a, b),
    assigned: (a, b) => direction * byCode(a.createdAt, b.createdAt),
  };
  const sort = filters.sort ?? 'due';
  return kept.sort(
    (a, b) =>
      compare[sort](a, b) ||
      statusRank[a.status] - statusRank[b.status] ||
      byName(a.person.name, b.person.name) ||
      byCode(a.id, b.id),
  );
}

async function organizationOrNotFound(ctx: ViewerContext, organizationId: string) {
  // From memory beside the team's assignments (scope 'analytics': organizations' names bump it, migration 0026).
  const [organization] = await ctx.content.get('analytics', `plan-organization:${organizationId}`, () =>
    queryRows<{ id: string; name: string }>(
      ctx.db,
      sql`select id, name from organizations where id = ${organizationId}`,
    ),
  );
  if (!organization) throw notFound('Organization not found');
  return organization;
}

/** The Assign form's lists: the organization's people (one statement), and the library from the tree in memory. */
async function loadChoices(
  ctx: ViewerContext,
  organizationId: string,
  tree: LearningTree,
): Promise<PlanChoices> {
  // Held beside the team's assignments (scope 'analytics': names, roles, organizations and
  // e-mails bump it, migration 0026).
  const people = await ctx.content.get('analytics', `plan-people:${organizationId}`, () =>
    queryRows<PlanChoices['people'][number]>(
      ctx.db,
      sql`select p.id, ${displayName('p', sql`u.email`)} as name,
                 u.email, p.role
            from profiles p join "user" u on u.id = p.id
           where p.organization_id = ${organizationId}
           order by name, u.email`,
    ),
  );
  let choices = choicesOf.get(people)?.get(tree);
  if (choices) return choices;
  choices = {
    people,
    pillars: tree.pillars.map(({ pillar, keyElements }) => ({
      id: pillar.id,
      title: pillar.title,
      color: pillar.color,
      keyElements: keyElements.map((keyElement) => ({
        id: keyElement.id,
        title: keyElement.title,
        lessons: keyElement.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
      })),
    })),
  };
  const byTree = choicesOf.get(people) ?? new WeakMap<LearningTree, PlanChoices>();
  byTree.set(tree, choices);
  choicesOf.set(people, byTree);
  return choices;
}

/** The Assign form's lists per cached people list and tree: the same object while both hold. */
const choicesOf = new WeakMap<object, WeakMap<LearningTree, PlanChoices>>();

/** Judges every loaded row at `now`. */
function judge(
  tree: LearningTree,
  loaded: { rows: AssignmentRow[]; completions: Completions },
  now: Date,
): PlanAssignment[] {
  return loaded.rows.map((row) => toPlanAssignment(tree, loaded.completions, row, now));
}

/** GET /api/team/plans. */
export async function listPlans(ctx: ViewerContext, query: ListPlansInput): Promise<PlansResponse> {
  const organizationId = planOrganizationOf(ctx, query.organizationId);
  const [organization, judged, tree] = await Promise.all([
    organizationOrNotFound(ctx, organizationId),
    teamAssignments(ctx, organizationId),
    getLearningTree(ctx),
  ]);
  const choices = await loadChoices(ctx, organizationId, tree);
  // The same parts and the same query make the same page: kept per judgement (decision 057).
  const key = JSON.stringify([
    query.userId,
    query.status,
    query.contentKind,
    query.contentId,
    query.sort,
    query.direction,
    query.page,
  ]);
  let pages = plansPages.get(judged);
  if (!pages || pages.organization !== organization || pages.choices !== choices) {
    pages = { organization, choices, byQuery: new Map() };
    plansPages.set(judged, pages);
  }
  const known = pages.byQuery.get(key);
  if (known) return known;
  const counts = Object.fromEntries(planStatuses.map((status) => [status, 0])) as Record<PlanStatus, number>;
  // The counts need the filters, not the order.
  const anyStatus = { ...query, status: undefined };
  for (const row of judged) if (keeps(row, anyStatus)) counts[row.status] += 1;
  const kept = filterAndSort(judged, query);
  const { page } = query;
  const answer = shareAnswer({
    organization,
    assignments: kept.slice((page - 1) * plansPageSize, page * plansPageSize),
    total: kept.length,
    page,
    pageSize: plansPageSize,
    counts,
    choices,
  });
  // A few dozen pages per judgement at most; the oldest goes first.
  if (pages.byQuery.size >= plansPagesKept) pages.byQuery.delete(pages.byQuery.keys().next().value!);
  pages.byQuery.set(key, answer);
  return answer;
}

/**
 * The plans pages already made, per team judgement (`judgedOnce`: the same array while the
 * team's rows, the tree and the judgement hold), with the organization and the Assign form's
 * choices they were made with. Every agent of the team, and each reload, gets the same answer
 * object, whose JSON the serialiser wrote once (lib/shared-answer.ts): filtering and sorting
 * 4,000 assignments and writing a page of 50 with the form's lists was most of a request.
 */
const plansPages = new WeakMap<
  PlanAssignment[],
  { organization: PlansResponse['organization']; choices: PlanChoices; byQuery: Map<string, PlansResponse> }
>();
const plansPagesKept = 64;

/** Every assignment the filters keep, in the page's order (the CSV export). */
export async function listPlansForExport(
  ctx: ViewerContext,
  query: PlanFilters & { organizationId?: string | undefined },
): Promise<PlanAssignment[]> {
  const organizationId = planOrganizationOf(ctx, query.organizationId);
  await organizationOrNotFound(ctx, organizationId);
  return filterAndSort(await teamAssignments(ctx, organizationId), query);
}

/** The open ones first (soonest due first), then the completed ones (latest first). */
function memberOrder(assignments: PlanAssignment[]): PlanAssignment[] {
  const open = assignments.filter((row) => row.completedAt === null);
  const done = assignments.filter((row) => row.completedAt !== null);
  open.sort(
    (a, b) =>
      (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
      a.createdAt.localeCompare(b.createdAt),
  );
  done.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  return [...open, ...done];
}

/**
 * Judged assignments per loaded rows (a member's, from the member cache; a team's, from the
 * content cache): reused while the rows, the learning tree and the judgement hold, i.e. until
 * the first due day of an open assignment ends. Keyed by the cached rows' object, so it lives
 * exactly as long as the cache keeps them; a write makes a new object.
 */
const judgedOfRows = new WeakMap<
  object,
  { tree: LearningTree; validUntil: number; assignments: PlanAssignment[] }
>();

function judgedOnce(
  tree: LearningTree,
  loaded: { rows: AssignmentRow[]; completions: Completions },
  now: number,
): PlanAssignment[] {
  const known = judgedOfRows.get(loaded);
  if (known && known.tree === tree && now < known.validUntil) return known.assignments;
  const assignments = judge(tree, loaded, new Date(now));
  // An open assignment turns overdue when its due day ends: judged again from then.
  let validUntil = Number.POSITIVE_INFINITY;
  for (const assignment of assignments) {
    if (assignment.completedAt || !assignment.dueDate) continue;
    const deadline = endOfDueDay(assignment.dueDate, assignment.timeZone).getTime();
    if (deadline > now && deadline < validUntil) validUntil = deadline;
  }
  judgedOfRows.set(loaded, { tree, validUntil, assignments });
  return assignments;
}

/**
 * The viewer's own assignments, judged; null without any. Home and the learning pages ask on
 * every request, so the common cases cost nothing: no assignment (the cached rows say so; the
 * tree is not even read), and assignments judged already (`judgedOnce`); judging runs again
 * only after a change.
 */
async function viewerJudged(ctx: ViewerContext): Promise<PlanAssignment[] | null> {
  // The viewer's own rows: from memory while their counter has not moved (lib/member-cache.ts).
  const loaded = await ctx.viewerRows.get('plans', () =>
    loadAssignments(ctx, { where: sql`a.user_id = ${ctx.viewer.userId}` }),
  );
  if (loaded.rows.length === 0) return null;
  return judgedOnce(await getLearningTree(ctx), loaded, Date.now());
}

/** The viewer's own assignments in their order. */
async function viewerAssignments(ctx: ViewerContext): Promise<PlanAssignment[]> {
  const judged = await viewerJudged(ctx);
  return judged ? memberOrder(judged) : [];
}

/**
 * An organization's assignments and its people's completions, held in memory (content scope
 * 'analytics', as the team analytics: bumped by every write to assignments, completions,
 * names and the library, migrations 0026 and 0035), judged once per change.
 */
async function teamAssignments(ctx: ViewerContext, organizationId: string): Promise<PlanAssignment[]> {
  const [tree, loaded] = await Promise.all([
    getLearningTree(ctx),
    ctx.content.get('analytics', `plans:${organizationId}`, () =>
      loadAssignments(ctx, { where: sql`a.organization_id = ${organizationId}` }),
    ),
  ]);
  return judgedOnce(tree, loaded, Date.now());
}

/** GET /api/my-plan: the viewer's own assignments. */
export async function getMyPlan(ctx: ViewerContext): Promise<MyPlanResponse> {
  return { assignments: await viewerAssignments(ctx) };
}

/** Home's "Assigned to you": the viewer's open assignments, soonest due first. */
export async function assignedToViewer(ctx: ViewerContext): Promise<PlanAssignment[]> {
  const judged = await viewerJudged(ctx);
  if (!judged) return noAssignments;
  let open = openOfJudged.get(judged);
  if (!open) {
    open = memberOrder(judged).filter((row) => row.completedAt === null);
    openOfJudged.set(judged, open);
  }
  return open;
}

/**
 * The viewer's assignments by what they assign (`pillar:<id>`, `key_element:<id>`,
 * `lesson:<id>`), for the pillar page and the lesson viewer to say "Assigned by ..., due ..."
 * (issue 54): the rows Home reads (the member cache, no statement when warm; none at all
 * without an assignment), indexed once per judgement.
 */
export async function viewerAssignmentsByContent(
  ctx: ViewerContext,
): Promise<ReadonlyMap<string, PlanAssignment>> {
  const judged = await viewerJudged(ctx);
  if (!judged) return noAssignmentsByContent;
  let byContent = byContentOfJudged.get(judged);
  if (!byContent) {
    byContent = new Map(
      judged.flatMap((row) =>
        row.content.id ? [[`${row.content.kind}:${row.content.id}`, row] as const] : [],
      ),
    );
    byContentOfJudged.set(judged, byContent);
  }
  return byContent;
}

const byContentOfJudged = new WeakMap<PlanAssignment[], ReadonlyMap<string, PlanAssignment>>();
const noAssignmentsByContent: ReadonlyMap<string, PlanAssignment> = new Map();

/**
 * Home's list, made once per judgement (`judgedOnce`): the same array while the member's
 * rows, the tree and the judgement hold, so Home can reuse its answer by identity.
 */
const openOfJudged = new WeakMap<PlanAssignment[], PlanAssignment[]>();
const noAssignments: PlanAssignment[] = Object.freeze([]) as unknown as PlanAssignment[];

interface ContentItem extends PlanContent {
  title: string;
}

/** The content items named, with their titles; 400 when one is not in the library. */
async function loadContent(ctx: ViewerContext, content: PlanContent[]): Promise<ContentItem[]> {
  const ids = (kind: PlanContent['kind']) =>
    content.filter((item) => item.kind === kind).map((item) => item.id);
  const asArray = (values: string[]) =>
    sql`array[${sql.join(values.length ? values.map((v) => sql`${v}`) : [sql`null`], sql`, `)}]::uuid[]`;
  const found = await queryRows<Pick<SqlRow<typeof pillars>, 'id' | 'title'> & { kind: PlanContent['kind'] }>(
    ctx.db,
    sql`select 'pillar' as kind, id, title from pillars where id = any(${asArray(ids('pillar'))})
        union all select 'key_element', id, title from key_elements where id = any(${asArray(ids('key_element'))})
        union all select 'lesson', id, title from lessons where id = any(${asArray(ids('lesson'))})`,
  );
  const byKey = new Map(found.map((row) => [`${row.kind}:${row.id}`, row]));
  const unique = new Map(content.map((item) => [`${item.kind}:${item.id}`, item]));
  return [...unique.values()].map((item) => {
    const row = byKey.get(`${item.kind}:${item.id}`);
    if (!row) throw validationFailed(planMessages.contentNotFound, { content: planMessages.contentNotFound });
    return { ...item, title: row.title };
  });
}

const contentColumn = { pillar: 'pillar_id', key_element: 'key_element_id', lesson: 'lesson_id' } as const;

/**
 * Writes (or, for a person who has it already, re-dates) one content item's assignment of
 * each person, in the caller's transaction. Returns how many were new.
 */
async function upsertAssignments(
  tx: Executor,
  rows: {
    organizationId: string;
    item: ContentItem;
    userIds: string[];
    dueDate: string | null;
    note: string;
    assignedBy: string | null;
    teamPlanId: string | null;
  },
): Promise<{ created: number; updated: number; ids: string[]; createdIds: string[] }> {
  if (rows.userIds.length === 0) return { created: 0, updated: 0, ids: [], createdIds: [] };
  const column = sql.raw(contentColumn[rows.item.kind]);
  const written = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into learning_assignments (organization_id, user_id, content_kind, ${column}, content_title, due_date,
                                          note, assigned_by, team_plan_id, everyone)
        select ${rows.organizationId}, person.id, ${rows.item.kind}, ${rows.item.id}, ${rows.item.title},
               ${rows.dueDate}::date, ${rows.note}, ${rows.assignedBy}, ${rows.teamPlanId}, ${rows.teamPlanId !== null}
          from unnest(array[${sql.join(
            rows.userIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]) as person(id)
        on conflict (user_id, ${column}) where ${column} is not null
        do update set due_date = excluded.due_date, note = excluded.note, updated_at = now(),
                      team_plan_id = coalesce(excluded.team_plan_id, learning_assignments.team_plan_id),
                      everyone = learning_assignments.everyone or excluded.everyone
        returning id, (xmax = 0) as inserted`,
  );
  const createdIds = written.filter((row) => row.inserted).map((row) => row.id);
  return {
    created: createdIds.length,
    updated: written.length - createdIds.length,
    ids: written.map((row) => row.id),
    createdIds,
  };
}

/** POST /api/team/plans: Assign. */
export async function assignPlan(ctx: ViewerContext, body: AssignPlanBody): Promise<AssignPlanResponse> {
  const organizationId = planOrganizationOf(ctx, body.organizationId);
  await organizationOrNotFound(ctx, organizationId);
  const everyone = body.everyone ?? false;
  const requested = [...new Set(body.userIds ?? [])];
  if (!everyone && requested.length === 0) {
    throw validationFailed(planMessages.peopleRequired, { userIds: planMessages.peopleRequired });
  }
  const content = await loadContent(ctx, body.content);
  // Everyone: the organization's people now (later ones through `giveTeamPlans`).
  const people = await queryRows<
    Pick<SqlRow<typeof profiles>, 'id' | 'organization_id' | 'time_zone'> & { name: string }
  >(
    ctx.db,
    everyone
      ? sql`select p.id, ${displayName('p', sql`u.email`)} as name,
                   p.organization_id, p.time_zone
              from profiles p join "user" u on u.id = p.id where p.organization_id = ${organizationId}`
      : sql`select p.id, ${displayName('p', sql`u.email`)} as name,
                   p.organization_id, p.time_zone
              from profiles p join "user" u on u.id = p.id
             where p.id = any(array[${sql.join(
               requested.map((id) => sql`${id}`),
               sql`, `,
             )}]::uuid[])`,
  );
  if (
    !everyone &&
    (people.length !== requested.length || people.some((p) => p.organization_id !== organizationId))
  ) {
    throw new AppError('FORBIDDEN', planMessages.notInOrganization);
  }
  const dueDate = body.dueDate ?? null;
  // A day in the past where the assignee lives (today is still open until its end there).
  if (dueDate && people.some((person) => dueDate < todayIn(person.time_zone))) {
    throw validationFailed(planMessages.dueDateInPast, { dueDate: planMessages.dueDateInPast });
  }
  const note = body.note ?? '';
  const userIds = people.map((person) => person.id);
  return ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    const assignmentIds: string[] = [];
    const createdIds: string[] = [];
    for (const item of content) {
      let teamPlanId: string | null = null;
      if (everyone) {
        const [plan] = await queryRows<{ id: string }>(
          tx,
          sql`insert into learning_team_plans (organization_id, content_kind, ${sql.raw(contentColumn[item.kind])},
                                               due_date, note, assigned_by)
              values (${organizationId}, ${item.kind}, ${item.id}, ${dueDate}::date, ${note}, ${ctx.viewer.userId})
              returning id`,
        );
        teamPlanId = plan!.id;
      }
      const counts = await upsertAssignments(tx, {
        organizationId,
        item,
        userIds,
        dueDate,
        note,
        assignedBy: ctx.viewer.userId,
        teamPlanId,
      });
      created += counts.created;
      updated += counts.updated;
      assignmentIds.push(...counts.ids);
      createdIds.push(...counts.createdIds);
      await ctx.audit.record(tx, {
        action: 'plan.assign',
        target: { type: item.kind, id: item.id, name: item.title },
        organizationId,
        after: {
          people: everyone ? 'Everyone in the team' : people.map((person) => person.name),
          dueDate,
          note: note || null,
        },
      });
    }
    // The new ones are told to their people (bell, and e-mail by preference), with the
    // assignments or not at all; a re-dated one is not news (decision 050).
    await notifyNewAssignments({ ...ctx, db: tx }, { assignmentIds: createdIds });
    return { created, updated, assignmentIds };
  });
}

/**
 * An accepted invitation's share of "Everyone in the team": the organization's team plans
 * become the new person's assignments, in the acceptance's transaction.
 */
export async function giveTeamPlans(
  ctx: PlanNoticeContext,
  input: { organizationId: string; userId: string },
): Promise<void> {
  const given = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into learning_assignments (organization_id, user_id, content_kind, pillar_id, key_element_id, lesson_id,
                                          content_title, due_date, note, assigned_by, team_plan_id, everyone)
        select tp.organization_id, ${input.userId}, tp.content_kind, tp.pillar_id, tp.key_element_id, tp.lesson_id,
               coalesce(pl.title, ke.title, l.title), tp.due_date, tp.note, tp.assigned_by, tp.id, true
          from learning_team_plans tp
          left join pillars pl on pl.id = tp.pillar_id
          left join key_elements ke on ke.id = tp.key_element_id
          left join lessons l on l.id = tp.lesson_id
         where tp.organization_id = ${input.organizationId}
        on conflict do nothing
        returning id`,
  );
  await notifyNewAssignments(ctx, { assignmentIds: given.map((row) => row.id) });
}

/** What 'plan.assign' needs of an assignment: its organization (404 when there is none). */
export async function loadPlanResource(
  ctx: ViewerContext,
  input: { assignmentId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ organization_id: string }>(
    ctx.db,
    sql`select organization_id from learning_assignments where id = ${input.assignmentId}`,
  );
  return row ? { organizationId: row.organization_id } : null;
}

async function oneAssignment(ctx: ViewerContext, assignmentId: string, now: Date): Promise<PlanAssignment> {
  const [tree, loaded] = await Promise.all([
    getLearningTree(ctx),
    loadAssignments(ctx, { where: sql`a.id = ${assignmentId}` }),
  ]);
  const [assignment] = judge(tree, loaded, now);
  if (!assignment) throw notFound(planMessages.assignmentNotFound);
  return assignment;
}

/** PATCH /api/team/plans/:assignmentId: a new due date (or none). */
export async function updatePlan(
  ctx: ViewerContext,
  input: UpdatePlanBody & { assignmentId: string },
): Promise<PlanAssignment> {
  const now = new Date();
  const before = await oneAssignment(ctx, input.assignmentId, now);
  const dueDate = input.dueDate ?? null;
  if (dueDate && dueDate < todayIn(before.timeZone, now)) {
    throw validationFailed(planMessages.dueDateInPast, { dueDate: planMessages.dueDateInPast });
  }
  if (dueDate === before.dueDate) return before;
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ organization_id: string }>(
      tx,
      sql`update learning_assignments set due_date = ${dueDate}::date, updated_at = now()
           where id = ${input.assignmentId} returning organization_id`,
    );
    if (!row) throw notFound(planMessages.assignmentNotFound);
    await ctx.audit.record(tx, {
      action: 'plan.due_date',
      target: {
        type: 'assignment',
        id: input.assignmentId,
        name: `${before.content.title}, ${before.person.name}`,
      },
      organizationId: row.organization_id,
      before: { dueDate: before.dueDate },
      after: { dueDate },
    });
  });
  return oneAssignment(ctx, input.assignmentId, now);
}

/** DELETE /api/team/plans/:assignmentId. */
export async function deletePlan(
  ctx: ViewerContext,
  input: { assignmentId: string },
): Promise<{ deleted: true }> {
  const before = await oneAssignment(ctx, input.assignmentId, new Date());
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ organization_id: string }>(
      tx,
      sql`delete from learning_assignments where id = ${input.assignmentId} returning organization_id`,
    );
    if (!row) throw notFound(planMessages.assignmentNotFound);
    await ctx.audit.record(tx, {
      action: 'plan.remove',
      target: {
        type: 'assignment',
        id: input.assignmentId,
        name: `${before.content.title}, ${before.person.name}`,
      },
      organizationId: row.organization_id,
      before: { content: before.content.title, person: before.person.name, dueDate: before.dueDate },
    });
  });
  return { deleted: true };
}
