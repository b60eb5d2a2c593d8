// What the proxy does with a broker's answer that is not a plain success: headers then silence, a
// tenant list that is not JSON, a HEAD as a tenant admin — never a 500, never a hang past the limit.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';

const TIMEOUT_MS = 600;

describe('the proxy with awkward broker answers', () => {
  let server: ServerWithSuperuser;
  let broker: http.Server;
  let superSession: SessionClient;
  let tenantAdmin: SessionClient;
  let tenantList = '["ta","tb"]';
  const seen: string[] = [];

  beforeAll(async () => {
    broker = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url === '/admin/v2/clusters') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('["standalone"]');
        return;
      }
      if (request.url === '/admin/v2/brokers/version') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('4.0.7');
        return;
      }
      if (request.url === '/admin/v2/tenants') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(request.method === 'HEAD' ? undefined : tenantList);
        return;
      }
      if (request.url === '/admin/v2/persistent/ta/ns/stalled/stats') {
        // Headers and the first bytes, then nothing more: a broker stuck mid-answer.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"msgRateIn":');
        return;
      }
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
    const brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
    server = await createServerWithSuperuser({ proxyTimeoutMs: TIMEOUT_MS });
    superSession = await server.loggedIn();
    await superSession.addEnvironment({ name: 'prod', broker: brokerUrl });
    tenantAdmin = await server.loggedInTenantAdmin(['ta']);
  });
  afterAll(async () => {
    await server.app.close();
    broker.closeAllConnections();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
  });

  const call = (session: SessionClient, method: 'GET' | 'HEAD', url: string) =>
    server.app.server.inject({ method, url, headers: { token: session.token!, environment: 'prod' } });

  it('answers HEAD of the tenant list to a tenant admin without a body or the list’s length', async () => {
    const response = await call(tenantAdmin, 'HEAD', '/admin/v2/tenants');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers 502 when the tenant list is not a JSON list, naming the environment', async () => {
    tenantList = '<html>maintenance</html>';
    try {
      const response = await call(tenantAdmin, 'GET', '/admin/v2/tenants');
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toContain("Environment 'prod'");
      expect(response.body).not.toContain('maintenance');
    } finally {
      tenantList = '["ta","tb"]';
    }
    expect((await call(tenantAdmin, 'GET', '/admin/v2/tenants')).json()).toEqual(['ta']);
  });

  /** Sends a GET over a raw socket (inject() would drop a fragment) and reads until Beacon closes. */
  async function rawGet(path: string): Promise<string> {
    if (!server.app.server.server.listening) await server.app.server.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.server.address() as AddressInfo).port;
    return new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      const lines = [
        `GET ${path} HTTP/1.1`,
        'Host: beacon',
        `token: ${superSession.token}`,
        'environment: prod',
      ];
      socket.write([...lines, 'Connection: close', '', ''].join('\r\n'));
    });
  }

  it('cuts off a broker that sends headers and then stalls, within the time limit', async () => {
    const started = Date.now();
    const ended = await rawGet('/admin/v2/persistent/ta/ns/stalled/stats');
    // The browser saw the start of the answer, then the connection ended: it cannot take a cut answer
    // for a whole one (no complete chunked terminator).
    expect(ended).toContain('{"msgRateIn":');
    expect(ended.endsWith('0\r\n\r\n')).toBe(false);
    // Bounded by the limit (plus generous slack for a loaded machine), where it used to hang for good.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 10_000);
    // Beacon still serves the next call.
    expect((await call(superSession, 'GET', '/admin/v2/tenants')).statusCode).toBe(200);
  }, 20_000);

  it('refuses a # in the path with 400, so what is audited is what would run', async () => {
    const before = seen.length;
    const answer = await rawGet('/admin/v2/persistent/ta/ns/orders#/internalStats');
    expect(answer.startsWith('HTTP/1.1 400')).toBe(true);
    expect(seen.length).toBe(before);
  });
});
