import { z } from 'zod';
import {
  type PlanContentKind,
  type PlanSortKey,
  type PlanStatus,
  planContentKinds,
  planMessages,
  planNoteLimit,
  planSortKeys,
  planStatuses,
} from './messages.ts';

export {
  type PlanContentKind,
  type PlanSortKey,
  type PlanStatus,
  planContentKinds,
  planMessages,
  planNoteLimit,
  planSortKeys,
  planStatuses,
};

/** A calendar day: the shape, and a day that exists (2030-02-31 does not; the database would refuse it). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, planMessages.dueDateFormat)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, planMessages.dueDateFormat);

/**
 * Whose team: a superadmin names the organization; an agent's is always their own (the
 * 'plan.view' / 'plan.assign' scope), whatever this says.
 */
const organizationChoice = z.object({
  organizationId: z.uuid('Organization must be an organization id').optional(),
});

/** A content item: `pillar:<id>`, `key_element:<id>` or `lesson:<id>` (one value for a filter or a form). */
export const planContent = z.object({
  kind: z.enum(planContentKinds, `Content kind must be one of ${planContentKinds.join(', ')}`),
  id: z.uuid('Content must be a pillar, key element or lesson id'),
});
export type PlanContent = z.infer<typeof planContent>;

/** The plans page's filters and order (kept in its URL; the CSV export takes the same). */
export const planFilters = z.object({
  userId: z.uuid('Person must be a person id').optional(),
  status: z.enum(planStatuses, `Status must be one of ${planStatuses.join(', ')}`).optional(),
  contentKind: z
    .enum(planContentKinds, `Content kind must be one of ${planContentKinds.join(', ')}`)
    .optional(),
  contentId: z.uuid('Content must be a pillar, key element or lesson id').optional(),
  sort: z.enum(planSortKeys, `Sort must be one of ${planSortKeys.join(', ')}`).default('due'),
  direction: z.enum(['asc', 'desc'], 'Direction must be asc or desc').default('asc'),
});
export type PlanFilters = z.input<typeof planFilters>;

/** GET /api/team/plans: the organization, the filters, a page. */
export const listPlansQuery = organizationChoice.extend(planFilters.shape).extend({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
});
export type ListPlansQuery = z.input<typeof listPlansQuery>;
/** What the server reads (defaults applied). */
export type ListPlansInput = z.infer<typeof listPlansQuery>;

/** GET /api/team/plans/export.csv: every assignment the filters keep, no page. */
export const exportPlansQuery = organizationChoice.extend(planFilters.shape);
export type ExportPlansQuery = z.input<typeof exportPlansQuery>;
export const plansCsvResponse = z.string();

/** POST /api/team/plans: Assign. */
export const assignPlanBody = organizationChoice.extend({
  /** One pillar or key element, or one or more lessons (each its own assignment). */
  content: z.array(planContent).min(1, planMessages.contentRequired).max(200, 'At most 200 items at once'),
  /** The people, by id; empty with `everyone`. */
  userIds: z.array(z.uuid('Person must be a person id')).max(500, 'At most 500 people at once').default([]),
  /** Everyone in the team, and whoever joins it later (an accepted invitation). */
  everyone: z.boolean().default(false),
  dueDate: day.nullable().default(null),
  note: z.string().trim().max(planNoteLimit, planMessages.noteTooLong).default(''),
});
export type AssignPlanBody = z.input<typeof assignPlanBody>;
export const assignPlanResponse = z.object({
  /** Assignments made. */
  created: z.number().int(),
  /** Open assignments of the same person and content whose due date and note changed instead. */
  updated: z.number().int(),
  /** Every assignment written, new or re-dated. */
  assignmentIds: z.array(z.uuid()),
});
export type AssignPlanResponse = z.infer<typeof assignPlanResponse>;

export const planAssignmentParams = z.object({
  assignmentId: z.uuid('Assignment must be an assignment id'),
});
export const updatePlanBody = z.object({ dueDate: day.nullable() });
export type UpdatePlanBody = z.input<typeof updatePlanBody>;

/** One assignment as the plans page and the member's plan show it. */
export const planAssignment = z.object({
  id: z.uuid(),
  content: z.object({
    kind: z.enum(planContentKinds),
    /** Null for a lesson deleted after it was assigned. */
    id: z.uuid().nullable(),
    title: z.string(),
    /** The pillar's colour (from the data). */
    color: z.string().nullable(),
    /** False when the lesson was deleted since: "no longer available", not counted. */
    available: z.boolean(),
  }),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  assignedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Assigned to Everyone in the team. */
  everyone: z.boolean(),
  dueDate: z.string().nullable(),
  /** The assignee's zone, in which the due date is a day. */
  timeZone: z.string(),
  note: z.string(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  percent: z.number().int(),
  status: z.enum(planStatuses),
  completedAt: z.string().nullable(),
  /** The next lesson to open (Continue): null when complete or unavailable. */
  nextLesson: z
    .object({ id: z.uuid(), title: z.string(), pillarSlug: z.string(), elementSlug: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type PlanAssignment = z.infer<typeof planAssignment>;

/** The Assign form's lists: the team's people and the published content. */
export const planChoices = z.object({
  people: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.string() })),
  pillars: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      color: z.string(),
      keyElements: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          lessons: z.array(z.object({ id: z.uuid(), title: z.string() })),
        }),
      ),
    }),
  ),
});
export type PlanChoices = z.infer<typeof planChoices>;

export const plansPageSize = 50;

export const plansResponse = z.object({
  organization: z.object({ id: z.uuid(), name: z.string() }),
  assignments: z.array(planAssignment),
  /** Assignments the filters keep (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per status, over the filters except the status one: the page's summary chips. */
  counts: z.record(z.enum(planStatuses), z.number().int()),
  choices: planChoices,
});
export type PlansResponse = z.infer<typeof plansResponse>;

export const deletePlanResponse = z.object({ deleted: z.literal(true) });

/** GET /api/my-plan: the member's own assignments, open ones first, completed ones included. */
export const myPlanResponse = z.object({ assignments: z.array(planAssignment) });
export type MyPlanResponse = z.infer<typeof myPlanResponse>;
