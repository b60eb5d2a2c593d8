// Pulsar's schema registry (SchemasResourceBase), /admin/v2/schemas/{tenant}/{namespace}/{topic}.
// Partitions share their partitioned topic's schema, so calls name the parent. Wire shapes:
// contract §2.10 (GetSchemaResponse, GetAllVersionsSchemaResponse, PostSchemaPayload, …).
import { schemas } from '@beacon/pulsar-admin';
import { errorText, isHttpError } from '../../../shared/api/index.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { parentTopic, type TopicName } from '../topic-name.ts';

export interface SchemaVersion {
  version: number;
  type: string;
  timestamp: number;
  /** The definition as a string (AVRO/JSON: a JSON document; STRING etc.: usually empty). */
  data: string;
  properties: Record<string, string>;
}

export interface SchemaPayload {
  type: string;
  schema: string;
  properties: Record<string, string>;
}

export interface CompatibilityAnswer {
  compatibility: boolean;
  schemaCompatibilityStrategy: string;
}

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
    const reason = isHttpError(error) ? errorText(error.body) : undefined;
    if (isHttpError(error) && error.status === 404 && reason !== undefined && NO_SCHEMA.has(reason))
      return null;
    throw error;
  }
}

// The tab shows its own errors (no toast). Pulsar's GetSchemaResponse always carries these fields
// (SchemasResourceBase#convertSchemaAndProps): the view types above are that answer, fields present.
export const fetchLatestSchema = async (topic: TopicName, signal: AbortSignal) =>
  (await orNull(
    callPulsar(schemas.latest, schemaParams(topic), { failures: 'caller', signal }),
  )) as SchemaVersion | null;

export async function fetchSchemaVersions(topic: TopicName, signal: AbortSignal): Promise<SchemaVersion[]> {
  const all = await orNull(callPulsar(schemas.versions, schemaParams(topic), { failures: 'caller', signal }));
  const versions = (all?.getSchemaResponses ?? []) as SchemaVersion[];
  return [...versions].sort((a, b) => b.version - a.version);
}

export const uploadSchema = (topic: TopicName, payload: SchemaPayload) =>
  callPulsar(schemas.upload, schemaParams(topic), { failures: 'caller', body: payload });

export const checkCompatibility = async (topic: TopicName, payload: SchemaPayload) =>
  (await callPulsar(schemas.compatibility, schemaParams(topic), {
    failures: 'caller',
    body: payload,
  })) as CompatibilityAnswer;

export const deleteSchema = (topic: TopicName) =>
  callPulsar(schemas.delete, schemaParams(topic), { failures: 'caller' });
