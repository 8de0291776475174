import { defineEndpoints } from '../contract.ts';

const tag = 'engagement';

/** Points, levels and streaks (issue 59): the settings at /admin/engagement, superadmins only. */
export const engagementEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getEngagementSettings: {
    method: 'GET',
    path: '/api/admin/engagement',
    access: 'member',
    action: 'engagement.manage',
    tag,
    summary: 'The points per action, the level thresholds and the latest recalculation',
    response: 'engagementSettingsResponse',
  },
  saveEngagementSettings: {
    method: 'PUT',
    path: '/api/admin/engagement',
    access: 'member',
    action: 'engagement.manage',
    tag,
    summary: 'Sets the points per action (for rows earned from now on) and the level thresholds',
    body: 'engagementSettings',
    response: 'engagementSettingsResponse',
  },
  recalculatePoints: {
    method: 'POST',
    path: '/api/admin/engagement/recalculate',
    access: 'member',
    action: 'engagement.manage',
    tag,
    errors: ['CONFLICT'],
    summary: "Rebuilds every person's total and level from the ledger (a job with progress)",
    response: 'recalculateResponse',
    status: 201,
  },
});
