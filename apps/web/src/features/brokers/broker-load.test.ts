// The figures are read from load reports as the simulator's brokers write them (LocalBrokerData),
// and from the shapes older brokers and other load managers leave partly empty.
import type { BrokerLoadReport } from '@beacon/pulsar-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { createInMemorySimulator } from '../../../../pulsar-sim/src/in-memory.ts';
import { seedConsumer, seedRates, seedTopic } from '../../test/simulator-scenario.ts';
import { scenarioOf, seedNamespace, seedTenant } from '../../test/simulator-scenario.ts';
import {
  domainsByBroker,
  figuresOf,
  leaderIdOf,
  ownFiguresOf,
  ReportOfAnotherBroker,
} from './broker-load.ts';

const simulator = createInMemorySimulator({
  scenario: scenarioOf((state) => {
    seedTenant(state, 'shop', ['standalone']);
    seedNamespace(state, 'shop/orders', ['standalone']);
    const topic = seedTopic(state, 'persistent://shop/orders/created', 'standalone');
    seedConsumer(state, topic, 'audit', { name: 'auditor' });
    seedRates(topic, { msgRateIn: 120, msgThroughputIn: 4096, msgRateOut: 80, msgThroughputOut: 2048 });
  }),
});
afterAll(() => simulator.close());

async function loadReport(broker = simulator.brokers[0]?.id ?? ''): Promise<BrokerLoadReport> {
  const answer = await simulator.handle({ method: 'GET', url: '/admin/v2/broker-stats/load-report', broker });
  expect(answer.status).toBe(200);
  return JSON.parse(new TextDecoder().decode(answer.body)) as BrokerLoadReport;
}

describe('figuresOf', () => {
  it('reads rates, throughput, connections, bundles and resource shares from a broker’s report', async () => {
    const report = await loadReport();
    const figures = figuresOf(report);

    expect(figures.msgRateIn).toBe(120);
    expect(figures.msgRateOut).toBe(80);
    expect(figures.msgThroughputIn).toBe(4096);
    expect(figures.msgThroughputOut).toBe(2048);
    expect(figures.consumers).toBe(1);
    expect(figures.connections).toBe(report.numProducers! + report.numConsumers!);
    expect(figures.bundles).toBe(report.numBundles);
    expect(figures.bundles).toBeGreaterThan(0);
    expect(figures.cpu?.percent).toBeCloseTo((report.cpu!.usage / report.cpu!.limit) * 100);
    expect(figures.memory).toMatchObject({ usage: report.memory!.usage, limit: report.memory!.limit });
    expect(figures.bandwidthIn?.percent).toBeGreaterThan(0);
  });

  it('fills what an older or partial report leaves out instead of showing NaN', () => {
    const figures = figuresOf({
      msgRateIn: 3,
      bundles: ['a/b/0x00000000_0x80000000', 'a/b/0x80000000_0xffffffff'],
      cpu: { usage: 12, limit: 0 },
    });

    expect(figures).toMatchObject({ msgRateIn: 3, msgRateOut: 0, connections: 0, bundles: 2 });
    // The broker could not read its CPU limit: the usage stays, with no share.
    expect(figures.cpu).toEqual({ usage: 12, limit: 0 });
    expect(figures.memory).toBeUndefined();
  });
});

describe('ownFiguresOf', () => {
  it('credits a report only to the broker that wrote it (its own webServiceUrl), as behind a Pulsar proxy (D12)', async () => {
    const writer = simulator.brokers[0]!.id;
    const report = await loadReport(writer);
    expect(ownFiguresOf(writer, report).msgRateIn).toBe(120);
    // A Pulsar proxy sent the call meant for another broker of the cluster to this one.
    const asked = '127.0.0.9:8080';
    expect(() => ownFiguresOf(asked, report)).toThrow(ReportOfAnotherBroker);
    expect(() => ownFiguresOf(asked, report)).toThrow(`The answer came from ${writer}, not from ${asked}`);
    // A report that does not name its writer (an older load manager) is taken as the broker's own.
    expect(ownFiguresOf(asked, { ...report, webServiceUrl: undefined }).msgRateIn).toBe(120);
  });
});

describe('domainsByBroker', () => {
  it('maps each broker to the failure domains that list it', () => {
    const byBroker = domainsByBroker({
      east: { brokers: ['b1:8080', 'b2:8080'] },
      west: { brokers: ['b3:8080'] },
      empty: {},
    });

    expect(byBroker.get('b2:8080')).toEqual(['east']);
    expect(byBroker.get('b3:8080')).toEqual(['west']);
    expect(byBroker.has('b4:8080')).toBe(false);
  });
});

describe('leaderIdOf', () => {
  it('takes the broker id a 4.x broker writes, else the host:port of its web service URL', async () => {
    const answer = await simulator.handle({
      method: 'GET',
      url: '/admin/v2/brokers/leaderBroker',
      cluster: 'standalone',
    });
    const leader = JSON.parse(new TextDecoder().decode(answer.body)) as {
      brokerId: string;
      serviceUrl: string;
    };

    expect(leaderIdOf(leader)).toBe(simulator.brokers[0]?.id);
    expect(leaderIdOf({ serviceUrl: 'http://broker-2.example:8080' })).toBe('broker-2.example:8080');
    expect(leaderIdOf({ serviceUrl: 'not a url' })).toBeUndefined();
  });
});
