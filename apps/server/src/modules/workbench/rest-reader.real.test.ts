import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, produceWithJavaClient, type ProducedId } from '@beacon/test-kit/real-pulsar';
import {
  MergedReader,
  type MessageSource,
  type StartPosition,
  type TopicMessage,
} from '@beacon/pulsar-reader';
import { systemClock } from '../../clock.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import { openTestDatabase } from '../../test-support/index.ts';
import {
  realBroker as broker,
  realEndpoint as endpoint,
  tenantWithNamespace,
} from '../../test-support/real-broker.ts';
import { DEFAULT_ADDRESS_POLICY, EnvironmentRepository } from '../environments/index.ts';
import { PulsarReads } from '../pulsar-manager-api/index.ts';
import { PulsarProxy, type ProxyTarget } from '../pulsar-proxy/index.ts';
import { openRestReader } from './rest-reader.ts';

// The REST reader itself (decision 0076) on the pulsar-real project's 4.0.7 broker, through the real
// proxy and an environment row: what Pulsar's own Java producer wrote — single messages, batches,
// LZ4-compressed batches over two partitions — read entry by entry through the admin REST API, is
// what the binary reader reads from the same topics, message for message, and no subscription is left.

const tenant = `rest-reader-${Date.now().toString(36)}`;
const single = `persistent://${tenant}/ns/single`;
const batched = `persistent://${tenant}/ns/batched`;
const compressed = `persistent://${tenant}/ns/compressed`;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let reads: PulsarReads;
let target: ProxyTarget;
let produced: Map<string, ProducedId[]>;

beforeAll(async () => {
  await tenantWithNamespace(tenant);
  await admin(endpoint(), 'PUT', `/admin/v2/persistent/${tenant}/ns/compressed/partitions`, 2);
  produced = await produceWithJavaClient(broker().serviceUrl, [
    { topic: single, count: 12 },
    { topic: batched, count: 30, batchSize: 10 },
    { topic: compressed, count: 40, compression: 'LZ4', batchSize: 10 },
  ]);
  database = await openTestDatabase();
  const environments = new EnvironmentRepository(
    database.db,
    new SecretBox('a-secret-of-at-least-thirty-two-characters'),
  );
  await database.db
    .transaction()
    .execute((trx) =>
      environments.insert(
        trx,
        { name: 'real', serviceUrl: broker().adminUrl, bookieUrl: broker().bookieUrl, credentials: {} },
        systemClock.now(),
      ),
    );
  const proxy = new PulsarProxy({
    environments,
    clock: systemClock,
    timeoutMs: 30_000,
    maxSockets: 8,
    addressPolicy: DEFAULT_ADDRESS_POLICY,
  });
  reads = new PulsarReads(proxy, 30_000);
  target = await reads.target('real');
}, 120_000);
afterAll(async () => {
  await database.dispose();
});

async function drain(source: MessageSource): Promise<TopicMessage[]> {
  const taken: TopicMessage[] = [];
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) return taken;
      taken.push(next.value);
    }
  } finally {
    await source.close();
  }
}

/** A message as both readers must give it; the bytes as text, the schema version as hex. */
function comparable({ topic, message }: TopicMessage) {
  const { id, value, schemaVersion, ...rest } = message;
  return {
    topic,
    id: `${String(id.ledgerId)}:${String(id.entryId)}:${String(id.partition)}:${String(id.batchIndex)}`,
    ...rest,
    value: value?.toString('utf8') ?? null,
    schemaVersion: schemaVersion?.toString('hex'),
  };
}

const byId = (a: { topic: string; id: string }, b: { topic: string; id: string }) =>
  `${a.topic} ${a.id}`.localeCompare(`${b.topic} ${b.id}`);

async function bothReaders(topic: string, start: StartPosition) {
  const rest = await drain(
    await openRestReader(reads, target, { topics: [topic], start, maxPartitions: 100 }),
  );
  const binary = await drain(
    await MergedReader.open({
      serviceUrl: broker().serviceUrl,
      topics: [topic],
      start,
      untilLastMessage: true,
    }),
  );
  return { rest, binary };
}

async function subscriptionsLeft(topic: string): Promise<string[]> {
  const path = `/admin/v2/persistent/${topic.replace('persistent://', '')}`;
  if (topic !== compressed) {
    const stats = (await admin(endpoint(), 'GET', `${path}/stats`)) as { subscriptions: object };
    return Object.keys(stats.subscriptions);
  }
  const stats = (await admin(endpoint(), 'GET', `${path}/partitioned-stats?perPartition=true`)) as {
    partitions: Record<string, { subscriptions: object }>;
  };
  return Object.values(stats.partitions).flatMap((partition) => Object.keys(partition.subscriptions));
}

it.each([
  ['single messages', single],
  ['batches', batched],
  ['LZ4-compressed batches over two partitions', compressed],
])('reads %s as the binary reader does', async (_, topic) => {
  const { rest, binary } = await bothReaders(topic, { kind: 'earliest' });
  const ids = produced.get(topic)!;
  expect(rest).toHaveLength(ids.length);
  expect(rest.map(comparable).sort(byId)).toEqual(binary.map(comparable).sort(byId));
  // The ids the producer was given, every one of them.
  expect(
    rest
      .map(
        ({ message: { id } }) =>
          `${String(id.partition)}:${String(id.ledgerId)}:${String(id.entryId)}:${String(id.batchIndex)}`,
      )
      .sort(),
  ).toEqual(
    ids
      .map(
        (id) =>
          `${String(id.partition)}:${String(id.ledgerId)}:${String(id.entryId)}:${String(id.batchIndex)}`,
      )
      .sort(),
  );
  // Merged by publish time.
  const times = rest.map(({ message }) => message.publishTime);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  const first = comparable(rest.find(({ message }) => message.value?.includes('"orderId":0'))!);
  expect(first).toMatchObject({ key: 'order-0', properties: { index: '0' } });
  expect(JSON.parse(first.value!)).toMatchObject({ orderId: 0 });
  await expect.poll(() => subscriptionsLeft(topic), { timeout: 10_000 }).toEqual([]);
});

it('starts at a publish time and inside a batch as the binary reader does', async () => {
  const all = (await bothReaders(batched, { kind: 'earliest' })).rest;
  const at = all[14]!.message.publishTime;
  const fromTime = await bothReaders(batched, { kind: 'publishTime', at });
  expect(fromTime.rest.length).toBeGreaterThan(0);
  expect(fromTime.rest.map(comparable)).toEqual(fromTime.binary.map(comparable));
  const { id } = all[14]!.message;
  const fromId = await bothReaders(batched, { kind: 'messageId', id });
  expect(fromId.rest.map(comparable)).toEqual(all.slice(14).map(comparable));
  expect(fromId.binary.map(comparable)).toEqual(all.slice(14).map(comparable));
});
