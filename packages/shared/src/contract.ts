import type { z } from 'zod';
import type { Action } from './policies.ts';

/**
 * One contract per endpoint, declared once here and used by both sides: the server
 * registers its route from it (method, path, schemas, access, action) and the web calls it
 * through one typed client. A renamed path or field is a type error on both sides.
 * (docs/decisions/008-endpoint-contracts-and-policies.md says why this is ours and not a library.)
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - signed-in: any signed-in user, with or without a subscription (profile, billing);
 * - member: signed in with portal access (spec 01 section 4).
 * An `action` adds the policy check (`can(viewer, action, resource?)`).
 */
export type EndpointAccess = 'public' | 'signed-in' | 'member';

type AnyObjectSchema = z.ZodType<Record<string, unknown>>;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify-style path: `/api/learning/pillars/:pillarSlug`. */
  path: `/api/${string}`;
  access: EndpointAccess;
  action?: Action;
  params?: AnyObjectSchema;
  query?: AnyObjectSchema;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** OpenAPI grouping. */
  tag: string;
  summary?: string;
}

/** Declares an endpoint; the literal types are kept so both sides infer from them. */
export function defineEndpoint<const Definition extends EndpointDefinition>(
  definition: Definition,
): Definition {
  return definition;
}

type InferOr<Schema, Fallback> = Schema extends z.ZodType ? z.infer<Schema> : Fallback;
type InputOr<Schema, Fallback> = Schema extends z.ZodType ? z.input<Schema> : Fallback;

/** What the handler receives (parsed, defaults applied). */
export type EndpointParams<E extends EndpointDefinition> = InferOr<E['params'], Record<string, never>>;
export type EndpointQuery<E extends EndpointDefinition> = InferOr<E['query'], Record<string, never>>;
export type EndpointBody<E extends EndpointDefinition> = InferOr<E['body'], undefined>;
export type EndpointResponse<E extends EndpointDefinition> = z.infer<E['response']>;

/** What a caller sends (before defaults). */
export type EndpointRequest<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOr<E['body'], undefined> } : { body?: undefined });

/** The arguments of a call: required when the endpoint has path params or a body. */
export type EndpointCallArgs<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? [request: EndpointRequest<E>]
  : E['body'] extends z.ZodType
    ? [request: EndpointRequest<E>]
    : [request?: EndpointRequest<E>];

/** The URL of an endpoint for the given params and query (params URL-encoded). */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of [value].flat()) search.append(name, String(item));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
