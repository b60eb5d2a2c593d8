// Every config field the console edits for a function, source or sink (inventory 1.18 and 1.19,
// named as Pulsar 4.0's FunctionConfig, SourceConfig and SinkConfig name them), with the kinds it
// belongs to and how it is entered. The form, its validation and the config sent are all made
// from this one list.
import type { ComponentConfig, ComponentKind } from '@beacon/pulsar-admin';

export type FieldType = 'text' | 'topic' | 'topics' | 'integer' | 'number' | 'switch' | 'select' | 'json';
export type FieldGroup = 'basics' | 'topics' | 'processing' | 'schema' | 'resources' | 'window' | 'advanced';

export interface ConfigField {
  /** The form's name for it, and its label's key (`functions.fields.<key>`). */
  key: string;
  /** Where it sits in Pulsar's config. */
  path: readonly [string] | readonly [string, string];
  type: FieldType;
  group: FieldGroup;
  kinds: readonly ComponentKind[];
  /** Needed to create one of these kinds. */
  requiredFor?: readonly ComponentKind[];
  options?: readonly string[];
  /** Smallest value of a number. */
  min?: number;
  /** A switch's value when the config leaves it out (Pulsar's default). */
  defaultValue?: boolean;
}

const ALL: readonly ComponentKind[] = ['function', 'source', 'sink'];
const CONSUMERS: readonly ComponentKind[] = ['function', 'sink'];
const FUNCTION: readonly ComponentKind[] = ['function'];
const GUARANTEES = ['ATLEAST_ONCE', 'ATMOST_ONCE', 'EFFECTIVELY_ONCE', 'MANUAL'] as const;
const POSITIONS = ['Latest', 'Earliest'] as const;

