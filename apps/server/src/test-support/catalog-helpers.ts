// Shared by the catalogue's tests: a simulator with frozen time (figures stay put between the
// collector's read and the test's own read), an environment pointing at it, and the expected
// figures computed straight from the simulator's broker-stats, independently of the collector.
import { ManualClock, startSimulator } from '@beacon/pulsar-sim';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  BEACON_WEB,
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from './index.ts';

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

export async function frozenSimulator(scenario: string): Promise<Simulator> {
  const simulator = await startSimulator({
    scenario,
    port: 0,
    clock: new ManualClock(Date.UTC(2026, 0, 1)),
    control: true,
    // No traffic timer: figures only move when a test advances the simulator.
    traffic: false,
  });
  // Ten seconds of traffic, then time stands still.
  simulator.runtime.advance(10_000);
  return simulator;
}

export async function addEnvironment(session: SessionClient, name: string, simulator: Simulator) {
  const created = await session.request('PUT', '/pulsar-manager/environments/environment', {
    name,
    broker: simulator.url,
    bookie: simulator.bookieUrl,
  });
  expect(created.statusCode, created.body).toBe(200);
}

/** What `cataloguedForThisFile` sets up: read its fields inside the cases, once `beforeAll` ran. */
export interface Catalogued {
  simulator: Simulator;
  server: ServerWithSuperuser;
  /** The super user's session. */
  session: SessionClient;
}

/**
 * For the file's cases: a frozen simulator of `scenario` registered as the environment of the same
 * name on a fresh server, one statistics pass collected; all closed after the last case.
 */
export function cataloguedForThisFile(scenario: string): Catalogued {
  const catalogued = {} as Catalogued;
  beforeAll(async () => {
    catalogued.simulator = await frozenSimulator(scenario);
    catalogued.server = await createServerWithSuperuser();
    catalogued.session = await catalogued.server.loggedIn();
    await addEnvironment(catalogued.session, scenario, catalogued.simulator);
    await catalogued.server.app.catalog.collector.collectNow();
  });
  afterAll(async () => {
    await catalogued.server.app.close();
    await catalogued.simulator.close();
  });
  return catalogued;
}

export function getAs(
  server: ServerWithSuperuser,
  session: SessionClient | undefined,
  url: string,
  environment: string | undefined,
): Promise<LightMyRequestResponse> {
  return server.app.server.inject({
    method: 'GET',
    url,
    // As Beacon's web asks (its refusals stay 400 and 401).
    headers: {
      ...BEACON_WEB,
      ...(session?.token ? { token: session.token } : {}),
      ...(environment ? { environment } : {}),
    },
  });
}

export interface ExpectedTopic {
  cluster: string;
  producers: number;
  subscriptions: Set<string>;
  /** Every subscription's `consumers` list, on every partition. */
  consumers: number;
  partitions: number;
  inMsg: number;
  outMsg: number;
  inBytes: number;
  outBytes: number;
  storageSize: number;
}

/** `cluster|persistent://t/ns/topic` (partition suffix removed) → sums over its partitions. */
export async function expectedFromBrokerStats(
  simulator: Simulator,
  brokers = simulator.brokers,
): Promise<Map<string, ExpectedTopic>> {
  const expected = new Map<string, ExpectedTopic>();
  for (const broker of brokers) {
    const answer = (await (await fetch(`${broker.url}/admin/v2/broker-stats/topics`)).json()) as Record<
      string,
      Record<string, Record<string, Record<string, Record<string, unknown>>>>
    >;
    for (const bundles of Object.values(answer))
      for (const domains of Object.values(bundles))
        for (const topics of Object.values(domains))
          for (const [name, stats] of Object.entries(topics)) {
            const parent = name.replace(/-partition-\d+$/, '');
            const key = `${broker.cluster}|${parent}`;
            const entry = expected.get(key) ?? {
              cluster: broker.cluster,
              producers: 0,
              subscriptions: new Set<string>(),
              consumers: 0,
              partitions: 0,
              inMsg: 0,
              outMsg: 0,
              inBytes: 0,
              outBytes: 0,
              storageSize: 0,
            };
            entry.producers += stats.producerCount as number;
            for (const [subscription, figures] of Object.entries(
              stats.subscriptions as Record<string, { consumers: unknown[] }>,
            )) {
              entry.subscriptions.add(subscription);
              entry.consumers += figures.consumers.length;
            }
            if (parent !== name) entry.partitions += 1;
            entry.inMsg += stats.msgRateIn as number;
            entry.outMsg += stats.msgRateOut as number;
            entry.inBytes += stats.msgThroughputIn as number;
            entry.outBytes += stats.msgThroughputOut as number;
            entry.storageSize += stats.storageSize as number;
            expected.set(key, entry);
          }
  }
  return expected;
}

export function sumOf(entries: Iterable<ExpectedTopic>) {
  const total = { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 };
  for (const entry of entries) {
    total.inMsg += entry.inMsg;
    total.outMsg += entry.outMsg;
    total.inBytes += entry.inBytes;
    total.outBytes += entry.outBytes;
    total.storageSize += entry.storageSize;
  }
  return total;
}

/** Figures are rounded to 3 decimals by the catalogue. */
export function expectFigures(actual: object, expected: Record<string, number>) {
  const figures = actual as Record<string, unknown>;
  for (const [name, value] of Object.entries(expected)) expect(figures[name], name).toBeCloseTo(value, 2);
}

/** A write through Beacon's proxy, as the web sends it (session, CSRF token, environment). */
export function writeThroughProxy(
  server: ServerWithSuperuser,
  session: SessionClient,
  method: 'PUT' | 'DELETE',
  url: string,
  environment: string,
): Promise<LightMyRequestResponse> {
  return server.app.server.inject({
    method,
    url,
    headers: {
      token: session.token!,
      environment,
      'x-xsrf-token': session.xsrf!,
      cookie: `XSRF-TOKEN=${session.xsrf}`,
    },
  });
}

/** Injects a fault through the simulator's control API; resolves to its id. */
export async function injectFault(simulator: Simulator, fault: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${simulator.url}/_sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function clearFaults(simulator: Simulator): Promise<void> {
  await fetch(`${simulator.url}/_sim/faults`, { method: 'DELETE' });
}
