// The reference for the proxy benchmark: the least a Node proxy can do — accept, forward over a
// keep-alive pool, pipe the answer back — with no session, permission, environment or audit work.
// Run: node bench/support/pass-through-proxy.ts <listen port> <upstream base URL> [undici]
// By default it forwards with node:http's client (the reference of issues 12 and 28); `undici`
// forwards with the client Beacon itself uses since 2026-12-01, so a figure against the reference
// can be told apart from what the client alone gives.
// SIGTERM ends it with an orderly exit, so a profiler (`--cpu-prof`) writes its profile.
import http from 'node:http';
import { Pool } from 'undici';

const port = Number(process.argv[2]);
const upstream = new URL(process.argv[3] ?? 'http://127.0.0.1:8080');
const withUndici = process.argv[4] === 'undici';

function forwardWithNodeHttp(): http.RequestListener {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return (request, response) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  };
}

function forwardWithUndici(): http.RequestListener {
  const pool = new Pool(upstream.origin, { connections: 64 });
  return (request, response) => {
    pool.request({ path: request.url ?? '/', method: 'GET' }).then(
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.body.pipe(response);
      },
      () => response.writeHead(502).end(),
    );
    // The benchmark sends GETs only: nothing to forward but the end of the request.
    request.resume();
  };
}

http.createServer(withUndici ? forwardWithUndici() : forwardWithNodeHttp()).listen(port, '127.0.0.1');

process.once('SIGTERM', () => process.exit(0));
