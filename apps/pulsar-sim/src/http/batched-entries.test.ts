import { afterAll, describe, expect, it } from 'vitest';
import { createInMemorySimulator } from '../in-memory.ts';
import type { Scenario } from '../scenarios/index.ts';
import { publish } from '../core/traffic.ts';
import { seedNamespace, seedTenant, seedTopic } from '../scenarios/seed.ts';

// A batching producer writes several messages as one entry; reading that entry back through
// examine-message or get-by-id tells how many messages it holds and the batch payload's size
// (PersistentTopicsBase#generateResponseWithEntry, Pulsar 4.0), and the body is the whole batch.

const BATCH = Buffer.from('two messages in the batch format');
const scenario: Scenario = {
  name: 'batched-entries',
  description: 'one batched entry after one single message',
  topology: { clusters: [{ name: 'standalone', brokers: 1 }], bookies: 1 },
  populate(state) {
    seedTenant(state, 'public', ['standalone']);
    seedNamespace(state, 'public/default', ['standalone']);
    const topic = seedTopic(state, 'persistent://public/default/batched', 'standalone');
    publish(state, topic, { payload: Buffer.from('single'), producerName: 'p', sequenceId: 0 });
    publish(state, topic, { payload: BATCH, producerName: 'p', sequenceId: 1, numMessagesInBatch: 2 });
  },
};

const simulator = createInMemorySimulator({ scenario });
afterAll(() => simulator.close());
const examine = (position: number) =>
  simulator.handle({
    method: 'GET',
    url: `/admin/v2/persistent/public/default/batched/examinemessage?initialPosition=earliest&messagePosition=${String(position)}`,
  });

describe('batched entries', () => {
  it('say how many messages they hold and the batch size, and answer the whole batch', async () => {
    const answer = await examine(2);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-pulsar-num-batch-message']).toBe('2');
    expect(answer.headers['x-pulsar-batch-size']).toBe(String(BATCH.length));
    expect(Buffer.from(answer.body).equals(BATCH)).toBe(true);
  });

  it('are the only entries with batch headers', async () => {
    const answer = await examine(1);
    expect(answer.headers['x-pulsar-num-batch-message']).toBeUndefined();
    expect(answer.headers['x-pulsar-batch-size']).toBeUndefined();
  });
});
