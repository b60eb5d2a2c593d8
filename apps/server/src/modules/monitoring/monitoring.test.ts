// The Prometheus and Grafana links (issue 19 item 2): framing read from real local HTTP servers'
// headers, the answer cached, super users only, and Beacon's CSP frame-src listing exactly the
// configured origins.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitoringLinksResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  createTestServer,
  type ServerWithSuperuser,
} from '../../test-support/index.ts';
import { PROBE_CACHE_MS } from './monitoring-probe.ts';

interface PageServer {
  url: string;
  hits: number;
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function pageServer(headers: Record<string, string>): Promise<PageServer> {
  const state = { hits: 0, headers };
  const server = http.createServer((_request, response) => {
    state.hits += 1;
    response.writeHead(200, { 'content-type': 'text/html', ...state.headers });
    response.end('<html><body>dashboard</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/graph`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('GET /pulsar-manager/monitoring/links', () => {
  let framable: PageServer;
  let refusing: PageServer;
  let server: ServerWithSuperuser;

  beforeAll(async () => {
    framable = await pageServer({});
    refusing = await pageServer({ 'x-frame-options': 'DENY' });
    server = await createServerWithSuperuser({ prometheusUrl: framable.url, grafanaUrl: refusing.url });
  });
  afterAll(async () => {
    await server.app.close();
    await framable.close();
    await refusing.close();
  });

  it('tells which page may be framed and why the other may not, asking each once a while', async () => {
    const session = await server.loggedIn();
    const first = await session.request('GET', '/pulsar-manager/monitoring/links');
    expect(first.statusCode).toBe(200);
    const links = first.json<MonitoringLinksResponse>();
    expect(links.prometheus).toMatchObject({ url: framable.url, embeddable: true, refusal: null });
    expect(links.grafana).toMatchObject({
      url: refusing.url,
      embeddable: false,
      refusal: 'x-frame-options',
      detail: 'DENY',
    });
    await session.request('GET', '/pulsar-manager/monitoring/links');
    expect([framable.hits, refusing.hits]).toEqual([1, 1]);
    // After the cache lapses the targets are asked again, and a change of header is seen.
    framable.headers = { 'content-security-policy': "frame-ancestors 'none'" };
    server.app.clock.advance(PROBE_CACHE_MS);
    const later = (
      await session.request('GET', '/pulsar-manager/monitoring/links')
    ).json<MonitoringLinksResponse>();
    expect(later.prometheus).toMatchObject({ embeddable: false, refusal: 'frame-ancestors' });
    expect(framable.hits).toBe(2);
  });

  it('is for super users only', async () => {
    const admin = await server.loggedInTenantAdmin([]);
    expect((await admin.request('GET', '/pulsar-manager/monitoring/links')).statusCode).toBe(403);
    const anonymous = await server.app.server.inject({
      method: 'GET',
      url: '/pulsar-manager/monitoring/links',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists exactly the configured origins in the CSP frame-src', async () => {
    const answer = await server.app.server.inject({ method: 'GET', url: '/healthz' });
    const csp = String(answer.headers['content-security-policy']);
    const frameSrc = csp.split('; ').find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc).toBe(`frame-src ${new URL(framable.url).origin} ${new URL(refusing.url).origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('monitoring links when nothing is configured', () => {
  it('answers null for both and allows no frame at all', async () => {
    const server = await createServerWithSuperuser();
    try {
      const session = await server.loggedIn();
      const answer = await session.request('GET', '/pulsar-manager/monitoring/links');
      expect(answer.json()).toEqual({ prometheus: null, grafana: null });
      expect(String(answer.headers['content-security-policy'])).toContain("frame-src 'none'");
    } finally {
      await server.app.close();
    }
  });

  it('reports an unreachable target as a link with the reason', async () => {
    const gone = await pageServer({});
    await gone.close();
    const server = await createServerWithSuperuser({ grafanaUrl: gone.url });
    try {
      const session = await server.loggedIn();
      const links = (
        await session.request('GET', '/pulsar-manager/monitoring/links')
      ).json<MonitoringLinksResponse>();
      expect(links.grafana).toMatchObject({ embeddable: false, refusal: 'unreachable' });
      expect(links.grafana?.detail).toMatch(/ECONNREFUSED/);
    } finally {
      await server.app.close();
    }
  });

  it('answers every route, not only the links, with no frame source when nothing is configured', async () => {
    const server = await createTestServer();
    try {
      const answer = await server.server.inject({ method: 'GET', url: '/healthz' });
      expect(String(answer.headers['content-security-policy'])).toContain("frame-src 'none'");
    } finally {
      await server.close();
    }
  });
});
