// One exchange with a broker through undici's pools (environments/broker-dispatchers.ts): what the
// proxy and the collector rely on from it, against a real HTTP server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerDispatchers, DEFAULT_ADDRESS_POLICY, parseBrokerAllowlist } from '../environments/index.ts';
import { callUpstream, type UpstreamAnswer, UpstreamError } from './upstream-call.ts';

interface Broker {
  url: string;
  /** Connections the broker has accepted so far. */
  connections: () => number;
  /** Of those, how many have been closed. */
  closed: () => number;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
}

const servers: http.Server[] = [];
const pools: BrokerDispatchers[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function startBroker(handle: http.RequestListener): Promise<Broker> {
  let connections = 0;
  let closed = 0;
  const requests: Broker['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handle(request, response);
    });
  });
  server.on('connection', (socket) => {
    connections += 1;
    socket.on('close', () => (closed += 1));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, connections: () => connections, closed: () => closed, requests };
}

function pool(policy = DEFAULT_ADDRESS_POLICY): BrokerDispatchers {
  const dispatchers = new BrokerDispatchers(policy, { connections: 4 });
  pools.push(dispatchers);
  return dispatchers;
}

const call = (
  dispatchers: BrokerDispatchers,
  url: string,
  extra: Partial<Parameters<typeof callUpstream>[0]> = {},
) =>
  callUpstream({
    method: 'GET',
    url: new URL(url),
    headers: { accept: 'application/json' },
    body: undefined,
    credentials: { token: 'broker-token' },
    timeoutMs: 2_000,
    dispatchers,
    ...extra,
  });

