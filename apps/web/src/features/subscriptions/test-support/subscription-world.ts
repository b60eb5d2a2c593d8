// The topics a subscription test needs, as Pulsar holds them: each (partition) topic with its
// subscriptions, each subscription with the messages in its backlog and its consumers.
import type { ConsumerStats } from '../subscriptions.api.ts';

export interface WorldMessage {
  ledgerId: number;
  entryId: number;
  payload: string;
  publishTime: string;
  producerName: string;
  key?: string;
  properties?: Record<string, string>;
}

export interface WorldSubscription {
  type: 'Exclusive' | 'Shared' | 'Failover' | 'Key_Shared';
  backlog: WorldMessage[];
  consumers: ConsumerStats[];
}

export interface WorldTopic {
  subscriptions: Map<string, WorldSubscription>;
}

export interface SubscriptionWorld {
  /** Full names (`persistent://t/ns/topic`, partitions included) of the topics that exist. */
  topics: Map<string, WorldTopic>;
  /** Full names of partitioned topics and their partition counts. */
  partitioned: Map<string, number>;
}

export function consumer(name: string, overrides: Partial<ConsumerStats> = {}): ConsumerStats {
  return {
    consumerName: name,
    address: '/10.0.0.7:52110',
    connectedSince: '2026-11-22T05:00:00Z',
    msgRateOut: 0,
    msgThroughputOut: 0,
    unackedMessages: 0,
    availablePermits: 1000,
    blockedConsumerOnUnackedMsgs: false,
    ...overrides,
  };
}

/** `count` messages in ledger 7, entries 0.., payload `message-<i>`, one a minute from 05:00 UTC. */
export function messages(count: number, payload = (index: number) => `message-${index}`): WorldMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    ledgerId: 7,
    entryId: index,
    payload: payload(index),
    publishTime: new Date(Date.UTC(2026, 10, 22, 5, index)).toISOString(),
    producerName: 'standalone-0-1',
  }));
}

export function subscription(overrides: Partial<WorldSubscription> = {}): WorldSubscription {
  return { type: 'Shared', backlog: [], consumers: [], ...overrides };
}

export function worldTopic(subscriptions: Record<string, WorldSubscription>): WorldTopic {
  return { subscriptions: new Map(Object.entries(subscriptions)) };
}

/** A partitioned topic whose partition i gets the subscriptions `partitionSubscriptions(i)`. */
export function addPartitionedTopic(
  world: SubscriptionWorld,
  fullName: string,
  partitions: number,
  partitionSubscriptions: (index: number) => Record<string, WorldSubscription>,
): void {
  world.partitioned.set(fullName, partitions);
  for (let index = 0; index < partitions; index += 1)
    world.topics.set(`${fullName}-partition-${index}`, worldTopic(partitionSubscriptions(index)));
}

export const emptyWorld = (): SubscriptionWorld => ({ topics: new Map(), partitioned: new Map() });
