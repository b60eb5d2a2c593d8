import { describe, expect, it } from 'vitest';
import type { ConsumerRow, SubscriptionView } from '../subscriptions.api.ts';
import { diagnose } from './diagnosis.ts';

// The figures as Pulsar 4.0's topic stats write them (SubscriptionStatsImpl, ConsumerStatsImpl).
type Stats = NonNullable<SubscriptionView['subscription']>;
const stats = (figures: Partial<Stats>): Stats => ({
  msgBacklog: 0,
  msgRateOut: 0,
  msgThroughputOut: 0,
  msgRateExpired: 0,
  unackedMessages: 0,
  earliestMsgPublishTimeInBacklog: 0,
  consumers: [],
  ...figures,
});
const consumer = (name: string, figures: Partial<ConsumerRow> = {}): ConsumerRow => ({
  consumerName: name,
  msgRateOut: 0,
  msgThroughputOut: 0,
  availablePermits: 1000,
  unackedMessages: 0,
  blockedConsumerOnUnackedMsgs: false,
  ...figures,
});

describe('the subscription doctor', () => {
  it('finds nothing wrong with an empty backlog read as fast as it is written', () => {
    const diagnosis = diagnose(stats({ messageAckRate: 20, msgRateOut: 20 }), [consumer('a')], 20);
    expect(diagnosis.findings).toEqual([]);
    expect(diagnosis.drain).toEqual({ kind: 'empty' });
  });

  it('says nobody reads a backlog without consumers, and that it never drains while published to', () => {
    const diagnosis = diagnose(stats({ msgBacklog: 500 }), [], 3);
    expect(diagnosis.findings).toEqual([{ kind: 'noConsumers', backlog: 500 }]);
    expect(diagnosis.drain).toEqual({ kind: 'never', growth: 3 });
  });

  it('names the consumers blocked on the unacked limit once, not again as asking for nothing', () => {
    const diagnosis = diagnose(
      stats({ msgBacklog: 900, unackedMessages: 5000, blockedSubscriptionOnUnackedMsgs: false }),
      [consumer('fast'), consumer('stuck', { blockedConsumerOnUnackedMsgs: true, availablePermits: 0 })],
      0,
    );
    expect(diagnosis.findings).toEqual([
      { kind: 'blockedOnUnacked', subscription: false, consumers: ['stuck'], unacked: 5000 },
    ]);
    // Nothing acknowledged and nothing published: the backlog stays.
    expect(diagnosis.drain).toEqual({ kind: 'never', growth: 0 });
  });

  it('reads the dispatch throttling counters, paused consumers, redeliveries and delayed messages', () => {
    const diagnosis = diagnose(
      stats({
        msgBacklog: 100,
        msgRateOut: 10,
        msgRateRedeliver: 4,
        msgDelayed: 40,
        dispatchThrottledMsgEventsBySubscriptionLimit: 0,
        dispatchThrottledMsgEventsByTopicLimit: 12,
        dispatchThrottledMsgEventsByBrokerLimit: 3,
        messageAckRate: 10,
      }),
      [consumer('paused', { availablePermits: 0 }), consumer('busy')],
      2,
    );
    expect(diagnosis.findings).toEqual([
      { kind: 'dispatchThrottled', limit: 'topic', events: 12 },
      { kind: 'dispatchThrottled', limit: 'broker', events: 3 },
      { kind: 'noPermits', consumers: ['paused'] },
      { kind: 'redeliveries', redeliverRate: 4, outRate: 10 },
      { kind: 'delayed', delayed: 40, backlog: 100 },
    ]);
    // 100 messages at 10 − 2 = 8 msg/s.
    expect(diagnosis.drain).toEqual({ kind: 'seconds', seconds: 12.5, netRate: 8 });
  });

  it('says acknowledging is slower than publishing, and by how much the backlog grows', () => {
    const diagnosis = diagnose(
      stats({ msgBacklog: 250, msgRateOut: 16, messageAckRate: 16 }),
      [consumer('a')],
      20,
    );
    expect(diagnosis.findings).toEqual([{ kind: 'ackBelowPublish', ackRate: 16, publishRate: 20 }]);
    expect(diagnosis.drain).toEqual({ kind: 'never', growth: 4 });
  });

  it('takes the dispatch rate for the ack rate when the broker gives none', () => {
    const diagnosis = diagnose(stats({ msgBacklog: 60, msgRateOut: 3 }), [consumer('a')], 1);
    expect(diagnosis.ackRate).toBe(3);
    expect(diagnosis.drain).toEqual({ kind: 'seconds', seconds: 30, netRate: 2 });
  });
});
