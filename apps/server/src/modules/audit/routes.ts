import { auditEndpoints as endpoints } from '@pillars/shared/audit/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { auditCsv, auditFileName } from './audit-csv.ts';
import { allAuditEntries, listAuditEntries } from './service.ts';

/**
 * /api/admin/audit: read only ('audit.view': superadmins every row, agents their organization's).
 * The page says how long entries are kept (AUDIT_RETENTION_DAYS, handed over by app.ts).
 */
export const auditRoutes: FastifyPluginAsync<{ retentionDays: number }> = async (app, { retentionDays }) => {
  await registerEndpoint(app, endpoints.listAuditEntries, (ctx, { query }) =>
    listAuditEntries(ctx, { ...query, retentionDays }),
  );
  await registerEndpoint(app, endpoints.exportAuditEntries, async (ctx, { query }, { reply }) => {
    const rows = await allAuditEntries(ctx, query);
    // Not JSON: Fastify sends a string with its own content type as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${auditFileName()}"`)
      .header('cache-control', 'no-store');
    return auditCsv(rows);
  });
};
