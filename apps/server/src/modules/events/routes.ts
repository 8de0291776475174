import { eventEndpoints as endpoints } from '@pillars/shared/events/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { cancelRegistration, eventCalendar, getEvent, listEvents, registerForEvent } from './service.ts';

export const eventRoutes: FastifyPluginAsync<{ appUrl: string }> = async (app, { appUrl }) => {
  await registerEndpoint(app, endpoints.listEvents, (ctx, { query }) => listEvents(ctx, query));
  await registerEndpoint(app, endpoints.getEvent, (ctx, { params }) => getEvent(ctx, params.eventId));
  await registerEndpoint(app, endpoints.registerForEvent, (ctx, { params }) =>
    registerForEvent(ctx, params.eventId, appUrl),
  );
  await registerEndpoint(app, endpoints.cancelRegistration, (ctx, { params }) =>
    cancelRegistration(ctx, params.eventId),
  );
  await registerEndpoint(app, endpoints.downloadCalendar, async (ctx, { params }, { reply }) => {
    const { filename, text } = await eventCalendar(ctx, params.eventId, appUrl);
    // Not JSON: Fastify sends a string with its own content type as it is.
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`);
    return text;
  });
};
