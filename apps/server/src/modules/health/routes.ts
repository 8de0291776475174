import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: "The server's and its database's status (503 when the database does not answer)",
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const startedAt = performance.now();
      let isUp = true;
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        isUp = false;
      }
      const body = {
        status: isUp ? ('ok' as const) : ('degraded' as const),
        database: {
          kind: app.databaseKind,
          status: isUp ? ('up' as const) : ('down' as const),
          latencyMs: Math.round((performance.now() - startedAt) * 100) / 100,
        },
      };
      return reply.status(isUp ? 200 : 503).send(body);
    },
  );
};
