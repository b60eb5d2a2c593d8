// Pulsar Manager's totals (DashboardServiceImpl), from the statistics catalogue where Pulsar
// Manager read its own stats tables: what the collector's latest pass saw in each environment. Its
// tenant and namespace counts came from local tables only its removed RBAC and its own namespace
// creation filled; Beacon counts the tenants and namespaces that pass saw topics in.
import { countTopics } from '../catalog/index.ts';
import type { CatalogStore } from '../catalog/index.ts';
import { listBookies } from './bookies.ts';
import type { PulsarReads } from './pulsar-reads.ts';

export interface DashboardFigures {
  totalClusterCount: number;
  totalBrokerCount: number;
  totalTenantCount: number;
  totalNamespaceCount: number;
  totalTopicCount: number;
  totalProducerCount: number;
  /**
   * Consumers as brokers count them, one per partition a client reads (Pulsar Manager counted its
   * consumer stats rows, one per partition too).
   */
  totalConsumerCount: number;
  /** null when no environment's bookie URL answered. */
  totalBookieCount: number | null;
}

export async function dashboardFigures(
  store: CatalogStore,
  reads: PulsarReads,
  environments: readonly string[],
): Promise<DashboardFigures> {
  const clusters = new Set<string>();
  const brokers = new Set<string>();
  const tenants = new Set<string>();
  const namespaces = new Set<string>();
  let topics = 0;
  let producers = 0;
  let consumers = 0;
  let bookies: number | null = null;
  for (const environment of environments) {
    const snapshot = await store.snapshot(environment);
    for (const broker of snapshot?.brokers ?? []) {
      clusters.add(`${environment}\n${broker.cluster}`);
      brokers.add(`${environment}\n${broker.cluster}\n${broker.broker}`);
    }
    for (const row of snapshot?.rows ?? []) {
      tenants.add(`${environment}\n${row.tenant}`);
      namespaces.add(`${environment}\n${row.tenant}/${row.namespace}`);
      producers += row.producers;
      consumers += row.consumers;
    }
    topics += countTopics(snapshot?.rows ?? []);
    const listed = await listBookies(reads, environment).catch(() => undefined);
    if (listed) bookies = (bookies ?? 0) + listed.total;
  }
  return {
    totalClusterCount: clusters.size,
    totalBrokerCount: brokers.size,
    totalTenantCount: tenants.size,
    totalNamespaceCount: namespaces.size,
    totalTopicCount: topics,
    totalProducerCount: producers,
    totalConsumerCount: consumers,
    totalBookieCount: bookies,
  };
}
