import type { MeResponse } from '@pillars/shared/accounts/schemas';
import type { EndpointAccess } from '@pillars/shared/contract';
import { type Action, can, forbiddenMessage } from '@pillars/shared/policies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Env, requiresStaffTwoFactor } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { AppError } from '../lib/app-error.ts';
import { auditFor } from '../lib/audit.ts';
import type { AuthClient } from '../lib/auth-client.ts';
import type { ContentCache } from '../lib/content-cache.ts';
import { type MemberCache, uncachedViewerRows } from '../lib/member-cache.ts';
import type { Realtime } from '../lib/realtime.ts';
import type { RequestOrigins } from '../lib/request-origin.ts';
import type { ServiceContext } from '../lib/service-context.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import { getSessionAccountSummary, toViewer } from '../modules/accounts/service.ts';
import type { SessionCache } from '../modules/accounts/session-cache.ts';
import {
  isSessionDueForRefresh,
  readSignedSessionToken,
  type SessionCookieSettings,
} from '../modules/accounts/session-cookie.ts';

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
    /**
     * Accept state-changing requests from other origins (see registerOriginCheck). For
     * callers that authenticate otherwise, such as a signed payments webhook.
     */
    allowCrossOrigin?: boolean;
    /** A session that still owes a second factor reaches this route at that step (decision 052). */
    secondFactorStep?: 'code' | 'setup';
  }
  interface FastifyRequest {
    /** The service context `{ db, viewer }`, built once per request here. */
    ctx: ServiceContext;
    /** What GET /api/me answers: read with the session, in the same statement. */
    account: MeResponse | null;
    /** The live session's token (signed-in routes): Settings marks 'This device' with it. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the route-walk test and the docs. */
    declaredRoutes: DeclaredRoute[];
    config: Env;
    db: Database;
    auth: Auth;
    databaseKind: 'pglite' | 'postgres';
    /** The clock of every request's context (`ctx.now`): `Date.now` unless buildApp was handed one. */
    now: () => number;
    mailer: Mailer;
    /** Content shared by all members, held in memory (lib/content-cache.ts). */
    contentCache: ContentCache;
    /** Each member's own rows, held in memory (lib/member-cache.ts). */
    memberCache: MemberCache;
    /** Sessions held in memory: the embedded database only (accounts/session-cache.ts). */
    sessionCache: SessionCache | null;
    /** Live delivery to SSE streams, fanned out through LISTEN/NOTIFY (lib/realtime.ts). */
    realtime: Realtime;
    /** The app's public address (APP_URL), for links in e-mails. */
    appUrl: string;
    /** The trusted hosts, and where a request's own flow continues (lib/request-origin.ts). */
    requestOrigins: RequestOrigins;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: EndpointAccess;
  action?: Action;
  /** The largest body the route reads, in bytes (its own limit or the server's; decision 038). */
  bodyLimit: number;
}

/**
 * The request's headers for better-auth. X-Forwarded-For is replaced by the client address
 * Fastify resolved (TRUST_PROXY), so that better-auth records that address on the session
 * rather than whatever the client wrote.
 */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Adds Set-Cookie headers to our reply, beside those already on it. */
function appendCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : [existing].flat().map(String);
  reply.header('set-cookie', [...before, ...cookies]);
}

/** Copies better-auth's Set-Cookie headers (session created, refreshed or cleared) onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  appendCookies(reply, headers.getSetCookie());
}

/**
 * The HTTP side of a sign-in, sign-out or session change, for accounts/sign-in-service.ts:
 * the client's address and headers, the live session's token, and the reply its cookies go on.
 */
export function authClientOf(http: { request: FastifyRequest; reply: FastifyReply }): AuthClient {
  const { request, reply } = http;
  return {
    ip: request.ip,
    headers: toFetchHeaders(request),
    sessionToken: request.sessionToken,
    setCookies: (headers) => forwardCookies(reply, headers),
    addCookie: (cookie) => appendCookies(reply, [cookie]),
    requireStaffTwoFactor: requiresStaffTwoFactor(request.server.config),
  };
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
  sessionCookie: SessionCookieSettings,
): Promise<{ summary: MeResponse; memberVersion: number | null; token: string } | null> {
  const token = readSignedSessionToken(request.headers.cookie, sessionCookie);
  if (!token) return null;
  let found = app.sessionCache?.get(token) ?? null;
  let memberVersion: number | null;
  if (found) {
    // A session from memory (embedded database) carries no counter: the newest one this
    // process saw, read with a session or notified at a write's commit (lib/member-cache.ts).
    memberVersion = app.memberCache.knownVersion(found.summary.profile.id);
  } else {
    const generation = app.sessionCache?.generation ?? 0;
    const read = await getSessionAccountSummary({ db: app.db }, { sessionToken: token });
    if (!read) return null;
    app.contentCache.observe(read.contentVersions);
    app.memberCache.observe(read.summary.profile.id, read.memberVersion);
    app.sessionCache?.set(token, read, generation);
    found = read;
    memberVersion = read.memberVersion;
  }
  if (
    isSessionDueForRefresh({
      expiresAt: found.sessionExpiresAt,
      createdAt: found.sessionCreatedAt,
      cookieHeader: request.headers.cookie,
      settings: sessionCookie,
    })
  ) {
    const { headers } = await app.auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
  }
  return { summary: found.summary, memberVersion, token };
}

