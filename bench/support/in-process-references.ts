// Two reference proxies started inside Beacon's own process (`node --import` this file), so that
// the benchmark can tell what the process costs from what Beacon's request path costs: the same
// heap, code, collector and event loop as Beacon, only the request path differs.
//   - BEACON_REFERENCE_BARE_PORT: the bare pass-through (support/pass-through-proxy.ts's code).
//   - BEACON_REFERENCE_FASTIFY_PORT: the same forward inside a Fastify route that hijacks its reply,
//     sending the broker Beacon's request headers and the browser Beacon's security headers — the
//     least a proxy inside Fastify with Beacon's headers can cost.
// Both forward to BEACON_REFERENCE_UPSTREAM (http://host:port).
import http from 'node:http';
import Fastify from 'fastify';

const upstream = new URL(process.env.BEACON_REFERENCE_UPSTREAM ?? 'http://127.0.0.1:8080');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** What Beacon adds to a proxied answer (plugins/security-headers.ts, PROXIED_ANSWER_POLICY). */
const SECURITY_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox"],
  ['cache-control', 'no-store'],
] as const;

function forward(
  path: string,
  method: string,
  headers: http.OutgoingHttpHeaders,
  onAnswer: (answer: http.IncomingMessage) => void,
): http.ClientRequest {
  return http.request(
    { host: upstream.hostname, port: upstream.port, path, method, agent, headers },
    onAnswer,
  );
}

const barePort = Number(process.env.BEACON_REFERENCE_BARE_PORT ?? 0);
if (barePort) {
  http
    .createServer((request, response) => {
      const forwarded = forward(request.url ?? '/', request.method ?? 'GET', {}, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forwarded.on('error', () => response.writeHead(502).end());
      request.pipe(forwarded);
    })
    .listen(barePort, '127.0.0.1');
}

const fastifyPort = Number(process.env.BEACON_REFERENCE_FASTIFY_PORT ?? 0);
if (fastifyPort) {
  const app = Fastify({ logger: false, genReqId: () => crypto.randomUUID() });
  app.route({
    method: ['GET'],
    url: '/admin/*',
    handler: (request, reply) => {
      const headers = { 'user-agent': 'Beacon', accept: request.headers.accept ?? '*/*' };
      const forwarded = forward(request.url, request.method, headers, (answer) => {
        const pairs: string[] = ['x-request-id', request.id];
        for (const [name, value] of Object.entries(answer.headers)) {
          if (typeof value === 'string' && name !== 'date' && name !== 'connection' && name !== 'keep-alive')
            pairs.push(name, value);
        }
        for (const [name, value] of SECURITY_HEADERS) pairs.push(name, value);
        reply.hijack();
        reply.raw.writeHead(answer.statusCode ?? 502, pairs);
        answer.pipe(reply.raw);
      });
      forwarded.on('error', () => void reply.code(502).send());
      forwarded.end();
    },
  });
  await app.listen({ port: fastifyPort, host: '127.0.0.1' });
}
