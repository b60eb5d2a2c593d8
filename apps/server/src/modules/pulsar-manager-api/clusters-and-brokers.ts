// Pulsar Manager's cluster list and broker list (ClustersServiceImpl, BrokersServiceImpl): the
// clusters from the environment's URL, each cluster's data, and its active brokers asked through that
// cluster's own routing, as Pulsar Manager did.
import { eachLimited, LIVE_CONCURRENCY } from '../catalog/index.ts';
import { pulsarAnswers } from '../pulsar-proxy/index.ts';
import type { ProxyTarget } from '../pulsar-proxy/index.ts';
import { type PulsarReads } from './pulsar-reads.ts';
import { unpaged, type UnpagedList } from './unpaged-list.ts';

export interface ClusterRow {
  cluster: string;
  brokers: number;
  serviceUrl: string | null;
  serviceUrlTls: string | null;
  brokerServiceUrl: string | null;
  brokerServiceUrlTls: string | null;
}

export interface BrokerRow {
  broker: string;
  failureDomain: string[];
}

const text = (value: string | null | undefined): string | null => value ?? null;

export async function listClusters(
  reads: PulsarReads,
  environment: string | undefined,
): Promise<UnpagedList<ClusterRow>> {
  const target = await reads.target(environment);
  const names = await reads.read(target, pulsarAnswers.clusterNames, {});
  const rows: ClusterRow[] = [];
  await eachLimited(names, LIVE_CONCURRENCY, async (cluster) => {
    const data = await reads.read(target, pulsarAnswers.cluster, { cluster });
    rows.push({
      cluster,
      // A cluster whose brokers cannot be listed is still listed (0 brokers): Pulsar Manager dropped
      // the whole list then, and its tenant dialog offered no cluster at all (its issue #292).
      brokers: await activeBrokers(reads, environment, cluster).then(
        (brokers) => brokers.length,
        () => 0,
      ),
      serviceUrl: text(data.serviceUrl),
      serviceUrlTls: text(data.serviceUrlTls),
      brokerServiceUrl: text(data.brokerServiceUrl),
      brokerServiceUrlTls: text(data.brokerServiceUrlTls),
    });
  });
  rows.sort((left, right) => (left.cluster < right.cluster ? -1 : 1));
  return unpaged(rows);
}

export async function listBrokers(
  reads: PulsarReads,
  environment: string | undefined,
  cluster: string,
): Promise<UnpagedList<BrokerRow>> {
  const target = await reads.target(environment, { cluster });
  const [brokers, domains] = await Promise.all([
    activeBrokersOf(reads, target, cluster),
    // Failure domains only label the brokers: a cluster without any answers 404, and a token that may
    // not read them should not hide the brokers (Pulsar Manager's issue #383).
    reads.read(target, pulsarAnswers.failureDomains, { cluster }, { missing: {} }).catch(() => ({})),
  ]);
  const domainEntries = Object.entries(domains);
  return unpaged(
    brokers.map((broker) => ({
      broker,
      failureDomain: domainEntries
        .filter(([, domain]) => domain.brokers?.includes(broker))
        .map(([name]) => name),
    })),
  );
}

async function activeBrokers(
  reads: PulsarReads,
  environment: string | undefined,
  cluster: string,
): Promise<string[]> {
  return activeBrokersOf(reads, await reads.target(environment, { cluster }), cluster);
}

async function activeBrokersOf(reads: PulsarReads, target: ProxyTarget, cluster: string): Promise<string[]> {
  return reads.read(target, pulsarAnswers.brokerIds, { cluster });
}