export const CONFIG_FIELDS: readonly ConfigField[] = [
  { key: 'className', path: ['className'], type: 'text', group: 'basics', kinds: ALL, requiredFor: FUNCTION },
  {
    key: 'runtime',
    path: ['runtime'],
    type: 'select',
    group: 'basics',
    kinds: FUNCTION,
    options: ['JAVA', 'PYTHON', 'GO'],
  },
  { key: 'parallelism', path: ['parallelism'], type: 'integer', group: 'basics', kinds: ALL, min: 1 },

  { key: 'inputs', path: ['inputs'], type: 'topics', group: 'topics', kinds: CONSUMERS },
  { key: 'topicsPattern', path: ['topicsPattern'], type: 'text', group: 'topics', kinds: CONSUMERS },
  { key: 'output', path: ['output'], type: 'topic', group: 'topics', kinds: FUNCTION },
  {
    key: 'topicName',
    path: ['topicName'],
    type: 'topic',
    group: 'topics',
    kinds: ['source'],
    requiredFor: ['source'],
  },
  { key: 'logTopic', path: ['logTopic'], type: 'topic', group: 'topics', kinds: ALL },
  { key: 'deadLetterTopic', path: ['deadLetterTopic'], type: 'topic', group: 'topics', kinds: CONSUMERS },
  { key: 'subName', path: ['subName'], type: 'text', group: 'topics', kinds: FUNCTION },
  {
    key: 'sourceSubscriptionName',
    path: ['sourceSubscriptionName'],
    type: 'text',
    group: 'topics',
    kinds: ['sink'],
  },
  {
    key: 'subscriptionPosition',
    path: ['subscriptionPosition'],
    type: 'select',
    group: 'topics',
    kinds: FUNCTION,
    options: POSITIONS,
  },
  {
    key: 'sourceSubscriptionPosition',
    path: ['sourceSubscriptionPosition'],
    type: 'select',
    group: 'topics',
    kinds: ['sink'],
    options: POSITIONS,
  },

  {
    key: 'processingGuarantees',
    path: ['processingGuarantees'],
    type: 'select',
    group: 'processing',
    kinds: ALL,
    options: GUARANTEES,
  },
  {
    key: 'autoAck',
    path: ['autoAck'],
    type: 'switch',
    group: 'processing',
    kinds: CONSUMERS,
    defaultValue: true,
  },
  {
    key: 'retainOrdering',
    path: ['retainOrdering'],
    type: 'switch',
    group: 'processing',
    kinds: CONSUMERS,
    defaultValue: false,
  },
  {
    key: 'retainKeyOrdering',
    path: ['retainKeyOrdering'],
    type: 'switch',
    group: 'processing',
    kinds: CONSUMERS,
    defaultValue: false,
  },
  {
    key: 'cleanupSubscription',
    path: ['cleanupSubscription'],
    type: 'switch',
    group: 'processing',
    kinds: CONSUMERS,
    defaultValue: true,
  },
  {
    key: 'maxMessageRetries',
    path: ['maxMessageRetries'],
    type: 'integer',
    group: 'processing',
    kinds: CONSUMERS,
    min: 0,
  },
  { key: 'timeoutMs', path: ['timeoutMs'], type: 'integer', group: 'processing', kinds: CONSUMERS, min: 1 },

  {
    key: 'outputSerdeClassName',
    path: ['outputSerdeClassName'],
    type: 'text',
    group: 'schema',
    kinds: FUNCTION,
  },
  { key: 'outputSchemaType', path: ['outputSchemaType'], type: 'text', group: 'schema', kinds: FUNCTION },
  { key: 'customSerdeInputs', path: ['customSerdeInputs'], type: 'json', group: 'schema', kinds: FUNCTION },
  { key: 'serdeClassName', path: ['serdeClassName'], type: 'text', group: 'schema', kinds: ['source'] },
  { key: 'schemaType', path: ['schemaType'], type: 'text', group: 'schema', kinds: ['source'] },
  { key: 'topicToSchemaType', path: ['topicToSchemaType'], type: 'json', group: 'schema', kinds: ['sink'] },

  { key: 'cpu', path: ['resources', 'cpu'], type: 'number', group: 'resources', kinds: ALL, min: 0.001 },
  { key: 'ram', path: ['resources', 'ram'], type: 'integer', group: 'resources', kinds: ALL, min: 1 },
  { key: 'disk', path: ['resources', 'disk'], type: 'integer', group: 'resources', kinds: ALL, min: 1 },

  {
    key: 'windowLengthCount',
    path: ['windowConfig', 'windowLengthCount'],
    type: 'integer',
    group: 'window',
    kinds: FUNCTION,
    min: 1,
  },
  {
    key: 'windowLengthDurationMs',
    path: ['windowConfig', 'windowLengthDurationMs'],
    type: 'integer',
    group: 'window',
    kinds: FUNCTION,
    min: 1,
  },
  {
    key: 'slidingIntervalCount',
    path: ['windowConfig', 'slidingIntervalCount'],
    type: 'integer',
    group: 'window',
    kinds: FUNCTION,
    min: 1,
  },
  {
    key: 'slidingIntervalDurationMs',
    path: ['windowConfig', 'slidingIntervalDurationMs'],
    type: 'integer',
    group: 'window',
    kinds: FUNCTION,
    min: 1,
  },

  { key: 'userConfig', path: ['userConfig'], type: 'json', group: 'advanced', kinds: FUNCTION },
  { key: 'configs', path: ['configs'], type: 'json', group: 'advanced', kinds: ['source', 'sink'] },
  { key: 'secrets', path: ['secrets'], type: 'json', group: 'advanced', kinds: ALL },
  { key: 'runtimeFlags', path: ['runtimeFlags'], type: 'text', group: 'advanced', kinds: ALL },
  {
    key: 'customRuntimeOptions',
    path: ['customRuntimeOptions'],
    type: 'text',
    group: 'advanced',
    kinds: ALL,
  },
];

export const FIELD_GROUPS: readonly FieldGroup[] = [
  'basics',
  'topics',
  'processing',
  'schema',
  'resources',
  'window',
  'advanced',
];

