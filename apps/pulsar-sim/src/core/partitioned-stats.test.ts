import { describe, expect, it } from 'vitest';
import { mergePartitionStats } from './partitioned-stats.ts';

// The merge rules of pulsar-common 4.0's TopicStatsImpl#add and friends, on hand-made partitions.

const publisher = (name: string, rate: number, size: number) => ({
  producerId: 7,
  producerName: name,
  address: `/10.0.0.1:${name}`,
  connectedSince: '2026-01-01T00:00:00Z',
  clientVersion: 'Pulsar-Java-v4.0.0',
  accessMode: 'Shared',
  msgRateIn: rate,
  msgThroughputIn: rate * size,
  averageMsgSize: size,
});

const consumer = (name: string, unacked: number, blocked = false) => ({
  consumerName: name,
  address: `/10.0.0.2:${name}`,
  connectedSince: '2026-01-01T00:00:00Z',
  msgRateOut: 1,
  unackedMessages: unacked,
  availablePermits: 100,
  blockedConsumerOnUnackedMsgs: blocked,
  lastAckedTimestamp: 99,
});

const partition = (extra: Record<string, unknown>) => ({
  msgRateIn: 10,
  msgInCounter: 100,
  averageMsgSize: 0,
  storageSize: 1000,
  ownerBroker: 'broker-1:8080',
  deduplicationStatus: 'Disabled',
  lastOffloadLedgerId: 5,
  publishers: [],
  subscriptions: {},
  replication: {},
  ...extra,
});

describe('mergePartitionStats', () => {
  it('sums topic figures and leaves what add() does not copy at its default', () => {
    const total = mergePartitionStats(
      [
        partition({ averageMsgSize: 100, earliestMsgPublishTimeInBacklogs: 0 }),
        partition({ averageMsgSize: 200, earliestMsgPublishTimeInBacklogs: 50 }),
        partition({ averageMsgSize: 300, earliestMsgPublishTimeInBacklogs: 30 }),
      ],
      false,
    );
    expect(total.msgRateIn).toBe(30);
    expect(total.msgInCounter).toBe(300);
    expect(total.storageSize).toBe(3000);
    expect(total.averageMsgSize).toBe(200);
    expect(total.earliestMsgPublishTimeInBacklogs).toBe(30);
    expect(total.lastOffloadLedgerId).toBe(0);
    expect(total).not.toHaveProperty('ownerBroker');
    expect(total).not.toHaveProperty('deduplicationStatus');
    expect(total).not.toHaveProperty('msgDropRate');
  });

  it('merges publishers by their index and keeps only rates and the average size', () => {
    const total = mergePartitionStats(
      [
        partition({ publishers: [publisher('a', 2, 10), publisher('b', 4, 10)] }),
        partition({ publishers: [publisher('c', 6, 30)] }),
      ],
      false,
    );
    expect(total.publishers).toEqual([
      {
        msgRateIn: 8,
        msgThroughputIn: 200,
        averageMsgSize: 20,
        chunkedMessageRate: 0,
        producerId: 0,
        supportsPartialProducer: false,
      },
      {
        msgRateIn: 4,
        msgThroughputIn: 40,
        averageMsgSize: 10,
        chunkedMessageRate: 0,
        producerId: 0,
        supportsPartialProducer: false,
      },
    ]);
  });

  it('merges consumers by index when the lists are as long, and appends them when not', () => {
    const subscription = (consumers: unknown[], earliest: number) => ({
      subscriptions: {
        orders: {
          type: 'Shared',
          msgBacklog: 5,
          consumers,
          earliestMsgPublishTimeInBacklog: earliest,
          durable: true,
          lastAckedTimestamp: 77,
        },
      },
    });
    const same = mergePartitionStats(
      [partition(subscription([consumer('x', 1)], 40)), partition(subscription([consumer('y', 2, true)], 0))],
      false,
    ) as { subscriptions: Record<string, Record<string, unknown>> };
    const merged = same.subscriptions.orders!;
    expect(merged.msgBacklog).toBe(10);
    expect(merged.earliestMsgPublishTimeInBacklog).toBe(40);
    expect(merged.durable).toBe(true);
    expect(merged.lastAckedTimestamp).toBe(0);
    expect(merged.consumers).toEqual([
      expect.objectContaining({
        unackedMessages: 3,
        availablePermits: 200,
        blockedConsumerOnUnackedMsgs: true,
      }),
    ]);
    const [only] = merged.consumers as Record<string, unknown>[];
    for (const dropped of ['address', 'connectedSince']) expect(only).not.toHaveProperty(dropped);
    // 4.0.7 keeps the last added consumer's name (ConsumerStatsImpl.java:158).
    expect(only?.consumerName).toBe('y');
    expect(only?.lastAckedTimestamp).toBe(0);

    const uneven = mergePartitionStats(
      [
        partition(subscription([consumer('x', 1)], 0)),
        partition(subscription([consumer('y', 2), consumer('z', 3)], 0)),
      ],
      false,
    ) as { subscriptions: Record<string, { consumers: unknown[] }> };
    // SubscriptionStatsImpl#add appends a list of another length instead of merging it.
    expect(uneven.subscriptions.orders?.consumers).toHaveLength(3);
  });

  it('sums the drop rate of non-persistent partitions', () => {
    const total = mergePartitionStats([partition({ msgDropRate: 1.5 }), partition({ msgDropRate: 2 })], true);
    expect(total.msgDropRate).toBe(3.5);
  });
});
