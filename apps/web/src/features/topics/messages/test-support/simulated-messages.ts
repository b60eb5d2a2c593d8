// The orders topic (ORDERS) in a fresh simulator, holding the messages a test names: each published
// through the simulator's own publish path by producer `standalone-0-1`, one second after the
// last, so ids, publish times and sizes are what the broker stored, read back from `stored`.
import type { SimulatedPulsar } from '../../../../test/simulator-network.ts';
import {
  ManualClock,
  publish,
  type SimulatorState,
  type TopicState,
} from '../../../../test/simulator-scenario.ts';
import {
  simulateOrdersTopic,
  type OrdersTopicOptions,
  type SchemaSeed,
} from '../../schema/test-support/simulated-orders-topic.ts';

export interface SeededMessage {
  payload: string | Uint8Array;
  key?: string;
  properties?: Record<string, string>;
  eventTime?: number;
  /** The payload is a batch (see batch-payload.ts) of this many messages. */
  numMessagesInBatch?: number;
}

export interface StoredPosition {
  /** `ledgerId:entryId`, as the broker names the entry. */
  id: string;
  ledgerId: number;
  entryId: number;
  publishTime: number;
}

export interface MessagesOptions extends Omit<OrdersTopicOptions, 'partitions' | 'populate'> {
  schemas?: SchemaSeed[];
  /** A terminated topic: Pulsar refuses every message published to it. */
  terminated?: boolean;
}

export const PRODUCER = 'standalone-0-1';
const PUBLISH_INTERVAL_MS = 1000;

/** `count` messages `payload-0…`. */
export const numberedMessages = (count: number): SeededMessage[] =>
  Array.from({ length: count }, (_, index) => ({ payload: `payload-${String(index)}` }));

function publishAll(state: SimulatorState, topic: TopicState, messages: SeededMessage[]): StoredPosition[] {
  return messages.map((message, index) => {
    if (index > 0 && state.clock instanceof ManualClock) state.clock.advance(PUBLISH_INTERVAL_MS);
    const { payload, ...metadata } = message;
    const position = publish(state, topic, {
      ...metadata,
      payload: typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload),
      producerName: PRODUCER,
      sequenceId: index,
    });
    if (!position) throw new Error(`${topic.fullName} kept no message`);
    return {
      ...position,
      id: `${String(position.ledgerId)}:${String(position.entryId)}`,
      publishTime: state.clock.now(),
    };
  });
}

export interface SimulatedMessages extends SimulatedPulsar {
  /** Where each seeded message was stored, in order. */
  stored: StoredPosition[];
}

export async function simulateOrdersMessages(
  messages: SeededMessage[],
  { schemas = [], terminated = false, ...options }: MessagesOptions = {},
): Promise<SimulatedMessages> {
  const stored: StoredPosition[] = [];
  const pulsar = await simulateOrdersTopic(schemas, {
    ...options,
    populate: (state, [topic]) => {
      if (!topic) return;
      stored.push(...publishAll(state, topic, messages));
      topic.terminated = terminated;
    },
  });
  return Object.assign(pulsar, { stored });
}

/** A partitioned orders topic, partition n holding `partitions[n]`. */
export async function simulatePartitionedOrdersMessages(
  partitions: SeededMessage[][],
  options: MessagesOptions = {},
): Promise<SimulatedPulsar> {
  return await simulateOrdersTopic(options.schemas ?? [], {
    ...options,
    partitions: partitions.length,
    populate: (state, topics) => {
      topics.forEach((topic, index) => publishAll(state, topic, partitions[index] ?? []));
    },
  });
}
