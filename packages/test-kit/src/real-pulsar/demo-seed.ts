import { admin, produce, type BrokerEndpoint } from './admin-client.ts';

// The simulator's demo scenario (apps/pulsar-sim/src/scenarios/demo.ts), made on a real broker
// through its admin REST API: the same tenants, namespaces with their policies, topics, partitioned
// topics, messages, subscriptions and bookie racks, so `npm run demo -- --real` and the journeys on
// a real broker start from what the simulator's demo shows. Traffic is demo-traffic.ts.

export interface DemoTopic {
  topic: string;
  partitions?: number;
  messages?: number;
  subscriptions?: string[];
}

export const DEMO_TENANTS: Record<string, string[]> = {
  sample: ['sample-admin'],
  acme: ['acme-admin'],
};

export const DEMO_NAMESPACES: Record<string, Record<string, unknown>> = {
  'sample/orders': {
    messageTTL: 86_400,
    retention: { retentionTimeInMinutes: 1440, retentionSizeInMB: 512 },
  },
  'sample/payments': { deduplication: true },
  'acme/iot': {},
  'acme/analytics': {},
};

export const DEMO_TOPICS: DemoTopic[] = [
  { topic: 'persistent://sample/orders/created', messages: 250, subscriptions: ['audit', 'billing'] },
  { topic: 'persistent://sample/orders/shipped', messages: 40, subscriptions: ['notifications'] },
  { topic: 'persistent://sample/payments/settled', subscriptions: ['ledger'] },
  { topic: 'persistent://acme/iot/telemetry', partitions: 4, messages: 30, subscriptions: ['dashboard'] },
  { topic: 'persistent://acme/iot/commands', partitions: 2 },
  { topic: 'persistent://acme/analytics/enriched' },
  { topic: 'persistent://public/default/test' },
];

const adminPath = (topic: string): string => {
  const [domain, rest] = topic.split('://');
  return `/admin/v2/${domain ?? 'persistent'}/${rest ?? topic}`;
};

async function seedNamespace(broker: BrokerEndpoint, name: string, policies: Record<string, unknown>) {
  const options = name === 'acme/iot' ? { bundles: { numBundles: 8 } } : undefined;
  await admin(broker, 'PUT', `/admin/v2/namespaces/${name}`, options);
  if (policies.messageTTL !== undefined)
    await admin(broker, 'POST', `/admin/v2/namespaces/${name}/messageTTL`, policies.messageTTL);
  if (policies.retention !== undefined)
    await admin(broker, 'POST', `/admin/v2/namespaces/${name}/retention`, policies.retention);
  if (policies.deduplication !== undefined)
    await admin(broker, 'POST', `/admin/v2/namespaces/${name}/deduplication`, policies.deduplication);
}

/** Messages go to every partition; subscriptions are made first, so the messages are their backlog. */
async function seedTopic(broker: BrokerEndpoint, { topic, partitions, messages, subscriptions }: DemoTopic) {
  const path = adminPath(topic);
  if (partitions) await admin(broker, 'PUT', `${path}/partitions`, partitions);
  else await admin(broker, 'PUT', path);
  for (const subscription of subscriptions ?? []) {
    await admin(broker, 'PUT', `${path}/subscription/${subscription}`);
  }
  if (!messages) return;
  const batch = Array.from({ length: messages }, (_, index) => ({
    key: `key-${String(index % 10)}`,
    payload: JSON.stringify({ id: index, topic: topic.split('/').pop() }),
  }));
  if (!partitions) return produce(broker, topic, batch);
  for (let partition = 0; partition < partitions; partition += 1) {
    await produce(broker, topic, batch, partition);
  }
}

/** Two racks for the bookies (one bookie in a standalone: it goes on /rack-0). */
async function seedRacks(broker: BrokerEndpoint, bookieUrl: string): Promise<void> {
  const listed = (await (await fetch(`${bookieUrl}/api/v1/bookie/list_bookies?type=rw`)).json()) as Record<
    string,
    unknown
  >;
  let rack = 0;
  for (const bookie of Object.keys(listed)) {
    await admin(broker, 'POST', `/admin/v2/bookies/racks-info/${bookie}?group=default`, {
      rack: `/rack-${String(rack % 2)}`,
      hostname: bookie.split(':')[0],
    });
    rack += 1;
  }
}

export async function seedDemo(broker: BrokerEndpoint, cluster: string, bookieUrl: string): Promise<void> {
  for (const [tenant, adminRoles] of Object.entries(DEMO_TENANTS)) {
    await admin(broker, 'PUT', `/admin/v2/tenants/${tenant}`, { adminRoles, allowedClusters: [cluster] });
  }
  for (const [name, policies] of Object.entries(DEMO_NAMESPACES)) await seedNamespace(broker, name, policies);
  for (const topic of DEMO_TOPICS) await seedTopic(broker, topic);
  await seedRacks(broker, bookieUrl);
}
