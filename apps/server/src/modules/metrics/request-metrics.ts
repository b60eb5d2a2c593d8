// Counts every answer from the socket's point of view: the proxy hijacks its replies and writes the
// broker's answer itself (pulsar-proxy.routes.ts passAnswerOn), so Fastify's onResponse hook never
// sees them; the response's own finish/close events do.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@beacon/contracts';
import { PROXIED_PREFIXES } from '../pulsar-proxy/pulsar-proxy.routes.ts';
import type { ConsoleMetrics } from './console-metrics.ts';
import { proxiedEnvironmentOf } from './proxied-environment.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']);
const PROXIED_ROUTES = new Set(PROXIED_PREFIXES.map((prefix) => `${prefix}*`));
const LOGIN_ROUTE = `${API_PREFIX}/login`;
/** What a login answer's status says happened (auth.routes.ts). */
const LOGIN_RESULTS: Record<number, string> = { 200: 'success', 401: 'failure', 429: 'throttled' };

export function registerRequestMetrics(app: FastifyInstance, metrics: ConsoleMetrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      const raw = reply.raw;
      // An answer never ended (the browser went away, or the proxy cut a broker's failing answer)
      // has no status the browser saw.
      const status = raw.writableEnded ? String(raw.statusCode) : 'aborted';
      record(metrics, request, status, (performance.now() - started) / 1000);
    };
    reply.raw.once('finish', count);
    reply.raw.once('close', count);
    done();
  });
}

function record(metrics: ConsoleMetrics, request: FastifyRequest, status: string, seconds: number) {
  const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
  // The route pattern, never the raw URL (unbounded label values); unmatched paths share one value.
  const route = request.routeOptions.url ?? 'unmatched';
  metrics.httpRequests.inc({ method, route, status });
  metrics.httpDuration.observe({ method, route }, seconds);
  if (PROXIED_ROUTES.has(route)) {
    // Calls refused before an environment was resolved (permission, rate limit, unknown name).
    const environment = proxiedEnvironmentOf(request) ?? 'none';
    metrics.proxyRequests.inc({ environment, status });
    metrics.proxyDuration.observe({ environment, status }, seconds);
  }
  if (route === LOGIN_ROUTE && request.method === 'POST') {
    metrics.logins.inc({ result: LOGIN_RESULTS[Number(status)] ?? 'invalid' });
  }
}
