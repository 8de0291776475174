import { isIP } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/*
 * Where the links of a request's own flow point (decision 043). A person who opened the app
 * at http://127.0.0.1:3000 while APP_URL says http://localhost:3000 holds a session cookie of
 * 127.0.0.1 only: a checkout that returned to localhost would show them the sign-in page.
 * So the links a request hands back to its own browser (checkout's success and cancel pages,
 * the test checkout page, the Billing Portal's return) are built on the address the request
 * came to, when that address is a trusted host; on APP_URL otherwise, so an attacker's Host
 * header never becomes a link. E-mailed links always use APP_URL: a mail is read elsewhere,
 * and a reset link built from a request's Host could be sent to an attacker's site.
 *
 * Trusted hosts:
 * - APP_URL's host;
 * - each host of ALLOWED_HOSTS;
 * - localhost, 127.0.0.1 and [::1] on the server's own PORT, outside production or when
 *   APP_URL itself is a loopback address (the app opened on the machine it runs on).
 * The request's host and protocol are Fastify's `request.host` and `request.protocol`: the
 * Host header and the connection, or X-Forwarded-Host and X-Forwarded-Proto only from a
 * proxy TRUST_PROXY trusts.
 */

const loopbackHostnames = ['localhost', '127.0.0.1', '[::1]'];

/** A Host header's value as URL.host writes it (lower case, no default port); null when it is not a host. */
export function normalHost(protocol: string, host: string | undefined): string | null {
  if (!host || host.length > 300 || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  try {
    const url = new URL(`${protocol}://${host}/`);
    return url.pathname === '/' && url.username === '' && url.port !== '0' ? url.host : null;
  } catch {
    return null;
  }
}

export interface RequestOrigins {
  /** APP_URL's host (URL.host). */
  appHost: string;
  /** Every trusted host (URL.host form). */
  trustedHosts: ReadonlySet<string>;
  /**
   * The host names (URL.hostname form, any port) the app is reached at: APP_URL's, ALLOWED_HOSTS',
   * and every loopback name where it answers on one. Cookies belong to a host name, whatever
   * the port or scheme, so a page on one of these shares the app's cookie jar.
   */
  hostNames: ReadonlySet<string>;
  /**
   * The address a request's own flow continues on: APP_URL when the request came to
   * APP_URL's host or to a host that is not trusted, else `protocol://host` of the request.
   */
  flowUrlOf(request: Pick<FastifyRequest, 'host' | 'protocol'>): string;
  /**
   * The address passkeys work at for a request (decision 052): its flow's, unless that is an
   * IP address (a browser refuses an IP as a WebAuthn relying party); then APP_URL, or a
   * trusted host, that is a name (`http://localhost:PORT` outside production); null when none is.
   */
  passkeyUrlOf(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | null;
  /**
   * Says once in the process's log that a request came to a host other than APP_URL's:
   * APP_URL (e-mailed links) does not match the address the app is reached at.
   */
  noticeHost(request: Pick<FastifyRequest, 'host' | 'protocol'>, log: Pick<FastifyBaseLogger, 'warn'>): void;
}

/**
 * The settings it reads (config/env.ts's, which checks CHATBOT_URL against `hostNames`: named
 * here, not imported, so the two files do not import each other).
 */
export interface OriginSettings {
  NODE_ENV: string;
  PORT: number;
  ALLOWED_HOSTS: readonly string[];
}

export function createRequestOrigins(config: OriginSettings, appUrl: string): RequestOrigins {
  const app = new URL(appUrl);
  const trustedHosts = new Set<string>([app.host]);
  for (const entry of config.ALLOWED_HOSTS) {
    // An entry without a port is the protocol's default one, as the address bar shows it.
    for (const protocol of ['http', 'https']) {
      const host = normalHost(protocol, entry);
      if (host) trustedHosts.add(host);
    }
  }
  if (config.NODE_ENV !== 'production' || loopbackHostnames.includes(app.hostname)) {
    for (const name of loopbackHostnames) {
      const host = normalHost('http', `${name}:${config.PORT}`);
      if (host) trustedHosts.add(host);
    }
  }
  let noticed = false;
  const hostNames = new Set([...trustedHosts].map((host) => new URL(`http://${host}/`).hostname));
  // The loopback names are one machine: where the app answers on one, it answers on all.
  if (loopbackHostnames.some((name) => hostNames.has(name))) {
    for (const name of loopbackHostnames) hostNames.add(name);
  }
  const isNamed = (url: string) => isIP(new URL(url).hostname.replace(/^\[|\]$/g, '')) === 0;
  const flowUrlOf: RequestOrigins['flowUrlOf'] = (request) => {
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    const host = normalHost(protocol, request.host);
    if (host === null || host === app.host || !trustedHosts.has(host)) return appUrl;
    // A default port is dropped by normalHost, so `protocol://host` is the browser's origin.
    return `${protocol}://${host}`;
  };
  return {
    appHost: app.host,
    trustedHosts,
    hostNames,
    flowUrlOf,
    passkeyUrlOf(request) {
      const flow = flowUrlOf(request);
      if (isNamed(flow)) return new URL(flow).origin;
      if (isNamed(appUrl)) return app.origin;
      const protocol = new URL(flow).protocol;
      const named = [...trustedHosts].map((host) => `${protocol}//${host}`).find(isNamed);
      return named ?? null;
    },
    noticeHost(request, log) {
      if (noticed) return;
      const host = normalHost(request.protocol === 'https' ? 'https' : 'http', request.host);
      if (host === app.host) return;
      noticed = true;
      const seen = (request.host ?? '').slice(0, 200);
      log.warn(
        { host: seen, appUrl, trusted: host !== null && trustedHosts.has(host) },
        `A request came to ${seen || 'no host'}, not to APP_URL (${appUrl}): e-mailed links point to APP_URL, and a host that is not trusted gets APP_URL's links for its checkout too. Set APP_URL to the address people open (or ALLOWED_HOSTS for the others). Said once.`,
      );
    },
  };
}
