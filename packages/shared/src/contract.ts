import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { Action } from './policies.ts';

/**
 * One contract per endpoint, declared once here and used by both sides: the server
 * registers its route from it (method, path, schemas, access, action) and the web calls it
 * through one typed client. A renamed path or field is a type error on both sides.
 * (docs/decisions/008-endpoint-contracts-and-policies.md says why this is ours.)
 *
 * An endpoint names its schemas (`response: 'meResponse'`) in its domain's schema module,
 * which the contract loads only when asked (`loadSchemas`): the server loads it to register
 * the route; the browser, which needs only the method and the path, never does, so zod and
 * the schemas stay out of the pages that merely call the API.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - public: anyone, and the session is not read;
 * - visitor: anyone; the session is read when there is one, and the handler gets the
 *   viewer or null (GET /api/me: "who am I?" has an answer for a signed-out visitor too);
 * - signed-in: any signed-in user, with or without a subscription (profile, billing);
 * - member: signed in with portal access (spec 01 section 4).
 * An `action` adds the policy check (`can(viewer, action, resource?)`).
 */
export type EndpointAccess = 'public' | 'visitor' | 'signed-in' | 'member';

/** The names of a schema module's exports that are zod schemas. */
type SchemaName<Schemas> = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType ? Name : never;
}[keyof Schemas] &
  string;

export interface EndpointDeclaration<Name extends string = string> {
  method: HttpMethod;
  /** Fastify-style path: `/api/learning/pillars/:pillarSlug`. */
  path: `/api/${string}`;
  access: EndpointAccess;
  action?: Action;
  /**
   * A session that still owes a second factor (decision 052) reaches only the endpoints
   * marked for its step: `code` (the code after the password), `setup` (setting one up).
   * Every other signed-in endpoint answers it 401 (code) or 403 TWO_FACTOR_REQUIRED (setup).
   */
  secondFactorStep?: 'code' | 'setup';
  params?: Name;
  query?: Name;
  body?: Name;
  response: Name;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** OpenAPI grouping. */
  tag: string;
  /** One line for /api/openapi.json and /api/docs: what the endpoint does. */
  summary: string;
  /**
   * The error codes the endpoint's own work may answer, beyond those its declaration
   * already implies (401 signed out, 403 refused, 400 bad input, 404 for a path's row ...):
   * a slot just taken (CONFLICT), too many attempts (RATE_LIMITED). Documented in
   * /api/openapi.json with the implied ones (plugins/openapi.ts).
   */
  errors?: readonly ErrorCode[];
}

export interface EndpointDefinition extends EndpointDeclaration {
  /** The endpoint's key in its `defineEndpoints` (unique across the API): its OpenAPI operationId. */
  name: string;
  loadSchemas: () => Promise<object>;
}

/** Declares a domain's endpoints over its schema module; literal types are kept for both sides. */
export function defineEndpoints<
  Schemas extends object,
  const Declarations extends Record<string, EndpointDeclaration<SchemaName<Schemas>>>,
>(
  loadSchemas: () => Promise<Schemas>,
  declarations: Declarations,
): {
  [Key in keyof Declarations]: Declarations[Key] & {
    name: Key & string;
    loadSchemas: () => Promise<Schemas>;
  };
} {
  return Object.fromEntries(
    Object.entries(declarations).map(([key, declaration]) => [
      key,
      { ...declaration, name: key, loadSchemas },
    ]),
  ) as never;
}

type SchemasOf<E extends EndpointDefinition> = Awaited<ReturnType<E['loadSchemas']>>;
/** The schema an endpoint names for one part, or `never` when it names none. */
type SchemaOf<
  E extends EndpointDefinition,
  Part extends 'params' | 'query' | 'body' | 'response',
> = E[Part] extends keyof SchemasOf<E> ? SchemasOf<E>[E[Part]] : never;

type InferOr<Schema, Fallback> = [Schema] extends [never]
  ? Fallback
  : Schema extends z.ZodType
    ? z.infer<Schema>
    : Fallback;
type InputOr<Schema, Fallback> = [Schema] extends [never]
  ? Fallback
  : Schema extends z.ZodType
    ? z.input<Schema>
    : Fallback;

/** What the handler receives (parsed, defaults applied). */
export type EndpointParams<E extends EndpointDefinition> = InferOr<
  SchemaOf<E, 'params'>,
  Record<string, never>
>;
export type EndpointQuery<E extends EndpointDefinition> = InferOr<
  SchemaOf<E, 'query'>,
  Record<string, never>
>;
export type EndpointBody<E extends EndpointDefinition> = InferOr<SchemaOf<E, 'body'>, undefined>;
export type EndpointResponse<E extends EndpointDefinition> = InferOr<SchemaOf<E, 'response'>, never>;

/** What a caller sends (before defaults). */
export type EndpointRequest<E extends EndpointDefinition> = ([SchemaOf<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: InputOr<SchemaOf<E, 'params'>, never> }) &
  ([SchemaOf<E, 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: InputOr<SchemaOf<E, 'query'>, never> }) &
  ([SchemaOf<E, 'body'>] extends [never]
    ? { body?: undefined }
    : { body: InputOr<SchemaOf<E, 'body'>, never> });

/** The arguments of a call: required when the endpoint has path params or a body. */
export type EndpointCallArgs<E extends EndpointDefinition> = [SchemaOf<E, 'params'>] extends [never]
  ? [SchemaOf<E, 'body'>] extends [never]
    ? [request?: EndpointRequest<E>]
    : [request: EndpointRequest<E>]
  : [request: EndpointRequest<E>];

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
