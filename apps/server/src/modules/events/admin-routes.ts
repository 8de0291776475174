import { adminEventEndpoints as endpoints } from '@pillars/shared/events/admin-endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  allEventRegistrations,
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  getAdminEventHosts,
  listAdminEvents,
  listEventRegistrations,
  setAdminEventActive,
  updateAdminEvent,
} from './admin-service.ts';
import { contentDisposition, registrationsCsv } from './registrations-csv.ts';

/** /api/admin/events: superadmins (the routes' actions), spec 02. */
export const adminEventRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listAdminEvents, (ctx, { query }) => listAdminEvents(ctx, query));
  await registerEndpoint(app, endpoints.getAdminEventHosts, (ctx) => getAdminEventHosts(ctx));
  await registerEndpoint(app, endpoints.getAdminEvent, (ctx, { params }) => getAdminEvent(ctx, params));
  await registerEndpoint(app, endpoints.createAdminEvent, (ctx, { body }) => createAdminEvent(ctx, body));
  await registerEndpoint(app, endpoints.updateAdminEvent, (ctx, { params, body }) =>
    updateAdminEvent(ctx, { eventId: params.eventId, ...body }),
  );
  await registerEndpoint(app, endpoints.setAdminEventActive, (ctx, { params, body }) =>
    setAdminEventActive(ctx, { eventId: params.eventId, isActive: body.isActive }),
  );
  await registerEndpoint(app, endpoints.deleteAdminEvent, (ctx, { params }) => deleteAdminEvent(ctx, params));
  await registerEndpoint(app, endpoints.listEventRegistrations, (ctx, { params, query }) =>
    listEventRegistrations(ctx, { eventId: params.eventId, ...query }),
  );
  await registerEndpoint(app, endpoints.exportEventRegistrations, async (ctx, { params }, { reply }) => {
    const { title, registrations } = await allEventRegistrations(ctx, params);
    // Not JSON: Fastify sends a string with its own content type as it is.
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(title))
      .header('cache-control', 'no-store');
    return registrationsCsv(registrations);
  });
};
