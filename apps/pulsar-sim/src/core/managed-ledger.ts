import type { LedgerState, ManagedLedgerState, SimulatorState, StoredMessage, TopicState } from './state.ts';

// A managed ledger in miniature: messages get consecutive sequence numbers, ledgers roll over every
// `entriesPerLedger` entries, and whole ledgers are trimmed once every durable cursor has passed
// them and retention lets them go. Positions on the wire are `ledgerId:entryId`.

export interface Position {
  ledgerId: number;
  entryId: number;
}

export function ensureLedger(state: SimulatorState, topic: TopicState): ManagedLedgerState {
  if (topic.ledger) return topic.ledger;
  const now = state.clock.now();
  topic.ledger = {
    nextSequence: 0,
    messages: [],
    ledgers: [
      {
        ledgerId: state.nextLedgerId++,
        firstSequence: 0,
        entries: 0,
        size: 0,
        createdAt: now,
        offloaded: false,
      },
    ],
    lastLedgerCreatedTimestamp: now,
  };
  return topic.ledger;
}

export const firstStoredSequence = (ledger: ManagedLedgerState): number =>
  ledger.ledgers[0]?.firstSequence ?? ledger.nextSequence;

export const lastSequence = (ledger: ManagedLedgerState): number => ledger.nextSequence - 1;

export function messageAt(ledger: ManagedLedgerState, sequence: number): StoredMessage | undefined {
  const first = ledger.messages[0];
  if (!first) return undefined;
  return ledger.messages[sequence - first.sequence];
}

export function positionOf(ledger: ManagedLedgerState, sequence: number): Position {
  for (const candidate of ledger.ledgers) {
    if (sequence >= candidate.firstSequence && sequence < candidate.firstSequence + candidate.entries) {
      return { ledgerId: candidate.ledgerId, entryId: sequence - candidate.firstSequence };
    }
  }
  const firstLedger = ledger.ledgers[0];
  const lastLedger = ledger.ledgers.at(-1);
  if (firstLedger && sequence < firstLedger.firstSequence)
    return { ledgerId: firstLedger.ledgerId, entryId: -1 };
  if (lastLedger && lastLedger.entries === 0) {
    const previous = ledger.ledgers.at(-2);
    if (previous && sequence === lastLedger.firstSequence - 1) {
      return { ledgerId: previous.ledgerId, entryId: previous.entries - 1 };
    }
    return { ledgerId: lastLedger.ledgerId, entryId: -1 };
  }
  return { ledgerId: lastLedger?.ledgerId ?? -1, entryId: (lastLedger?.entries ?? 0) - 1 };
}

export const formatPosition = (position: Position): string => `${position.ledgerId}:${position.entryId}`;

/** The sequence of `ledgerId:entryId`, or undefined when that entry is not stored. */
export function sequenceOf(ledger: ManagedLedgerState, position: Position): number | undefined {
  const found = ledger.ledgers.find((candidate) => candidate.ledgerId === position.ledgerId);
  if (!found || position.entryId < 0 || position.entryId >= found.entries) return undefined;
  return found.firstSequence + position.entryId;
}

/** The first stored sequence at or after a position that may not exist (reset-cursor semantics). */
export function nearestSequence(ledger: ManagedLedgerState, position: Position): number {
  const exact = sequenceOf(ledger, position);
  if (exact !== undefined) return exact;
  for (const candidate of ledger.ledgers) {
    if (candidate.ledgerId > position.ledgerId) return candidate.firstSequence;
    if (candidate.ledgerId === position.ledgerId) {
      return position.entryId < 0 ? candidate.firstSequence : candidate.firstSequence + candidate.entries;
    }
  }
  return ledger.ledgers[0] && position.ledgerId < ledger.ledgers[0].ledgerId
    ? firstStoredSequence(ledger)
    : ledger.nextSequence;
}

function openNewLedger(state: SimulatorState, ledger: ManagedLedgerState): LedgerState {
  const now = state.clock.now();
  const opened: LedgerState = {
    ledgerId: state.nextLedgerId++,
    firstSequence: ledger.nextSequence,
    entries: 0,
    size: 0,
    createdAt: now,
    offloaded: false,
  };
  ledger.ledgers.push(opened);
  ledger.lastLedgerCreatedTimestamp = now;
  return opened;
}

