// The reference for the proxy benchmark: the least a Node proxy can do — accept, forward over a
// keep-alive agent, pipe the answer back — with no session, permission, environment or audit work.
// Run: node bench/support/pass-through-proxy.ts <listen port> <upstream base URL>
// SIGTERM ends it with an orderly exit, so a profiler (`--cpu-prof`) writes its profile.
import http from 'node:http';

const port = Number(process.argv[2]);
const upstream = new URL(process.argv[3] ?? 'http://127.0.0.1:8080');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

http
  .createServer((request, response) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  })
  .listen(port, '127.0.0.1');

process.once('SIGTERM', () => process.exit(0));
