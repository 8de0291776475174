import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's output: a file under assets/ has its content hash in its name, so it never changes. */
const hashedAssetsDir = 'assets';

const webCacheControl = {
  /** A hashed asset: any copy is the right one, for a year, without revalidating. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed assets: a stale copy would load an old release. */
  index: 'no-store',
  /** Files copied from apps/web/public (favicon, demo images) keep their names across releases. */
  public: 'public, max-age=3600',
};

/** The Cache-Control of a file of the build, by its path inside the dist directory. */
function cacheControlFor(pathInDist: string): string {
  const path = pathInDist.split(sep).join('/');
  if (path === 'index.html') return webCacheControl.index;
  if (path.startsWith(`${hashedAssetsDir}/`)) return webCacheControl.hashed;
  return webCacheControl.public;
}

/**
 * Serves the built web app (apps/web/dist). The build writes a brotli (.br) and a gzip (.gz)
 * copy beside each text file (apps/web/vite-plugins.ts); `preCompressed` sends the
 * best one the request's Accept-Encoding takes, else the file itself. Nothing is compressed
 * per request. (The API's JSON is sent as is: compressing every answer would cost CPU on the
 * two cores that run the API and the database, for answers of a few KB on the same network.)
 */
export async function registerWebAssets(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    // One route per file of the build, read at start; '/' and client routes are the
    // not-found handler's (sendWebIndex).
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are served in place of their file, never under their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(response, filePath) {
      const pathInDist = relative(options.root, filePath).replace(/\.(?:br|gz)$/, '');
      response.setHeader('cache-control', cacheControlFor(pathInDist));
      // The same URL answers with another body for another Accept-Encoding: caches key on it.
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

/**
 * Every page but the sign-in screens (/auth/...) starts by asking who is signed in (the
 * member shell and its route guard): a preload hint lets the browser ask with the page
 * instead of after the scripts, and the app's own request takes that answer.
 */
const sessionPreload = `<${accountEndpoints.getMe.path}>; rel=preload; as=fetch; crossorigin`;

function isSignInPage(url: string): boolean {
  return url === '/auth' || url.startsWith('/auth/') || url.startsWith('/auth?');
}

/**
 * The web app's index.html, for the app's own routes (`/`, `/pillars-of-agency/...`): the
 * browser app routes them. Sent like the file itself (compressed, never cached).
 */
export function sendWebIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!isSignInPage(request.url)) reply.header('link', sessionPreload);
  return reply.type('text/html').sendFile('index.html');
}