/**
 * Unloading closes the managed ledger; the broker that loads the topic again writes to a new
 * ledger. An empty current ledger is simply reused (Pulsar deletes empty ledgers on reopening).
 */
export function closeCurrentLedger(state: SimulatorState, topic: TopicState): void {
  const ledger = topic.ledger;
  if (!ledger || (ledger.ledgers.at(-1)?.entries ?? 0) === 0) return;
  openNewLedger(state, ledger);
}

export function append(
  state: SimulatorState,
  topic: TopicState,
  message: Omit<StoredMessage, 'sequence'>,
): StoredMessage {
  const ledger = ensureLedger(state, topic);
  let current = ledger.ledgers.at(-1);
  if (!current || current.entries >= state.limits.entriesPerLedger) current = openNewLedger(state, ledger);
  const stored: StoredMessage = { ...message, sequence: ledger.nextSequence };
  ledger.nextSequence += 1;
  ledger.messages.push(stored);
  current.entries += 1;
  current.size += stored.payload.length;
  return stored;
}

export const storageSize = (ledger: ManagedLedgerState | null): number =>
  ledger ? ledger.ledgers.reduce((total, candidate) => total + candidate.size, 0) : 0;

/** Bytes of the stored messages with a sequence greater than `afterSequence`. */
export function sizeAfter(ledger: ManagedLedgerState | null, afterSequence: number): number {
  if (!ledger) return 0;
  let total = 0;
  const first = ledger.messages[0]?.sequence ?? ledger.nextSequence;
  for (let index = Math.max(0, afterSequence + 1 - first); index < ledger.messages.length; index += 1) {
    total += ledger.messages[index]?.payload.length ?? 0;
  }
  return total;
}

export interface RetentionLimits {
  timeMinutes: number;
  sizeMB: number;
}

/**
 * Deletes closed ledgers every durable cursor has consumed, unless retention keeps them, and evicts
 * the oldest ledgers (moving slow cursors forward) when the topic holds more than the simulator's cap.
 */
export function trimLedgers(state: SimulatorState, topic: TopicState, retention: RetentionLimits): void {
  const ledger = topic.ledger;
  if (!ledger) return;
  const cursors = [...topic.subscriptions.values()].filter((subscription) => subscription.durable);
  const slowest = cursors.reduce(
    (lowest, cursor) => Math.min(lowest, cursor.markDeleteSequence),
    lastSequence(ledger),
  );
  const now = state.clock.now();
  const keepForRetention = (candidate: { createdAt: number }, retainedBytes: number): boolean => {
    const withinTime =
      retention.timeMinutes === -1 || now - candidate.createdAt < retention.timeMinutes * 60_000;
    const withinSize = retention.sizeMB === -1 || retainedBytes <= retention.sizeMB * 1024 * 1024;
    return retention.timeMinutes !== 0 && retention.sizeMB !== 0 && withinTime && withinSize;
  };
  while (ledger.ledgers.length > 1) {
    const oldest = ledger.ledgers[0];
    if (!oldest) break;
    const consumed = oldest.firstSequence + oldest.entries - 1 <= slowest;
    const overCap = ledger.messages.length > state.limits.maxStoredMessagesPerTopic;
    if (!overCap && (!consumed || keepForRetention(oldest, storageSize(ledger)))) break;
    dropOldestLedger(ledger);
    const firstKept = firstStoredSequence(ledger);
    for (const cursor of topic.subscriptions.values()) {
      cursor.markDeleteSequence = Math.max(cursor.markDeleteSequence, firstKept - 1);
    }
  }
}

function dropOldestLedger(ledger: ManagedLedgerState): void {
  const oldest = ledger.ledgers.shift();
  if (!oldest) return;
  const firstKept = oldest.firstSequence + oldest.entries;
  const firstMessage = ledger.messages[0]?.sequence ?? firstKept;
  ledger.messages.splice(0, Math.max(0, firstKept - firstMessage));
}

/** Truncate removes every closed ledger's data regardless of cursors. */
export function truncate(state: SimulatorState, topic: TopicState): void {
  const ledger = topic.ledger;
  if (!ledger) return;
  while (ledger.ledgers.length > 1) dropOldestLedger(ledger);
  ledger.ledgers = [];
  openNewLedger(state, ledger);
  ledger.messages = [];
  for (const cursor of topic.subscriptions.values()) cursor.markDeleteSequence = ledger.nextSequence - 1;
}
