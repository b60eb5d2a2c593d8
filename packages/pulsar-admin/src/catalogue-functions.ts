// Pulsar Functions' admin calls (/admin/v3, swaggerfunctions.json, swaggersource.json,
// swaggersink.json of Pulsar 4.0.7): functions, sources and sinks share nearly every call, so one
// builder makes the three sets from the kind's collection and the OpenAPI's own parameter name
// (`{functionName}`, `{sourceName}`, `{sinkName}`). Register and update are multipart/form-data
// (parts `data` or `url`, and the kind's config part), which the caller builds; the entries carry
// method and path. Answer types are the OpenAPI's definitions, written out here because the
// generated file covers the v2 document only.
import { operation } from './operation.ts';

export type ComponentKind = 'function' | 'source' | 'sink';

export interface ComponentResources {
  cpu?: number;
  ram?: number;
  disk?: number;
}

export interface WindowConfig {
  windowLengthCount?: number;
  windowLengthDurationMs?: number;
  slidingIntervalCount?: number;
  slidingIntervalDurationMs?: number;
  lateDataTopic?: string;
  maxLagMs?: number;
  watermarkEmitIntervalMs?: number;
  timestampExtractorClassName?: string;
}

export type ProcessingGuarantees = 'ATLEAST_ONCE' | 'ATMOST_ONCE' | 'EFFECTIVELY_ONCE' | 'MANUAL';
export type FunctionRuntime = 'JAVA' | 'PYTHON' | 'GO';
export type SubscriptionPosition = 'Latest' | 'Earliest';

/** What the three configs share (FunctionConfig, SourceConfig, SinkConfig). */
interface CommonConfig {
  tenant?: string;
  namespace?: string;
  name?: string;
  className?: string;
  parallelism?: number;
  processingGuarantees?: ProcessingGuarantees;
  resources?: ComponentResources;
  logTopic?: string;
  runtimeFlags?: string;
  customRuntimeOptions?: string;
  secrets?: Record<string, unknown>;
  [other: string]: unknown;
}

export interface FunctionConfig extends CommonConfig {
  runtime?: FunctionRuntime;
  jar?: string;
  py?: string;
  go?: string;
  inputs?: string[];
  topicsPattern?: string;
  output?: string;
  outputSerdeClassName?: string;
  outputSchemaType?: string;
  customSerdeInputs?: Record<string, string>;
  customSchemaInputs?: Record<string, string>;
  deadLetterTopic?: string;
  maxMessageRetries?: number;
  subName?: string;
  subscriptionPosition?: SubscriptionPosition;
  timeoutMs?: number;
  autoAck?: boolean;
  retainOrdering?: boolean;
  retainKeyOrdering?: boolean;
  cleanupSubscription?: boolean;
  skipToLatest?: boolean;
  userConfig?: Record<string, unknown>;
  windowConfig?: WindowConfig;
}

export interface SourceConfig extends CommonConfig {
  archive?: string;
  topicName?: string;
  serdeClassName?: string;
  schemaType?: string;
  configs?: Record<string, unknown>;
}

export interface SinkConfig extends CommonConfig {
  archive?: string;
  inputs?: string[];
  topicsPattern?: string;
  topicToSerdeClassName?: Record<string, string>;
  topicToSchemaType?: Record<string, string>;
  deadLetterTopic?: string;
  maxMessageRetries?: number;
  sourceSubscriptionName?: string;
  sourceSubscriptionPosition?: SubscriptionPosition;
  timeoutMs?: number;
  autoAck?: boolean;
  retainOrdering?: boolean;
  retainKeyOrdering?: boolean;
  cleanupSubscription?: boolean;
  negativeAckRedeliveryDelayMs?: number;
  configs?: Record<string, unknown>;
}

export type ComponentConfig = FunctionConfig | SourceConfig | SinkConfig;

export interface ExceptionInformation {
  exceptionString?: string;
  timestampMs?: number;
}

/**
 * One instance's status: FunctionInstanceStatusData, SourceInstanceStatusData or
 * SinkInstanceStatusData (their counters differ by kind, the rest is shared).
 */
export interface ComponentInstanceStatusData {
  running?: boolean;
  error?: string;
  numRestarts?: number;
  numSystemExceptions?: number;
  latestSystemExceptions?: ExceptionInformation[];
  workerId?: string;
  // function
  numReceived?: number;
  numSuccessfullyProcessed?: number;
  numUserExceptions?: number;
  latestUserExceptions?: ExceptionInformation[];
  averageLatency?: number;
  lastInvocationTime?: number;
  // source
  numReceivedFromSource?: number;
  numSourceExceptions?: number;
  latestSourceExceptions?: ExceptionInformation[];
  numWritten?: number;
  // sink
  numReadFromPulsar?: number;
  numSinkExceptions?: number;
  latestSinkExceptions?: ExceptionInformation[];
  numWrittenToSink?: number;
  lastReceivedTime?: number;
}

export interface ComponentStatus {
  numInstances?: number;
  numRunning?: number;
  instances?: { instanceId?: number; status?: ComponentInstanceStatusData }[];
}

/**
 * FunctionInstanceStatsDataBaseImpl. `avgProcessLatency` is null until an instance has handled a
 * message (a Double left unset; Pulsar 4.0.7 answers it so although the OpenAPI says number).
 */
