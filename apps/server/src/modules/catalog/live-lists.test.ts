// The live lists against a broker at the network boundary, through the real proxy and a real
// environment row: answers are reused for a few seconds, a refetched answer that has not changed is
// the very same object (nothing built from it is rebuilt), a changed one is new.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import { openTestDatabase, startFakeBroker, type FakeBroker } from '../../test-support/index.ts';
import { EnvironmentRepository } from '../environments/environment.repository.ts';
import { PulsarProxy } from '../pulsar-proxy/pulsar-proxy.ts';
import { LiveLists } from './live-lists.ts';

const TOPICS = '/admin/v2/persistent/shop/orders';

describe('LiveLists', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let broker: FakeBroker;
  let topics = ['persistent://shop/orders/a', 'persistent://shop/orders/b'];
  const clock = new ManualClock();
  let live: LiveLists;

  beforeAll(async () => {
    database = await openTestDatabase();
    broker = await startFakeBroker({
      answer: (request) =>
        request.url === TOPICS ? { status: 200, body: JSON.stringify(topics) } : undefined,
    });
    const environments = new EnvironmentRepository(
      database.db,
      new SecretBox('a-secret-of-at-least-thirty-two-characters'),
    );
    await database.db
      .transaction()
      .execute((trx) =>
        environments.insert(
          trx,
          { name: 'shop', serviceUrl: broker.url, bookieUrl: broker.url, credentials: {} },
          clock.now(),
        ),
      );
    const proxy = new PulsarProxy({ environments, clock, timeoutMs: 5_000, maxSockets: 4 });
    live = new LiveLists(proxy, clock);
  });

  afterAll(async () => {
    await broker.close();
    await database.dispose();
  });

  const brokerCalls = () => broker.requests.filter((request) => request.url === TOPICS).length;

  it('reuses an answer for a few seconds, then asks again and keeps the same object if nothing changed', async () => {
    const first = await live.get('shop', TOPICS);
    expect(first).toEqual(topics);
    expect(await live.get('shop', TOPICS)).toBe(first);
    expect(brokerCalls()).toBe(1);

    clock.advance(6_000);
    expect(await live.get('shop', TOPICS)).toBe(first);
    expect(brokerCalls()).toBe(2);

    topics = [...topics, 'persistent://shop/orders/c'];
    clock.advance(6_000);
    const changed = await live.get('shop', TOPICS);
    expect(changed).not.toBe(first);
    expect(changed).toEqual(topics);
    expect(brokerCalls()).toBe(3);
  });

  it('asks again at once after a write through Beacon, and answers `missing` for a 404', async () => {
    const before = brokerCalls();
    live.forget('shop');
    await live.get('shop', TOPICS);
    expect(brokerCalls()).toBe(before + 1);
    expect(await live.get('shop', `${TOPICS}/partitioned`, [])).toEqual([]);
  });
});
