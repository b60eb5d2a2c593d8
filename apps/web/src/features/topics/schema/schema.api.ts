// Pulsar's schema registry (SchemasResourceBase), /admin/v2/schemas/{tenant}/{namespace}/{topic}.
// Partitions share their partitioned topic's schema, so calls name the parent. Wire shapes:
// contract §2.10 (GetSchemaResponse, GetAllVersionsSchemaResponse, PostSchemaPayload, …).
import { HttpError, errorText, request, requestData } from '../../../shared/api/index.ts';
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

export function schemaPath(topic: TopicName): string {
  const owner = parentTopic(topic) ?? topic;
  return `/admin/v2/schemas/${[owner.tenant, owner.namespace, owner.topic].map(encodeURIComponent).join('/')}`;
}

const NO_SCHEMA = new Set(['Schema not found', 'Schema is deleted']);

/** 404 "Schema not found" / "Schema is deleted" mean the topic has no schema: null, not an error. */
async function readOrNull<Body>(path: string, signal: AbortSignal): Promise<Body | null> {
  const response = await request<Body>(path, { api: 'pulsar', signal, reportErrors: false });
  if (response.status >= 200 && response.status < 300) return response.body;
  const reason = errorText(response.body);
  if (response.status === 404 && reason !== undefined && NO_SCHEMA.has(reason)) return null;
  throw new HttpError('status', reason ?? `HTTP ${response.status}`, {
    status: response.status,
    body: response.body,
  });
}

export const fetchLatestSchema = (topic: TopicName, signal: AbortSignal) =>
  readOrNull<SchemaVersion>(`${schemaPath(topic)}/schema`, signal);

export async function fetchSchemaVersions(topic: TopicName, signal: AbortSignal): Promise<SchemaVersion[]> {
  const all = await readOrNull<{ getSchemaResponses: SchemaVersion[] }>(
    `${schemaPath(topic)}/schemas`,
    signal,
  );
  return [...(all?.getSchemaResponses ?? [])].sort((a, b) => b.version - a.version);
}

export const uploadSchema = (topic: TopicName, payload: SchemaPayload) =>
  requestData<{ version: { version: number } }>(`${schemaPath(topic)}/schema`, {
    method: 'POST',
    api: 'pulsar',
    json: payload,
    reportErrors: false,
  });

export const checkCompatibility = (topic: TopicName, payload: SchemaPayload) =>
  requestData<CompatibilityAnswer>(`${schemaPath(topic)}/compatibility`, {
    method: 'POST',
    api: 'pulsar',
    json: payload,
    reportErrors: false,
  });

export const deleteSchema = (topic: TopicName) =>
  requestData<{ version: number }>(`${schemaPath(topic)}/schema`, {
    method: 'DELETE',
    api: 'pulsar',
    reportErrors: false,
  });
