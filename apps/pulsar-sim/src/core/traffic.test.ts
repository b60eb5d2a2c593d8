import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createRandom } from './random.ts';
import { createState } from './state.ts';
import type { SimulatorState } from './state.ts';
import { brokerTopicStatsJson, loadReport } from './brokers.ts';
import { partitionedTopicStats, topicStats } from './stats.ts';
import { tick } from './traffic.ts';
import { demoScenario } from '../scenarios/demo.ts';
import { topicsOf } from './topics.ts';
import { parseFullTopicName } from './names.ts';

// Live statistics: moving figures, deterministic for a seed, consistent between every view.

function demoState(seed: number): { state: SimulatorState; clock: ManualClock } {
  const clock = new ManualClock(Date.UTC(2026, 0, 1));
  const state = createState(clock, createRandom(seed));
  state.clusters.set('standalone', {
    name: 'standalone',
    data: { serviceUrl: 'http://localhost:8080' },
    brokers: [
      {
        id: 'localhost:8080',
        cluster: 'standalone',
        webServiceUrl: 'http://localhost:8080',
        pulsarServiceUrl: 'pulsar://localhost:6650',
        startTimestamp: clock.now(),
        healthy: true,
      },
    ],
    failureDomains: new Map(),
    isolationPolicies: new Map(),
  });
  demoScenario.populate(state);
  return { state, clock };
}

function run(state: SimulatorState, clock: ManualClock, seconds: number): void {
  for (let second = 0; second < seconds; second += 1) {
    clock.advance(1000);
    tick(state, 1000);
  }
}

const options = { localCluster: 'standalone', ownerBroker: 'localhost:8080' };

describe('traffic', () => {
  it('moves rates, counters and backlog over time', () => {
    const { state, clock } = demoState(7);
    const topic = state.topics.get('persistent://sample/orders/created');
    if (!topic) throw new Error('demo topic missing');
    const before = topicStats(state, topic, options);
    run(state, clock, 10);
    const after = topicStats(state, topic, options) as {
      msgInCounter: number;
      msgRateIn: number;
      msgRateOut: number;
      subscriptions: Record<string, { msgBacklog: number }>;
    };
    expect(after.msgInCounter).toBeGreaterThan(before.msgInCounter as number);
    expect(after.msgRateIn).toBeGreaterThan(10);
    expect(after.msgRateOut).toBeGreaterThan(5);
    expect(after.subscriptions.audit?.msgBacklog).toBe(after.msgInCounter);
    expect(after.subscriptions.billing?.msgBacklog).toBeLessThan(after.subscriptions.audit?.msgBacklog ?? 0);
  });

  it('is deterministic for a seed', () => {
    const first = demoState(11);
    const second = demoState(11);
    run(first.state, first.clock, 5);
    run(second.state, second.clock, 5);
    const name = 'persistent://sample/orders/created';
    const statsOf = (state: SimulatorState) => topicStats(state, state.topics.get(name) as never, options);
    expect(statsOf(first.state)).toEqual(statsOf(second.state));
  });

  it('keeps partitioned stats, broker-stats and the load report consistent with topic stats', () => {
    const { state, clock } = demoState(3);
    run(state, clock, 5);
    const partitions = topicsOf(state, parseFullTopicName('persistent://acme/iot/telemetry'));
    const perPartition = partitions.map((partition) => topicStats(state, partition, options));
    const total = partitionedTopicStats(state, partitions, 4, true, () => options) as {
      msgInCounter: number;
      subscriptions: Record<string, { msgBacklog: number }>;
    };
    expect(total.msgInCounter).toBe(
      perPartition.reduce((sum, stats) => sum + (stats.msgInCounter as number), 0),
    );
    expect(total.subscriptions.dashboard?.msgBacklog).toBe(
      perPartition.reduce(
        (sum, stats) =>
          sum + ((stats.subscriptions as Record<string, { msgBacklog: number }>).dashboard?.msgBacklog ?? 0),
        0,
      ),
    );
    const broker = state.clusters.get('standalone')?.brokers[0];
    if (!broker) throw new Error('broker missing');
    const byNamespace = JSON.parse(brokerTopicStatsJson(state, broker)) as Record<
      string,
      Record<string, Record<string, Record<string, { msgInCount: number }>>>
    >;
    const fromBrokerStats = Object.values(byNamespace['acme/iot'] ?? {}).flatMap((byDomain) =>
      Object.entries(byDomain.persistent ?? {}),
    );
    expect(fromBrokerStats).toHaveLength(6);
    for (const [name, stats] of fromBrokerStats) {
      const topic = state.topics.get(name);
      if (!topic) throw new Error(`broker-stats lists an unknown topic ${name}`);
      expect(stats.msgInCount).toBe(topicStats(state, topic, options).msgInCounter);
    }
    const report = loadReport(state, broker) as { msgRateIn: number; numTopics: number };
    const allRates = [...state.topics.values()].reduce((sum, topic) => sum + topic.inRate.messageRate, 0);
    expect(report.msgRateIn).toBeCloseTo(allRates, 6);
    expect(report.numTopics).toBe(state.topics.size);
  });

  it('trims consumed ledgers when no retention keeps them', () => {
    const { state, clock } = demoState(5);
    const topic = state.topics.get('persistent://sample/payments/settled');
    if (!topic) throw new Error('demo topic missing');
    run(state, clock, 300);
    const ledgers = topic.ledger?.ledgers ?? [];
    expect(topic.in.messages).toBeGreaterThan(state.limits.entriesPerLedger);
    expect(ledgers.length).toBeLessThanOrEqual(2);
  });
});
