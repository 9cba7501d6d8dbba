import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestOrigin } from './app-origin.js';

/** Paths that belong to the server; they never fall back to the web app. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/images/', '/app-config.json'];

/** The built web app: `WEB_DIST`, or `apps/web/dist` found by walking up from this file. */
export function resolveWebDist(configured: string | undefined): string | undefined {
  if (configured)
    return fs.existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : undefined;
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(directory, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(directory, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    directory = path.dirname(directory);
  }
  return undefined;
}

export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * Serves the web app's files, and `index.html` for every other GET that wants HTML, so the app's
 * history-mode routes (`/home`, `/bestaat-niet`) load the app, which then shows its own page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  /** The one address of the app (`PUBLIC_URL`), when it has one: pages opened elsewhere are sent there. */
  canonicalOrigin?: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined> {
  await app.register(fastifyStatic, {
    root: webDist,
    // Routes are made per file at start-up; everything else (`/`, `/home`) reaches the fallback below.
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/scripts/compress.mjs); each browser gets the one it
    // accepts, or the file itself.
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      // The same path answers brotli, gzip or plain bytes: caches must keep them apart.
      response.setHeader('vary', 'Accept-Encoding');
      // Vite names built assets by content hash: they never change. Everything else must be revalidated
      // so a new release (and its service worker) reaches users at once.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        response.setHeader('cache-control', 'no-cache');
      }
    },
  });

  // An older build, or a dist without the prerender step, has only index.html: it serves `/` as well.
  const hasLandingPage = fs.existsSync(path.join(webDist, 'landing.html'));

  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (isServerPath(request.url)) return undefined;
    // Signing in only works at the app's own address (the login returns there, and sessions are kept per
    // address): a page opened at another one (the bare IP, an old name) is sent there before it loads.
    if (canonicalOrigin && requestOrigin(request) !== canonicalOrigin) {
      return reply.redirect(`${canonicalOrigin}${request.url}`, 308);
    }
    return reply.header('cache-control', 'no-cache').sendFile(pageFor(request.url));
  };

  /**
   * The page for an address: the prerendered landing page (apps/web/scripts/prerender.mjs) for a plain `/`,
   * which a visitor sees at once, before the app's scripts have loaded; `index.html` with its splash for
   * everything else. `/` with a query is the return from the login (`code`, `state`) or a link to a
   * message (`msgId`): the app shows a loading state there, not the landing page's buttons.
   */
  function pageFor(url: string): string {
    return url === '/' && hasLandingPage ? 'landing.html' : 'index.html';
  }
}
