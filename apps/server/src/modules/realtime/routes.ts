import { type RealtimeEvent, realtimePath } from '@pillars/shared/messages/realtime';
import { can, scopeFor } from '@pillars/shared/policies';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { validationFailed } from '../../lib/app-error.ts';
import type { RealtimeSubscriber } from '../../lib/realtime.ts';
import { readSignedSessionToken, sessionCookieSettings } from '../accounts/session-cookie.ts';

const realtimeQuery = z.object({
  after: z.coerce.number().int().min(0, 'after must be a seq (0 or more)').optional(),
});

/** `Last-Event-ID` as a seq, or undefined when absent or not a number. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The same event object goes to every stream of the instance: it is serialised once. */
const formatted = new WeakMap<RealtimeEvent, string>();
function formatEvent(event: RealtimeEvent): string {
  let text = formatted.get(event);
  if (text === undefined) {
    const { type, seq, ...data } = event;
    // A job's or a discussion's event has no place in the seq order (nothing replays it): no
    // id, so the stream's Last-Event-ID stays the last chat or ticket event's.
    const id = type === 'job' || type === 'community' ? '' : `id: ${seq}\n`;
    text = `${id}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    formatted.set(event, text);
  }
  return text;
}

/**
 * GET /api/realtime: the signed-in viewer's server-sent events (contract in
 * packages/shared/src/messages/realtime.ts). Members get their own conversation's and
 * tickets' events, the viewers of policy 'realtime.everyMember' (support, superadmin)
 * everyone's. Not a `registerEndpoint` route: the answer is a stream, not one JSON body;
 * access is declared all the same: 'member', so a user without portal access gets the
 * refusal every member read gives (403 SUBSCRIPTION_REQUIRED).
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const cookieSettings = await sessionCookieSettings(app.auth);
  const heartbeatMs = app.config.REALTIME_HEARTBEAT_MS;

  app.get(
    realtimePath,
    {
      config: { access: 'member' },
      schema: {
        operationId: 'streamRealtimeEvents',
        tags: ['messages'],
        summary: 'Server-sent events for the viewer',
        querystring: realtimeQuery,
      },
    },
    async (request, reply) => {
      const viewer = request.ctx.viewer!;
      // A plain GET (a link, a probe) would hang on a stream that never ends: say what this is.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw validationFailed('This is an event stream: ask with Accept: text/event-stream.');
      }
      const sessionToken = readSignedSessionToken(request.headers.cookie, cookieSettings);
      if (!sessionToken) throw validationFailed('This stream needs the session cookie.');
      const query = request.query as z.infer<typeof realtimeQuery>;
      const afterSeq = lastEventIdOf(request.headers['last-event-id']) ?? query.after;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // EventSource waits this long before reconnecting (with Last-Event-ID).
      raw.write('retry: 2000\n: connected\n\n');

      let isOpen = true;
      let unsubscribe: (() => void) | null = null;
      const heartbeat = setInterval(() => {
        if (isOpen) raw.write(': ping\n\n');
      }, heartbeatMs);
      const close = () => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        unsubscribe?.();
      };
      const subscriber: RealtimeSubscriber = {
        userId: viewer.userId,
        isStaff: scopeFor(viewer, 'realtime.everyMember').rows === 'all',
        canViewJob: (createdBy) => can(viewer, 'job.view', { ownerId: createdBy }),
        sessionToken,
        send(event) {
          if (isOpen) raw.write(formatEvent(event));
        },
        end(reason) {
          if (!isOpen) return;
          // The client stops reconnecting on `end` (a signed-out session would only get 401s).
          raw.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          close();
        },
      };
      request.raw.on('close', close);
      raw.on('close', close);
      try {
        unsubscribe = await app.realtime.subscribe(subscriber, afterSeq);
        if (!isOpen) unsubscribe();
      } catch (error) {
        request.log.error({ err: error }, 'realtime: subscribing failed');
        subscriber.end('shutdown');
      }
    },
  );
};
