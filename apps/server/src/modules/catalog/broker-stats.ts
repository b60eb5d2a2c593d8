// Flattens one broker's GET /admin/v2/broker-stats/topics answer (namespace → bundle → domain →
// full topic name → stats, Pulsar's `topicStatsStream`) into per-topic figures, the partitions of a
// partitioned topic summed into their parent.
import { type BrokerTopicFigures, type TopicDomain, mergeFigures, parentTopic } from './catalog-figures.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** `persistent://tenant/namespace/topic` → its parts, or undefined for a name that is not one. */
export function splitTopicName(
  fullName: string,
): { domain: TopicDomain; tenant: string; namespace: string; topic: string } | undefined {
  const match = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(fullName);
  if (!match) return undefined;
  return {
    domain: match[1] as TopicDomain,
    tenant: match[2] ?? '',
    namespace: match[3] ?? '',
    topic: match[4] ?? '',
  };
}

export function flattenBrokerStats(answer: unknown, cluster: string, broker: string): BrokerTopicFigures[] {
  const byTopic = new Map<string, BrokerTopicFigures>();
  if (!isObject(answer)) throw new Error('broker-stats/topics did not answer a JSON object');
  for (const bundles of Object.values(answer)) {
    if (!isObject(bundles)) continue;
    for (const domains of Object.values(bundles)) {
      if (!isObject(domains)) continue;
      for (const topics of Object.values(domains)) {
        if (!isObject(topics)) continue;
        for (const [fullName, stats] of Object.entries(topics)) {
          const name = splitTopicName(fullName);
          if (!name || !isObject(stats)) continue;
          const parent = parentTopic(name.topic);
          const row: BrokerTopicFigures = {
            cluster,
            broker,
            domain: name.domain,
            tenant: name.tenant,
            namespace: name.namespace,
            topic: parent.topic,
            partitions: parent.partition ? 1 : 0,
            producers: numberOf(stats.producerCount),
            subscriptions: isObject(stats.subscriptions) ? Object.keys(stats.subscriptions).length : 0,
            msgRateIn: numberOf(stats.msgRateIn),
            msgThroughputIn: numberOf(stats.msgThroughputIn),
            msgRateOut: numberOf(stats.msgRateOut),
            msgThroughputOut: numberOf(stats.msgThroughputOut),
            averageMsgSize: numberOf(stats.averageMsgSize),
            storageSize: numberOf(stats.storageSize),
          };
          const key = `${name.domain}://${name.tenant}/${name.namespace}/${parent.topic}`;
          const existing = byTopic.get(key);
          if (existing) mergeFigures(existing, row);
          else byTopic.set(key, row);
        }
      }
    }
  }
  return [...byTopic.values()];
}
