import type { ClusterStates } from './metadata-stores.ts';
import type { SimulatorState, TopicState } from './state.ts';
import { publish, tick } from './traffic.ts';

// Geo-replication between the clusters' own topics: each persistent topic of a namespace replicated
// to several clusters sends the messages its own producers published to the same topic in every
// other replication cluster, where they count as that topic's incoming messages (as Pulsar's
// PersistentReplicator produces them there). Messages that arrived by replication are not sent on,
// as Pulsar skips messages marked `replicated_from`.

/** Pulsar's replicator prefix (ServiceConfiguration.replicatorPrefix, default `pulsar.repl`). */
export const REPLICATOR_PREFIX = 'pulsar.repl';
const MAX_MESSAGES_PER_TICK = 2_000;

/** Per source topic: remote cluster → next sequence to send. */
const cursors = new WeakMap<TopicState, Map<string, number>>();

function replicateTopic(
  source: TopicState,
  sourceCluster: string,
  remoteCluster: string,
  remote: SimulatorState,
): void {
  const target = remote.topics.get(source.fullName);
  const ledger = source.ledger;
  if (!target || !ledger) return;
  const perRemote = cursors.get(source) ?? new Map<string, number>();
  cursors.set(source, perRemote);
  const first = ledger.messages[0]?.sequence ?? ledger.nextSequence;
  let next = Math.max(perRemote.get(remoteCluster) ?? first, first);
  const end = Math.min(ledger.nextSequence, next + MAX_MESSAGES_PER_TICK);
  for (; next < end; next += 1) {
    const message = ledger.messages[next - first];
    if (!message || message.producerName.startsWith(`${REPLICATOR_PREFIX}.`)) continue;
    publish(remote, target, {
      payload: message.payload,
      producerName: `${REPLICATOR_PREFIX}.${sourceCluster}`,
      sequenceId: message.sequenceId,
      key: message.key,
      properties: message.properties,
      eventTime: message.eventTime,
    });
  }
  perRemote.set(remoteCluster, next);
}

export function replicate(states: ClusterStates): void {
  if (states.size < 2) return;
  for (const [cluster, state] of states) {
    for (const topic of state.topics.values()) {
      if (topic.domain !== 'persistent') continue;
      const clusters =
        (state.namespaces.get(topic.namespace)?.policies.replication_clusters as string[] | undefined) ?? [];
      for (const remoteCluster of clusters) {
        const remote = remoteCluster === cluster ? undefined : states.get(remoteCluster);
        if (remote) replicateTopic(topic, cluster, remoteCluster, remote);
      }
    }
  }
}

/** One traffic step for the whole deployment: replication first, then each cluster's own traffic. */
export function tickDeployment(states: ClusterStates, elapsedMillis: number): void {
  replicate(states);
  for (const state of states.values()) tick(state, elapsedMillis);
}
