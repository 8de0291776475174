import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { accountEndpoints } from '@pillars/shared/accounts/endpoints';
import { endpointUrl } from '@pillars/shared/contract';
import { memberPageData } from '@pillars/shared/member-pages';
import { memberPagePreloadFile } from '@pillars/shared/web-build';
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
  /** The service worker and its offline page: checked again on every use, so a deploy is seen at once. */
  revalidate: 'no-cache',
};

/** The Cache-Control of a file of the build, by its path inside the build's folder. */
function cacheControlFor(pathInBuild: string): string {
  if (pathInBuild === 'index.html') return webCacheControl.index;
  if (pathInBuild === 'sw.js' || pathInBuild === 'offline.html' || pathInBuild === 'manifest.webmanifest') {
    return webCacheControl.revalidate;
  }
  if (pathInBuild.startsWith(`${hashedAssetsDir}/`)) return webCacheControl.hashed;
  return webCacheControl.public;
}

/**
 * The web builds a server serves (docs/decisions/042-build-once-start-many.md). `dist` is the
 * current build: a folder, or (as scripts/build-web.mjs makes it) a symlink to
 * `builds/<id>` beside it, which a deploy replaces in one rename while instances run. It is
 * resolved at each request, so every instance serves the build just swapped in, never a
 * half-written one. The builds kept in that `builds` folder still serve their hashed assets:
 * a page opened before a deploy loads its lazy chunks after it.
 */
export class WebBuilds {
  private readonly buildsDir: string;

  constructor(private readonly distDir: string) {
    this.buildsDir = join(dirname(distDir), 'builds');
  }

  /** The current build's folder, or null when there is none. */
  async current(): Promise<string | null> {
    try {
      return await realpath(this.distDir);
    } catch {
      return null;
    }
  }

  /** The other kept builds' folders; none unless `current` is one of the `builds` folder's. */
  async previous(current: string): Promise<string[]> {
    try {
      if (dirname(current) !== (await realpath(this.buildsDir))) return [];
      const entries = await readdir(this.buildsDir, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.endsWith('.tmp'))
        .map((entry) => join(this.buildsDir, entry.name))
        .filter((folder) => folder !== current);
    } catch {
      return [];
    }
  }
}

/**
 * Gives replies `sendFile` with pre-compressed copies: the build writes a brotli (.br) and a
 * gzip (.gz) copy beside each text file (apps/web/vite-plugins.ts); `preCompressed` sends the
 * best one the request's Accept-Encoding takes, else the file itself. Nothing is compressed
 * per request. (The API's JSON is sent as is: compressing every answer would cost CPU on the
 * two cores that run the API and the database, for answers of a few KB on the same network.)
 * The files themselves are sent by the not-found handler (sendWebFile): no route is tied to
 * the files of the build that was current at start.
 */
export async function registerWebAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false, index: false });
}

/**
 * Every page but the sign-in screens (/auth/...) starts by asking who is signed in (the
 * member shell and its route guard): a preload hint lets the browser ask with the page
 * instead of after the scripts, and the app's own request takes that answer.
 */
const sessionPreload = `<${accountEndpoints.getMe.path}>; rel=preload; as=fetch; crossorigin`;

/** The script hints of a member page, per build folder (a build never changes once written). */
const memberPageScripts = new Map<string, Promise<string[]>>();

/**
 * The scripts that the build names for a member page: the entry and the member shell's
 * chunks (docs/decisions/047-phone-largest-paint.md), so that the browser fetches the shell
 * beside the entry instead of after it has run. At low priority, as index.html asks for the
 * entry: the frame of index.html paints with the HTML alone, and nothing it needs waits
 * behind them. None for a build without the list (an older one).
 */
function memberPageScriptsOf(buildDir: string): Promise<string[]> {
  let scripts = memberPageScripts.get(buildDir);
  if (!scripts) {
    scripts = readFile(join(buildDir, memberPagePreloadFile), 'utf8')
      .then((text) =>
        (JSON.parse(text) as string[]).map(
          (url) => `<${url}>; rel=modulepreload; crossorigin; fetchpriority=low`,
        ),
      )
      .catch(() => []);
    memberPageScripts.set(buildDir, scripts);
  }
  return scripts;
}

