// One partition read through Pulsar's admin REST API (decision 0076), for when the binary port
// cannot be reached: its ledgers and last confirmed entry from internalStats (the end of a read
// that stops at "now"), where to start from the request (messageid/{timestamp} for a time), then
// each entry by GET …/ledger/{l}/entry/{e}, a few calls in flight, the next ledger once an entry
// index passes the ledger's last. No subscription is made: nothing is left behind.
import { topics as topicAdmin } from '@beacon/pulsar-admin';
import {
  messagesOfRestEntry,
  type PartitionSource,
  type ReadMessage,
  type StartPosition,
} from '@beacon/pulsar-reader';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';

/** Entry calls in flight per partition: the fallback is slow, and every partition asks at once. */
const IN_FLIGHT = 4;

const TOPIC = /^persistent:\/\/([^/]+)\/([^/]+)\/(.+)$/;
const PARTITION_INDEX = /-partition-(\d+)$/;

interface Position {
  ledgerId: number;
  entryId: number;
}

/** A ledger to read and the last entry of it the read takes. */
interface LedgerSpan {
  ledgerId: number;
  lastEntry: number;
}

export interface InternalStats {
  lastConfirmedEntry?: string;
  ledgers?: { ledgerId: number; entries?: number }[];
}

export function topicParams(topic: string) {
  const [, tenant, namespace, local] = TOPIC.exec(topic) ?? [];
  if (!tenant || !namespace || !local) throw new Error(`Not a persistent topic name: ${topic}`);
  return { domain: 'persistent', tenant, namespace, topic: local } as const;
}

function positionOf(text: string | undefined): Position | undefined {
  const [ledgerId, entryId] = (text ?? '').split(':').map(Number);
  return Number.isInteger(ledgerId) && Number.isInteger(entryId)
    ? { ledgerId: ledgerId!, entryId: entryId! }
    : undefined;
}

/**
 * The ledgers up to the last confirmed entry. The ledger being written is listed with 0 entries
 * (ManagedLedgerImpl keeps a bare LedgerInfo for it until it closes): its end is the last
 * confirmed entry, not its count.
 */
export function spansOf(stats: InternalStats): LedgerSpan[] {
  const last = positionOf(stats.lastConfirmedEntry);
  if (!last || last.entryId < 0) return [];
  const spans: LedgerSpan[] = [];
  for (const ledger of stats.ledgers ?? []) {
    if (ledger.ledgerId > last.ledgerId) break;
    const lastEntry = ledger.ledgerId === last.ledgerId ? last.entryId : (ledger.entries ?? 0) - 1;
    if (lastEntry >= 0) spans.push({ ledgerId: ledger.ledgerId, lastEntry });
  }
  return spans;
}

/** Which read messages the start keeps: an entry holds a whole batch, a time falls inside one. */
function acceptFrom(start: StartPosition): (message: ReadMessage) => boolean {
  if (start.kind === 'publishTime') return (message) => message.publishTime >= start.at;
  if (start.kind === 'messageId' && (start.id.batchIndex ?? -1) >= 0) {
    const { ledgerId, entryId, batchIndex } = start.id;
    return (message) =>
      message.id.ledgerId !== ledgerId ||
      message.id.entryId !== entryId ||
      message.id.batchIndex >= batchIndex!;
  }
  return () => true;
}

export class RestPartitionReader implements PartitionSource {
  readonly #reads: PulsarReads;
  readonly #target: ProxyTarget;
  readonly #topic: string;
  readonly #partition: number;
  readonly #spans: LedgerSpan[];
  readonly #accept: (message: ReadMessage) => boolean;
  /** The next entry to ask for: an index into the spans and an entry id. */
  #span: number;
  #entry: number;
  readonly #inFlight: Promise<ReadMessage[]>[] = [];
  #taken: ReadMessage[] = [];
  #closed = false;

