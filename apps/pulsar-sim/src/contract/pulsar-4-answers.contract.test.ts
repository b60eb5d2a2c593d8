import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms, expectNoContent, expectReason } from './expect-contract.ts';
import { attachConsumer, attachProducer } from '../core/clients.ts';
import { call, openTarget, uniqueName } from './target.ts';
import type { ContractTarget } from './target.ts';

// Answers where Pulsar 4.0 differs from older brokers or from the swagger file (issue 13, A2–A6):
// examine on an empty topic, all schema versions of a topic without one, REST produce and schemas,
// backlog age only on request, and how partitioned stats merge their partitions.

let target: ContractTarget;
let namespace: string;
beforeAll(async () => {
  target = await openTarget();
  const tenant = uniqueName('p4');
  await call(target, 'PUT', `/admin/v2/tenants/${tenant}`, { allowedClusters: [target.cluster] });
  namespace = `${tenant}/ns`;
  await call(target, 'PUT', `/admin/v2/namespaces/${namespace}`);
});
afterAll(async () => {
  await target.close();
});

const base = (topic: string) => `/admin/v2/persistent/${namespace}/${topic}`;
const schemaBase = (topic: string) => `/admin/v2/schemas/${namespace}/${topic}`;
const produce = (topic: string, body: object) =>
  call(target, 'POST', `/topics/persistent/${namespace}/${topic}`, body);

interface ProducerAcks {
  messagePublishResults: { messageId: string; errorCode: number }[];
  schemaVersion: number;
}

describe('examine message', () => {
  it('answers 412 on a topic that holds no message (PersistentTopicsBase, PR 20152)', async () => {
    const topic = uniqueName('empty');
    expectNoContent(await call(target, 'PUT', base(topic)));
    for (const initialPosition of ['latest', 'earliest']) {
      expectReason(
        await call(
          target,
          'GET',
          `${base(topic)}/examinemessage?initialPosition=${initialPosition}&messagePosition=1`,
        ),
        412,
        'Could not examine messages due to the total message is zero',
      );
    }
  });

  it('reads a position below 1 as the first message', async () => {
    const topic = uniqueName('clamp');
    expectNoContent(await call(target, 'PUT', base(topic)));
    await produce(topic, { messages: [{ payload: 'first' }, { payload: 'second' }] });
    const read = await call(
      target,
      'GET',
      `${base(topic)}/examinemessage?initialPosition=earliest&messagePosition=0`,
    );
    expect(read.status, read.text).toBe(200);
    expect(read.text).toBe('first');
  });
});

describe('all schema versions', () => {
  it('answers 200 with an empty list for a topic without a schema, and after its deletion', async () => {
    const topic = uniqueName('noschema');
    expectNoContent(await call(target, 'PUT', base(topic)));
    const none = await call(target, 'GET', `${schemaBase(topic)}/schemas`);
    expectConforms(none, 'GET', '/admin/v2/schemas/{tenant}/{namespace}/{topic}/schemas');
    expect(none.body).toEqual({ getSchemaResponses: [] });
    // The single version still answers 404 (SchemasResourceBase#getSchema).
    expectReason(await call(target, 'GET', `${schemaBase(topic)}/schema`), 404, 'Schema not found');

    const posted = await call(target, 'POST', `${schemaBase(topic)}/schema`, {
      type: 'JSON',
      schema: JSON.stringify({ type: 'record', name: 'Order', fields: [{ name: 'id', type: 'string' }] }),
      properties: {},
    });
    expect(posted.status, posted.text).toBe(200);
    const one = await call(target, 'GET', `${schemaBase(topic)}/schemas`);
    expect((one.body as { getSchemaResponses: unknown[] }).getSchemaResponses).toHaveLength(1);
    expect((await call(target, 'DELETE', `${schemaBase(topic)}/schema`)).status).toBe(200);
    expect((await call(target, 'GET', `${schemaBase(topic)}/schemas`)).body).toEqual({
      getSchemaResponses: [],
    });
  });
});

