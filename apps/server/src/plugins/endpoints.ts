import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@pillars/shared/contract';
import { can, forbiddenMessage, type PolicyResource } from '@pillars/shared/policies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError, notFound } from '../lib/app-error.ts';
import type { ServiceContext, ViewerContext } from '../lib/service-context.ts';

export interface EndpointInput<E extends EndpointDefinition> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/** Public and visitor endpoints may have no viewer; every other one has one (the hook refused the rest). */
export type EndpointContext<E extends EndpointDefinition> = E['access'] extends 'public' | 'visitor'
  ? ServiceContext
  : ViewerContext;

/**
 * The body limit of every route unless it names a larger one (app.ts sets it as the server's):
 * the largest body most schemas accept is a few KB (a 5,000-character message, about 15 KB
 * in UTF-8 at worst), so 64 KiB leaves room while a hostile body is refused on its
 * Content-Length, unread (decision 038).
 */
export const defaultBodyLimit = 64 * 1024;

/**
 * The bodies of the few routes that take more (their schemas' maxima): a lesson's and an
 * article's rich text, and a whole quiz saved at once (its questions, options and
 * explanations at their longest: about 1.5 MB).
 */
export const lessonBodyLimit = 1024 * 1024;
export const articleBodyLimit = 2 * 1024 * 1024;
export const quizBodyLimit = 2 * 1024 * 1024;

export interface EndpointOptions<E extends EndpointDefinition> {
  /**
   * For object-level checks: loads what the endpoint's action needs to know of the row
   * (its owner, organization, guru). Null answers 404 with `notFoundMessage`; a row the
   * viewer may not act on answers 403 with the action's own text.
   */
  loadResource?: (ctx: ViewerContext, input: EndpointInput<E>) => Promise<PolicyResource | null>;
  notFoundMessage?: string;
  /** Route config beside access and action (a signed webhook: `allowCrossOrigin`). */
  config?: { allowCrossOrigin?: boolean };
  /**
   * A larger body than `defaultBodyLimit`, in bytes: only for an endpoint whose schema
   * accepts more (a rich-text save, an uploaded CSV export); body-limits.test.ts checks
   * that every limit holds the largest body its schema accepts.
   */
  bodyLimit?: number;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  ctx: EndpointContext<E>,
  input: EndpointInput<E>,
  http: { request: FastifyRequest; reply: FastifyReply },
) => Promise<EndpointResponse<E>>;

/**
 * Registers a route from its shared contract: method, path, schemas (validated on the way
 * in, serialised on the way out, described in /api/openapi.json), access and action (the
 * authentication hook checks them before the body is read), and the object-level policy
 * check when the endpoint loads its row. Handlers stay thin: `service(ctx, input)`.
 */
export async function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): Promise<void> {
  const status = endpoint.status ?? 200;
  if (options.loadResource && !endpoint.action) {
    throw new Error(`${endpoint.method} ${endpoint.path} loads a resource but names no action to check`);
  }
  const schemas = (await endpoint.loadSchemas()) as Record<string, ZodType>;
  const schema = (name: string | undefined): ZodType | undefined => {
    if (name === undefined) return undefined;
    const found = schemas[name];
    if (!found)
      throw new Error(`${endpoint.method} ${endpoint.path} names a schema ${name} that does not exist`);
    return found;
  };
  const params = schema(endpoint.params);
  const query = schema(endpoint.query);
  const body = schema(endpoint.body);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...options.config,
      access: endpoint.access,
      action: endpoint.action,
      secondFactorStep: endpoint.secondFactorStep,
      // For the document: a loaded row may be missing (404) whatever the path says.
      errors: [...(endpoint.errors ?? []), ...(options.loadResource ? (['NOT_FOUND'] as const) : [])],
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: endpoint.name,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { [status]: schema(endpoint.response)! },
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
      } as EndpointInput<E>;
      const ctx = request.ctx as EndpointContext<E>;
      if (options.loadResource) {
        const viewerContext = ctx as ViewerContext;
        const resource = await options.loadResource(viewerContext, input);
        if (!resource) throw notFound(options.notFoundMessage);
        if (!can(viewerContext.viewer, endpoint.action!, resource)) {
          throw new AppError('FORBIDDEN', forbiddenMessage(endpoint.action!));
        }
      }
      const result = await handler(ctx, input, { request, reply });
      reply.status(status);
      return result;
    },
  });
}