export interface FunctionStatsData {
  receivedTotal?: number;
  processedSuccessfullyTotal?: number;
  systemExceptionsTotal?: number;
  userExceptionsTotal?: number;
  avgProcessLatency?: number | null;
}

export interface FunctionInstanceStatsData extends FunctionStatsData {
  '1min'?: FunctionStatsData;
  /** Null until the instance has handled a message, as `avgProcessLatency`. */
  lastInvocation?: number | null;
  userMetrics?: Record<string, number>;
}

/** FunctionStatsImpl. */
export interface FunctionStats extends FunctionInstanceStatsData {
  instances?: { instanceId?: number; metrics?: FunctionInstanceStatsData }[];
}

/** ConnectorDefinition: a builtin connector the worker offers. */
export interface ConnectorDefinition {
  name?: string;
  description?: string;
  sourceClass?: string;
  sourceConfigClass?: string;
  sinkClass?: string;
  sinkConfigClass?: string;
}

/** ConfigFieldDefinition: one field of a builtin connector's config class. */
export interface ConfigFieldDefinition {
  fieldName?: string;
  typeName?: string;
  attributes?: Record<string, string>;
}

/** The per-kind path pieces, as the OpenAPI spells them. */
const COLLECTIONS = {
  function: { base: '/admin/v3/functions/{tenant}/{namespace}', item: '{functionName}' },
  source: { base: '/admin/v3/sources/{tenant}/{namespace}', item: '{sourceName}' },
  sink: { base: '/admin/v3/sinks/{tenant}/{namespace}', item: '{sinkName}' },
} as const;

/**
 * The OpenAPI declares the list as one `string`; FunctionsApiV3Resource#listFunctions (and the
 * sources' and sinks') return `List<String>`, which the worker writes as a JSON array of names.
 */
const NAME_LIST_SCHEMA = { type: 'array', items: { type: 'string' } };
/**
 * The OpenAPI declares `configs` and `userConfig` as maps of objects (Map<String, Object>); the
 * worker writes the values as they were given (strings, numbers, lists), so only the names are held.
 */
const CONFIG_SCHEMA = {
  type: 'object',
  properties: { tenant: { type: 'string' }, namespace: { type: 'string' }, name: { type: 'string' } },
};

type Collection<Kind extends ComponentKind> = (typeof COLLECTIONS)[Kind];
type Item<Kind extends ComponentKind> = `${Collection<Kind>['base']}/${Collection<Kind>['item']}`;

function componentOperations<Kind extends ComponentKind, Config extends ComponentConfig>(kind: Kind) {
  const { base, item: itemName } = COLLECTIONS[kind] as Collection<Kind>;
  const item = `${base}/${itemName}` as Item<Kind>;
  const instance = `${item}/{instanceId}` as const;
  return {
    list: operation<string[]>()('GET', base, { correctedAnswer: NAME_LIST_SCHEMA }),
    get: operation<Config>()('GET', item, { correctedAnswer: CONFIG_SCHEMA }),
    /** Multipart: `data` (the package) or `url`, and the kind's config part. */
    create: operation<void>()('POST', item),
    /** Multipart, as create; the worker merges the config sent into the one it holds. */
    update: operation<void>()('PUT', item),
    delete: operation<void>()('DELETE', item),
    status: operation<ComponentStatus>()('GET', `${item}/status`),
    instanceStatus: operation<ComponentInstanceStatusData>()('GET', `${instance}/status`),
    start: operation<void>()('POST', `${item}/start`),
    stop: operation<void>()('POST', `${item}/stop`),
    restart: operation<void>()('POST', `${item}/restart`),
    startInstance: operation<void>()('POST', `${instance}/start`),
    stopInstance: operation<void>()('POST', `${instance}/stop`),
    restartInstance: operation<void>()('POST', `${instance}/restart`),
  };
}

export const functions = {
  ...componentOperations<'function', FunctionConfig>('function'),
  stats: operation<FunctionStats>()('GET', `${COLLECTIONS.function.base}/{functionName}/stats`),
  instanceStats: operation<FunctionInstanceStatsData & { instanceId?: number }>()(
    'GET',
    `${COLLECTIONS.function.base}/{functionName}/{instanceId}/stats`,
  ),
  /** Multipart: `data` (the value), `topic`; answers the function's output as text. */
  trigger: operation<string>()('POST', `${COLLECTIONS.function.base}/{functionName}/trigger`, {
    answerFormat: 'text',
  }),
};

export const sources = {
  ...componentOperations<'source', SourceConfig>('source'),
  builtins: operation<ConnectorDefinition[]>()('GET', '/admin/v3/sources/builtinsources'),
  configDefinition: operation<ConfigFieldDefinition[]>()(
    'GET',
    '/admin/v3/sources/builtinsources/{name}/configdefinition',
  ),
};

export const sinks = {
  ...componentOperations<'sink', SinkConfig>('sink'),
  builtins: operation<ConnectorDefinition[]>()('GET', '/admin/v3/sinks/builtinsinks'),
  configDefinition: operation<ConfigFieldDefinition[]>()(
    'GET',
    '/admin/v3/sinks/builtinsinks/{name}/configdefinition',
  ),
};

/** The three sets by kind, for code that is written once for all of them. */
export const componentCatalogue = { function: functions, source: sources, sink: sinks } as const;
