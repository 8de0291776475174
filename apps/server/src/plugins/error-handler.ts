import { type ErrorBody, errorCodes } from '@pillars/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, postgresErrorCode } from '../lib/app-error.ts';

/**
 * The one error handler: AppError codes map to statuses, schema failures become 400s
 * naming the fields, database constraint failures become 400/409, and anything else is
 * a logged 500 whose details stay on the server.
 */
export function registerErrorHandler(app: FastifyInstance, options: { servesWebIndex: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody['error']) =>
      reply.status(status).send({ error: { ...body, requestId: request.id } } satisfies ErrorBody);

    if (error instanceof AppError) {
      return send(errorCodes[error.code], { code: error.code, message: error.message, fields: error.fields });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const [firstMessage] = Object.values(fields);
      return send(400, { code: 'VALIDATION_FAILED', message: firstMessage ?? 'Invalid request', fields });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, { code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    }

    const databaseCode = postgresErrorCode(error);
    if (databaseCode === '23505') {
      return send(409, { code: 'CONFLICT', message: 'This record already exists.' });
    }
    if (databaseCode === '23503' || databaseCode === '23514' || databaseCode === '22P02') {
      return send(400, { code: 'VALIDATION_FAILED', message: 'The request refers to invalid data.' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return send(status === 413 || status === 415 ? status : errorCodes[code], {
        code,
        message: error.message,
      });
    }

    request.log.error({ err: error }, 'request failed');
    return send(500, { code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/pillars-of-agency/...) are the web app's; it shows its own 404.
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
    if (options.servesWebIndex && isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url}`,
        requestId: request.id,
      },
    } satisfies ErrorBody);
  });
}
