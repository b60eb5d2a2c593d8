import { PulsarRestError, notFound } from './errors.ts';
import { isRecord, stringMap } from './json.ts';
import type { TopicName } from './names.ts';
import type { SchemaHistory, SchemaVersionState, SimulatorState } from './state.ts';

// Schema registry per topic (partitions share their partitioned topic's schema).
// Compatibility is checked on record fields the way Avro resolution would see them: a reader can
// use a writer's data when every field it needs either exists in the writer or has a default.

const SCHEMA_TYPES = new Set([
  'NONE',
  'STRING',
  'JSON',
  'PROTOBUF',
  'AVRO',
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
  'KEY_VALUE',
  'INSTANT',
  'LOCAL_DATE',
  'LOCAL_TIME',
  'LOCAL_DATE_TIME',
  'PROTOBUF_NATIVE',
  'BYTES',
]);

const STRUCT_TYPES = new Set(['AVRO', 'JSON', 'PROTOBUF']);

const AUTO_UPDATE_TO_STRATEGY: Record<string, string> = {
  AutoUpdateDisabled: 'ALWAYS_INCOMPATIBLE',
  Backward: 'BACKWARD',
  Forward: 'FORWARD',
  Full: 'FULL',
  AlwaysCompatible: 'ALWAYS_COMPATIBLE',
  BackwardTransitive: 'BACKWARD_TRANSITIVE',
  ForwardTransitive: 'FORWARD_TRANSITIVE',
  FullTransitive: 'FULL_TRANSITIVE',
};

const schemaKey = (name: TopicName): string => {
  const base = name.partitionedTopicName.replace(/^[a-z-]+:\/\//, '');
  return base;
};

export function effectiveStrategy(state: SimulatorState, name: TopicName): string {
  const topicLevel = state.topicPolicies.get(name.partitionedTopicName)?.get('schemaCompatibilityStrategy');
  if (typeof topicLevel === 'string' && topicLevel !== 'UNDEFINED') return topicLevel;
  const policies = state.namespaces.get(name.namespaceName)?.policies ?? {};
  const strategy = policies.schema_compatibility_strategy;
  if (typeof strategy === 'string' && strategy !== 'UNDEFINED') return strategy;
  const autoUpdate = policies.schema_auto_update_compatibility_strategy;
  return AUTO_UPDATE_TO_STRATEGY[typeof autoUpdate === 'string' ? autoUpdate : 'Full'] ?? 'FULL';
}

function history(state: SimulatorState, name: TopicName): SchemaHistory | undefined {
  return state.schemas.get(schemaKey(name));
}

/** The version a producer with the topic's schema writes in its messages (none without a live schema). */
export function latestSchemaVersion(state: SimulatorState, name: TopicName): number | undefined {
  const found = history(state, name);
  return found && !found.deleted ? found.versions.at(-1)?.version : undefined;
}

function liveVersions(state: SimulatorState, name: TopicName): SchemaVersionState[] {
  const found = history(state, name);
  if (!found || found.versions.length === 0) throw notFound('Schema not found');
  if (found.deleted) throw notFound('Schema is deleted');
  return found.versions;
}

const responseOf = (version: SchemaVersionState): Record<string, unknown> => ({
  version: version.version,
  type: version.type,
  timestamp: version.timestamp,
  data: version.data,
  properties: { ...version.properties },
});

export function getLatestSchema(state: SimulatorState, name: TopicName): Record<string, unknown> {
  const versions = liveVersions(state, name);
  return responseOf(versions[versions.length - 1] as SchemaVersionState);
}

export function getSchemaVersion(
  state: SimulatorState,
  name: TopicName,
  version: number,
): Record<string, unknown> {
  const found = liveVersions(state, name).find((candidate) => candidate.version === version);
  if (!found) throw notFound('Schema not found');
  return responseOf(found);
}

/**
 * Every live version. A topic without a schema, or whose latest version is a deletion, answers an
 * empty list, not 404 (SchemaRegistryServiceImpl#trimDeletedSchemaAndGetList).
 */
export function getAllSchemas(
  state: SimulatorState,
  name: TopicName,
): { getSchemaResponses: Record<string, unknown>[] } {
  const found = history(state, name);
  const live = !found || found.deleted ? [] : found.versions;
  return { getSchemaResponses: live.map(responseOf) };
}

interface Payload {
  type: string;
  data: string;
  properties: Record<string, string>;
}

function parsePayload(body: unknown): Payload {
  // Invalid schema data: 422 with an empty body, the message only in the status line.
  const invalid = new PulsarRestError(422, 'Invalid schema data', 'empty');
  if (!isRecord(body) || typeof body.type !== 'string' || !SCHEMA_TYPES.has(body.type)) throw invalid;
  const data = typeof body.schema === 'string' ? body.schema : '';
  if (STRUCT_TYPES.has(body.type)) {
    try {
      JSON.parse(data);
    } catch {
      throw invalid;
    }
  }
  return { type: body.type, data, properties: stringMap(body.properties) };
}

function recordFields(data: string): Map<string, boolean> | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    if (!isRecord(parsed) || !Array.isArray(parsed.fields)) return undefined;
    const fields = new Map<string, boolean>();
    for (const field of parsed.fields)
      if (isRecord(field) && typeof field.name === 'string') fields.set(field.name, 'default' in field);
    return fields;
  } catch {
    return undefined;
  }
}

