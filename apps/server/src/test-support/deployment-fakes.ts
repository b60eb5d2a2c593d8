// Test-only fakes of the deployments Beacon must reach (issue 13 items 4, 7, 8): several clusters
// answering `GET /admin/v2/brokers/{cluster}` as Pulsar 4.0 does, brokers with an https port beside
// their http one, and a Pulsar proxy whose brokers advertise names Beacon cannot resolve. Each fake
// broker is a real HTTP(S) server at the network boundary (fake-broker.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakeBroker, type ScriptedAnswer, startFakeBroker } from './index.ts';
import type { RecordedRequest } from './fake-broker.ts';

/** BrokersBase.version: a bare `4.0.7` under the JSON type. */
const PULSAR_VERSION_ANSWER: ScriptedAnswer = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '4.0.7',
};

export const json = (value: unknown): ScriptedAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

const redirect = (location: string): ScriptedAnswer => ({ status: 307, headers: { location } });

export interface FakeBrokerNode {
  cluster: string;
  /** Its plain web service; its id is this host:port, as Pulsar 4.0 forms broker ids. */
  http: FakeBroker;
  /** Its TLS web service, when the deployment has one. */
  https?: FakeBroker;
  id: string;
}

export interface FakeDeployment {
  brokers: FakeBrokerNode[];
  /** The URL an environment is given: the first broker's (its https one in a TLS deployment). */
  url: string;
  ca?: string;
  close(): Promise<void>;
}

/** A CA-less self-signed certificate for 127.0.0.1, good for a day: trust it as the CA. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-deployment-tls-'));
  const keyFile = path.join(directory, 'key.pem');
  const certFile = path.join(directory, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  fs.rmSync(directory, { recursive: true, force: true });
  return pair;
}

export interface DeploymentOptions {
  /** Cluster name → number of brokers. */
  clusters: Record<string, number>;
  /** Pulsar's authorizationEnabled: decides what a broker says about another cluster's brokers. */
  authorization: boolean;
  tls?: boolean;
  /** Answers for other paths (topic stats, bundles…), given the broker asked. */
  answer?: (request: RecordedRequest, node: FakeBrokerNode) => ScriptedAnswer | undefined;
}

/** Brokers answering topology calls as Pulsar 4.0 does (BrokersBase, PulsarWebResource, ClustersBase). */
export async function startDeployment(options: DeploymentOptions): Promise<FakeDeployment> {
  const nodes: FakeBrokerNode[] = [];
  const certificate = options.tls ? selfSignedCertificate() : undefined;
  const firstOf = (cluster: string) => nodes.find((node) => node.cluster === cluster);
  const serviceUrlOf = (node: FakeBrokerNode) => node.http.url;
  const tlsUrlOf = (node: FakeBrokerNode) => node.https?.url;

  const respond = (request: RecordedRequest, self: string): ScriptedAnswer | undefined => {
    const node = nodes.find((candidate) => candidate.http.url === self || candidate.https?.url === self);
    if (!node) return undefined;
    const secure = self.startsWith('https:');
    const clusters = [...new Set(nodes.map((candidate) => candidate.cluster))];
    if (request.url === '/admin/v2/clusters') return json(clusters);
    // A literal path before the {cluster} template, as JAX-RS matches them.
    if (request.url === '/admin/v2/brokers/version') return PULSAR_VERSION_ANSWER;
    const clusterData = /^\/admin\/v2\/clusters\/([^/?]+)$/.exec(request.url);
    if (clusterData) {
      const first = firstOf(decodeURIComponent(clusterData[1] ?? ''));
      if (!first) return { status: 404, body: '{"reason":"Cluster does not exist"}' };
      return json({
        serviceUrl: serviceUrlOf(first),
        ...(tlsUrlOf(first) ? { serviceUrlTls: tlsUrlOf(first) } : {}),
      });
    }
    const activeBrokers = /^\/admin\/v2\/brokers\/([^/?]+)$/.exec(request.url);
    if (activeBrokers) {
      const asked = decodeURIComponent(activeBrokers[1] ?? '');
      // isValidCluster: without authorization any name is accepted and the local list returned;
      // with it, another cluster's name is a 307 to that cluster's service URL (getRedirectionUrl).
      if (options.authorization && asked !== node.cluster) {
        const other = firstOf(asked);
        if (!other) return { status: 404, body: `{"reason":"Cluster does not exist: cluster=${asked}"}` };
        const target = secure ? (tlsUrlOf(other) ?? serviceUrlOf(other)) : serviceUrlOf(other);
        return redirect(`${target}${request.url}`);
      }
      return json(nodes.filter((candidate) => candidate.cluster === node.cluster).map((each) => each.id));
    }
    const owned = /^\/admin\/v2\/brokers\/[^/]+\/([^/]+)\/ownedNamespaces$/.exec(request.url);
    if (owned) {
      // maybeRedirectToBroker: another broker's id is a 307 to its webServiceUrlTls over https.
      const target = nodes.find((candidate) => candidate.id === decodeURIComponent(owned[1] ?? ''));
      if (!target) return { status: 404, body: '{"reason":"Broker id not found in available brokers."}' };
      if (target === node) return json({});
      return redirect(`${(secure ? tlsUrlOf(target) : undefined) ?? serviceUrlOf(target)}${request.url}`);
    }
    return options.answer?.(request, node);
  };

  for (const [cluster, count] of Object.entries(options.clusters)) {
    for (let index = 0; index < count; index += 1) {
      const http = await startFakeBroker({ overrides: respond });
      const https = certificate ? await startFakeBroker({ overrides: respond, tls: certificate }) : undefined;
      nodes.push({ cluster, http, ...(https ? { https } : {}), id: http.host });
    }
  }
  const first = nodes[0]!;
  return {
    brokers: nodes,
    url: first.https?.url ?? first.http.url,
    ...(certificate ? { ca: certificate.cert } : {}),
    close: async () => {
      for (const node of nodes) {
        await node.http.close();
        await node.https?.close();
      }
    },
  };
}

/**
 * A Pulsar proxy's front: answers /admin and /lookup as its brokers would (it follows their 307s
 * itself), while the cluster data and broker ids name hosts Beacon cannot resolve.
 */
export async function startBehindProxy(
  answer: (request: RecordedRequest) => ScriptedAnswer | undefined,
): Promise<FakeBroker> {
  const brokerIds = ['broker-0.pulsar.invalid:8080', 'broker-1.pulsar.invalid:8080'];
  return startFakeBroker({
    overrides: (request) => {
      // AdminProxyHandler is mounted on /admin and /lookup only: anything else is Jetty's 404 page.
      if (!request.url.startsWith('/admin/') && !request.url.startsWith('/lookup/'))
        return { status: 404, headers: { 'content-type': 'text/html' }, body: '<html>Not Found</html>' };
      if (request.url === '/admin/v2/clusters') return json(['standalone']);
      if (request.url === '/admin/v2/clusters/standalone')
        return json({ serviceUrl: 'http://broker-0.pulsar.invalid:8080' });
      if (request.url === '/admin/v2/brokers/standalone') return json(brokerIds);
      if (request.url === '/admin/v2/brokers/version') return PULSAR_VERSION_ANSWER;
      return answer(request);
    },
  });
}
