// A load balancer of a test's own: one port in front of several Beacon replicas, each request sent to
// the next replica in turn (per request, not per connection, so one keep-alive client still meets
// every replica). A replica that is gone is skipped, as a real balancer's health check would: a
// refused connection, or a pooled connection found dead before it carried the request, is retried on
// the next one; anything else is a 502. Each answer names the replica in `x-balanced-to`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const BALANCED_TO_HEADER = 'x-balanced-to';

export interface RoundRobinBalancer {
  url: string;
  /** How many requests each backend answered, by index. */
  answered: number[];
  close(): Promise<void>;
}

/** Errors that prove the request never reached the backend, so sending it to another one is safe. */
function neverDelivered(error: NodeJS.ErrnoException, reusedSocket: boolean): boolean {
  return error.code === 'ECONNREFUSED' || (reusedSocket && error.code === 'ECONNRESET');
}

export async function startRoundRobinBalancer(backends: string[]): Promise<RoundRobinBalancer> {
  const agents = backends.map(() => new http.Agent({ keepAlive: true }));
  const answered = backends.map(() => 0);
  let next = 0;

  const forward = (
    incoming: http.IncomingMessage,
    body: Buffer,
    outgoing: http.ServerResponse,
    attempt: number,
  ) => {
    const index = next++ % backends.length;
    const target = new URL(incoming.url ?? '/', backends[index]);
    // The Host the client used stays, so Beacon's same-origin check sees the balancer's origin; the
    // body was read whole, so it is framed anew.
    const headers = { ...incoming.headers };
    for (const hopByHop of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[hopByHop];
    const request = http.request(target, {
      method: incoming.method,
      headers: { ...headers, 'content-length': String(body.length) },
      agent: agents[index],
    });
    request.on('response', (answer) => {
      answered[index] = (answered[index] ?? 0) + 1;
      outgoing.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        [BALANCED_TO_HEADER]: String(index),
      });
      answer.pipe(outgoing);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) return void outgoing.destroy();
      if (neverDelivered(error, request.reusedSocket) && attempt + 1 < backends.length * 2) {
        forward(incoming, body, outgoing, attempt + 1);
        return;
      }
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: `balancer: ${error.code ?? error.message}` }));
    });
    request.end(body);
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), outgoing, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        for (const agent of agents) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
