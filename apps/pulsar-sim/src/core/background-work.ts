import { conflict } from './errors.ts';
import { isRecord } from './json.ts';
import { ensureLedger, firstStoredSequence, lastSequence } from './managed-ledger.ts';
import type { Position } from './managed-ledger.ts';
import type { SimulatorState, StoredMessage, TopicState } from './state.ts';
import { newSubscription } from './subscription-state.ts';

// Compaction and offload run in the background on a broker (PersistentTopic#triggerCompaction,
// #triggerOffload): the PUT answers 204 at once, the status reads RUNNING, and the effects appear
// when the work completes. Here the work completes `limits.backgroundOperationMs` after it starts,
// measured on the simulator's clock, and is settled before every request and traffic tick, so a
// frozen test clock keeps it RUNNING until the test moves time.

/** The durable cursor the compactor reads with (Compactor.COMPACTION_SUBSCRIPTION). */
export const COMPACTION_SUBSCRIPTION = '__compaction';

export function startCompaction(state: SimulatorState, topic: TopicState): void {
  if (topic.compaction.status === 'RUNNING') throw conflict('Compaction already in progress');
  const ledger = ensureLedger(state, topic);
  // The compactor's reader subscribes from the earliest message before it reads anything.
  if (!topic.subscriptions.has(COMPACTION_SUBSCRIPTION)) {
    topic.subscriptions.set(
      COMPACTION_SUBSCRIPTION,
      newSubscription(state, COMPACTION_SUBSCRIPTION, firstStoredSequence(ledger) - 1),
    );
  }
  const now = state.clock.now();
  topic.compaction = {
    ...topic.compaction,
    status: 'RUNNING',
    lastError: '',
    startedAt: now,
    finishesAt: now + state.limits.backgroundOperationMs,
    horizon: lastSequence(ledger),
  };
  state.backgroundWork.add(topic);
}

/**
 * The brokers' managedLedgerOffloadDriver. Pulsar's default is none, as in the standalone the
 * contract suite starts; the simulator's brokers have tiered storage unless told otherwise, so that
 * the console's offload can be seen working.
 */
const brokerOffloadDrivers = new WeakMap<SimulatorState, string>();
const SIMULATED_OFFLOAD_DRIVER = 'filesystem';

export function setBrokerOffloadDriver(state: SimulatorState, driver: string): void {
  brokerOffloadDrivers.set(state, driver);
}

const driverOf = (policies: unknown): string | undefined =>
  isRecord(policies) && typeof policies.managedLedgerOffloadDriver === 'string'
    ? policies.managedLedgerOffloadDriver
    : undefined;

/** The topic's offloader: its own offload policies', else its namespace's, else the broker's. */
function offloadDriverFor(state: SimulatorState, topic: TopicState): string {
  const base =
    topic.partitionIndex >= 0
      ? topic.fullName.slice(0, topic.fullName.lastIndexOf('-partition-'))
      : topic.fullName;
  return (
    driverOf(state.topicPolicies.get(base)?.get('offloadPolicies')) ??
    driverOf(state.namespaces.get(topic.namespace)?.policies.offload_policies) ??
    brokerOffloadDrivers.get(state) ??
    SIMULATED_OFFLOAD_DRIVER
  );
}

/** What a managed ledger without an offloader answers (ManagedLedgerImpl.java:3389-3393, 4.0.7). */
export const NO_OFFLOADER =
  'org.apache.bookkeeper.mledger.ManagedLedgerException: [NullLedgerOffloader] does not support offload';

/**
 * Offloads every closed ledger before the one holding `before` that is not offloaded yet and holds
 * data (ManagedLedgerImpl#asyncOffloadPrefix). With nothing to offload Pulsar completes at once;
 * without an offloader (NullLedgerOffloader, not appendable) it fails at once, before looking at
 * the ledgers, and the status reads ERROR.
 */
