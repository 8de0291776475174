import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EndpointAccess } from '@pillars/shared/contract';
import { type ErrorCode, errorCodes } from '@pillars/shared/errors';
import { type Action, forbiddenMessage, forbiddenMessages } from '@pillars/shared/policies';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import { crossOriginMessage, subscriptionRequiredMessage, unauthenticatedMessage } from './authentication.ts';
import { internalMessage } from './error-handler.ts';
import { nulCharacterMessage, tooDeepMessage } from './input-guards.ts';

/*
 * /api/openapi.json and /api/docs (decision 046). The document is generated from the routes'
 * schemas (the shared contracts, through registerEndpoint) and completed here from what each
 * route declares, so that nothing is written twice:
 * - operationId: the contract's name (its key in `defineEndpoints`, unique across the API);
 * - security: the session cookie (better-auth's name), required by signed-in and member
 *   routes, optional for visitor routes, none for public ones;
 * - 4xx (and 5xx) answers: one error shape (`ErrorBody`), and per operation the codes its
 *   declaration implies (sign-in, subscription, policy action, input, path parameters, a
 *   state-changing method) plus the ones its contract lists in `errors`, each with its
 *   meaning and, where it is fixed, its exact message; an answer is a shared
 *   components.responses entry named after its codes;
 * - nullable unions get a `type` beside `nullable` (OpenAPI 3.0);
 * - servers: APP_URL.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error codes the route's own work may answer (the contract's `errors`), for the document. */
    errors?: readonly ErrorCode[];
  }
}

/** Who may read the document and the docs page: anyone, or superadmins only (production's default). */
export type ApiDocumentAccess = 'public' | 'superadmin';

export function apiDocumentAccess(config: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): ApiDocumentAccess {
  return config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'superadmin' : 'public');
}

/** The route access of the document's routes: superadmins are those the Admin Dashboard admits. */
const documentRouteAccess: Record<ApiDocumentAccess, Pick<FastifyContextConfig, 'access' | 'action'>> = {
  public: { access: 'public' },
  superadmin: { access: 'member', action: 'admin.access' },
};

export const sessionSecurityScheme = 'sessionCookie';

/** What each code means to a client; the message (for people) says more. */
export const errorCodeMeanings = {
  VALIDATION_FAILED:
    'The input does not match the schema, or names something that does not exist or clashes (a slug taken); `fields` names each field with its problem.',
  UNAUTHENTICATED: 'No valid session: sign in first.',
  INVALID_CREDENTIALS: 'The e-mail address and password do not match an account.',
  FORBIDDEN: "The viewer's role, or their relation to the row, does not allow this.",
  CROSS_ORIGIN:
    "A browser sent this state-changing request from another origin (Origin or Sec-Fetch-Site): send it from the app's own origin, or without those headers (not from a browser).",
  SUBSCRIPTION_REQUIRED: 'Signed in, but without portal access (no active subscription).',
  PLAN_REQUIRED: "The content is offered on other plans than the organization's: the message names them.",
  TWO_FACTOR_REQUIRED:
    'Signed in with the password, but the account must set up a second factor first (GET /api/me answers `secondFactor: setup`).',
  NOT_FOUND: 'What the path names does not exist, or is not visible to the viewer.',
  METHOD_NOT_ALLOWED: 'The path exists with other methods (named in `Allow`).',
  CONFLICT:
    'The request clashes with the current state (a slot just taken, a closed ticket ...): the message says how.',
  EMAIL_TAKEN: 'An account already has this e-mail address.',
  SEATS_FULL: "The plan's seats are all taken: the message names the plan (upgrade, or remove someone).",
  INVALID_TOKEN: "The link's token is unknown, used or expired.",
  PAYLOAD_TOO_LARGE: 'The body is larger than the endpoint accepts.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not JSON (application/json).',
  RATE_LIMITED: 'Too many attempts: wait a while before trying again.',
  INTERNAL: 'The server failed; the details are in its log under `requestId`.',
  PAYMENTS_UNAVAILABLE: 'The payments provider could not be reached, timed out or failed: try again later.',
  AI_NOT_CONFIGURED: 'Article Magic has no AI provider: the message names the variables to set.',
  IMPORT_SOURCE_UNAVAILABLE: 'The Bubble.io Data API refused, failed or could not be reached.',
} satisfies Record<ErrorCode, string>;