async function text(answer: UpstreamAnswer): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('a call to a broker', () => {
  it('sends the credentials and Beacon’s framing, and answers with the status, headers and body', async () => {
    const broker = await startBroker((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'X-Pulsar-PROPERTY-OrderId': '42' });
      response.end('{"ok":true}');
    });
    const dispatchers = pool();
    const answer = await call(dispatchers, `${broker.url}/admin/v2/tenants?x=1`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    // Pulsar's per-property headers keep the case of the property's name.
    expect(answer.rawHeaders).toContain('X-Pulsar-PROPERTY-OrderId');
    expect(await text(answer)).toBe('{"ok":true}');

    const put = await call(dispatchers, `${broker.url}/admin/v2/tenants/acme`, {
      method: 'PUT',
      body: Buffer.from('{"allowedClusters":["standalone"]}'),
    });
    await text(put);
    const bodiless = await call(dispatchers, `${broker.url}/admin/v2/tenants/acme/unload`, {
      method: 'POST',
    });
    await text(bodiless);
    expect(broker.requests.map(({ method, url, headers, body }) => [method, url, headers, body])).toEqual([
      ['GET', '/admin/v2/tenants?x=1', expect.objectContaining({ authorization: 'Bearer broker-token' }), ''],
      [
        'PUT',
        '/admin/v2/tenants/acme',
        expect.objectContaining({ 'content-length': '34' }),
        '{"allowedClusters":["standalone"]}',
      ],
      ['POST', '/admin/v2/tenants/acme/unload', expect.objectContaining({ 'content-length': '0' }), ''],
    ]);
  });

  it('streams a body it does not hold, chunked', async () => {
    const broker = await startBroker((_request, response) => response.end());
    const body = Readable.from([Buffer.from('first,'), Buffer.from('second')]);
    await text(await call(pool(), `${broker.url}/admin/v2/upload`, { method: 'POST', body }));
    expect(broker.requests[0]?.body).toBe('first,second');
    expect(broker.requests[0]?.headers['transfer-encoding']).toBe('chunked');
  });

  it('reads a large answer whole, and only as fast as its reader', async () => {
    const megabytes = 8;
    const broker = await startBroker((_request, response) => {
      response.writeHead(200);
      for (let index = 0; index < megabytes; index += 1)
        response.write(Buffer.alloc(1024 * 1024, 97 + index));
      response.end();
    });
    const answer = await call(pool(), broker.url);
    // Nothing read yet: the answer holds at most its buffer, the rest waits in the socket.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answer.readableLength).toBeLessThanOrEqual(answer.readableHighWaterMark + 64 * 1024);
    const body = await text(answer);
    expect(body.length).toBe(megabytes * 1024 * 1024);
    expect(body.at(-1)).toBe(String.fromCharCode(97 + megabytes - 1));
  });

  it('keeps a connection for the next call, but never a half-read one', async () => {
    const broker = await startBroker((_request, response) => {
      response.writeHead(200);
      response.end(Buffer.alloc(2 * 1024 * 1024));
    });
    const dispatchers = pool();
    // undici frees a connection just after the answer's end is read: a call sent in the same
    // tick takes another one, so each waits for the next turn of the event loop.
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    await text(await call(dispatchers, broker.url));
    await nextTurn();
    await text(await call(dispatchers, broker.url));
    expect(broker.connections()).toBe(1);
    (await call(dispatchers, broker.url)).destroy();
    // Its connection is closed, not left paused in the pool.
    await vi.waitFor(() => expect(broker.closed()).toBe(1));
    await text(await call(dispatchers, broker.url));
    expect(broker.connections()).toBe(2);
  });

  it('ends a broker that sends its headers and then stalls, with the time it was given', async () => {
    const broker = await startBroker((_request, response) => {
      response.writeHead(200);
      response.write('{"partial":');
    });
    const answer = await call(pool(), broker.url, { timeoutMs: 300 });
    const failure = await text(answer).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).message).toBe('did not answer within 0.3 s');
  });

  it('says which address refused the connection', async () => {
    const closed = await startBroker(() => undefined);
    const port = new URL(closed.url).port;
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const failure = await call(pool(), closed.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).message).toBe(`connection refused by 127.0.0.1:${port}`);
  });

  it('says a broker closed the connection when it hangs up without an answer', async () => {
    const broker = await startBroker((request) => request.socket.destroy());
    const failure = await call(pool(), broker.url).catch((error: unknown) => error);
    expect((failure as UpstreamError).message).toBe(`${new URL(broker.url).host} closed the connection`);
  });

  it('refuses an address outside the policy before connecting', async () => {
    const broker = await startBroker((_request, response) => response.end('{}'));
    const onlyOther = parseBrokerAllowlist('10.0.0.0/8');
    const failure = await call(pool(onlyOther), broker.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).message).toMatch(/127\.0\.0\.1/);
    expect(broker.connections()).toBe(0);
  });

  it('stops at once when its caller gives up, and sends nothing when it already has', async () => {
    const broker = await startBroker(() => undefined);
    const dispatchers = pool();
    const stop = new AbortController();
    const pending = call(dispatchers, broker.url, { signal: stop.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    expect(((await pending.catch((error: unknown) => error)) as Error).message).toBe(
      'the request was cancelled',
    );
    const before = broker.requests.length;
    const already = await call(dispatchers, broker.url, { signal: AbortSignal.abort() }).catch(
      (error: unknown) => error,
    );
    expect((already as Error).message).toBe('the request was cancelled');
    expect(broker.requests.length).toBe(before);
  });

  it('lets a broker cut an answer nobody reads any more without stopping the process', async () => {
    // A redirect hop or a probe drains the body it does not want (resume); the proxy holds an answer
    // while it writes its audit. Cut then, the body's failure has no reader to go to.
    const broker = await startBroker((_request, response) => {
      response.writeHead(200);
      response.write('{"partial":');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const drained = await call(pool(), broker.url);
      drained.resume();
      const held = await call(pool(), broker.url);
      await vi.waitFor(() => expect(drained.destroyed && held.destroyed).toBe(true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).not.toHaveBeenCalled();
      // A reader that comes later still learns that the answer failed.
      expect(held.errored).toBeInstanceOf(Error);
      await expect(text(held)).rejects.toThrow();
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });
});
