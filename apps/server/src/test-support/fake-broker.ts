// A stand-in for a broker's admin endpoint at the network boundary: it answers the calls Beacon
// itself makes (clusters, cluster data, active brokers) as Pulsar does, records every request, and
// lets a test script other answers or misbehave in the ways a real deployment can.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export type FakeBrokerBehaviour = 'pulsar' | 'html' | 'hang' | 'status-500';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  /** Never answer (a broker that hangs on this call). */
  hang?: boolean;
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer only after this many milliseconds (a slow broker). */
  delayMs?: number;
  /**
   * Start the answer, then misbehave: `stall-after-headers` sends the status and headers and nothing
   * more; `stall-mid-body` and `close-mid-body` send the headers (with the whole body's length) and
   * half of the body, then go silent or cut the connection.
   */
  interruption?: AnswerInterruption;
}

export type AnswerInterruption = 'stall-after-headers' | 'stall-mid-body' | 'close-mid-body';

export interface FakeBrokerOptions {
  /** When set, requests must carry `Authorization: Bearer <token>` (401 without, 403 with another). */
  requiredToken?: string;
  behaviour?: FakeBrokerBehaviour;
  tls?: { key: string; cert: string };
  /** Answers for other paths; undefined falls through to 404. `self` is this broker's base URL. */
  answer?: (request: RecordedRequest, self: string) => ScriptedAnswer | undefined;
  /**
   * Consulted before everything else, the clusters and brokers calls included (a fault that reaches
   * the connection test too); undefined falls through to the usual answers.
   */
  overrides?: (request: RecordedRequest, self: string) => ScriptedAnswer | undefined;
}

export interface FakeBroker {
  url: string;
  /** host:port, as Pulsar lists active brokers. */
  host: string;
  requests: RecordedRequest[];
  /** Authorization headers received, in order. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

export async function startFakeBroker(options: FakeBrokerOptions = {}): Promise<FakeBroker> {
  const requests: RecordedRequest[] = [];
  let self = '';
  const json = (value: unknown): ScriptedAnswer => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  const pulsarAnswer = (request: RecordedRequest): ScriptedAnswer | undefined => {
    const override = options.overrides?.(request, self);
    if (override) return override;
    if (request.url === '/admin/v2/clusters') return json(['standalone']);
    if (request.url === '/admin/v2/clusters/standalone')
      return json({ serviceUrl: self, brokerServiceUrl: 'pulsar://127.0.0.1:6650' });
    if (request.url === '/admin/v2/brokers/standalone') return json([new URL(self).host]);
    if (request.url === '/admin/v2/brokers/version')
      return { status: 200, headers: { 'content-type': 'application/json' }, body: '4.0.7' };
    return options.answer?.(request, self);
  };
  const handler: http.RequestListener = (incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      if (options.behaviour === 'hang') return;
      if (options.requiredToken) {
        if (!incoming.headers.authorization) return void response.writeHead(401).end();
        if (incoming.headers.authorization !== `Bearer ${options.requiredToken}`)
          return void response.writeHead(403).end();
      }
      if (options.behaviour === 'html')
        return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>');
      if (options.behaviour === 'status-500') return void response.writeHead(500).end();
      const answer = pulsarAnswer(request) ?? {
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: '{"reason":"Not found"}',
      };
      if (answer.hang) return;
      if (answer.delayMs) setTimeout(() => send(response, answer), answer.delayMs);
      else send(response, answer);
    });
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url: self,
    host: `127.0.0.1:${port}`,
    requests,
    get authorizations() {
      return requests.map((request) => request.headers.authorization);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: http.ServerResponse, answer: ScriptedAnswer): void {
  if (response.destroyed) return;
  if (!answer.interruption) return void response.writeHead(answer.status, answer.headers).end(answer.body);
  const body = Buffer.from(answer.body ?? '');
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) });
  if (answer.interruption === 'stall-after-headers') return void response.flushHeaders();
  const half = body.subarray(0, Math.max(1, Math.floor(body.length / 2)));
  response.write(half, () => {
    if (answer.interruption === 'close-mid-body') response.socket?.destroy();
  });
}
