// One entry as Pulsar's admin REST API answers it (GET …/ledger/{l}/entry/{e}, examinemessage),
// into the messages it holds, as messagesOfEntry makes them of a MESSAGE frame. The broker
// (PersistentTopicsBase#generateResponseWithEntry, Pulsar 4.0.7) sends the entry's metadata as
// X-Pulsar-* headers and its payload UNCOMPRESSED as the body: for a batch (X-Pulsar-num-batch-message)
// the body is the batch's [size][SingleMessageMetadata][payload] records, split here as the binary
// reader splits them. The headers are turned back into the metadata fields messagesOfEntry reads.
import { messagesOfEntry, type EntryPosition, type ReadMessage } from './entries.ts';
import { ProtocolError } from './frames.ts';

/** Node's incoming headers: lower-cased names. */
export type RestEntryHeaders = Record<string, string | string[] | undefined>;

function header(headers: RestEntryHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** DateFormatter.format: ISO 8601 with the broker's zone offset (`…T10:00:00.123+02:00`, `…Z`). */
function timeOf(headers: RestEntryHeaders, name: string): number | undefined {
  const text = header(headers, name);
  if (text === undefined) return undefined;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new ProtocolError(`Pulsar's ${name} header is not a time: ${text}`);
  return time;
}

/**
 * Since Pulsar 3.1 (PR 20627) the properties are one JSON object in `X-Pulsar-PROPERTY`, written by
 * Gson (`=` as \u003d, which JSON.parse reads back).
 */
function propertiesOf(headers: RestEntryHeaders): { key: string; value: string }[] {
  const text = header(headers, 'x-pulsar-property');
  if (text === undefined || text === '') return [];
  const parsed = JSON.parse(text) as Record<string, string>;
  return Object.entries(parsed).map(([key, value]) => ({ key, value: String(value) }));
}

/** The metadata fields messagesOfEntry reads, from the answer's headers; the body is uncompressed. */
function metadataOf(headers: RestEntryHeaders): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    publish_time: timeOf(headers, 'x-pulsar-publish-time') ?? 0,
    producer_name: header(headers, 'x-pulsar-producer-name') ?? '',
    sequence_id: Number(header(headers, 'x-pulsar-sequence-id') ?? 0),
    properties: propertiesOf(headers),
    compression: 0,
  };
  const eventTime = timeOf(headers, 'x-pulsar-event-time');
  if (eventTime !== undefined) metadata.event_time = eventTime;
  const key = header(headers, 'x-pulsar-partition-key');
  if (key !== undefined) metadata.partition_key = key;
  if (header(headers, 'x-pulsar-partition-key-b64-encoded') === 'true')
    metadata.partition_key_b64_encoded = true;
  const schemaVersion = header(headers, 'x-pulsar-base64-schema-version');
  if (schemaVersion !== undefined) metadata.schema_version = Buffer.from(schemaVersion, 'base64');
  if (header(headers, 'x-pulsar-null-value') === 'true') metadata.null_value = true;
  const batch = header(headers, 'x-pulsar-num-batch-message');
  if (batch !== undefined) metadata.num_messages_in_batch = Number(batch);
  // messagesOfEntry refuses both, in the binary reader's words.
  if (header(headers, 'x-pulsar-is-encrypted') === 'true')
    metadata.encryption_algo = header(headers, 'x-pulsar-encryption-algo') ?? 'encrypted';
  const chunks = header(headers, 'x-pulsar-num-chunks-from-msg');
  if (chunks !== undefined) metadata.num_chunks_from_msg = Number(chunks);
  return metadata;
}

/** Every message of one entry read through the admin REST API, in order. */
export function messagesOfRestEntry(
  position: EntryPosition,
  headers: RestEntryHeaders,
  body: Buffer,
): ReadMessage[] {
  return messagesOfEntry(position, { metadata: metadataOf(headers), payload: body });
}