/** Can a reader with schema `reader` decode data written with `writer`? */
function canRead(reader: SchemaVersionState | Payload, writer: SchemaVersionState | Payload): boolean {
  if (reader.type !== writer.type) return false;
  if (!STRUCT_TYPES.has(reader.type)) return true;
  const readerFields = recordFields(reader.data);
  const writerFields = recordFields(writer.data);
  if (!readerFields || !writerFields) return reader.data === writer.data;
  return [...readerFields].every(([field, hasDefault]) => hasDefault || writerFields.has(field));
}

function compatible(strategy: string, candidate: Payload, existing: readonly SchemaVersionState[]): boolean {
  if (existing.length === 0 || strategy === 'ALWAYS_COMPATIBLE') return true;
  if (strategy === 'ALWAYS_INCOMPATIBLE') return false;
  const against = strategy.endsWith('_TRANSITIVE') ? existing : existing.slice(-1);
  const base = strategy.replace('_TRANSITIVE', '');
  return against.every((previous) => {
    const backward = canRead(candidate, previous);
    const forward = canRead(previous, candidate);
    if (base === 'BACKWARD') return backward;
    if (base === 'FORWARD') return forward;
    return backward && forward;
  });
}

export function testCompatibility(
  state: SimulatorState,
  name: TopicName,
  body: unknown,
): { compatibility: boolean; schemaCompatibilityStrategy: string } {
  const candidate = parsePayload(body);
  const strategy = effectiveStrategy(state, name);
  const found = history(state, name);
  const existing = found && !found.deleted ? found.versions : [];
  return { compatibility: compatible(strategy, candidate, existing), schemaCompatibilityStrategy: strategy };
}

/**
 * Why a producer's schema was not added. REST produce words it its own way (TopicsBase#addSchema);
 * the binary port answers this message with ERROR IncompatibleSchema (ServerCnx.java:1634-1650).
 */
export class SchemaRefusal extends Error {}

/**
 * The schema a REST producer brings, added the way AbstractTopic#addSchema adds it: the version of
 * an identical schema, else a new version if the topic's strategy accepts it and the namespace lets
 * producers update schemas (`is_allow_auto_update_schema`, default true); otherwise refused.
 */
export function addProducerSchema(
  state: SimulatorState,
  name: TopicName,
  candidate: { type: string; data: string; properties: Record<string, string> },
): number {
  const key = schemaKey(name);
  const found = state.schemas.get(key) ?? { versions: [], deleted: false };
  const live = found.deleted ? [] : found.versions;
  const same = live.find((version) => version.type === candidate.type && version.data === candidate.data);
  if (same) return same.version;
  const autoUpdate = state.namespaces.get(name.namespaceName)?.policies.is_allow_auto_update_schema !== false;
  // The reasons of AbstractTopic#addSchema and SchemaRegistryServiceImpl (pulsar-broker 4.0.7).
  if (!autoUpdate) throw new SchemaRefusal('Schema not found and schema auto updating is disabled.');
  const latest = live.at(-1);
  if (latest && latest.type !== candidate.type)
    throw new SchemaRefusal(
      `Incompatible schema: exists schema type ${latest.type}, new schema type ${candidate.type}`,
    );
  const strategy = effectiveStrategy(state, name);
  if (!compatible(strategy, candidate, live))
    throw new SchemaRefusal(`The schema is not compatible with the topic's schema (strategy ${strategy})`);
  const nextVersion = (found.versions.at(-1)?.version ?? -1) + 1;
  found.versions.push({ version: nextVersion, ...candidate, timestamp: state.clock.now() });
  found.deleted = false;
  state.schemas.set(key, found);
  return nextVersion;
}

export function postSchema(
  state: SimulatorState,
  name: TopicName,
  body: unknown,
): { version: { version: number } } {
  const candidate = parsePayload(body);
  const key = schemaKey(name);
  const found = state.schemas.get(key) ?? { versions: [], deleted: false };
  const live = found.deleted ? [] : found.versions;
  const same = live.find((version) => version.type === candidate.type && version.data === candidate.data);
  if (same) return { version: { version: same.version } };
  if (!compatible(effectiveStrategy(state, name), candidate, live)) {
    throw new PulsarRestError(
      409,
      'Incompatible schema: exists schema type is not compatible with the new schema',
      'empty',
    );
  }
  const nextVersion = (found.versions.at(-1)?.version ?? -1) + 1;
  found.versions.push({ version: nextVersion, ...candidate, timestamp: state.clock.now() });
  found.deleted = false;
  state.schemas.set(key, found);
  return { version: { version: nextVersion } };
}

export function schemaVersionFor(state: SimulatorState, name: TopicName, body: unknown): { version: number } {
  const candidate = parsePayload(body);
  const found = liveVersions(state, name).find(
    (version) => version.type === candidate.type && version.data === candidate.data,
  );
  if (!found) throw notFound('Not found schema');
  return { version: found.version };
}

export function deleteSchema(state: SimulatorState, name: TopicName): { version: number } {
  const found = history(state, name);
  if (!found || found.deleted || found.versions.length === 0) return { version: -1 };
  found.deleted = true;
  return { version: (found.versions.at(-1)?.version ?? 0) + 1 };
}
