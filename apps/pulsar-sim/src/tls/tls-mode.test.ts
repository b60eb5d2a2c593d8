import { request } from 'node:https';
import { X509Certificate } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SCENARIO_SECRET } from '../scenarios/auth.ts';
import type { RunningSimulator } from '../simulator.ts';
import { startTestSimulator } from '../test-support/simulator-fixture.ts';

// Brokers with both webServicePort and webServicePortTls (ServiceConfiguration, 4.0): ids stay
// `host:httpPort`, cluster data carries serviceUrlTls, and a redirect answered on the HTTPS port
// points at the owner's HTTPS port (PulsarWebResource.validateTopicOwnershipAsync asks
// NamespaceService for the web service URL with requestHttps, then keeps the request's scheme).

let simulator: RunningSimulator | undefined;
afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

interface Reply {
  status: number;
  location: string | undefined;
  body: string;
}

/** One HTTPS request trusting only `ca` (fetch cannot take a CA per call). */
function httpsGet(url: string, ca: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { ca, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('tls', () => {
  it('serves HTTPS with a certificate of its own CA, for the advertised host, localhost and 127.0.0.1', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', tls: true });
    const ca = simulator.tls?.ca ?? '';
    const authority = new X509Certificate(ca);
    expect(authority.ca).toBe(true);
    const broker = simulator.brokers[0];
    const tlsUrl = broker?.tlsUrl ?? '';
    expect(tlsUrl).toMatch(/^https:\/\/localhost:\d+$/);
    const tenants = await httpsGet(`${tlsUrl}/admin/v2/tenants`, ca);
    expect(tenants.status).toBe(200);
    expect(JSON.parse(tenants.body)).toContain('sample');
    const byAddress = await httpsGet(`${tlsUrl.replace('localhost', '127.0.0.1')}/admin/v2/tenants`, ca);
    expect(byAddress.status).toBe(200);
    // Plain HTTP keeps answering on the broker's own port.
    expect((await fetch(`${broker?.url ?? ''}/admin/v2/tenants`)).status).toBe(200);
    await expect(httpsGet(`${tlsUrl}/admin/v2/tenants`, '')).rejects.toThrow();
  });

  it('keeps broker ids on the HTTP port and puts serviceUrlTls in cluster data', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', tls: true });
    const ca = simulator.tls?.ca ?? '';
    const first = simulator.brokers[0];
    const brokers = await httpsGet(`${first?.tlsUrl ?? ''}/admin/v2/brokers/standalone`, ca);
    expect((JSON.parse(brokers.body) as string[]).sort()).toEqual(
      simulator.brokers.map((broker) => broker.id).sort(),
    );
    expect(first?.id).toBe(new URL(first?.url ?? '').host);
    const cluster = JSON.parse(
      (await httpsGet(`${first?.tlsUrl ?? ''}/admin/v2/clusters/standalone`, ca)).body,
    ) as {
      serviceUrl: string;
      serviceUrlTls: string;
    };
    expect(cluster.serviceUrl).toBe(first?.url);
    expect(cluster.serviceUrlTls).toBe(first?.tlsUrl);
    const runtime = JSON.parse(
      (await httpsGet(`${first?.tlsUrl ?? ''}/admin/v2/brokers/configuration/runtime`, ca)).body,
    ) as Record<string, string>;
    // ServiceConfiguration.webServicePortTls is an Optional<Integer>: String.valueOf writes `Optional[…]`.
    expect(runtime.webServicePortTls).toBe(`Optional[${new URL(first?.tlsUrl ?? '').port}]`);
  });

  it('redirects from the HTTPS port to the owner’s HTTPS port, and from HTTP to HTTP', async () => {
    simulator = await startTestSimulator({ scenario: 'demo', tls: true });
    const ca = simulator.tls?.ca ?? '';
    const path = '/admin/v2/persistent/sample/orders/created/stats';
    const replies = await Promise.all(
      simulator.brokers.map((broker) => httpsGet(`${broker.tlsUrl ?? ''}${path}`, ca)),
    );
    const moved = replies.find((reply) => reply.status === 307);
    const owner = simulator.brokers[replies.findIndex((reply) => reply.status === 200)];
    expect(moved?.location).toBe(`${owner?.tlsUrl ?? ''}${path}?authoritative=false`);
    const followed = await httpsGet(moved?.location ?? '', ca);
    expect(JSON.parse(followed.body)).toMatchObject({ ownerBroker: owner?.id });

    const other = simulator.brokers.find((broker) => broker.id !== owner?.id);
    const plain = await fetch(`${other?.url ?? ''}${path}`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe(`${owner?.url ?? ''}${path}?authoritative=false`);

    const lookup = JSON.parse(
      (await httpsGet(`${other?.tlsUrl ?? ''}/lookup/v2/topic/persistent/sample/orders/created`, ca)).body,
    ) as Record<string, string>;
    expect(lookup).toMatchObject({ httpUrl: owner?.url, httpUrlTls: owner?.tlsUrl });
    expect(lookup.brokerUrlTls).toMatch(/^pulsar\+ssl:\/\//);
  });

  it('redirects another cluster’s name to its serviceUrlTls on the HTTPS port (geo, authorization on)', async () => {
    simulator = await startTestSimulator({
      scenario: 'geo',
      tls: true,
      auth: { secretKey: AUTH_SCENARIO_SECRET, superUserRoles: ['admin'], authorization: true },
    });
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ sub: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(Buffer.from(AUTH_SCENARIO_SECRET, 'base64'));
    const ca = simulator.tls?.ca ?? '';
    const usEast = simulator.brokers.find((broker) => broker.cluster === 'us-east');
    const euWest = simulator.brokers.find((broker) => broker.cluster === 'eu-west');
    const reply = await httpsGet(`${usEast?.tlsUrl ?? ''}/admin/v2/brokers/eu-west`, ca, {
      authorization: `Bearer ${token}`,
    });
    expect(reply.status).toBe(307);
    expect(reply.location).toBe(`${euWest?.tlsUrl ?? ''}/admin/v2/brokers/eu-west`);
  });
});
