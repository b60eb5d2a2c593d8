// Pulsar's schema registry (SchemasResourceBase), /admin/v2/schemas/{tenant}/{namespace}/{topic}.
// Partitions share their partitioned topic's schema, so calls name the parent. Wire shapes:
// contract §2.10 (GetSchemaResponse, GetAllVersionsSchemaResponse, PostSchemaPayload, …), with the
// fields a broker always writes required (@beacon/pulsar-admin's broker-written.ts).
import { schemas, type PostSchemaPayload } from '@beacon/pulsar-admin';
import { errorText, isHttpError } from '../../../shared/api/index.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { parentTopic, type TopicName } from '../topic-name.ts';

/** The schema types Pulsar accepts (SchemaType), in the order a user is likely to want them. */
export const SCHEMA_TYPES = [
  'AVRO',
  'JSON',
  'PROTOBUF',
  'PROTOBUF_NATIVE',
  'STRING',
  'KEY_VALUE',
  'BYTES',
  'BOOLEAN',
  'INT8',
  'INT16',
  'INT32',
  'INT64',
  'FLOAT',
  'DOUBLE',
  'DATE',
  'TIME',
  'TIMESTAMP',
  'INSTANT',
  'LOCAL_DATE',
  'LOCAL_TIME',
  'LOCAL_DATE_TIME',
  'NONE',
] as const;

/** Types whose definition is a JSON document the broker parses (422 otherwise). */
export const JSON_DEFINITION_TYPES = new Set(['AVRO', 'JSON', 'PROTOBUF', 'PROTOBUF_NATIVE', 'KEY_VALUE']);

/** The catalogue's parameters of the schema `topic` uses: a partition's is its parent's. */
export function schemaParams(topic: TopicName) {
  const owner = parentTopic(topic) ?? topic;
  return { tenant: owner.tenant, namespace: owner.namespace, topic: owner.topic };
}

const NO_SCHEMA = new Set(['Schema not found', 'Schema is deleted']);

/** 404 "Schema not found" / "Schema is deleted" mean the topic has no schema: null, not an error. */
async function orNull<Answer>(read: Promise<Answer>): Promise<Answer | null> {
  try {
    return await read;
  } catch (error) {
    if (isHttpError(error) && error.status === 404 && NO_SCHEMA.has(errorText(error.body) ?? '')) return null;
    throw error;
  }
}

// The tab shows its own errors (no toast).
export const fetchLatestSchema = (topic: TopicName, signal: AbortSignal) =>
  orNull(callPulsar(schemas.latest, schemaParams(topic), { failures: 'caller', signal }));

export async function fetchSchemaVersions(topic: TopicName, signal: AbortSignal) {
  const all = await orNull(callPulsar(schemas.versions, schemaParams(topic), { failures: 'caller', signal }));
  return [...(all?.getSchemaResponses ?? [])].sort((a, b) => b.version - a.version);
}

export const uploadSchema = (topic: TopicName, payload: PostSchemaPayload) =>
  callPulsar(schemas.upload, schemaParams(topic), { failures: 'caller', body: payload });

export const checkCompatibility = (topic: TopicName, payload: PostSchemaPayload) =>
  callPulsar(schemas.compatibility, schemaParams(topic), { failures: 'caller', body: payload });

export const deleteSchema = (topic: TopicName) =>
  callPulsar(schemas.delete, schemaParams(topic), { failures: 'caller' });