/** The form's values: one entry per field key (topics as lists, JSON as its text). */
export type FieldValues = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A JSON field's text as an object, or undefined when it is not one (validation says so). */
export function parseJsonObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function fieldValue(field: ConfigField, value: unknown): unknown {
  if (field.type === 'json') return parseJsonObject(value);
  if (field.type === 'text' || field.type === 'topic') return (value as string).trim();
  if (field.type === 'topics') return (value as string[]).map((topic) => topic.trim()).filter(Boolean);
  return value;
}

/**
 * The config for `values`, for the fields of `fields` (all of a kind's, or only the changed ones):
 * empty fields are left out, so the worker applies its defaults; a nested group (resources, window)
 * is sent whole, as the worker replaces the window and merges the resources.
 */
export function configFromValues(fields: readonly ConfigField[], values: FieldValues, allFields = fields) {
  const config: Record<string, unknown> = {};
  const groups = new Set(fields.filter((field) => field.path.length === 2).map((field) => field.path[0]));
  const sent = [
    ...fields.filter((field) => field.path.length === 1),
    ...allFields.filter((field) => field.path.length === 2 && groups.has(field.path[0])),
  ];
  for (const field of sent) {
    const value = values[field.key];
    if (isEmpty(value)) continue;
    const [head, leaf] = field.path;
    if (leaf === undefined) config[head] = fieldValue(field, value);
    else config[head] = { ...(config[head] as object | undefined), [leaf]: fieldValue(field, value) };
  }
  return config as ComponentConfig;
}

/**
 * The worker answers the input topics as one `inputSpecs` map, whatever form they were given in
 * (FunctionConfigUtils#convertFromDetails); a pattern is the entry with `regexPattern` (the JSON name
 * of ConsumerConfig's `isRegexPattern` field, as Pulsar 4.0.7 writes it).
 */
function specTopics(config: ComponentConfig, patterns: boolean): string[] {
  const specs = (config.inputSpecs ?? {}) as Record<string, { regexPattern?: boolean } | undefined>;
  return Object.entries(specs)
    .filter(([, spec]) => Boolean(spec?.regexPattern) === patterns)
    .map(([topic]) => topic);
}

/** The form's values for a config read back from the worker. */
export function valuesFromConfig(fields: readonly ConfigField[], config: ComponentConfig): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const [head, leaf] = field.path;
    const raw: unknown =
      leaf === undefined ? config[head] : (config[head] as Record<string, unknown> | undefined)?.[leaf];
    if (field.type === 'json')
      values[field.key] = raw === undefined || raw === null ? '' : JSON.stringify(raw, null, 2);
    else if (field.type === 'switch') values[field.key] = typeof raw === 'boolean' ? raw : field.defaultValue;
    else if (field.type === 'topics')
      values[field.key] = Array.isArray(raw) ? raw : specTopics(config, false);
    else if (field.key === 'topicsPattern')
      values[field.key] = typeof raw === 'string' ? raw : (specTopics(config, true)[0] ?? '');
    else if (field.type === 'text' || field.type === 'topic')
      values[field.key] = typeof raw === 'string' ? raw : '';
    else values[field.key] = raw ?? undefined;
  }
  return values;
}

/** Fields whose value differs between two sets of values (JSON compared by meaning, not spacing). */
export function changedFields(fields: readonly ConfigField[], before: FieldValues, after: FieldValues) {
  const same = (field: ConfigField) => {
    const a = before[field.key];
    const b = after[field.key];
    if (field.type === 'json')
      return JSON.stringify(parseJsonObject(a) ?? null) === JSON.stringify(parseJsonObject(b) ?? null);
    if (isEmpty(a) && isEmpty(b)) return true;
    return JSON.stringify(a) === JSON.stringify(b);
  };
  return fields.filter((field) => !same(field));
}

/** The initial values of a new one: Pulsar's defaults for switches, one instance. */
export function newValues(fields: readonly ConfigField[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.type === 'switch') values[field.key] = field.defaultValue;
    else if (field.type === 'topics') values[field.key] = [];
    else if (field.type === 'integer' || field.type === 'number') values[field.key] = undefined;
    else values[field.key] = '';
  }
  values.parallelism = 1;
  return values;
}

export { isEmpty as isEmptyValue };
