import { jobEndpoints as endpoints } from '@pillars/shared/jobs/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { getJob, loadJobResource } from './service.ts';

/** A background job's state (decision 027): its starter reads it, superadmins any; 403 for others. */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getJob, (ctx, { params }) => getJob(ctx, params), {
    loadResource: (ctx, { params }) => loadJobResource(ctx, params),
    notFoundMessage: 'Job not found',
  });
};
