// What the Replay dialog sends (decision 0074): the last read again — a tail up to the messages
// there are when the replay starts, its limit lowered to what one replay may send — or one chosen
// message; to a topic, or (no target) each message back to its dead-letter REAL_TOPIC.
import {
  DEAD_LETTER_REAL_TOPIC_PROPERTY,
  DEFAULT_READ_MESSAGES,
  MAX_REPLAY_MESSAGES,
  REQUEST_TIMEOUT_MS,
  type ReadMessageLine,
  type WorkbenchReadRequest,
  type WorkbenchReplayRequest,
} from '@beacon/contracts';

export type ReplaySource =
  { kind: 'read'; request: WorkbenchReadRequest } | { kind: 'chosen'; message: ReadMessageLine };

export interface ReplayValues {
  destination: 'topic' | 'original';
  /** Absent while the destination is the original topics (the field is not on the form then). */
  target?: string;
  maxPerSecond: number;
}

/** The topic chosen, when the destination is a topic. */
export function chosenTarget(values: ReplayValues): string | undefined {
  return values.destination === 'topic' ? values.target?.trim() || undefined : undefined;
}

/** Two sets of values send the same replay: a dry run's count holds for both. */
export function sameReplay(a: ReplayValues, b: ReplayValues): boolean {
  return (
    a.destination === b.destination &&
    chosenTarget(a) === chosenTarget(b) &&
    a.maxPerSecond === b.maxPerSecond
  );
}

/** Pulsar's consumers name a dead-letter topic `<topic>-<subscription>-DLQ` by default. */
const DEAD_LETTER_SUFFIX = '-DLQ';

/** A dead-letter source goes back where it came from unless the user says otherwise. */
export function defaultDestination(source: ReplaySource): ReplayValues['destination'] {
  if (source.kind === 'chosen')
    return source.message.properties[DEAD_LETTER_REAL_TOPIC_PROPERTY] ? 'original' : 'topic';
  const topics = source.request.topics ?? [];
  return topics.length > 0 && topics.every((topic) => topic.endsWith(DEAD_LETTER_SUFFIX))
    ? 'original'
    : 'topic';
}

/** The read's limit, when a replay could not send that many. */
export function loweredLimit(source: ReplaySource): number | undefined {
  if (source.kind !== 'read') return undefined;
  const limit = source.request.limit ?? DEFAULT_READ_MESSAGES;
  return limit > MAX_REPLAY_MESSAGES ? limit : undefined;
}

/** At most how many messages the replay sends. */
function mostMessages(source: ReplaySource): number {
  if (source.kind === 'chosen') return 1;
  return Math.min(source.request.limit ?? DEFAULT_READ_MESSAGES, MAX_REPLAY_MESSAGES);
}

export function replayRequestOf(
  source: ReplaySource,
  values: ReplayValues,
  dryRun: boolean,
): WorkbenchReplayRequest {
  const target = chosenTarget(values);
  const from =
    source.kind === 'chosen'
      ? { chosen: { topic: source.message.topic, ids: [source.message.id] } }
      : { read: replayableRead(source.request) };
  return { ...from, ...(target ? { target } : {}), maxPerSecond: values.maxPerSecond, dryRun };
}

function replayableRead(request: WorkbenchReadRequest): WorkbenchReadRequest {
  // Colours mean nothing to a replay; a tail would never end.
  const { colours: _colours, ...read } = request;
  return {
    ...read,
    stop: request.stop.kind === 'tail' ? { kind: 'now' } : request.stop,
    limit: mostMessages({ kind: 'read', request }),
  };
}

/**
 * The replay answers once its last message is sent: the usual deadline for the read, plus the time
 * the chosen rate takes to send as many messages as it may.
 */
export function replayDeadlineMs(source: ReplaySource, values: ReplayValues, dryRun: boolean): number {
  if (dryRun) return REQUEST_TIMEOUT_MS;
  return REQUEST_TIMEOUT_MS + Math.ceil(mostMessages(source) / values.maxPerSecond) * 1000;
}
