import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The powerful browser features the app never uses, off for the page and for any frame in
 * it (an embedded video included). Only features Chromium knows: an unknown name is a console
 * error on every page. Fullscreen and picture-in-picture stay allowed for the video players.
 */
export const permissionsPolicy = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's security headers and the Permissions-Policy, worked out once at start-up and set
 * on every reply. The Fastify plugin builds them again for each request (parsing the CSP
 * directives every time: 3% of a member read's CPU); they never change while the server runs.
 * Every API answer also says `Cache-Control: no-store`: most are one member's data, and a
 * shared cache or the browser's back button must never show them to anyone else (a route may
 * still set its own, as the live stream does).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, collector as never, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = permissionsPolicy;
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
