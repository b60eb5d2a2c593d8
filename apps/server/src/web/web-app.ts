// Serves the built web app: hashed assets cached forever (and pre-compressed), index.html for every
// UI route (history routing). Unknown API paths stay JSON: 404, or 405 when only the method is wrong.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../http-errors.ts';
import type { RouteCatalogue } from '../plugins/method-not-allowed.ts';

const API_PREFIXES = [
  '/pulsar-manager',
  '/admin',
  '/lookup',
  '/api',
  '/healthz',
  '/readyz',
  '/metrics',
  '/assets',
];

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A last segment with a dot names a file; a missing file is a 404, never the web app. */
function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** An inline script: `<script>` (any attributes but `src`) and its text up to `</script>`. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The page served for every console route: the built index.html with its asset addresses under the
 * base path (the build writes them relative, `./assets/…`, or at the root) and the base path in a
 * `<meta name="beacon-base-path">` the web app and its first-paint script read (decision 0091).
 * Read once at start; undefined when the web app is not built.
 */
export function servedIndexHtml(webDir: string, basePath: string): string | undefined {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8').replace(/"\.?\/assets\//g, `"${basePath}/assets/`);
  // The base path is checked at start (config.ts): no quote or angle bracket can be in it.
  return html.replace(
    /<head(\s[^>]*)?>/,
    (head) => `${head}<meta name="beacon-base-path" content="${basePath}">`,
  );
}

/**
 * The CSP hashes (`sha256-…`) of the served page's inline scripts: the first-paint scripts that pick
 * the stored language and theme before any file loads (decision 0029). Hashing what is served,
 * rather than keeping a list, means a rebuilt script can never be refused or outlive its hash;
 * nothing else inline is allowed.
 */
export function indexInlineScriptHashes(html: string | undefined): string[] {
  if (html === undefined) return [];
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((source) => source.trim() !== '')
    .map((source) => `sha256-${crypto.createHash('sha256').update(source).digest('base64')}`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  indexHtml: string | undefined,
  routes: RouteCatalogue,
): Promise<void> {
  if (indexHtml) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // The page itself is the served one (servedIndexHtml), never the file as built.
        allowedPath: (pathname) => pathname !== '/index.html',
        setHeaders(response, filePath) {
          const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
          response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn({ webDir }, 'the web app is not built; run `npm run build` to serve the console');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // The static plugin has a route for the built file, which it refuses to serve (allowedPath).
    if (wantsPage && indexHtml && pathname === '/index.html') return sendPage(reply, indexHtml);
    const allowed = routes.allowedMethods(pathname);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(`Method ${request.method} is not allowed for ${pathname}`));
    }
    if (!wantsPage || isApiPath(pathname) || looksLikeFile(pathname)) {
      return reply.code(404).send(errorBody(`Not found: ${request.method} ${pathname}`));
    }
    if (!indexHtml) {
      return reply.code(404).send(errorBody('The web app is not built: run `npm run build`'));
    }
    return sendPage(reply, indexHtml);
  });
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
