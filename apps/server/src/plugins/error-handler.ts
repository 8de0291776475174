import { type ErrorBody, type ErrorCode, errorCodes } from '@pillars/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/app-error.ts';
import { databaseRequestError } from '../lib/database-errors.ts';
import { type PageHead, sendWebFile, type WebBuilds } from './web-assets.ts';

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

export const internalMessage = 'Something went wrong. Please try again.';

/** The answer to a body over its route's limit, naming the limit (`64 KB`, `2 MB`). */
export const bodyTooLargeMessage = (limitBytes: number): string => {
  const size =
    limitBytes >= 1024 * 1024
      ? `${Math.floor(limitBytes / (1024 * 1024))} MB`
      : `${Math.floor(limitBytes / 1024)} KB`;
  return `The request body is too large (at most ${size} here).`;
};

export const badUrlMessage = 'The address is not valid: it has a malformed %-escape.';
export const tooLongUrlPartMessage = 'The address is not valid: a part of it is too long.';

/**
 * Fastify's `frameworkErrors`: the errors its router raises before any route (and so before
 * the error handler) is chosen, which it would otherwise answer in a shape of its own
 * (`GET /api/articles/%E0%A4%A`): the app's shape here, with the request id.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const send = (status: number, body: ErrorBody['error']) =>
    reply.status(status).send({ error: { ...body, requestId: request.id } } satisfies ErrorBody);
  if (error.code === 'FST_ERR_BAD_URL') {
    send(400, { code: 'VALIDATION_FAILED', message: badUrlMessage });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(400, { code: 'VALIDATION_FAILED', message: tooLongUrlPartMessage });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  send(500, { code: 'INTERNAL', message: internalMessage });
}

/**
 * The one error handler: AppError codes map to statuses, schema failures become 400s
 * naming the fields, database constraint failures become the constraint's own error or a
 * 400/409 (lib/database-errors.ts, logged with the constraint's name), Fastify's own 4xx
 * keep their status and code, and anything else is a logged 500 whose details stay on the
 * server.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { web: WebBuilds | null; pageHead?: PageHead },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody['error']) =>
      reply.status(status).send({ error: { ...body, requestId: request.id } } satisfies ErrorBody);
    const sendAppError = ({ code, message, fields }: AppError) =>
      send(errorCodes[code], { code, message, fields });

    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return sendAppError(error);

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

    const databaseError = databaseRequestError(error);
    if (databaseError) {
      const { code: databaseCode, constraint, table } = databaseError.detail;
      request.log.warn({ databaseCode, constraint, table }, 'constraint violation');
      return sendAppError(databaseError.answer);
    }

    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify says only "Request body is too large": the limit is the route's (decision 038).
      return send(413, {
        code: 'PAYLOAD_TOO_LARGE',
        message: bodyTooLargeMessage(request.routeOptions.bodyLimit),
      });
    }

    const status = error.statusCode ?? 500;
    const clientCode = codeByClientStatus[status];
    if (clientCode) return send(status, { code: clientCode, message: error.message });

    request.log.error({ err: error }, 'request failed');
    return send(500, { code: 'INTERNAL', message: internalMessage });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Outside /api, the web build's files, and client-side routes (/pillars-of-agency/...):
    // the web app's index.html, which shows its own 404.
    const isWebRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (options.web && isWebRequest) {
      if (await sendWebFile(request, reply, options.web, options.pageHead)) return reply;
    }

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
