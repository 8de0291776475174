import {
  type PlanContentKind,
  type PlanSortKey,
  type PlanStatus,
  planContentKinds,
  planSortKeys,
  planStatuses,
} from '@pillars/shared/learning-plans/messages';
import type { ExportPlansQuery, ListPlansQuery } from '@pillars/shared/learning-plans/schemas';

/**
 * The plans page's choice as its URL keeps it (shareable, kept on reload and Back):
 * `?person=<id>&status=overdue&content=pillar:<id>&sort=due&direction=desc&page=2`, and a
 * superadmin's `organization=<id>`. Defaults stay out of the URL; a value the page does not
 * know is read as its default, so an old or hand-made link still opens the page.
 */
export interface PlanChoice {
  organizationId: string | null;
  userId: string | null;
  status: PlanStatus | null;
  content: { kind: PlanContentKind; id: string } | null;
  sort: PlanSortKey;
  direction: 'asc' | 'desc';
  page: number;
}

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as Value) : null;

/** `pillar:<id>` as the content filter's one value (its select's option too). */
export function contentValue(content: { kind: PlanContentKind; id: string }): string {
  return `${content.kind}:${content.id}`;
}

export function parseContentValue(value: string | null): PlanChoice['content'] {
  const [kind, id] = (value ?? '').split(':');
  const knownKind = oneOf(planContentKinds, kind ?? null);
  return knownKind && id ? { kind: knownKind, id } : null;
}

export function readPlanChoice(params: URLSearchParams): PlanChoice {
  const page = Number(params.get('page'));
  return {
    organizationId: params.get('organization') || null,
    userId: params.get('person') || null,
    status: oneOf(planStatuses, params.get('status')),
    content: parseContentValue(params.get('content')),
    sort: oneOf(planSortKeys, params.get('sort')) ?? 'due',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL's parameters for a choice, keeping any others the page has. A change of filter or
 * order starts again at the first page (the caller passes `page` only to turn pages).
 */
export function writePlanChoice(
  params: URLSearchParams,
  current: PlanChoice,
  change: Partial<PlanChoice>,
): URLSearchParams {
  const next = { ...current, page: 1, ...change };
  const written = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value) written.set(name, value);
    else written.delete(name);
  };
  set('organization', next.organizationId);
  set('person', next.userId);
  set('status', next.status);
  set('content', next.content ? contentValue(next.content) : null);
  set('sort', next.sort === 'due' ? null : next.sort);
  set('direction', next.direction === 'asc' ? null : next.direction);
  set('page', next.page > 1 ? String(next.page) : null);
  return written;
}

/** What the CSV export takes: the page's filters and order, no page. */
export function exportQueryOf(choice: PlanChoice): ExportPlansQuery {
  return {
    ...(choice.organizationId ? { organizationId: choice.organizationId } : {}),
    ...(choice.userId ? { userId: choice.userId } : {}),
    ...(choice.status ? { status: choice.status } : {}),
    ...(choice.content ? { contentKind: choice.content.kind, contentId: choice.content.id } : {}),
    sort: choice.sort,
    direction: choice.direction,
  };
}

/** What GET /api/team/plans takes: the export's query and the page. */
export function listQueryOf(choice: PlanChoice): ListPlansQuery {
  return { ...exportQueryOf(choice), page: choice.page };
}

/** Whether any filter narrows the list (the empty state then offers Reset Filters). */
export function isFiltered(choice: PlanChoice): boolean {
  return choice.userId !== null || choice.status !== null || choice.content !== null;
}
