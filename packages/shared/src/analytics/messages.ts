/*
 * Analytics (issue 27): the texts, the week window and the table's sort keys, apart from the
 * zod schemas so the web page can use them without loading the schema library; schemas.ts
 * re-exports them.
 */
export const analyticsMessages = {
  title: 'Analytics',
  teamSubtitle: "How your team is learning: progress by pillar, recent lessons and who hasn't started.",
  businessSubtitle: 'The business at a glance, and any organization’s team view as its agent sees it.',
  loadFailed: 'Failed to load analytics. Please try again.',
  noMembers: 'No team members yet.',
  noMembersMatch: 'No team members match your filters.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export the team view. Please try again.',
  exported: 'The CSV file has been downloaded.',
  organizationRequired: 'Choose an organization',
  organizationNotFound: 'Organization not found.',
  everyoneStarted: 'Everyone has started.',
  chooseOrganization: 'Choose an organization to see its team view.',
  noOrganizationsMatch: 'No organizations match your search.',
} as const;

/** The chart's window: this week and the eleven before it (weeks start on Monday, UTC). */
export const analyticsWeeks = 12;

/** "Lessons completed in the last 30 days". */
export const recentDays = 30;

/** The team table's sort keys (the page and the export sort the same way). */
export const teamSortKeys = ['name', 'progress', 'recent', 'lastActivity', 'bookmarks', 'ratings'] as const;
export type TeamSortKey = (typeof teamSortKeys)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const teamSortLabels: Record<TeamSortKey, string> = {
  name: 'Member',
  progress: 'Progress',
  recent: 'Last 30 days',
  lastActivity: 'Last activity',
  bookmarks: 'Bookmarks',
  ratings: 'Ratings given',
};
