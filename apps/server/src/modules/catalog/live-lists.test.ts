// The live lists against a broker at the network boundary, through the real proxy and a real
// environment row: answers are reused for a few seconds, then served while a fresh one is fetched;
// a refetched answer that has not changed is the very same object (nothing built from it is
// rebuilt), a changed one is new.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import { openTestDatabase, startFakeBroker, type FakeBroker } from '../../test-support/index.ts';
import { EnvironmentRepository, DEFAULT_ADDRESS_POLICY } from '../environments/index.ts';
import { pulsarAnswers, PulsarProxy } from '../pulsar-proxy/index.ts';
import { LiveLists } from './live-lists.ts';

const TOPICS = '/admin/v2/persistent/shop/orders';
const STALLED = '/admin/v2/persistent/shop/stalled';
const CUT = '/admin/v2/persistent/shop/cut';
/** A "topic list" that is no list. */
const ODD = '/admin/v2/persistent/shop/odd';
/** A namespace Beacon's broker token may not list: Pulsar answers 401 here too (decision 0021). */
const NOT_ALLOWED = '/admin/v2/persistent/shop/secret';
const NOT_ALLOWED_REASON = 'Client is not authorized to Get Partitioned Topic Metadata';
/** Shorter than the proxy's limit for the answer's headers: the lists' own limit covers the body. */
const LIST_TIMEOUT_MS = 300;

describe('LiveLists', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let broker: FakeBroker;
  let topics = ['persistent://shop/orders/a', 'persistent://shop/orders/b'];
  const clock = new ManualClock();
  let live: LiveLists;

  beforeAll(async () => {
    database = await openTestDatabase();
    broker = await startFakeBroker({
      answer: (request) => {
        if (request.url === TOPICS) return { status: 200, body: JSON.stringify(topics) };
        if (request.url === STALLED)
          return { status: 200, body: '["a","b"]', interruption: 'stall-mid-body' };
        if (request.url === CUT) return { status: 200, body: '["a","b"]', interruption: 'close-mid-body' };
        if (request.url === ODD) return { status: 200, body: '{"topics":["a"]}' };
        if (request.url === NOT_ALLOWED)
          return { status: 401, body: JSON.stringify({ reason: NOT_ALLOWED_REASON }) };
        if (request.url === '/admin/v2/clusters') return { status: 200, body: '["standalone"]' };
        return undefined;
      },
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
    const proxy = new PulsarProxy({
      environments,
      clock,
      timeoutMs: 5_000,
      maxSockets: 4,
      addressPolicy: DEFAULT_ADDRESS_POLICY,
    });
    live = new LiveLists(proxy, clock, LIST_TIMEOUT_MS);
  });

  afterAll(async () => {
    await broker.close();
    await database.dispose();
  });

  const brokerCalls = () => broker.requests.filter((request) => request.url === TOPICS).length;

  it('reuses an answer for a few seconds, then serves it while asking again; an unchanged answer stays the same object', async () => {
    const first = await live.get('shop', TOPICS);
    expect(first).toEqual(topics);
    expect(await live.get('shop', TOPICS)).toBe(first);
    expect(brokerCalls()).toBe(1);

    // A little older: served at once, refreshed in the background; unchanged, so the same object.
    clock.advance(6_000);
    expect(await live.get('shop', TOPICS)).toBe(first);
    await vi.waitFor(() => expect(brokerCalls()).toBe(2));
    expect(await live.get('shop', TOPICS)).toBe(first);

    // Changed outside Beacon: the next request after the refresh has it.
    topics = [...topics, 'persistent://shop/orders/c'];
    clock.advance(6_000);
    expect(await live.get('shop', TOPICS)).toBe(first);
    await vi.waitFor(async () => expect(await live.get('shop', TOPICS)).toEqual(topics));
    expect(brokerCalls()).toBe(3);

    // Too old to serve: waited for.
    topics = [...topics, 'persistent://shop/orders/d'];
    clock.advance(31_000);
    expect(await live.get('shop', TOPICS)).toEqual(topics);
    expect(brokerCalls()).toBe(4);
  });

  it('asks again at once after a write through Beacon, and answers `missing` for a 404', async () => {
    const before = brokerCalls();
    live.forget('shop');
    await live.get('shop', TOPICS);
    expect(brokerCalls()).toBe(before + 1);
    expect(await live.get('shop', `${TOPICS}/partitioned`, [])).toEqual([]);
  });

  it('answers 504 for a broker that stalls mid-answer and 502 for one that hangs up, naming the environment', async () => {
    // Before, both surfaced as Node's bare "aborted" error: a 500 from the catalogue.
    await expect(live.get('shop', STALLED)).rejects.toMatchObject({
      statusCode: 504,
      message: `Environment 'shop' did not answer within ${LIST_TIMEOUT_MS / 1000} s`,
    });
    await expect(live.get('shop', CUT)).rejects.toMatchObject({
      statusCode: 502,
      message:
        "Cannot reach environment 'shop': the broker closed the connection before its answer was complete",
    });
  });

  it('reads through a catalogue entry: the answer checked once, the same object while unchanged, 502 for another shape', async () => {
    const orders = { domain: 'persistent', tenant: 'shop', namespace: 'orders' } as const;
    const first = await live.read('shop', pulsarAnswers.topicNames, orders);
    expect(first).toEqual(topics);
    expect(await live.read('shop', pulsarAnswers.topicNames, orders)).toBe(first);
    await expect(
      live.read('shop', pulsarAnswers.topicNames, { ...orders, namespace: 'odd' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(
        /^Environment 'shop': GET \/admin\/v2\/\{domain\}\/\{tenant\}\/\{namespace\} answered other than Pulsar does: /,
      ) as unknown,
    });
    expect(broker.requests.some((request) => request.url === ODD)).toBe(true);
  });

  it("passes on Pulsar's reason for a 401 the token itself does not cause, as a 403", async () => {
    // Before, every broker 401 read "update the environment's token", hiding Pulsar's reason.
    await expect(live.get('shop', NOT_ALLOWED)).rejects.toMatchObject({
      statusCode: 403,
      message: `Environment 'shop' does not allow this call with Beacon's broker token (401): ${NOT_ALLOWED_REASON}`,
    });
  });
});
