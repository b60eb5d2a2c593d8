// The topic page's reads, through the @beacon/pulsar-admin catalogue. On a geo-replicated
// namespace each read names the replication cluster it is about (`x-pulsar-cluster`): each cluster
// keeps its own copy of the topic, with its own figures. The page draws its own error states, so
// the reads report failures in place (no toast). Answer types are the catalogue's: the OpenAPI's
// (generated), corrected where a broker answers otherwise (contract §5), fields it always writes
// required.
import { namespaces, topics, type Operation } from '@beacon/pulsar-admin';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import type { TopicTarget } from './topic-operations.api.ts';
import type { TopicName } from './topic-name.ts';

export type {
  BrokerInternalStats as TopicInternalStats,
  BrokerLedgerInfo as LedgerInfo,
  BrokerMessageId as MessageId,
  BrokerProcessStatus as LongRunningProcessStatus,
  BrokerSubscriptionStats as SubscriptionStats,
  BrokerTopicStats as TopicStats,
  CursorStats,
  LookupData,
  PartitionedTopicMetadata,
  PublisherStats,
} from '@beacon/pulsar-admin';

/** The catalogue's path parameters of a topic. */
export const topicParams = ({ domain, tenant, namespace, topic }: TopicName) => ({
  domain,
  tenant,
  namespace,
  topic,
});

const read = (cluster: string | undefined, signal: AbortSignal) =>
  ({ failures: 'in-place', cluster, signal }) as const;

/** A catalogue entry under a topic's own path (`…/{domain}/{tenant}/{namespace}/{topic}…`). */
export type UnderTopic = `${string}/{domain}/{tenant}/{namespace}/{topic}${string}`;

/** One of the topic page's plain reads (no query) of the target, on its cluster. */
export const readTopic = <Answer>(
  operation: Operation<UnderTopic, Answer>,
  { name, cluster }: TopicTarget,
  signal: AbortSignal,
) => callPulsar(operation, topicParams(name), read(cluster, signal));

// The topic page shows each subscription's backlog age, which Pulsar fills in only when asked
// (`getEarliestTimeInBacklog=true`: one read of the oldest unacked entry per subscription);
// without it `earliestMsgPublishTimeInBacklog` is always 0 on a real broker.
export const fetchTopicStats = (name: TopicName, cluster: string | undefined, signal: AbortSignal) =>
  callPulsar(topics.stats, topicParams(name), {
    ...read(cluster, signal),
    query: { getEarliestTimeInBacklog: true },
  });

/** Pulsar writes the range as bare text (`0x00000000_0x40000000`), though it says JSON. */
export async function fetchBundleRange(name: TopicName, cluster: string | undefined, signal: AbortSignal) {
  const body: unknown = await callPulsar(topics.bundle, topicParams(name), read(cluster, signal));
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export const fetchReplicationClusters = (name: TopicName, signal: AbortSignal) =>
  callPulsar(
    namespaces.replication,
    { tenant: name.tenant, namespace: name.namespace },
    { failures: 'in-place', signal },
  );
