import { defineEndpoints } from '../contract.ts';

const tag = 'admin';

/** The admin dashboard (spec 02 section 1): superadmins only. */
export const adminEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getAdminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'member',
    action: 'admin.access',
    tag,
    summary: 'Live counts for the dashboard (members, organizations, articles, events, tickets, calls)',
    response: 'adminDashboardResponse',
  },
});