describe('REST produce and schemas (TopicsBase)', () => {
  it('registers a UTF-8 STRING schema on a topic without one and names its producer RestProducer', async () => {
    const topic = uniqueName('restring');
    expectNoContent(await call(target, 'PUT', base(topic)));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/reader`, 'earliest'));
    const first = await produce(topic, { messages: [{ payload: 'héllo' }] });
    expect(first.status, first.text).toBe(200);
    expect((first.body as ProducerAcks).schemaVersion).toBe(0);
    expect((first.body as ProducerAcks).messagePublishResults[0]?.errorCode).toBe(0);
    const schema = await call(target, 'GET', `${schemaBase(topic)}/schema`);
    expectConforms(schema, 'GET', '/admin/v2/schemas/{tenant}/{namespace}/{topic}/schema');
    expect(schema.body).toMatchObject({
      version: 0,
      type: 'STRING',
      data: '',
      // StringSchema.utf8() names its charset (StringSchema.java:83-93).
      properties: { __charset: 'UTF-8' },
    });
    // The same schema again is the same version, not a new one.
    const second = await produce(topic, { producerName: '', messages: [{ payload: 'again' }] });
    expect((second.body as ProducerAcks).schemaVersion).toBe(0);
    const peek = await call(target, 'GET', `${base(topic)}/subscription/reader/position/1`);
    expect(peek.text).toBe('héllo');
    expect(peek.headers.get('x-pulsar-producer-name')).toBe('RestProducer');
  });

  it('refuses a topic whose schema cannot take the producer’s, with 500 and the broker’s message', async () => {
    const topic = uniqueName('rejson');
    expectNoContent(await call(target, 'PUT', base(topic)));
    const definition = JSON.stringify({
      type: 'record',
      name: 'Order',
      fields: [{ name: 'id', type: 'string' }],
    });
    expect(
      (await call(target, 'POST', `${schemaBase(topic)}/schema`, { type: 'JSON', schema: definition }))
        .status,
    ).toBe(200);
    const refused = await produce(topic, { messages: [{ payload: 'plain text' }] });
    expect(refused.status, refused.text).toBe(500);
    const reason = (refused.body as { reason: string }).reason;
    expect(reason).toMatch(
      /^Fail to publish message:java\.util\.concurrent\.ExecutionException: org\.apache\.pulsar\.broker\.service\.schema\.exceptions\.SchemaException: Unable to add schema SchemaData\(type=STRING, isDeleted=false, timestamp=\d+, user=Rest Producer, data=\[\], props=\{__charset=UTF-8\}\) to topic persistent:\/\//,
    );
    expect(reason.endsWith(`to topic persistent://${namespace}/${topic}`)).toBe(true);
    const stats = await call(target, 'GET', `${base(topic)}/stats`);
    expect((stats.body as { msgInCounter: number }).msgInCounter).toBe(0);

    // Naming the topic's own schema (SchemaInfo JSON, definition in base64) is accepted.
    const accepted = await produce(topic, {
      valueSchema: JSON.stringify({
        name: 'Order',
        type: 'JSON',
        schema: Buffer.from(definition).toString('base64'),
        properties: {},
      }),
      messages: [{ payload: '{ "id": "o-1" }' }],
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect((accepted.body as ProducerAcks).schemaVersion).toBe(0);
    const examined = await call(
      target,
      'GET',
      `${base(topic)}/examinemessage?initialPosition=latest&messagePosition=1`,
    );
    expect(examined.text).toBe('{"id":"o-1"}');
  });
});

interface SubscriptionFigures {
  msgBacklog: number;
  earliestMsgPublishTimeInBacklog: number;
  consumers: Record<string, unknown>[];
}
interface TopicFigures {
  earliestMsgPublishTimeInBacklogs: number;
  publishers: Record<string, unknown>[];
  subscriptions: Record<string, SubscriptionFigures>;
  partitions: Record<string, TopicFigures>;
  msgRateIn: number;
}

describe('backlog age', () => {
  it('is -1 for an empty backlog when asked, 0 when not (audit D7)', async () => {
    const topic = uniqueName('drained');
    expectNoContent(await call(target, 'PUT', base(topic)));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/reader`, 'earliest'));
    const asked = async () =>
      (await call(target, 'GET', `${base(topic)}/stats?getEarliestTimeInBacklog=true`)).body as TopicFigures;
    // Nothing published yet: the entry after the mark-delete position is past the last one
    // (PersistentSubscription.java:1416-1419).
    expect((await asked()).subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBe(-1);
    const sent = await produce(topic, { messages: [{ payload: 'a' }] });
    expect(sent.status, sent.text).toBe(200);
    expect((await asked()).subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBeGreaterThan(0);
    expectNoContent(await call(target, 'POST', `${base(topic)}/subscription/reader/skip_all`));
    const drained = await asked();
    expect(drained.subscriptions.reader).toMatchObject({
      msgBacklog: 0,
      earliestMsgPublishTimeInBacklog: -1,
    });
    // The topic's figure is the earliest positive one of its subscriptions, 0 when there is none.
    expect(drained.earliestMsgPublishTimeInBacklogs).toBe(0);
    const plain = (await call(target, 'GET', `${base(topic)}/stats`)).body as TopicFigures;
    expect(plain.subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBe(0);
  });

  it('merges a drained partition’s -1 into a partitioned topic’s figure as SubscriptionStatsImpl#add does', async () => {
    const topic = uniqueName('halfdrained');
    expectNoContent(await call(target, 'PUT', `${base(topic)}/partitions`, 2));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/reader`, 'earliest'));
    const sent = await call(target, 'POST', `/topics/persistent/${namespace}/${topic}/partitions/0`, {
      messages: [{ payload: 'a' }],
    });
    expect(sent.status, sent.text).toBe(200);
    const total = (
      await call(
        target,
        'GET',
        `${base(topic)}/partitioned-stats?getEarliestTimeInBacklog=true&perPartition=true`,
      )
    ).body as TopicFigures;
    const perPartition = [0, 1].map(
      (index) =>
        total.partitions[`persistent://${namespace}/${topic}-partition-${String(index)}`]?.subscriptions
          .reader?.earliestMsgPublishTimeInBacklog,
    );
    expect(perPartition[0]).toBeGreaterThan(0);
    expect(perPartition[1]).toBe(-1);
    // add() takes the minimum of two non-zero times: partition 1's -1 wins though partition 0 has a
    // backlog, so a console must not read a time from it. The topic-level figure skips the -1.
    expect(total.subscriptions.reader).toMatchObject({ msgBacklog: 1, earliestMsgPublishTimeInBacklog: -1 });
    expect(total.earliestMsgPublishTimeInBacklogs).toBe(perPartition[0]);
  });

  it('is filled only when the stats call asks getEarliestTimeInBacklog=true', async () => {
    const topic = uniqueName('age');
    expectNoContent(await call(target, 'PUT', `${base(topic)}/partitions`, 2));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/reader`, 'earliest'));
    for (const index of [0, 1]) {
      const sent = await call(
        target,
        'POST',
        `/topics/persistent/${namespace}/${topic}/partitions/${String(index)}`,
        {
          messages: [{ payload: 'a' }, { payload: 'b' }],
        },
      );
      expect(sent.status, sent.text).toBe(200);
      target.simulator?.runtime.advance(1000);
    }
    const partition = `${topic}-partition-0`;
    const plain = (await call(target, 'GET', `${base(partition)}/stats`)).body as TopicFigures;
    expect(plain.subscriptions.reader?.msgBacklog).toBeGreaterThan(0);
    expect(plain.subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBe(0);
    expect(plain.earliestMsgPublishTimeInBacklogs).toBe(0);
    const asked = await call(target, 'GET', `${base(partition)}/stats?getEarliestTimeInBacklog=true`);
    expectConforms(asked, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/stats');
    const earliest = (asked.body as TopicFigures).subscriptions.reader?.earliestMsgPublishTimeInBacklog ?? 0;
    expect(earliest).toBeGreaterThan(0);
    expect((asked.body as TopicFigures).earliestMsgPublishTimeInBacklogs).toBe(earliest);

    const total = (await call(target, 'GET', `${base(topic)}/partitioned-stats`)).body as TopicFigures;
    expect(total.subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBe(0);
    const totalAsked = (
      await call(target, 'GET', `${base(topic)}/partitioned-stats?getEarliestTimeInBacklog=true`)
    ).body as TopicFigures;
    const perPartition = Object.values(totalAsked.partitions).map(
      (stats) => stats.subscriptions.reader?.earliestMsgPublishTimeInBacklog ?? 0,
    );
    expect(totalAsked.subscriptions.reader?.earliestMsgPublishTimeInBacklog).toBe(
      Math.min(...perPartition.filter((time) => time > 0)),
    );
  });
});

/**
 * One producer and one Shared consumer (subscription `dashboard`) connected to the partitioned
 * topic, hence to each of its partitions. On a real broker they come through its WebSocket API
 * (webSocketServiceEnabled=true: the proxy's partitioned producer and multi-topic consumer open one
 * client per partition); the simulator is given the same clients. Answers the closer.
 */
async function connectClients(topic: string, partitions: number): Promise<() => void> {
  if (target.simulator) {
    const { state } = target.simulator.runtime;
    for (let index = 0; index < partitions; index += 1) {
      const partition = state.topics.get(`persistent://${namespace}/${topic}-partition-${String(index)}`);
      if (!partition) throw new Error(`partition ${String(index)} of ${topic} is missing`);
      attachProducer(state, partition, { ratePerSecond: 0 });
      attachConsumer(state, partition, 'dashboard', { ratePerSecond: 0, type: 'Shared' });
    }
    return () => undefined;
  }
  const socketBase = `${target.url.replace(/^http/, 'ws')}/ws/v2`;
  const opened = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(socket));
      socket.addEventListener('error', () => reject(new Error(`${url} did not open`)));
    });
  const sockets = await Promise.all([
    opened(`${socketBase}/producer/persistent/${namespace}/${topic}`),
    opened(`${socketBase}/consumer/persistent/${namespace}/${topic}/dashboard?subscriptionType=Shared`),
  ]);
  return () => {
    for (const socket of sockets) socket.close();
  };
}

