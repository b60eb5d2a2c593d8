// A test's own Pulsar data set for the simulator: the clusters it names (one broker each) and what
// `populate` seeds on the first cluster's state with the simulator's seed functions, which go
// through the same operations as its REST API.
import type { ClusterStates } from '../../../pulsar-sim/src/core/metadata-stores.ts';
import type { SimulatorState, TopicState } from '../../../pulsar-sim/src/core/state.ts';
import type { Scenario } from '../../../pulsar-sim/src/scenarios/index.ts';

import { seedMessages, seedSubscription } from '../../../pulsar-sim/src/scenarios/seed.ts';

export {
  seedConsumer,
  seedMessages,
  seedRates,
  seedNamespace,
  seedPartitionedTopic,
  seedSubscription,
  seedTenant,
  seedTopic,
} from '../../../pulsar-sim/src/scenarios/seed.ts';
export type { ConsumerSeed, RatesSeed } from '../../../pulsar-sim/src/scenarios/seed.ts';
export { publish } from '../../../pulsar-sim/src/core/traffic.ts';
export { ManualClock } from '../../../pulsar-sim/src/core/clock.ts';
export { evenBundles } from '../../../pulsar-sim/src/core/bundles.ts';
export type { ClusterStates, SimulatorState, TopicState };

export function scenarioOf(
  /** `clusters` holds every cluster's own state (bundles and topics are each cluster's). */
  populate: (state: SimulatorState, clusters: ClusterStates) => void,
  clusters: readonly string[] = ['standalone'],
): Scenario {
  return {
    name: 'web-test',
    description: "a web test's own data",
    topology: { clusters: clusters.map((name) => ({ name, brokers: 1 })), bookies: 1 },
    // The simulator always passes every cluster's state.
    populate: (state, clusters) => populate(state, clusters ?? new Map()),
  };
}

/**
 * Subscriptions holding these backlogs on `topic`: each created from the latest message in turn,
 * largest backlog first, with just enough messages published after it for every backlog to come
 * out as named.
 */
export function seedBacklogs(
  state: SimulatorState,
  topic: TopicState,
  backlogs: Record<string, number>,
): void {
  const largestFirst = Object.entries(backlogs).sort(([, a], [, b]) => b - a);
  largestFirst.forEach(([name, backlog], index) => {
    seedSubscription(state, topic, name, 'latest');
    const next = largestFirst[index + 1]?.[1] ?? 0;
    seedMessages(state, topic, backlog - next);
  });
}
