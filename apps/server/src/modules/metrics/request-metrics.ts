// Counts every answer from the socket's point of view: the proxy hijacks its replies and writes the
// broker's answer itself (proxy-answer.ts passAnswerOn), so Fastify's onResponse hook never
// sees them; the response's own 'close' event does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@beacon/contracts';
import { PROXIED_PREFIXES, declareProxiedEnvironment, proxiedEnvironmentOf } from '../pulsar-proxy/index.ts';
import type { ConsoleMetrics } from './console-metrics.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']);
const PROXIED_ROUTES = new Set(PROXIED_PREFIXES.map((prefix) => `${prefix}*`));
const LOGIN_ROUTE = `${API_PREFIX}/login`;
/** What a login answer's status says happened (auth.routes.ts). */
const LOGIN_RESULTS: Record<number, string> = { 200: 'success', 401: 'failure', 429: 'throttled' };

export function registerRequestMetrics(app: FastifyInstance, metrics: ConsoleMetrics): void {
  const recorders = new AnswerRecorders(metrics);
  declareProxiedEnvironment(app);
  app.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    const raw = reply.raw;
    // 'close' comes after every answer, whether it was sent whole or the connection went first: one
    // listener per request, not one for 'finish' and one for 'close'. It comes once, so `on`: `once`
    // would wrap the listener in another function on every request.
    raw.on('close', () => {
      // An answer never ended (the browser went away, or the proxy cut a broker's failing answer)
      // has no status the browser saw.
      const status = raw.writableEnded ? String(raw.statusCode) : 'aborted';
      recorders.record(request, status, (performance.now() - started) / 1000);
    });
    done();
  });
}

/** What one kind of answer updates: the series of its label values, looked up once. */
interface AnswerRecorder {
  count(): void;
  observe(seconds: number): void;
}

/**
 * The series an answer updates, for each combination of label values taken once (the values are
 * bounded: route patterns, status codes, environments).
 */
class AnswerRecorders {
  readonly #metrics: ConsoleMetrics;
  readonly #byLabels = new Map<string, AnswerRecorder>();

  constructor(metrics: ConsoleMetrics) {
    this.#metrics = metrics;
  }

  record(request: FastifyRequest, status: string, seconds: number): void {
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    // The route pattern, never the raw URL (unbounded label values); unmatched paths share one value.
    const route = request.routeOptions.url ?? 'unmatched';
    // Calls refused before an environment was resolved (permission, rate limit, unknown name).
    const environment = PROXIED_ROUTES.has(route) ? (proxiedEnvironmentOf(request) ?? 'none') : undefined;
    const key = `${method} ${route} ${status} ${environment ?? ''}`;
    let recorder = this.#byLabels.get(key);
    if (!recorder) {
      recorder = this.#recorderFor(method, route, status, environment);
      this.#byLabels.set(key, recorder);
    }
    recorder.count();
    recorder.observe(seconds);
    if (route === LOGIN_ROUTE && method === 'POST') {
      this.#metrics.logins.inc({ result: LOGIN_RESULTS[Number(status)] ?? 'invalid' });
    }
  }

  #recorderFor(
    method: string,
    route: string,
    status: string,
    environment: string | undefined,
  ): AnswerRecorder {
    const metrics = this.#metrics;
    const requests = metrics.httpRequests.series({ method, route, status });
    const duration = metrics.httpDuration.series({ method, route });
    if (environment === undefined) {
      return { count: () => requests.inc(), observe: (seconds) => duration.observe(seconds) };
    }
    const proxied = metrics.proxyRequests.series({ environment, status });
    const proxiedDuration = metrics.proxyDuration.series({ environment, status });
    return {
      count: () => {
        requests.inc();
        proxied.inc();
      },
      observe: (seconds) => {
        duration.observe(seconds);
        proxiedDuration.observe(seconds);
      },
    };
  }
}
