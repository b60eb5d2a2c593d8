// Serves the built web app: hashed assets cached forever (and pre-compressed), index.html for every
// UI route (history routing). Unknown API paths stay JSON: 404, or 405 when only the method is wrong.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
 * The CSP hashes (`sha256-…`) of the built index.html's inline scripts: the first-paint scripts
 * that pick the stored language and theme before any file loads (decision 0029). Hashing what is
 * served, rather than keeping a list, means a rebuilt script can never be refused or outlive its
 * hash; nothing else inline is allowed.
 */
export function indexInlineScriptHashes(webDir: string): string[] {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((source) => source.trim() !== '')
    .map((source) => `sha256-${crypto.createHash('sha256').update(source).digest('base64')}`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  routes: RouteCatalogue,
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;

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
    const allowed = routes.allowedMethods(pathname);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(`Method ${request.method} is not allowed for ${pathname}`));
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || isApiPath(pathname) || looksLikeFile(pathname)) {
      return reply.code(404).send(errorBody(`Not found: ${request.method} ${pathname}`));
    }
    if (!indexHtml) {
      return reply.code(404).send(errorBody('The web app is not built: run `npm run build`'));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
