import type { MeResponse } from '@pillars/shared/accounts/schemas';
import type { EndpointAccess } from '@pillars/shared/contract';
import { type Action, can, forbiddenMessage } from '@pillars/shared/policies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { AppError } from '../lib/app-error.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { getSessionAccountSummary, toViewer } from '../modules/accounts/service.ts';
import { isSessionDueForRefresh, readSignedSessionToken } from '../modules/accounts/session-cookie.ts';

/**
 * Who may call a route, declared on every /api route (`config: { access, action }`, from
 * the endpoint's shared contract): see `EndpointAccess`. The action is checked here with
 * the policy module, before the body is read; object-level checks follow in the route
 * (`registerEndpoint`'s `loadResource`). A route without a declaration does not start:
 * nothing is open by accident.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointAccess;
    action?: Action;
  }
  interface FastifyRequest {
    /** The service context `{ db, viewer }`, built once per request here. */
    ctx: ServiceContext;
    /** What GET /api/me answers: read with the session, in the same statement. */
    account: MeResponse | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the route-walk test and the docs. */
    declaredRoutes: DeclaredRoute[];
    config: Env;
    db: Database;
    auth: Auth;
    databaseKind: 'pglite' | 'postgres';
    mailer: Mailer;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: EndpointAccess;
  action?: Action;
}

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** Copies better-auth's Set-Cookie headers (session created, refreshed or cleared) onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * The account of a request: one statement in the common case (signed cookie checked here,
 * then session + profile + organization + subscription); better-auth's own `getSession`
 * only when the session is due for its daily extension, so that it renews the cookie.
 */
async function resolveAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<MeResponse | null> {
  const token = readSignedSessionToken(request.headers.cookie, app.auth.options.secret!);
  if (!token) return null;
  const found = await getSessionAccountSummary(app.db, token);
  if (!found) return null;
  if (isSessionDueForRefresh({ expiresAt: found.sessionExpiresAt, cookieHeader: request.headers.cookie })) {
    const { headers } = await app.auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
  }
  return found.summary;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.decorateRequest('account', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      declaredRoutes.push({ method, url: route.url, access, action: route.config?.action });
    }
  });

  // onRequest, before the body is parsed: a caller without access learns nothing else.
  app.addHook('onRequest', async (request, reply) => {
    const { access, action } = request.routeOptions.config;
    // Public routes answer the same to everyone: no session lookup.
    if (!access || access === 'public') {
      request.ctx = { db: app.db, viewer: null };
      return;
    }

    request.account = await resolveAccount(app, request, reply);
    const viewer = request.account && toViewer(request.account);
    if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    request.ctx = { db: app.db, viewer };

    if (access === 'member' && !viewer.hasAccess) {
      throw new AppError('SUBSCRIPTION_REQUIRED', 'An active subscription is required to use Pillars.');
    }
    if (action && !can(viewer, action)) throw new AppError('FORBIDDEN', forbiddenMessage(action));
  });
}
