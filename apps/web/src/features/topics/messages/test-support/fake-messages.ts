// Pulsar's message calls as Beacon's proxy passes them through (contract §2.9, PersistentTopicsBase
// and TopicsBase): examine-message and get-message-by-id answer the raw payload bytes, labelled
// application/json anyway, with the metadata in X-Pulsar-* headers (the properties as one
// X-Pulsar-PROPERTY header holding a JSON object, as Pulsar 3.1+ sends them, or one
// X-Pulsar-PROPERTY-<name> header each for an older broker); REST produce answers ProducerAcks;
// errors are `{reason}` bodies.
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../../test/console-api.ts';

export interface StoredMessage {
  ledgerId: number;
  entryId: number;
  payload: Uint8Array;
  publishTime: number;
  producerName: string;
  sequenceId: number;
  key?: string;
  eventTime?: number;
  properties?: Record<string, string>;
  /** Set when the entry is a batch: message count and the batch payload size. */
  batch?: { count: number; size: number };
}

export interface MessageWorld {
  /** Messages per topic local name (a partition is `name-partition-N`), oldest first. */
  topics: Record<string, StoredMessage[]>;
  /** Partitioned topics and their partition count. */
  partitioned?: Record<string, number>;
  /** A publish refused by the broker: every message answers this error (errorCode 2). */
  refuseProduce?: string;
  /** A whole publish refused by the broker (TopicsBase's 500 when the schema cannot be added). */
  refuseProduceWith?: { status: number; reason: string };
  /** Properties as a broker before 3.1 sends them: one X-Pulsar-PROPERTY-<name> header each. */
  perKeyPropertyHeaders?: boolean;
}

const LEDGER = 17;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** `count` messages `payload-0…` on one ledger, published a second apart from `since`. */
export function storedMessages(count: number, since = Date.UTC(2026, 0, 2, 3, 4, 5)): StoredMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    ledgerId: LEDGER,
    entryId: index,
    payload: utf8(`payload-${String(index)}`),
    publishTime: since + index * 1000,
    producerName: 'standalone-0-1',
    sequenceId: index,
  }));
}

export function message(entryId: number, payload: string | Uint8Array, extra: Partial<StoredMessage> = {}) {
  return {
    ...storedMessages(1)[0]!,
    entryId,
    sequenceId: entryId,
    payload: typeof payload === 'string' ? utf8(payload) : payload,
    ...extra,
  };
}

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, name: string) => decodeURIComponent(String(params[name] ?? ''));

function answer(stored: StoredMessage, perKeyPropertyHeaders = false) {
  const headers = new Headers({
    // Pulsar's resource declares JSON for every method, even this binary answer.
    'Content-Type': 'application/json',
    'X-Pulsar-Message-ID': `${String(stored.ledgerId)}:${String(stored.entryId)}`,
    'X-Pulsar-publish-time': new Date(stored.publishTime).toISOString(),
    'X-Pulsar-Is-Encrypted': 'false',
    'X-Pulsar-producer-name': stored.producerName,
    'X-Pulsar-sequence-id': String(stored.sequenceId),
    'X-Pulsar-uncompressed-size': String(stored.payload.length),
  });
  const properties = Object.entries(stored.properties ?? {});
  if (perKeyPropertyHeaders)
    for (const [name, value] of properties) headers.set(`X-Pulsar-PROPERTY-${name}`, value);
  else if (properties.length > 0) headers.set('X-Pulsar-PROPERTY', JSON.stringify(stored.properties));
  if (stored.eventTime) headers.set('X-Pulsar-event-time', new Date(stored.eventTime).toISOString());
  if (stored.key !== undefined) headers.set('X-Pulsar-partition-key', stored.key);
  if (stored.batch) {
    headers.set('X-Pulsar-num-batch-message', String(stored.batch.count));
    headers.set('X-Pulsar-batch-size', String(stored.batch.size));
  }
  return new HttpResponse(stored.payload.slice().buffer, { status: 200, headers });
}

export function fakeMessagesPulsar(world: MessageWorld, seen: SeenRequests = []) {
  const topicBase = '/admin/v2/:domain/:tenant/:namespace/:topic';
  const record = (request: Request) => seen.push(request.clone());
  const partitionsOf = (params: Params) => world.partitioned?.[param(params, 'topic')] ?? 0;
  const messagesOf = (params: Params) => world.topics[param(params, 'topic')];

  return [
    http.get(`${topicBase}/partitions`, ({ request, params }) => {
      record(request);
      return HttpResponse.json({ partitions: partitionsOf(params) });
    }),
    http.get(`${topicBase}/examinemessage`, ({ request, params }) => {
      record(request);
      if (partitionsOf(params) > 0)
        return reason(
          405,
          'Examine messages on a partitioned topic is not allowed, please try examine message on specific topic partition',
        );
      const messages = messagesOf(params);
      if (!messages) return reason(404, 'Topic not found');
      const query = new URL(request.url).searchParams;
      const position = Number(query.get('messagePosition') ?? '1');
      const index = query.get('initialPosition') === 'earliest' ? position - 1 : messages.length - position;
      const found = messages[index];
      if (messages.length === 0)
        return reason(412, 'Could not examine messages due to the total message is zero');
      return found && position >= 1
        ? answer(found, world.perKeyPropertyHeaders)
        : reason(404, 'Message not found');
    }),
    http.get(`${topicBase}/ledger/:ledgerId/entry/:entryId`, ({ request, params }) => {
      record(request);
      if (partitionsOf(params) > 0) return reason(405, 'GetMessageById is not allowed on partitioned-topic');
      const found = messagesOf(params)?.find(
        (stored) => stored.ledgerId === Number(params.ledgerId) && stored.entryId === Number(params.entryId),
      );
      return found ? answer(found, world.perKeyPropertyHeaders) : reason(404, 'Message id not found');
    }),
    http.post('/topics/:domain/:tenant/:namespace/:topic', async ({ request, params }) => {
      record(request);
      if (world.refuseProduceWith)
        return reason(world.refuseProduceWith.status, world.refuseProduceWith.reason);
      const body = (await request.clone().json()) as {
        messages: { key?: string; payload: string; properties?: Record<string, string> }[];
      };
      const messages = (world.topics[param(params, 'topic')] ??= []);
      const results = body.messages.map((sent) => {
        if (world.refuseProduce)
          return { messageId: '', errorCode: 2, errorMsg: world.refuseProduce, schemaVersion: 0 };
        const entryId = messages.length;
        messages.push(
          message(entryId, sent.payload, {
            producerName: 'RestProducer',
            ...(sent.key === undefined ? {} : { key: sent.key }),
            ...(sent.properties ? { properties: sent.properties } : {}),
          }),
        );
        return { messageId: `${String(LEDGER)}:${String(entryId)}:-1`, errorCode: 0, schemaVersion: 0 };
      });
      return HttpResponse.json({ messagePublishResults: results, schemaVersion: 0 });
    }),
  ];
}
