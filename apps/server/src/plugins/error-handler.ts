import { type ErrorBody, type ErrorCode, errorCodes } from '@pillars/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, postgresErrorCode, postgresErrorDetail } from '../lib/app-error.ts';
import { sendWebIndex } from './web-assets.ts';

/** A 4xx raised by Fastify itself (body too large, wrong media type ...) keeps its status and meaning. */
const codeByClientStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** PostgreSQL errors that mean "the input was wrong", not "the server broke". */
const invalidInputDatabaseCodes = new Set([
  '23503', // foreign_key_violation: the request names a row that does not exist
  '23514', // check_violation
  '22P02', // invalid_text_representation (a malformed uuid, number ...)
  '22001', // string_data_right_truncation
  '22021', // character_not_in_repertoire (a NUL the input guard did not see)
  '22P05', // untranslatable_character
]);

const internalMessage = 'Something went wrong. Please try again.';

/**
 * The one error handler: AppError codes map to statuses, schema failures become 400s
 * naming the fields, database constraint failures become 400/409 (logged with the
 * constraint's name), Fastify's own 4xx keep their status and code, and anything else is a
 * logged 500 whose details stay on the server.
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
      return send(500, { code: 'INTERNAL', message: internalMessage });
    }

    const databaseCode = postgresErrorCode(error);
    if (databaseCode === '23505' || (databaseCode && invalidInputDatabaseCodes.has(databaseCode))) {
      const { constraint, table } = postgresErrorDetail(error);
      request.log.warn({ databaseCode, constraint, table }, 'constraint violation');
      if (databaseCode === '23505')
        return send(409, { code: 'CONFLICT', message: 'This record already exists.' });
      return send(400, { code: 'VALIDATION_FAILED', message: 'The request refers to invalid data.' });
    }

    const status = error.statusCode ?? 500;
    const clientCode = codeByClientStatus[status];
    if (clientCode) return send(status, { code: clientCode, message: error.message });

    request.log.error({ err: error }, 'request failed');
    return send(500, { code: 'INTERNAL', message: internalMessage });
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/pillars-of-agency/...) are the web app's; it shows its own 404.
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
    if (options.servesWebIndex && isPageRequest) return sendWebIndex(request, reply);

    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          error: {
            code: 'METHOD_NOT_ALLOWED',
            message: `${request.method} is not allowed here; use ${allowed.join(' or ')}.`,
            requestId: request.id,
          },
        } satisfies ErrorBody);
    }
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url}`,
        requestId: request.id,
      },
    } satisfies ErrorBody);
  });
}

/** Each declared route's path as a pattern, built once (a scanner's 404s should cost little). */
const routePatterns = new WeakMap<FastifyInstance, Array<{ method: string; pattern: RegExp }>>();

/** The methods declared for a path (a 405 names them in `Allow`). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  let patterns = routePatterns.get(app);
  if (!patterns) {
    patterns = app.declaredRoutes.map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    }));
    routePatterns.set(app, patterns);
  }
  const path = url.split('?')[0] ?? url;
  return [...new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method))];
}