/**
 * Refuses state-changing /api requests that a browser sent from another origin (403
 * CROSS_ORIGIN), before anything else runs: a page on another site, or on a sibling
 * subdomain (same-site, so the SameSite=Lax cookie goes along), cannot sign a user out or
 * change anything with a form or a body-less POST. Browsers say where a request comes from:
 * `Sec-Fetch-Site` (set by the browser, not by the page) must be `same-origin` when sent;
 * otherwise `Origin`, when sent, must be the app's own origin (APP_URL). A request with
 * neither is not from a browser (curl, server-to-server, tests) and carries no cookie of a
 * visitor's. A route opts out with `config: { allowCrossOrigin: true }`.
 */
function isSameOriginRequest(headers: FastifyRequest['headers'], appOrigin: string): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = headers.origin;
  if (origin === undefined) return true;
  return origin === appOrigin;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossOriginMessage = 'This request came from another site and was refused.';
export const unauthenticatedMessage = 'Please sign in to continue.';
export const subscriptionRequiredMessage = 'An active subscription is required to use Pillars.';
export const secondFactorCodeMessage = 'Enter the code from your authenticator app to finish signing in.';
export const twoFactorRequiredMessage = 'Set up two-factor sign-in to continue.';

export function registerOriginCheck(app: FastifyInstance, options: { appOrigin: string }): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api')) return;
    if (request.routeOptions.config?.allowCrossOrigin) return;
    if (!isSameOriginRequest(request.headers, options.appOrigin)) {
      throw new AppError('CROSS_ORIGIN', crossOriginMessage);
    }
  });
}

export function registerAuthentication(
  app: FastifyInstance,
  options: { sessionCookie: SessionCookieSettings },
): void {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      declaredRoutes.push({
        method,
        url: route.url,
        access,
        action: route.config?.action,
        bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024,
      });
    }
  });

  const requestOrigin = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });

  // onRequest, before the body is parsed: a caller without access learns nothing else.
  app.addHook('onRequest', async (request, reply) => {
    const { access, action, secondFactorStep } = request.routeOptions.config;
    // A load balancer's health check may use an inner address: not a sign of a wrong APP_URL.
    if (!request.url.startsWith('/api/health')) app.requestOrigins.noticeHost(request, request.log);
    const flowUrl = app.requestOrigins.flowUrlOf(request);
    const visitorContext = (): ServiceContext => ({
      db: app.db,
      viewer: null,
      jobs: app.jobs,
      content: app.contentCache,
      viewerRows: uncachedViewerRows,
      payments: app.payments,
      ai: app.ai,
      bubble: app.bubble,
      log: request.log,
      realtime: app.realtime,
      mailer: app.mailer,
      appUrl: app.appUrl,
      flowUrl,
      audit: auditFor(null, requestOrigin(request)),
      auth: app.auth,
      rateLimits: app.rateLimits,
      now: app.now,
    });
    // Public routes answer the same to everyone: no session lookup.
    if (!access || access === 'public') {
      request.ctx = visitorContext();
      return;
    }

    const resolved = await resolveAccount(app, request, reply, options.sessionCookie);
    request.account = resolved?.summary ?? null;
    request.sessionToken = resolved?.token ?? null;
    const viewer = request.account && toViewer(request.account);
    if (!viewer) {
      // A visitor route answers a signed-out visitor too (GET /api/me: null).
      if (access === 'visitor') {
        request.ctx = visitorContext();
        return;
      }
      throw new AppError('UNAUTHENTICATED', unauthenticatedMessage);
    }
    request.ctx = {
      db: app.db,
      viewer,
      account: request.account,
      jobs: app.jobs,
      content: app.contentCache,
      viewerRows: app.memberCache.forViewer(viewer.userId, resolved?.memberVersion),
      payments: app.payments,
      ai: app.ai,
      bubble: app.bubble,
      log: request.log,
      realtime: app.realtime,
      mailer: app.mailer,
      appUrl: app.appUrl,
      flowUrl,
      audit: auditFor(viewer.userId, requestOrigin(request)),
      auth: app.auth,
      rateLimits: app.rateLimits,
      now: app.now,
    };

    // A session that still owes a second factor (decision 052) reaches only its step's
    // routes, and GET /api/me (a visitor route), which tells the web where the sign-in stands.
    const owed = request.account?.secondFactor;
    if (owed && access !== 'visitor' && secondFactorStep !== owed) {
      if (owed === 'code') throw new AppError('UNAUTHENTICATED', secondFactorCodeMessage);
      throw new AppError('TWO_FACTOR_REQUIRED', twoFactorRequiredMessage);
    }
    if (access === 'member' && !viewer.hasAccess) {
      throw new AppError('SUBSCRIPTION_REQUIRED', subscriptionRequiredMessage);
    }
    if (action && !can(viewer, action)) throw new AppError('FORBIDDEN', forbiddenMessage(action));
  });
}
