import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { Connection, PulsarServerError, TopicReader, lookupTopic } from '@beacon/pulsar-reader';
import { COMMAND, LOOKUP_TYPE } from '@beacon/pulsar-reader/wire';
import { attachProducer } from '../core/clients.ts';
import { AUTH_SCENARIO_SECRET } from '../scenarios/auth.ts';
import type { RunningSimulator, SimulatorOptions } from '../simulator.ts';
import { getJson, startTestSimulator } from '../test-support/simulator-fixture.ts';

// The simulator's binary ports beyond what the contract suite holds them to against a real broker
// (binary-reader.contract.test.ts): token authentication, TLS, lookups across the demo's two
// brokers, and consumers ended by an unload, a lost connection or a broker going down.

const running: RunningSimulator[] = [];
const readers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close();
  for (const simulator of running.splice(0)) await simulator.close();
});

async function start(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const simulator = await startTestSimulator(options);
  running.push(simulator);
  return simulator;
}

const tokenFor = (role: string) =>
  new SignJWT({ sub: role })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(Buffer.from(AUTH_SCENARIO_SECRET, 'base64'));

/** A topic with `count` messages, made through the admin API and REST produce. */
async function topicWithMessages(
  simulator: RunningSimulator,
  count: number,
  token?: string,
): Promise<string> {
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const name = `binary-${Math.random().toString(36).slice(2, 8)}`;
  const created = await getJson(`${simulator.url}/admin/v2/persistent/public/default/${name}`, {
    method: 'PUT',
    headers,
  });
  expect(created.status, created.text).toBe(204);
  const messages = Array.from({ length: count }, (_, index) => ({ payload: `m${String(index)}` }));
  let url = `${simulator.url}/topics/persistent/public/default/${name}`;
  let sent = await getJson(url, { method: 'POST', headers, body: JSON.stringify({ messages }) });
  if (sent.status === 307) {
    url = sent.headers.get('location') ?? url;
    sent = await getJson(url, { method: 'POST', headers, body: JSON.stringify({ messages }) });
  }
  expect(sent.status, sent.text).toBe(200);
  return `persistent://public/default/${name}`;
}

async function subscriptionsOf(simulator: RunningSimulator, topic: string): Promise<string[]> {
  const path = topic.replace('persistent://', '/admin/v2/persistent/');
  const stats = await getJson(`${simulator.url}${path}/stats`);
  return Object.keys((stats.body as { subscriptions: Record<string, unknown> }).subscriptions);
}

async function open(
  serviceUrl: string,
  topic: string,
  options: Partial<Parameters<typeof TopicReader.open>[0]> = {},
) {
  const reader = await TopicReader.open({ serviceUrl, topic, start: { kind: 'earliest' }, ...options });
  readers.push(reader);
  return reader;
}

