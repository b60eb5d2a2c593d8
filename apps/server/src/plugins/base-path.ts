// Beacon under a path of its own (BEACON_BASE_PATH, issue 32 item 2, decision 0091): behind an
// ingress that forwards only `/pulsar/…`, every route answers at `/pulsar/…` and nowhere else. The
// prefix is taken off before routing (Fastify's rewriteUrl), so no route, hook or permission check
// knows of it; what goes back to the browser (cookies, the web app's page) puts it on again.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/pulsar`, or '' when Beacon is served at the root. */
    basePath: string;
  }
}

/** Kubernetes probes call the pod itself, not the ingress: these answer at the root as well. */
const PROBES_AT_THE_ROOT = new Set(['/healthz', '/readyz']);

const outsideBasePath = new WeakSet<IncomingMessage>();

/**
 * For Fastify's `rewriteUrl`: the request's path without the base path. A path outside it is left as
 * it is and marked, and `registerBasePath` answers it 404 before any route runs.
 */
export function stripBasePath(basePath: string): ((request: IncomingMessage) => string) | undefined {
  if (basePath === '') return undefined;
  return (request) => {
    const url = request.url ?? '/';
    if (url === basePath || url.startsWith(`${basePath}?`)) return `/${url.slice(basePath.length)}`;
    if (url.startsWith(`${basePath}/`)) return url.slice(basePath.length);
    if (!PROBES_AT_THE_ROOT.has(url.split('?')[0] ?? '')) outsideBasePath.add(request);
    return url;
  };
}

export function registerBasePath(server: FastifyInstance, basePath: string): void {
  server.decorate('basePath', basePath);
  if (basePath === '') return;
  server.addHook('onRequest', async (request, reply) => {
    if (!outsideBasePath.has(request.raw)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send(errorBody(`Not found: ${request.method} ${pathname} (Beacon is served under ${basePath}/)`));
  });
}

/** The path Beacon's cookies are scoped to: the base path, or '/'. */
export function cookiePath(request: FastifyRequest): string {
  return request.server.basePath || '/';
}
