/** The texts of Learning Plans (issue 40): the server's refusals and the pages' words, once. */
export const planMessages = {
  organizationRequired: 'Choose an organization.',
  contentRequired: 'Choose a pillar, a key element or lessons to assign.',
  contentNotFound: 'That content is not published.',
  peopleRequired: 'Choose the people to assign, or Everyone in the team.',
  notInOrganization: 'You can only assign people of your own team.',
  dueDateInPast: 'The due date cannot be in the past.',
  dueDateFormat: 'Due date must be a day (YYYY-MM-DD)',
  noteTooLong: 'Note can be at most 500 characters',
  assignmentNotFound: 'Assignment not found',
  noLongerAvailable: 'no longer available',
} as const;

/** The most a note may say (plain text). */
export const planNoteLimit = 500;

/** Where an assignment stands for its person (derived from lesson completions, never stored). */
export const planStatuses = [
  'not_started',
  'in_progress',
  'completed_on_time',
  'completed_late',
  'overdue',
] as const;
export type PlanStatus = (typeof planStatuses)[number];

export const planStatusLabels: Record<PlanStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed_on_time: 'Completed on time',
  completed_late: 'Completed late',
  overdue: 'Overdue',
};

/** What an assignment points at: a whole pillar, one key element, or one lesson. */
export const planContentKinds = ['pillar', 'key_element', 'lesson'] as const;
export type PlanContentKind = (typeof planContentKinds)[number];

/** What the plans page, the member's plan and the CSV call each kind of content. */
export const planContentKindLabels: Record<PlanContentKind, string> = {
  pillar: 'Pillar',
  key_element: 'Key element',
  lesson: 'Lesson',
};

export const planSortKeys = ['due', 'person', 'assigned'] as const;
export type PlanSortKey = (typeof planSortKeys)[number];