/**
 * The data of the member page a URL shows, when it is one of those in shared/member-pages.ts:
 * its endpoint's URL as the app's own request names it, so that request takes the answer.
 */
function pageDataPreloadOf(url: string): string | null {
  const segments = (url.split('?')[0] ?? '').split('/');
  for (const { route, endpoint } of memberPageData) {
    const pattern = route.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return segment !== '';
    });
    if (matches) return `<${endpointUrl(endpoint, params)}>; rel=preload; as=fetch; crossorigin`;
  }
  return null;
}

/** Every page but the sign-in screens: the session, the page's data, the scripts. */
async function memberPagePreloads(buildDir: string, url: string): Promise<string> {
  const pageData = pageDataPreloadOf(url);
  return [sessionPreload, ...(pageData ? [pageData] : []), ...(await memberPageScriptsOf(buildDir))].join(
    ', ',
  );
}

function isSignInPage(url: string): boolean {
  return url === '/auth' || url.startsWith('/auth/') || url.startsWith('/auth?');
}

/**
 * The path of a file of the build that a URL names, or null: never outside the build, never a
 * dotfile, and never a compressed copy under its own URL (it is sent in place of its file).
 */
function pathInBuildOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.includes('\\')) return null;
  if (/\.(?:br|gz)$/.test(pathname)) return null;
  const segments = pathname.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The head a page's URL needs in the HTML itself (a certificate's Open Graph tags: link
 * previews run no script), or null for index.html as it is.
 */
export type PageHead = (url: string) => Promise<string | null>;

/** index.html per build folder (a build never changes once written). */
const indexHtmls = new Map<string, Promise<string>>();

function indexHtmlOf(buildDir: string): Promise<string> {
  let html = indexHtmls.get(buildDir);
  if (!html) {
    html = readFile(join(buildDir, 'index.html'), 'utf8');
    indexHtmls.set(buildDir, html);
    html.catch(() => indexHtmls.delete(buildDir));
  }
  return html;
}

/** index.html with its title replaced by the page's head (the caller escaped what it holds). */
export function withHead(html: string, head: string): string {
  const title = /<title>[^<]*<\/title>/;
  if (title.test(html)) return html.replace(title, () => head);
  return html.replace('</head>', () => `${head}\n  </head>`);
}

/** Starts sending; returns true, never the reply (a thenable that an await would wait for the end of). */
function sendBuildFile(reply: FastifyReply, buildDir: string, pathInBuild: string): true {
  reply.header('cache-control', cacheControlFor(pathInBuild));
  // The same URL answers with another body for another Accept-Encoding: caches key on it.
  reply.header('vary', 'accept-encoding');
  reply.sendFile(pathInBuild, buildDir);
  return true;
}

/**
 * For a GET or HEAD outside /api that no route took: a file of the current build, a hashed
 * asset of a kept build, or else (GET only) the web app's index.html, for the app's own
 * routes (`/`, `/pillars-of-agency/...`): the browser app routes them. Sent compressed, and
 * index.html never cached. True once it sends, false when there is nothing to send (no
 * build, a HEAD of a page).
 */
export async function sendWebFile(
  request: FastifyRequest,
  reply: FastifyReply,
  builds: WebBuilds,
  pageHead?: PageHead,
): Promise<boolean> {
  const current = await builds.current();
  if (!current) return false;
  const pathInBuild = pathInBuildOf(request.url);
  if (pathInBuild) {
    if (await isFile(join(current, pathInBuild))) return sendBuildFile(reply, current, pathInBuild);
    if (pathInBuild.startsWith(`${hashedAssetsDir}/`)) {
      for (const previous of await builds.previous(current)) {
        if (await isFile(join(previous, pathInBuild))) return sendBuildFile(reply, previous, pathInBuild);
      }
    }
  }
  if (request.method !== 'GET') return false;
  if (!isSignInPage(request.url)) reply.header('link', await memberPagePreloads(current, request.url));
  const head = pageHead ? await pageHead(request.url) : null;
  if (head) {
    reply.header('cache-control', webCacheControl.index).type('text/html; charset=utf-8');
    reply.send(withHead(await indexHtmlOf(current), head));
    return true;
  }
  return sendBuildFile(reply.type('text/html'), current, 'index.html');
}
