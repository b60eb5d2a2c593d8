// What Pulsar says about a message in the X-Pulsar-* headers of examine/get-by-id answers
// (PersistentTopicsBase#generateResponseWithEntry). A header is present only when the metadata
// field is set, so every field here is optional.

export interface MessageMetadata {
  /** `ledgerId:entryId` */
  messageId?: string;
  ledgerId?: number;
  entryId?: number;
  publishTime?: string;
  eventTime?: string;
  key?: string;
  producerName?: string;
  sequenceId?: string;
  /** Messages in the stored entry when the producer batched. */
  batchCount?: number;
  batchSize?: string;
  schemaVersion?: string;
  compression?: string;
  encrypted: boolean;
  nullValue: boolean;
  replicatedFrom?: string;
  properties: [string, string][];
}

const PROPERTY_HEADER = 'x-pulsar-property';
const PROPERTY_PREFIX = 'x-pulsar-property-';
// Chunking details travel as X-Pulsar-PROPERTY-* too, but are not user properties.
const NOT_PROPERTIES = new Set(['total-chunks', 'chunk-id']);

export function messageMetadataOf(headers: Headers): MessageMetadata {
  const get = (name: string) => headers.get(name) ?? undefined;
  const messageId = get('x-pulsar-message-id');
  const [ledger, entry] = (messageId ?? '').split(':').map(Number);
  const batch = get('x-pulsar-num-batch-message');
  return {
    messageId,
    ledgerId: Number.isInteger(ledger) && messageId ? ledger : undefined,
    entryId: Number.isInteger(entry) && messageId ? entry : undefined,
    publishTime: get('x-pulsar-publish-time'),
    eventTime: get('x-pulsar-event-time'),
    key: get('x-pulsar-partition-key'),
    producerName: get('x-pulsar-producer-name'),
    sequenceId: get('x-pulsar-sequence-id'),
    batchCount: batch === undefined ? undefined : Number(batch),
    batchSize: get('x-pulsar-batch-size'),
    schemaVersion: get('x-pulsar-schema-version') ?? get('x-pulsar-base64-schema-version'),
    compression: get('x-pulsar-compression'),
    encrypted: get('x-pulsar-is-encrypted') === 'true',
    nullValue: get('x-pulsar-null-value') === 'true',
    replicatedFrom: get('x-pulsar-replicated-from'),
    properties: messagePropertiesOf(headers),
  };
}

/**
 * The message's properties. Pulsar 3.1 and later (PR 20627) send them all in one `X-Pulsar-PROPERTY`
 * header holding a JSON object; older brokers send one `X-Pulsar-PROPERTY-<name>` header per
 * property. The JSON header is read first; the per-key form only when there is none.
 */
function messagePropertiesOf(headers: Headers): [string, string][] {
  const combined = headers.get(PROPERTY_HEADER);
  const properties = combined === null ? perKeyProperties(headers) : jsonProperties(combined);
  return properties.sort(([a], [b]) => a.localeCompare(b));
}

function jsonProperties(value: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>).map(([key, each]) => [
    key,
    typeof each === 'string' ? each : JSON.stringify(each),
  ]);
}

function perKeyProperties(headers: Headers): [string, string][] {
  const properties: [string, string][] = [];
  for (const [name, value] of headers) {
    if (!name.toLowerCase().startsWith(PROPERTY_PREFIX)) continue;
    const key = name.slice(PROPERTY_PREFIX.length);
    if (!NOT_PROPERTIES.has(key.toLowerCase())) properties.push([key, value]);
  }
  return properties;
}
