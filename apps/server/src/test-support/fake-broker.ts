// A stand-in for a broker's admin endpoint at the network boundary, for connection tests: it answers
// GET /admin/v2/clusters as Pulsar does, or misbehaves in the ways a real deployment can.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export type FakeBrokerBehaviour = 'pulsar' | 'html' | 'hang' | 'status-500';

export interface FakeBrokerOptions {
  /** When set, requests must carry `Authorization: Bearer <token>` (401 without, 403 with another). */
  requiredToken?: string;
  behaviour?: FakeBrokerBehaviour;
  tls?: { key: string; cert: string };
}

export interface FakeBroker {
  url: string;
  /** Authorization headers received, in order. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

export async function startFakeBroker(options: FakeBrokerOptions = {}): Promise<FakeBroker> {
  const authorizations: (string | undefined)[] = [];
  const handler: http.RequestListener = (request, response) => {
    authorizations.push(request.headers.authorization);
    if (options.behaviour === 'hang') return;
    if (options.requiredToken) {
      if (!request.headers.authorization) return void response.writeHead(401).end();
      if (request.headers.authorization !== `Bearer ${options.requiredToken}`)
        return void response.writeHead(403).end();
    }
    if (options.behaviour === 'html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
    if (options.behaviour === 'status-500') return void response.writeHead(500).end();
    if (request.url === '/admin/v2/clusters') {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('["standalone"]');
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"reason":"Not found"}');
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
