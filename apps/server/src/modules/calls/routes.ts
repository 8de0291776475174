import { callEndpoints as endpoints } from '@pillars/shared/calls/endpoints';
import { callMessages } from '@pillars/shared/calls/messages';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  bookCall,
  cancelCall,
  getAdminCall,
  getBooking,
  listAdminCalls,
  loadCallResource,
  updateAdminCall,
} from './service.ts';

export const callRoutes: FastifyPluginAsync = async (app) => {
  const loadResource = (
    ctx: Parameters<typeof loadCallResource>[0],
    { params }: { params: { callId: string } },
  ) => loadCallResource(ctx, params);
  await registerEndpoint(app, endpoints.getBooking, (ctx, { query }) => getBooking(ctx, query));
  await registerEndpoint(app, endpoints.bookCall, (ctx, { body }) => bookCall(ctx, body));
  await registerEndpoint(app, endpoints.cancelCall, (ctx, { params }) => cancelCall(ctx, params), {
    loadResource,
    notFoundMessage: callMessages.callNotFound,
  });
  await registerEndpoint(app, endpoints.listAdminCalls, (ctx, { query }) => listAdminCalls(ctx, query));
  await registerEndpoint(app, endpoints.getAdminCall, (ctx, { params }) => getAdminCall(ctx, params), {
    loadResource,
    notFoundMessage: callMessages.callNotFound,
  });
  await registerEndpoint(
    app,
    endpoints.updateAdminCall,
    (ctx, { params, body }) => updateAdminCall(ctx, { callId: params.callId, ...body }),
    { loadResource, notFoundMessage: callMessages.callNotFound },
  );
};
