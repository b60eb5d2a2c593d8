// Request smuggling through the proxy (issue 12, critical): a browser's Content-Length on a GET
// without a body, or a crafted Accept value, must never make the broker read more requests than
// Beacon forwarded. The broker here is a real Node HTTP server on a keep-alive connection, answering
// before it reads a body, as a busy broker may; Beacon is reached over raw sockets, as an attacker would.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

interface SeenRequest {
  method: string;
  url: string;
}

/** A broker that answers every request at once and records what it parsed. */
async function startRecordingBroker() {
  const seen: SeenRequest[] = [];
  let parseErrors = 0;
  const server = http.createServer((request, response) => {
    // Beacon's own environment health check (its clusters and version) is not a proxied call.
    const healthCheck =
      request.method === 'GET' &&
      (request.url === '/admin/v2/clusters' || request.url === '/admin/v2/brokers/version') &&
      !request.headers['user-agent'];
    if (!healthCheck) seen.push({ method: request.method ?? '', url: request.url ?? '' });
    response.writeHead(200, { 'content-type': 'application/json', 'x-upstream-seq': String(seen.length) });
    response.end(healthCheck && request.url === '/admin/v2/brokers/version' ? '4.0.7' : '[]');
  });
  server.on('clientError', (_error, socket) => {
    parseErrors += 1;
    socket.destroy();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    parseErrors: () => parseErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface RawAnswer {
  status: number;
  forwarded: boolean;
}

/** Sends `request` as raw bytes on a fresh connection and reads the status line and headers. */
function sendRaw(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer from Beacon')));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // Interim answers (100 Continue) come before the real one.
      while (/^HTTP\/1\.1 1\d\d /.test(received) && received.includes('\r\n\r\n')) {
        received = received.slice(received.indexOf('\r\n\r\n') + 4);
      }
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = received.slice(0, end).toLowerCase();
      socket.destroy();
      resolve({ status: Number(head.split(' ')[1]), forwarded: head.includes('\r\nx-upstream-seq:') });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed after: ${received.slice(0, 200)}`)));
    socket.write(request);
  });
}

describe('the proxy against request smuggling', () => {
  let server: ServerWithSuperuser;
  let broker: Awaited<ReturnType<typeof startRecordingBroker>>;
  let port: number;
  let tenantAdmin: SessionClient;
  let superSession: SessionClient;

  beforeAll(async () => {
    broker = await startRecordingBroker();
    // No per-session rate limit: the attack and the property send hundreds of calls in a second.
    server = await createServerWithSuperuser({ proxySessionRate: 0 });
    superSession = await server.loggedIn();
    const created = await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'prod',
      broker: broker.url,
      bookie: broker.url,
      token: 'stored-super-user-token',
    });
    expect(created.statusCode).toBe(200);
    tenantAdmin = await server.loggedInTenantAdmin(['sample']);
    await server.app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.app.close();
    await broker.close();
  });

  const head = (session: SessionClient, method: string, path: string, extra: string[] = []) =>
    [
      `${method} ${path} HTTP/1.1`,
      'Host: beacon',
      `token: ${session.token}`,
      'environment: prod',
      ...extra,
      'Connection: close',
      '',
      '',
    ].join('\r\n');

  it('replays the attack: a Content-Length on a GET, then a DELETE hidden in an Accept value', async () => {
    broker.seen.length = 0;
    const hidden = 'DELETE /admin/v2/namespaces/sample/x HTTP/1.1';
    const statuses: number[] = [];
    // The attacker does not know where the broker will cut the next request, so tries every length.
    for (let length = 1; length <= 200; length += 1) {
      const first = await sendRaw(
        port,
        head(tenantAdmin, 'GET', '/admin/v2/tenants', [`Content-Length: ${length}`]) + 'x'.repeat(length),
      );
      const second = await sendRaw(
        port,
        head(tenantAdmin, 'GET', '/admin/v2/tenants', [`Accept: application/json ${hidden}`]),
      );
      statuses.push(first.status, second.status);
    }
    // A plain call still goes through, on the same pooled connection.
    statuses.push((await sendRaw(port, head(tenantAdmin, 'GET', '/admin/v2/tenants'))).status);
    const answeredByBroker = statuses.filter((status) => status === 200).length;
    expect(broker.seen.filter(({ method }) => method !== 'GET')).toEqual([]);
    expect(broker.parseErrors()).toBe(0);
    expect(broker.seen).toEqual(
      Array.from({ length: answeredByBroker }, () => ({ method: 'GET', url: '/admin/v2/tenants' })),
    );
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  }, 30_000);

  it('refuses bodies on GET, HEAD and DELETE and control characters in header values with 400', async () => {
    const before = broker.seen.length;
    for (const method of ['GET', 'HEAD', 'DELETE']) {
      const csrf = [`X-XSRF-TOKEN: ${superSession.xsrf}`, `Cookie: XSRF-TOKEN=${superSession.xsrf}`];
      const path = method === 'DELETE' ? '/admin/v2/namespaces/acme/ns' : '/admin/v2/tenants';
      const withLength = await sendRaw(
        port,
        head(superSession, method, path, [...csrf, 'Content-Length: 3']) + 'abc',
      );
      expect(withLength.status, method).toBe(400);
      const chunked = await sendRaw(
        port,
        head(superSession, method, path, [...csrf, 'Transfer-Encoding: chunked']) + '3\r\nabc\r\n0\r\n\r\n',
      );
      expect(chunked.status, method).toBe(400);
    }
    const control = await sendRaw(
      port,
      head(superSession, 'GET', '/admin/v2/tenants', ['Accept: application/json\u0001']),
    );
    expect(control.status).toBe(400);
    expect(broker.seen.length).toBe(before);
  });

  it('keeps one upstream request per forwarded request over random headers and bodies', async () => {
    const retention = '/admin/v2/namespaces/acme/ns/retention';
    // The history's own reads of the retention before and after each write (decision 0095) are the
    // server's calls, made apart from the browser's: one upstream request per forwarded one besides.
    const forwardedSince = (start: number) =>
      broker.seen.slice(start).filter(({ method, url }) => !(method === 'GET' && url === retention)).length;
    const token = fc.oneof(
      fc.constantFrom('application/json', 'text/plain', '*/*', 'multipart/form-data; boundary=x'),
      fc.stringMatching(/^[ -~]{0,60}$/),
      fc.constantFrom(
        'application/json GET /admin/v2/clusters HTTP/1.1',
        'a/b, DELETE / HTTP/1.1',
        'x/y;q="1',
      ),
    );
    const request = fc.record({
      method: fc.constantFrom('GET', 'HEAD', 'DELETE', 'PUT', 'POST'),
      accept: fc.option(token, { nil: undefined }),
      contentType: fc.option(token, { nil: undefined }),
      framing: fc.constantFrom('none', 'length', 'chunked', 'zero'),
      body: fc.string({ maxLength: 80 }),
      extra: fc.subarray([
        'Expect: 100-continue',
        'Connection: keep-alive',
        'TE: trailers',
        'Upgrade: h2c',
        'Keep-Alive: timeout=5',
      ]),
    });
    const before = broker.seen.length;
    let forwarded = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ method, accept, contentType, framing, body, extra }) => {
        const bytes = Buffer.from(body, 'utf8');
        const headers = [
          ...(accept === undefined ? [] : [`Accept: ${accept}`]),
          ...(contentType === undefined ? [] : [`Content-Type: ${contentType}`]),
          ...extra.filter((line) => !line.startsWith('Connection')),
          'X-XSRF-TOKEN: ' + superSession.xsrf,
          `Cookie: XSRF-TOKEN=${superSession.xsrf}`,
        ];
        let payload: Buffer = Buffer.alloc(0);
        if (framing === 'length') {
          headers.push(`Content-Length: ${bytes.length}`);
          payload = bytes;
        } else if (framing === 'chunked') {
          headers.push('Transfer-Encoding: chunked');
          // A zero-size chunk is the end of the body, so an empty body is that chunk alone.
          const chunk =
            bytes.length === 0
              ? []
              : [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')];
          payload = Buffer.concat([...chunk, Buffer.from('0\r\n\r\n')]);
        } else if (framing === 'zero') headers.push('Content-Length: 0');
        const path =
          method === 'GET' || method === 'HEAD'
            ? '/admin/v2/tenants'
            : '/admin/v2/namespaces/acme/ns/retention';
        let answer: RawAnswer;
        try {
          answer = await sendRaw(
            port,
            Buffer.concat([Buffer.from(head(superSession, method, path, headers), 'latin1'), payload]),
          );
        } catch {
          return; // Beacon's own HTTP parser refused the bytes outright: nothing was forwarded.
        }
        forwarded += Number(answer.forwarded);
        expect(answer.status).toBeLessThan(500);
        // A valid call after it must still find the connection in step.
        const canary = await sendRaw(port, head(superSession, 'GET', '/admin/v2/tenants'));
        expect(canary.forwarded).toBe(true);
        forwarded += 1;
        expect(forwardedSince(before)).toBe(forwarded);
      }),
      { numRuns: 150, seed: 1212 },
    );
    expect(broker.parseErrors()).toBe(0);
    expect(
      broker.seen
        .slice(before)
        .every(({ url }) => url === '/admin/v2/tenants' || url === '/admin/v2/namespaces/acme/ns/retention'),
    ).toBe(true);
  }, 60_000);
});
