import { defineEndpoints } from '../contract.ts';

const tag = 'analytics';

/**
 * Analytics (issue 27). The team view: an agent their organization's (the 'analytics.view'
 * scope, whatever organization the request names), a superadmin any organization they name.
 * The business view: superadmins ('analytics.business'). Read only; one statement each.
 */
export const analyticsEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getTeamAnalytics: {
    method: 'GET',
    path: '/api/analytics/team',
    access: 'member',
    action: 'analytics.view',
    tag,
    summary: "A team's learning: progress by pillar per member, recent lessons, bookmarks, ratings, weeks",
    query: 'teamAnalyticsQuery',
    response: 'teamAnalyticsResponse',
  },
  exportTeamAnalytics: {
    method: 'GET',
    path: '/api/analytics/team/export.csv',
    access: 'member',
    action: 'analytics.view',
    tag,
    summary: 'The team table, filtered and sorted as on the page, as a CSV file (UTF-8 with BOM)',
    query: 'teamExportQuery',
    response: 'teamCsvResponse',
  },
  getBusinessAnalytics: {
    method: 'GET',
    path: '/api/analytics/business',
    access: 'member',
    action: 'analytics.business',
    tag,
    summary: 'Organizations, subscriptions, MRR, weekly sign-ups, completions and registrations, tickets',
    response: 'businessAnalyticsResponse',
  },
});