/** The body of every error answer (`ErrorBody` in packages/shared/src/errors.ts). */
const errorBodySchema = {
  type: 'object',
  description: 'The body of every error answer: a machine-readable `code` and a message for people.',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: Object.keys(errorCodes),
          description: 'Machine-readable; the HTTP status follows from it (packages/shared/src/errors.ts).',
        },
        message: { type: 'string', description: 'For people: shown as it is.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "400s: each invalid field's path (`email`, `items.2.name`) and its problem.",
        },
        requestId: {
          type: 'string',
          description: "The request's id (also in the `x-request-id` header), to find it in the server log.",
        },
      },
    },
  },
} as const;

interface DocumentedError {
  code: ErrorCode;
  /** When this route answers it, where that is more precise than the code's meaning. */
  when?: string;
  /** The exact message, where it is fixed. */
  message?: string;
  /** Names this variant of the code's answer (its message or `when`) in components.responses. */
  variant?: string;
}

interface RouteFacts {
  method: string;
  url: string;
  access: EndpointAccess | undefined;
  action: Action | undefined;
  allowCrossOrigin: boolean;
  hasInput: boolean;
  hasBody: boolean;
  errors: readonly ErrorCode[];
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The name of a policy's refusal text (`page`, `adminDashboard` ...), for its answer's name. */
const forbiddenMessageName = (message: string): string =>
  Object.entries(forbiddenMessages).find(([, text]) => text === message)?.[0] ?? 'other';

/** The errors a route may answer: those its declaration implies, then its contract's own. */
export function documentedErrors(route: RouteFacts): DocumentedError[] {
  const documented: DocumentedError[] = [];
  documented.push(
    route.hasInput
      ? { code: 'VALIDATION_FAILED' }
      : {
          code: 'VALIDATION_FAILED',
          variant: 'query',
          when: `The query holds a NUL character ("${nulCharacterMessage}") or nests too deeply ("${tooDeepMessage}").`,
        },
  );
  if (route.access === 'signed-in' || route.access === 'member') {
    documented.push({ code: 'UNAUTHENTICATED', message: unauthenticatedMessage });
  }
  if (route.access === 'member') {
    documented.push({ code: 'SUBSCRIPTION_REQUIRED', message: subscriptionRequiredMessage });
  }
  if (route.action) {
    const message = forbiddenMessage(route.action);
    documented.push({ code: 'FORBIDDEN', message, variant: forbiddenMessageName(message) });
  }
  if (!safeMethods.has(route.method) && !route.allowCrossOrigin) {
    documented.push({ code: 'CROSS_ORIGIN', message: crossOriginMessage });
  }
  if (route.url.includes(':')) documented.push({ code: 'NOT_FOUND' });
  if (route.hasBody) documented.push({ code: 'PAYLOAD_TOO_LARGE' }, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  for (const code of route.errors) {
    if (!documented.some((error) => error.code === code)) documented.push({ code });
  }
  documented.push({ code: 'INTERNAL', message: internalMessage });
  return documented;
}

const pascalCase = (text: string): string =>
  text
    .split(/[_\s]+|(?=[A-Z][a-z])/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/**
 * A route's error answers by status, each a shared response in components.responses named
 * after its codes (`SubscriptionRequiredOrForbiddenPage`): the same answer is written once.
 */
function errorResponses(
  documented: DocumentedError[],
  components: Record<string, unknown>,
): Record<string, { $ref: string }> {
  const byStatus = new Map<number, DocumentedError[]>();
  for (const error of documented) {
    const status = errorCodes[error.code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), error]);
  }
  const references: Record<string, { $ref: string }> = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    const name = errors
      .map(({ code, variant }) => pascalCase(code) + (variant ? pascalCase(variant) : ''))
      .join('Or');
    const lines = errors.map(({ code, when, message }) => {
      const text = when ?? errorCodeMeanings[code];
      return `- \`${code}\`: ${text}${message ? ` Message: "${message}"` : ''}`;
    });
    components[name] ??= {
      description: `Refused (\`error.code\`):\n${lines.join('\n')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
    references[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  return references;
}

const errorResponsesKey = 'x-pillars-error-responses';

function securityOf(access: EndpointAccess | undefined): Array<Record<string, string[]>> {
  if (access === 'signed-in' || access === 'member') return [{ [sessionSecurityScheme]: [] }];
  // A visitor route reads the session when there is one.
  if (access === 'visitor') return [{}, { [sessionSecurityScheme]: [] }];
  return [];
}

/** Each route's schema converted from zod, then its security and error answers added. */
const transform: SwaggerTransform = (input) => {
  const converted = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const { route } = input;
  const schema = input.schema as Record<string, unknown>;
  const config = route.config as FastifyContextConfig | undefined;
  const errors = documentedErrors({
    method: [route.method].flat()[0] ?? 'GET',
    url: route.url,
    access: config?.access,
    action: config?.action,
    allowCrossOrigin: config?.allowCrossOrigin === true,
    hasInput: Boolean(schema?.params || schema?.querystring || schema?.body),
    hasBody: Boolean(schema?.body),
    errors: config?.errors ?? [],
  });
  return {
    url: converted.url,
    schema: {
      ...converted.schema,
      security: securityOf(config?.access),
      [errorResponsesKey]: errors,
    },
  };
};

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAPI 3.0's `nullable` needs a `type` beside it, but the zod converter writes a nullable
 * union as `{ nullable: true, anyOf: [...] }`: one alternative becomes the schema itself
 * (nullable), several each become nullable.
 */
function fixNullableWithoutType(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) fixNullableWithoutType(item);
    return;
  }
  if (!isObject(value)) return;
  if (value.nullable === true && value.type === undefined) {
    const alternatives = (value.anyOf ?? value.oneOf) as unknown[] | undefined;
    if (alternatives?.length === 1 && isObject(alternatives[0])) {
      delete value.anyOf;
      delete value.oneOf;
      Object.assign(value, alternatives[0], { nullable: true });
    } else if (alternatives) {
      delete value.nullable;
      for (const alternative of alternatives) {
        if (isObject(alternative) && alternative.type !== undefined) alternative.nullable = true;
      }
    }
  }
  for (const child of Object.values(value)) fixNullableWithoutType(child);
}

/** The whole document: error answers moved into place, the error shape, nullables, servers. */
function completeDocument(appUrl: string): SwaggerTransformObject {
  return (documentObject) => {
    const document = (documentObject as { openapiObject: JsonObject }).openapiObject;
    const responses: JsonObject = {};
    for (const pathItem of Object.values((document.paths ?? {}) as Record<string, JsonObject>)) {
      for (const operation of Object.values(pathItem)) {
        if (!isObject(operation) || !Array.isArray(operation[errorResponsesKey])) continue;
        const errors = operation[errorResponsesKey] as DocumentedError[];
        operation.responses = {
          ...(operation.responses as JsonObject),
          ...errorResponses(errors, responses),
        };
        delete operation[errorResponsesKey];
      }
    }
    fixNullableWithoutType(document.paths);
    const components = (document.components ?? {}) as JsonObject;
    document.components = {
      ...components,
      schemas: { ...(components.schemas as JsonObject), ErrorBody: errorBodySchema },
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
    };
    document.servers = [{ url: appUrl, description: 'This deployment (APP_URL)' }];
    return document;
  };
}

/**
 * The document at /api/openapi.json and its reader at /api/docs, for `access`: the document's
 * route and every route of the docs page take the same access and action, checked by the one
 * authentication hook.
 */
export async function registerApiDocument(
  app: FastifyInstance,
  options: { appUrl: string; sessionCookieName: string; access: ApiDocumentAccess },
): Promise<void> {
  const routeAccess = documentRouteAccess[options.access];
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pillars API',
        version: '1.0.0',
        description:
          'The API behind the Pillars member portal. Every error answers one shape (`ErrorBody`), its `code` ' +
          'naming why; each operation lists the codes it may answer. Signed-in operations read the session ' +
          "cookie that sign-in sets; state-changing requests from a browser must come from the app's own origin.",
      },
      components: {
        securitySchemes: {
          [sessionSecurityScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.sessionCookieName,
            description:
              'The session cookie that POST /api/auth/sign-in sets (HttpOnly; signed by the server).',
          },
        },
      },
    },
    transform,
    transformObject: completeDocument(options.appUrl),
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...routeAccess };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
  app.get('/api/openapi.json', { config: routeAccess, schema: { hide: true } }, async () => app.swagger());
}
