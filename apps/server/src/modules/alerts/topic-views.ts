// One snapshot's figures as the rules read them: per topic (`persistent://t/ns/topic`), its publish
// rate and each subscription's backlog and consumers, summed over the brokers, clusters and partitions
// that reported it.
import type { CatalogSnapshot } from '../catalog/index.ts';

export interface SubscriptionView {
  backlog: number;
  consumers: number;
}

export interface TopicView {
  tenant: string;
  namespace: string;
  full: string;
  /** The parts of its name, as Pulsar's paths take them. */
  name: { domain: 'persistent' | 'non-persistent'; tenant: string; namespace: string; topic: string };
  partitioned: boolean;
  msgRateIn: number;
  subscriptions: Map<string, SubscriptionView>;
}

export function topicViews(snapshot: CatalogSnapshot): Map<string, TopicView> {
  const views = new Map<string, TopicView>();
  for (const row of snapshot.rows) {
    const full = `${row.domain}://${row.tenant}/${row.namespace}/${row.topic}`;
    let view = views.get(full);
    if (!view) {
      view = {
        tenant: row.tenant,
        namespace: row.namespace,
        full,
        name: { domain: row.domain, tenant: row.tenant, namespace: row.namespace, topic: row.topic },
        partitioned: row.partitions > 0,
        msgRateIn: 0,
        subscriptions: new Map(),
      };
      views.set(full, view);
    }
    view.msgRateIn += row.msgRateIn;
    for (const { subscription, backlog, consumers } of row.subscriptionFigures ?? []) {
      const known = view.subscriptions.get(subscription);
      if (known) {
        known.backlog += backlog;
        known.consumers += consumers;
      } else view.subscriptions.set(subscription, { backlog, consumers });
    }
  }
  return views;
}