  private constructor(
    reads: PulsarReads,
    target: ProxyTarget,
    topic: string,
    spans: LedgerSpan[],
    from: Position | undefined,
    start: StartPosition,
  ) {
    this.#reads = reads;
    this.#target = target;
    this.#topic = topic;
    this.#partition = Number(PARTITION_INDEX.exec(topic)?.[1] ?? -1);
    this.#spans = spans;
    this.#accept = acceptFrom(start);
    // From the first ledger at or after the start's; inside it from the start's entry.
    const index = from ? spans.findIndex((span) => span.ledgerId >= from.ledgerId) : spans.length;
    this.#span = index < 0 ? spans.length : index;
    this.#entry = from && spans[this.#span]?.ledgerId === from.ledgerId ? Math.max(from.entryId, 0) : 0;
    this.#skipPastLedgerEnds();
  }

  /** Opens `topic` (a topic without partitions, or one partition) at `start`, ending at its last entry now. */
  static async open(
    reads: PulsarReads,
    target: ProxyTarget,
    topic: string,
    start: StartPosition,
  ): Promise<RestPartitionReader> {
    const params = topicParams(topic);
    const stats = (await reads.json(
      target,
      pulsarRequestPath(topicAdmin.internalStats, params),
    )) as InternalStats;
    const spans = spansOf(stats);
    const from = await startingEntry(reads, target, params, spans, start);
    return new RestPartitionReader(reads, target, topic, spans, from, start);
  }

  async next(): Promise<IteratorResult<ReadMessage, undefined>> {
    for (;;) {
      if (this.#closed) return { value: undefined, done: true };
      const message = this.#taken.shift();
      if (message) return { value: message, done: false };
      this.#fill();
      const entry = this.#inFlight.shift();
      if (!entry) return { value: undefined, done: true };
      const messages = await entry;
      this.#fill();
      this.#taken = messages.filter(this.#accept);
    }
  }

  async close(): Promise<void> {
    // Nothing to give back at the broker: a REST read holds no subscription.
    this.#closed = true;
    this.#inFlight.length = 0;
    this.#taken = [];
    await Promise.resolve();
  }

  #fill(): void {
    while (this.#inFlight.length < IN_FLIGHT && this.#span < this.#spans.length) {
      const { ledgerId } = this.#spans[this.#span]!;
      const call = this.#entryAt({ ledgerId, entryId: this.#entry });
      // Awaited in turn by next(); a failure meanwhile is not an unhandled rejection.
      call.catch(() => undefined);
      this.#inFlight.push(call);
      this.#entry++;
      this.#skipPastLedgerEnds();
    }
  }

  #skipPastLedgerEnds(): void {
    while (this.#span < this.#spans.length && this.#entry > this.#spans[this.#span]!.lastEntry) {
      this.#span++;
      this.#entry = 0;
    }
  }

  async #entryAt(position: Position): Promise<ReadMessage[]> {
    const path = pulsarRequestPath(topicAdmin.ledgerEntry, {
      ...topicParams(this.#topic),
      ledgerId: position.ledgerId,
      entryId: position.entryId,
    });
    const answer = await this.#reads.get(this.#target, path);
    await this.#reads.refuseUnlessOk(this.#target, answer);
    return messagesOfRestEntry(
      { ...position, partition: this.#partition, redeliveryCount: 0 },
      answer.headers,
      answer.body,
    );
  }
}

/** The entry the read starts at; undefined when there is nothing to read. */
async function startingEntry(
  reads: PulsarReads,
  target: ProxyTarget,
  params: ReturnType<typeof topicParams>,
  spans: LedgerSpan[],
  start: StartPosition,
): Promise<Position | undefined> {
  const first = spans[0];
  if (!first) return undefined;
  switch (start.kind) {
    case 'earliest':
      return { ledgerId: first.ledgerId, entryId: 0 };
    case 'latest':
      return undefined;
    case 'messageId':
      return { ledgerId: start.id.ledgerId, entryId: start.id.entryId };
    case 'publishTime': {
      // The first entry published at or after the time (ManagedLedgerImpl#asyncFindPosition); the
      // broker answers a position past the last entry, or refuses, when none is.
      const path = pulsarRequestPath(topicAdmin.messageIdByTime, { ...params, timestamp: start.at });
      const answer = await reads.get(target, path);
      if (answer.status === 404 || answer.status === 412) return undefined;
      await reads.refuseUnlessOk(target, answer);
      const id = JSON.parse(answer.body.toString('utf8')) as { ledgerId: number; entryId: number };
      return { ledgerId: id.ledgerId, entryId: id.entryId };
    }
  }
}
