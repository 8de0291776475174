import { defineEndpoints } from '../contract.ts';

const tag = 'audit';

/**
 * The audit trail's reader (issue 22): superadmins every row, an agent their organization's
 * (the 'audit.view' policy's scope, whatever the request names). Read only: no route changes
 * or deletes a row (the table refuses it too; only the retention job removes old rows).
 */
export const auditEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listAuditEntries: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'member',
    action: 'audit.view',
    tag,
    summary: 'The audit trail, newest first, filtered by actor, action, target type and days, 50 a page',
    query: 'auditQuery',
    response: 'auditResponse',
  },
  exportAuditEntries: {
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    access: 'member',
    action: 'audit.view',
    tag,
    summary: 'The filtered audit trail as a CSV file (UTF-8 with BOM), newest first',
    query: 'auditFilters',
    response: 'auditCsvResponse',
  },
});
