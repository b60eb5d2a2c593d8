// The topic page's tests' Pulsar: one topic of finance/payments in a fresh simulator, its managed
// ledger built through the simulator's own operations: messages published by a producer fill a
// ledger, which is then closed (as an unload closes it), the last one left open.
import {
  simulatePulsar,
  type SimulatedPulsar,
  type SimulatedPulsarOptions,
} from '../../../../test/simulator-network.ts';
import {
  publish,
  scenarioOf,
  seedNamespace,
  seedTenant,
  seedTopic,
  type SimulatorState,
  type TopicState,
} from '../../../../test/simulator-scenario.ts';
import { closeCurrentLedger } from '../../../../../../pulsar-sim/src/core/managed-ledger.ts';

export const ORDERS = 'persistent://finance/payments/orders';

export interface LedgerSeed {
  entries: number;
  /** The payload size of each entry. */
  entryBytes: number;
}

export interface SimulatedTopicOptions extends Omit<SimulatedPulsarOptions, 'scenario'> {
  /** The topic's full name (ORDERS by default). */
  name?: string;
  /** Its ledgers, oldest first; the last one stays open. */
  ledgers?: LedgerSeed[];
  /** More seeding once the topic exists. */
  populate?: (state: SimulatorState, topic: TopicState) => void;
}

/** `count` entries of `entryBytes` published to `topic` by producer standalone-0-1. */
export function publishEntries(
  state: SimulatorState,
  topic: TopicState,
  count: number,
  entryBytes: number,
): void {
  for (let entry = 0; entry < count; entry += 1)
    publish(state, topic, {
      payload: Buffer.alloc(entryBytes, 'x'),
      producerName: 'standalone-0-1',
      sequenceId: topic.ledger?.nextSequence ?? 0,
    });
}

function fillLedgers(state: SimulatorState, topic: TopicState, ledgers: LedgerSeed[]): void {
  ledgers.forEach((ledger, index) => {
    if (index > 0) closeCurrentLedger(state, topic);
    publishEntries(state, topic, ledger.entries, ledger.entryBytes);
  });
}

export async function simulateTopic({
  name = ORDERS,
  ledgers = [],
  populate,
  ...options
}: SimulatedTopicOptions = {}): Promise<SimulatedPulsar> {
  return await simulatePulsar({
    ...options,
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      const topic = seedTopic(state, name, 'standalone');
      fillLedgers(state, topic, ledgers);
      populate?.(state, topic);
    }),
  });
}

/** What the simulator answers a GET of `url` (JSON), as the web would read it. */
export async function askPulsar<Answer>(pulsar: SimulatedPulsar, url: string): Promise<Answer> {
  const answer = await pulsar.simulator.handle({ method: 'GET', url });
  return JSON.parse(new TextDecoder().decode(answer.body)) as Answer;
}

/** The ids of the topic's ledgers as the simulator keeps them, oldest first. */
export function ledgerIdsOf(pulsar: SimulatedPulsar, name = ORDERS): number[] {
  return (pulsar.state.topics.get(name)?.ledger?.ledgers ?? []).map((ledger) => ledger.ledgerId);
}