export function startOffload(state: SimulatorState, topic: TopicState, before: Position): void {
  if (topic.offload.status === 'RUNNING') throw conflict('Offload already in progress');
  if (offloadDriverFor(state, topic) === '') {
    topic.offload = { ...topic.offload, status: 'ERROR', lastError: NO_OFFLOADER, ledgerIds: [] };
    return;
  }
  const ledger = ensureLedger(state, topic);
  const closed = ledger.ledgers.slice(0, -1);
  const kept = closed.find((candidate) => candidate.ledgerId >= before.ledgerId) ?? ledger.ledgers.at(-1);
  const ledgerIds = closed
    .filter((candidate) => candidate.ledgerId < before.ledgerId && !candidate.offloaded && candidate.size > 0)
    .map((candidate) => candidate.ledgerId);
  const now = state.clock.now();
  const nothingToOffload = ledgerIds.length === 0;
  topic.offload = {
    ...topic.offload,
    status: nothingToOffload ? 'SUCCESS' : 'RUNNING',
    lastError: '',
    finishesAt: now + state.limits.backgroundOperationMs,
    ledgerIds,
    firstKeptLedgerId: kept?.ledgerId ?? -1,
  };
  if (!nothingToOffload) state.backgroundWork.add(topic);
}

/** Completes every compaction and offload whose time has come. */
export function settleBackgroundWork(state: SimulatorState): void {
  if (state.backgroundWork.size === 0) return;
  const now = state.clock.now();
  for (const topic of state.backgroundWork) {
    if (topic.compaction.status === 'RUNNING' && now >= topic.compaction.finishesAt)
      finishCompaction(state, topic);
    if (topic.offload.status === 'RUNNING' && now >= topic.offload.finishesAt) finishOffload(topic);
    if (topic.compaction.status !== 'RUNNING' && topic.offload.status !== 'RUNNING')
      state.backgroundWork.delete(topic);
  }
}

/**
 * The compacted ledger holds the latest message of each key up to the horizon; an empty payload
 * deletes its key and messages without a key are left out (topicCompactionRetainNullKey=false).
 * An empty topic ends in SUCCESS without a compacted ledger.
 */
function finishCompaction(state: SimulatorState, topic: TopicState): void {
  const compaction = topic.compaction;
  const cursor = topic.subscriptions.get(COMPACTION_SUBSCRIPTION);
  const from = cursor ? cursor.markDeleteSequence : -1;
  const read = (topic.ledger?.messages ?? []).filter(
    (message) => message.sequence > from && message.sequence <= compaction.horizon,
  );
  const latest = new Map<string, StoredMessage>();
  for (const message of read) if (message.key !== undefined) latest.set(message.key, message);
  const keys = new Map(compaction.keys);
  for (const [key, message] of latest) {
    if (message.payload.length === 0) keys.delete(key);
    else keys.set(key, message.payload.length);
  }
  // PublishingOrderCompactor#compactMessage counts a removed event for a message that replaces its
  // key's earlier one in this read, one that deletes its key, and one without a key
  // (PublishingOrderCompactor.java:57-76, 4.0.7): the replaced message itself is not counted again.
  const readKeys = new Set<string>();
  let removed = 0;
  for (const message of read) {
    if (message.key === undefined) removed += 1;
    else if (message.payload.length === 0) {
      removed += 1;
      readKeys.delete(message.key);
    } else {
      if (readKeys.has(message.key)) removed += 1;
      readKeys.add(message.key);
    }
  }
  // With nothing new to read the compactor writes no new ledger and the last compacted one stays.
  const ledger =
    compaction.horizon >= 0 && (read.length > 0 || !compaction.ledger)
      ? {
          ledgerId: state.nextLedgerId++,
          entries: keys.size,
          size: [...keys.values()].reduce((total, size) => total + size, 0),
        }
      : compaction.ledger;
  if (cursor) cursor.markDeleteSequence = Math.max(cursor.markDeleteSequence, compaction.horizon);
  topic.compaction = {
    ...compaction,
    status: 'SUCCESS',
    keys,
    ledger,
    lastSucceeded: compaction.finishesAt,
    removedEventCount: removed,
    durationMs: compaction.finishesAt - compaction.startedAt,
  };
}

function finishOffload(topic: TopicState): void {
  const offloading = new Set(topic.offload.ledgerIds);
  for (const candidate of topic.ledger?.ledgers ?? [])
    if (offloading.has(candidate.ledgerId)) candidate.offloaded = true;
  topic.offload = {
    ...topic.offload,
    status: 'SUCCESS',
    lastOffloadLedgerId: topic.offload.ledgerIds.at(-1) ?? topic.offload.lastOffloadLedgerId,
    lastSucceeded: topic.offload.finishesAt,
  };
}
