// Holds the cluster entries to Pulsar: each is an operation of the 4.0.7 OpenAPI, the simulator
// answers the cluster and leader reads in the OpenAPI's shape, and the load report in the
// LocalBrokerData shape a 4.0 broker writes (the OpenAPI names the legacy LoadReport; see
// BrokerLoadReport in catalogue-clusters.ts).
import { describe, expect, it } from 'vitest';
import { responseSchema, validateResponse } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { createInMemorySimulator } from '../../../apps/pulsar-sim/src/in-memory.ts';
import {
  brokerLoad,
  brokerStats,
  clusterAdmin,
  clustersAdmin,
  type BrokerLoadReport,
} from './catalogue-clusters.ts';
import type { BrokerMetrics } from './corrections.ts';
import type { Operation } from './operation.ts';
import { pulsarPath } from './path.ts';

const entries = Object.entries(clustersAdmin).flatMap(([area, operations]) =>
  Object.entries(operations as Record<string, Operation>).map(([name, entry]) => ({
    label: `${area}.${name}`,
    entry,
  })),
);

const json = (body: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(body));

describe('the cluster catalogue', () => {
  it.each(entries)('$label is an operation of the Pulsar 4.0.7 OpenAPI', ({ entry }) => {
    const declared = [200, 204].some((status) => responseSchema(entry.method, entry.template, status));
    expect(declared, `${entry.method} ${entry.template}`).toBe(true);
  });

  it('the simulator answers the cluster data and the leader in the declared shape', async () => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const cluster = simulator.brokers[0]!.cluster;
    const data = await simulator.handle({ method: 'GET', url: pulsarPath(clusterAdmin.get, { cluster }) });
    expect(data.status).toBe(200);
    expect(validateResponse('GET', clusterAdmin.get.template, 200, json(data.body))).toEqual([]);
    const leader = await simulator.handle({
      method: 'GET',
      url: pulsarPath(clustersAdmin.brokerDirectory.leader, {}),
      cluster,
    });
    expect(leader.status).toBe(200);
    expect(
      validateResponse('GET', clustersAdmin.brokerDirectory.leader.template, 200, json(leader.body)),
    ).toEqual([]);
  });

  it('the simulator answers a broker’s own load report as LocalBrokerData', async () => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const broker = simulator.brokers[1]!;
    const answer = await simulator.handle({
      method: 'GET',
      url: pulsarPath(brokerLoad.report, {}),
      broker: broker.id,
    });
    expect(answer.status).toBe(200);
    const report = json(answer.body) as BrokerLoadReport & { loadReportType?: string };
    expect(report.loadReportType).toBe('LocalBrokerData');
    expect(report.webServiceUrl).toBe(broker.url.replace(/\/$/, ''));
    for (const resource of [report.cpu, report.memory, report.directMemory, report.bandwidthIn]) {
      expect(resource).toMatchObject({
        usage: expect.any(Number) as unknown,
        limit: expect.any(Number) as unknown,
      });
    }
    expect(report.numBundles).toBe(report.bundles?.length);
  });

  it('the simulator answers broker-stats/topics as namespace → bundle → domain → topic → figures', async () => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const topics = new Set<string>();
    for (const broker of simulator.brokers) {
      const answer = await simulator.handle({
        method: 'GET',
        url: pulsarPath(brokerStats.topics, {}),
        broker: broker.id,
      });
      expect(answer.status).toBe(200);
      const body = json(answer.body);
      expect(validateResponse('GET', brokerStats.topics.template, 200, body)).toEqual([]);
      for (const bundles of Object.values(body as Record<string, unknown>)) {
        for (const domains of Object.values(bundles as Record<string, unknown>)) {
          for (const [domain, named] of Object.entries(domains as Record<string, unknown>)) {
            expect(['persistent', 'non-persistent']).toContain(domain);
            for (const [topic, figures] of Object.entries(named as Record<string, unknown>)) {
              expect(topic.startsWith(`${domain}://`), topic).toBe(true);
              expect(figures).toMatchObject({ msgRateIn: expect.any(Number) as unknown });
              topics.add(topic);
            }
          }
        }
      }
    }
    expect(topics).toContain('persistent://sample/orders/created');
  });

  it('the simulator answers a broker’s metrics with numbers where the OpenAPI says objects', async () => {
    const simulator = createInMemorySimulator({ scenario: 'demo' });
    const answer = await simulator.handle({
      method: 'GET',
      url: pulsarPath(brokerStats.metrics, {}),
      broker: simulator.brokers[0]!.id,
    });
    expect(answer.status).toBe(200);
    const body = json(answer.body) as BrokerMetrics[];
    expect(body).not.toEqual([]);
    for (const { dimensions, metrics } of body) {
      for (const value of Object.values(dimensions ?? {})) expect(typeof value).toBe('string');
      expect(Object.keys(metrics ?? {}).length).toBeGreaterThan(0);
      for (const value of Object.values(metrics ?? {})) expect(typeof value).toBe('number');
    }
    // The correction is the broker's own word: the OpenAPI's objects would refuse every figure.
    expect(validateResponse('GET', brokerStats.metrics.template, 200, body)).not.toEqual([]);
  });
});
