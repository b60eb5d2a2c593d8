import { parseFullTopicName } from '../core/names.ts';
import type { Scenario } from './scenario.ts';
import { seedNamespace, seedPartitionedTopic, seedTenant, seedTopic, seedTraffic } from './seed.ts';
import { addTopic, newTopicState } from '../core/topics.ts';

export const LARGE_TOPIC_COUNT = 100_000;
export const LARGE_PARTITION_COUNT = 1_000;

function largeOfSize(name: string, topics: number, partitions: number): Scenario {
  return {
    name,
    description: `one namespace with ${topics.toLocaleString('en')} topics and one partitioned topic with ${partitions.toLocaleString('en')} partitions`,
    topology: { clusters: [{ name: 'standalone', brokers: 1 }], bookies: 3 },
    populate(state) {
      seedTenant(state, 'public', ['standalone']);
      seedNamespace(state, 'public/default', ['standalone']);
      seedTenant(state, 'large', ['standalone']);
      seedNamespace(state, 'large/topics', ['standalone'], { bundles: { numBundles: 64 } });
      const namespace = state.namespaces.get('large/topics');
      if (!namespace) throw new Error('large/topics was not created');
      // Created directly (no managed ledger until first use) so that 100 000 idle topics stay small.
      for (let index = 0; index < topics; index += 1) {
        const topic = parseFullTopicName(`persistent://large/topics/topic-${String(index).padStart(6, '0')}`);
        addTopic(state, namespace, newTopicState(state, topic));
      }
      seedNamespace(state, 'large/partitioned', ['standalone'], { bundles: { numBundles: 16 } });
      seedPartitionedTopic(state, 'persistent://large/partitioned/wide', partitions, 'standalone');
      const busy = seedTopic(state, 'persistent://public/default/busy', 'standalone');
      seedTraffic(state, busy, {
        producersPerSecond: 50,
        consumers: [{ subscription: 'reader', ratePerSecond: 40 }],
      });
    },
  };
}

export const largeScenario = largeOfSize('large', LARGE_TOPIC_COUNT, LARGE_PARTITION_COUNT);

/** The same shape at a hundredth of the size: the benchmarks' smoke runs in `npm test`. */
export const largeSmokeScenario = largeOfSize('large-smoke', 1_000, 20);
