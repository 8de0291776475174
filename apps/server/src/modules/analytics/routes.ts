import { analyticsEndpoints as endpoints } from '@pillars/shared/analytics/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getBusinessAnalytics, getTeamAnalytics } from './service.ts';
import { teamCsv, teamCsvFileName } from './team-csv.ts';

/** /api/analytics: read only ('analytics.view': an agent their organization; 'analytics.business': superadmins). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getTeamAnalytics, (ctx, { query }) => getTeamAnalytics(ctx, query));
  await registerEndpoint(app, endpoints.exportTeamAnalytics, async (ctx, { query }, { reply }) => {
    const { organizationId, ...filters } = query;
    const view = await getTeamAnalytics(ctx, { organizationId });
    // Not JSON: Fastify sends a string with its own content type as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${teamCsvFileName()}"`)
      .header('cache-control', 'no-store');
    return teamCsv(view, filters);
  });
  await registerEndpoint(app, endpoints.getBusinessAnalytics, (ctx) => getBusinessAnalytics(ctx));
};
