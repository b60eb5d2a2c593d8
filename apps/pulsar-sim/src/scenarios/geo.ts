import type { Scenario } from './scenario.ts';
import { seedMessages, seedNamespace, seedSubscription, seedTenant, seedTopic, seedTraffic } from './seed.ts';

export const geoScenario: Scenario = {
  name: 'geo',
  description:
    'two clusters (us-east, eu-west), each with its own brokers and topics, sharing a configuration store and replicating a namespace',
  topology: {
    clusters: [
      { name: 'us-east', brokers: 2 },
      { name: 'eu-west', brokers: 1 },
    ],
    bookies: 3,
  },
  populate(state, clusters) {
    seedTenant(state, 'public', ['us-east', 'eu-west']);
    seedNamespace(state, 'public/default', ['us-east']);
    seedNamespace(state, 'public/eu-only', ['eu-west']);
    seedTenant(state, 'global-corp', ['us-east', 'eu-west'], ['global-admin']);
    seedNamespace(state, 'global-corp/replicated', ['us-east', 'eu-west']);
    const events = seedTopic(state, 'persistent://global-corp/replicated/events', 'us-east');
    seedMessages(state, events, 100);
    seedSubscription(state, events, 'analytics');
    seedTraffic(state, events, {
      producersPerSecond: 10,
      consumers: [{ subscription: 'processor', ratePerSecond: 10 }],
    });
    // A topic of eu-west's own: it lives in eu-west's metadata store only.
    const euWest = clusters?.get('eu-west');
    if (!euWest) throw new Error('geo needs the eu-west cluster');
    const audit = seedTopic(euWest, 'persistent://public/eu-only/audit', 'eu-west');
    seedMessages(euWest, audit, 20);
  },
};
