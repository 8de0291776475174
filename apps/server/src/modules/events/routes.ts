import { eventEndpoints as endpoints } from '@pillars/shared/events/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { cancelRegistration, eventCalendar, getEvent, listEvents, registerForEvent } from './service.ts';

export const eventRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listEvents, (ctx, { query }) => listEvents(ctx, query));
  await registerEndpoint(app, endpoints.getEvent, (ctx, { params }) => getEvent(ctx, params));
  await registerEndpoint(app, endpoints.registerForEvent, (ctx, { params }) => registerForEvent(ctx, params));
  await registerEndpoint(app, endpoints.cancelRegistration, (ctx, { params }) =>
    cancelRegistration(ctx, params),
  );
  await registerEndpoint(app, endpoints.downloadCalendar, async (ctx, { params }, { reply }) => {
    const { filename, text } = await eventCalendar(ctx, params);
    // Not JSON: Fastify sends a string with its own content type as it is.
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`);
    return text;
  });
};
