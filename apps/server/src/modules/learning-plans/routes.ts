import { planEndpoints as endpoints } from '@pillars/shared/learning-plans/endpoints';
import { planMessages } from '@pillars/shared/learning-plans/messages';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { plansCsv, plansCsvFileName } from './plans-csv.ts';
import {
  assignPlan,
  deletePlan,
  getMyPlan,
  listPlans,
  listPlansForExport,
  loadPlanResource,
  updatePlan,
} from './service.ts';

/** /api/team/plans ('plan.assign': an agent their organization, superadmins any) and /api/my-plan. */
export const learningPlanRoutes: FastifyPluginAsync = async (app) => {
  const assignment = {
    loadResource: (
      ctx: Parameters<typeof loadPlanResource>[0],
      input: { params: { assignmentId: string } },
    ) => loadPlanResource(ctx, input.params),
    notFoundMessage: planMessages.assignmentNotFound,
  };
  await registerEndpoint(app, endpoints.listPlans, (ctx, { query }) => listPlans(ctx, query));
  await registerEndpoint(app, endpoints.exportPlans, async (ctx, { query }, { reply }) => {
    const assignments = await listPlansForExport(ctx, query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${plansCsvFileName()}"`)
      .header('cache-control', 'no-store');
    return plansCsv(assignments);
  });
  await registerEndpoint(app, endpoints.assignPlan, (ctx, { body }) => assignPlan(ctx, body));
  await registerEndpoint(
    app,
    endpoints.updatePlan,
    (ctx, { params, body }) => updatePlan(ctx, { assignmentId: params.assignmentId, ...body }),
    assignment,
  );
  await registerEndpoint(app, endpoints.deletePlan, (ctx, { params }) => deletePlan(ctx, params), assignment);
  await registerEndpoint(app, endpoints.getMyPlan, (ctx) => getMyPlan(ctx));
};