describe('the binary port', () => {
  it('advertises the ports it listens on as the brokers’ and the cluster’s service URLs', async () => {
    const simulator = await start();
    const cluster = await getJson(`${simulator.url}/admin/v2/clusters/standalone`);
    const [first] = simulator.brokers;
    const port = new URL(first!.serviceUrl).port;
    expect((cluster.body as { brokerServiceUrl: string }).brokerServiceUrl).toBe(
      `pulsar://localhost:${port}`,
    );
    const brokers = simulator.runtime.state.clusters.get('standalone')?.brokers ?? [];
    expect(brokers.map((broker) => new URL(broker.pulsarServiceUrl).port)).toEqual(
      simulator.brokers.map((broker) => new URL(broker.serviceUrl).port),
    );
  });

  it('sends a lookup to the broker that owns the topic, which answers Connect', async () => {
    const simulator = await start();
    const topic = await topicWithMessages(simulator, 1);
    const answers = [];
    for (const broker of simulator.brokers) {
      const connection = await Connection.open({ url: broker.serviceUrl });
      answers.push((await connection.request(COMMAND.LOOKUP, { topic })).fields);
      connection.close();
    }
    expect(answers.map((answer) => answer.response).sort()).toEqual([
      LOOKUP_TYPE.Redirect,
      LOOKUP_TYPE.Connect,
    ]);
    const owner = answers.find((answer) => answer.response === LOOKUP_TYPE.Connect);
    expect(answers.every((answer) => answer.brokerServiceUrl === owner?.brokerServiceUrl)).toBe(true);
    // Asked at either broker, the reader ends up on the owner and reads.
    for (const broker of simulator.brokers) {
      const address = await lookupTopic(broker.serviceUrl, topic, {});
      expect(address.proxyToBrokerUrl).toBe(owner?.brokerServiceUrl);
      const reader = await open(broker.serviceUrl, topic);
      expect((await reader.next()).value?.value?.toString()).toBe('m0');
      await reader.close();
    }
  });

  it('takes a token where the broker requires one, and refuses a reader without one', async () => {
    const simulator = await start({ scenario: 'auth' });
    const admin = await tokenFor('admin');
    const topic = await topicWithMessages(simulator, 2, admin);
    const serviceUrl = simulator.brokers[0]!.serviceUrl;
    await expect(open(serviceUrl, topic)).rejects.toMatchObject({ code: 'AuthenticationError' });
    await expect(open(serviceUrl, topic, { token: 'not-a-token' })).rejects.toBeInstanceOf(PulsarServerError);
    await expect(open(serviceUrl, topic, { token: await tokenFor('nobody') })).rejects.toMatchObject({
      code: 'AuthorizationError',
    });
    const reader = await open(serviceUrl, topic, { token: admin });
    expect((await reader.next()).value?.value?.toString()).toBe('m0');
  });

  it('serves pulsar+ssl:// with the brokers’ certificate where they have TLS', async () => {
    const simulator = await start({ tls: true });
    const topic = await topicWithMessages(simulator, 1);
    const serviceUrlTls = simulator.brokers[0]!.serviceUrlTls!;
    expect(serviceUrlTls).toMatch(/^pulsar\+ssl:\/\/localhost:\d+$/);
    const reader = await open(serviceUrlTls, topic, { tls: { ca: simulator.tls!.ca } });
    expect((await reader.next()).value?.value?.toString()).toBe('m0');
  });

  it('sends what is published while the reader waits', async () => {
    const simulator = await start();
    const topic = await topicWithMessages(simulator, 1);
    const reader = await open(simulator.brokers[0]!.serviceUrl, topic);
    expect((await reader.next()).value?.value?.toString()).toBe('m0');
    const waiting = reader.next();
    const path = topic.replace('persistent://', '/topics/persistent/');
    const body = JSON.stringify({ messages: [{ payload: 'later' }] });
    for (const url of simulator.brokers.map((broker) => broker.listenUrl)) {
      const sent = await getJson(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (sent.status === 200) break;
    }
    expect((await waiting).value?.value?.toString()).toBe('later');
  });

  it('closes the consumer on an unload, and its subscription goes', async () => {
    const simulator = await start();
    const topic = await topicWithMessages(simulator, 1);
    const reader = await open(simulator.brokers[0]!.serviceUrl, topic);
    await reader.next();
    expect(await subscriptionsOf(simulator, topic)).toEqual([reader.subscription]);
    const path = topic.replace('persistent://', '/admin/v2/persistent/');
    for (const url of simulator.brokers.map((broker) => broker.listenUrl)) {
      const unloaded = await getJson(`${url}${path}/unload`, { method: 'PUT' });
      if (unloaded.status === 204) break;
    }
    await expect(reader.next()).rejects.toThrow(/closed the reader/);
    expect(await subscriptionsOf(simulator, topic)).toEqual([]);
  });

  it('ends the subscription of a connection that goes without closing its consumer', async () => {
    const simulator = await start();
    const topic = await topicWithMessages(simulator, 1);
    const address = await lookupTopic(simulator.brokers[0]!.serviceUrl, topic, {});
    const connection = await Connection.open(address);
    await connection.request(COMMAND.SUBSCRIBE, {
      topic,
      subscription: 'left-open',
      subType: 0,
      consumer_id: 1,
      durable: false,
      force_topic_creation: false,
    });
    expect(await subscriptionsOf(simulator, topic)).toEqual(['left-open']);
    connection.close();
    await expect.poll(() => subscriptionsOf(simulator, topic)).toEqual([]);
  });

  it('sends the schema version a simulated producer writes with, and none for REST produce', async () => {
    const simulator = await start();
    // REST produce gives the topic a STRING schema and writes its messages without a version.
    const topic = await topicWithMessages(simulator, 1);
    const schema = await getJson(
      `${simulator.url}/admin/v2/schemas/${topic.replace('persistent://', '')}/schema`,
    );
    expect(schema.status, schema.text).toBe(200);
    const version = (schema.body as { version: number }).version;
    attachProducer(simulator.runtime.state, simulator.runtime.state.topics.get(topic)!, { ratePerSecond: 5 });
    simulator.runtime.advance(1000);
    const reader = await open(simulator.brokers[0]!.serviceUrl, topic);
    const [rest, simulated] = [(await reader.next()).value!, (await reader.next()).value!];
    expect(rest.schemaVersion).toBeUndefined();
    expect(simulated.schemaVersion?.readBigInt64BE()).toBe(BigInt(version));
  });

  it('refuses a durable subscription, which it does not simulate', async () => {
    const simulator = await start();
    const topic = await topicWithMessages(simulator, 1);
    const connection = await Connection.open(await lookupTopic(simulator.brokers[0]!.serviceUrl, topic, {}));
    readers.push(connection);
    await expect(
      connection.request(COMMAND.SUBSCRIBE, {
        topic,
        subscription: 'd',
        subType: 0,
        consumer_id: 1,
        durable: true,
      }),
    ).rejects.toMatchObject({ code: 'NotAllowedError' });
  });

  it('drops its clients when the fault registry takes the broker down', async () => {
    const simulator = await start({ control: true });
    const topic = await topicWithMessages(simulator, 1);
    const address = await lookupTopic(simulator.brokers[0]!.serviceUrl, topic, {});
    const reader = await open(simulator.brokers[0]!.serviceUrl, topic);
    await reader.next();
    const ownerPort = new URL(address.proxyToBrokerUrl ?? address.url).port;
    const owner = simulator.brokers.find((broker) => new URL(broker.serviceUrl).port === ownerPort)!;
    simulator.runtime.faults.add({ broker: owner.id, outage: true });
    await expect(reader.next()).rejects.toThrow();
    await expect(Connection.open({ url: owner.serviceUrl }, { timeoutMs: 2000 })).rejects.toThrow();
  });
});