describe('partitioned-stats aggregates (TopicStatsImpl#add)', () => {
  it('merges publishers and consumers by list index and drops their connection details', async () => {
    const topic = uniqueName('merged');
    expectNoContent(await call(target, 'PUT', `${base(topic)}/partitions`, 2));
    expectNoContent(await call(target, 'PUT', `${base(topic)}/subscription/dashboard`, 'earliest'));
    const close = await connectClients(topic, 2);
    try {
      const path = base(topic);
      const read = async () =>
        (await call(target, 'GET', `${path}/partitioned-stats?perPartition=true`)).body as TopicFigures;
      // The WebSocket proxy creates its clients once the socket is open: wait for them to show.
      let total = await read();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const partitions = Object.values(total.partitions);
        const connected = partitions.every(
          (stats) =>
            stats.publishers.length > 0 && (stats.subscriptions.dashboard?.consumers.length ?? 0) > 0,
        );
        if (partitions.length === 2 && connected) break;
        await sleep(100);
        total = await read();
      }
      const answer = await call(target, 'GET', `${path}/partitioned-stats?perPartition=true`);
      expectConforms(answer, 'GET', '/admin/v2/persistent/{tenant}/{namespace}/{topic}/partitioned-stats');
      total = answer.body as TopicFigures;
      const partitions = Object.values(total.partitions);
      expect(partitions).toHaveLength(2);
      const longest = Math.max(...partitions.map((stats) => stats.publishers.length));
      expect(longest).toBe(1);
      expect(total.publishers).toHaveLength(longest);
      total.publishers.forEach((publisher, index) => {
        const atIndex = partitions.map((stats) => stats.publishers[index]).filter(Boolean);
        expect(publisher.msgRateIn).toBeCloseTo(
          atIndex.reduce((sum, each) => sum + Number(each?.msgRateIn), 0),
          2,
        );
        for (const dropped of ['address', 'connectedSince', 'producerName', 'clientVersion', 'accessMode'])
          expect(publisher, dropped).not.toHaveProperty(dropped);
        expect(publisher.producerId).toBe(0);
      });
      for (const stats of partitions) expect(stats.publishers[0]).toHaveProperty('address');

      const consumers = total.subscriptions.dashboard?.consumers ?? [];
      const perPartition = partitions.map((stats) => stats.subscriptions.dashboard?.consumers ?? []);
      // Every partition has the same number of consumers here, so they merge index by index.
      expect(perPartition.map((list) => list.length)).toEqual([1, 1]);
      expect(consumers).toHaveLength(1);
      for (const consumer of consumers) {
        for (const dropped of ['address', 'connectedSince', 'clientVersion'])
          expect(consumer, dropped).not.toHaveProperty(dropped);
      }
      // The consumer's name is kept: the last partition's at that index (ConsumerStatsImpl.java:158).
      expect(consumers[0]?.consumerName).toBe(perPartition.at(-1)?.[0]?.consumerName);
      for (const list of perPartition) expect(list[0]).toHaveProperty('address');
      expect(consumers[0]?.unackedMessages).toBe(
        perPartition.reduce((sum, list) => sum + Number(list[0]?.unackedMessages), 0),
      );
      expect(total).not.toHaveProperty('ownerBroker');
      expect(total).not.toHaveProperty('deduplicationStatus');

      const without = (await call(target, 'GET', `${path}/partitioned-stats?perPartition=false`))
        .body as TopicFigures;
      expect(without.partitions).toEqual({});
      expect(without.publishers).toHaveLength(longest);
    } finally {
      close();
    }
  });
});
