import { builtinConnector } from './builtin-connectors.ts';
import { badRequest } from './errors.ts';
import { isInteger, isRecord } from './json.ts';
import type { ComponentKind } from './state.ts';

// A function, source or sink config as the worker keeps it and answers GET with: the register body
// checked (FunctionsImpl / SinksImpl / SourcesImpl.validateUpdateRequestParams, then
// FunctionConfigUtils / SinkConfigUtils / SourceConfigUtils.validateAndExtractDetails), and read back
// from the FunctionDetails (convertFromDetails). Read back, a function's and a sink's input topics
// are one `inputSpecs` map whatever form they were given in (`inputs`, `topicsPattern`,
// `customSerdeInputs`, `topicToSerdeClassName`, …), a sink's also as `inputs`, and the package
// (`jar`, `py`, `go`, `archive`) is not part of the config unless it is a builtin. Line numbers are
// Pulsar 4.0.7's (pulsar-functions/worker/.../rest/api, pulsar-functions/utils).

export const LABEL: Record<ComponentKind, string> = { function: 'Function', source: 'Source', sink: 'Sink' };

/** The simulator's own cap on instances (Pulsar's process runtime has none; memory here is finite). */
export const MAX_PARALLELISM = 1000;

const RESOURCES = { cpu: 1.0, ram: 1073741824, disk: 10737418240 };
/** ProducerConfig as convertFromDetails fills it for a function and a source. */
const PRODUCER_CONFIG = { useThreadLocalProducers: false, batchBuilder: '', compressionType: 'LZ4' };

const DEFAULTS: Record<ComponentKind, Record<string, unknown>> = {
  function: {
    producerConfig: PRODUCER_CONFIG,
    processingGuarantees: 'ATLEAST_ONCE',
    retainOrdering: false,
    retainKeyOrdering: false,
    forwardSourceMessageProperty: true,
    userConfig: {},
    autoAck: true,
    parallelism: 1,
    cleanupSubscription: true,
    subscriptionPosition: 'Latest',
  },
  // A source without a topic reads back `topicName: ""` (SourceConfigUtils.convertFromDetails).
  source: {
    topicName: '',
    producerConfig: PRODUCER_CONFIG,
    configs: {},
    parallelism: 1,
    processingGuarantees: 'ATLEAST_ONCE',
  },
  // A sink's `configs` only when some were sent (SinkConfigUtils.convertFromDetails skips empty ones).
  sink: {
    sourceSubscriptionPosition: 'Latest',
    parallelism: 1,
    processingGuarantees: 'ATLEAST_ONCE',
    retainOrdering: false,
    retainKeyOrdering: false,
    autoAck: true,
    cleanupSubscription: true,
  },
};

/** Fields folded into `inputSpecs`, and the package fields, which GET does not return. */
const INPUT_FORMS = [
  'inputs',
  'topicsPattern',
  'customSerdeInputs',
  'customSchemaInputs',
  'topicToSerdeClassName',
  'topicToSchemaType',
];
const PACKAGE_FIELDS = ['jar', 'py', 'go', 'archive'];

const isBuiltin = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('builtin://');

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The `inputSpecs` map the input forms of a config add up to (FunctionConfigUtils.convert), each
 * spec a ConsumerConfig as Jackson writes it: Lombok's `isRegexPattern` field is the JSON property
 * `regexPattern`, both ways (a sent `isRegexPattern` is an unknown property, ignored).
 */
export function inputSpecsOf(config: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const specs: Record<string, Record<string, unknown>> = {};
  const spec = (extra: Record<string, unknown>, regexPattern = false) => ({
    schemaProperties: {},
    consumerProperties: {},
    poolMessages: false,
    ...extra,
    regexPattern,
  });
  if (Array.isArray(config.inputs)) {
    for (const topic of config.inputs) if (typeof topic === 'string') specs[topic] = spec({});
  }
  if (typeof config.topicsPattern === 'string' && config.topicsPattern !== '')
    specs[config.topicsPattern] = spec({}, true);
  const byTopic = (field: string, key: string) => {
    const map = config[field];
    if (!isRecord(map)) return;
    for (const [topic, value] of Object.entries(map)) specs[topic] = spec({ [key]: value });
  };
  byTopic('customSerdeInputs', 'serdeClassName');
  byTopic('topicToSerdeClassName', 'serdeClassName');
  byTopic('customSchemaInputs', 'schemaType');
  byTopic('topicToSchemaType', 'schemaType');
  if (isRecord(config.inputSpecs)) {
    for (const [topic, value] of Object.entries(config.inputSpecs)) {
      const { regexPattern, isRegexPattern: _ignored, ...given } = isRecord(value) ? value : {};
      specs[topic] = spec(given, regexPattern === true);
    }
  }
  return specs;
}

function checkParallelism(kind: ComponentKind, name: string, parallelism: unknown): void {
  if (parallelism === undefined || parallelism === null) return;
  if (!isInteger(parallelism) || parallelism <= 0)
    throw badRequest(`${LABEL[kind]} parallelism must be a positive number`);
  if (parallelism > MAX_PARALLELISM)
    throw badRequest(
      `${LABEL[kind]} ${name} cannot be admitted:- parallelism ${String(parallelism)} is above the simulator's limit of ${String(MAX_PARALLELISM)}`,
    );
}

/**
 * validateAndExtractDetails' checks, in their order, with their messages: for a function
 * FunctionConfigUtils.doCommonChecks (FunctionConfigUtils.java:761), then doJavaChecks' class name
 * (:609) or, for no runtime at all, validateNonJavaFunction's refusal (:940); for a sink
 * SinkConfigUtils.java:415-443; for a source SourceConfigUtils.java:267-285, where a topic is
 * checked only when there is one.
 */
function check(kind: ComponentKind, name: string, config: Record<string, unknown>): void {
  const inputs = Object.keys(inputSpecsOf(config));
  if (kind === 'function') {
    if (config.runtime === 'PYTHON' && isBlank(config.className))
      throw badRequest('Function classname cannot be null');
    if (inputs.length === 0) throw badRequest('No input topic(s) specified for the function');
    checkParallelism(kind, name, config.parallelism);
    const output = config.output;
    if (typeof output === 'string' && inputs.includes(output))
      throw badRequest(
        `Output topic ${output} is also being used as an input topic (topics must be one or the other)`,
      );
    if (config.runtime === 'JAVA' && isBlank(config.className))
      throw badRequest('Function class name is not provided.');
    if (!['JAVA', 'PYTHON', 'GO'].includes(String(config.runtime)))
      throw badRequest('Function language runtime is either not set or cannot be determined');
    return;
  }
  if (kind === 'sink' && inputs.length === 0)
    throw badRequest(
      'Must specify at least one topic of input via topicToSerdeClassName, topicsPattern, topicToSchemaType or inputSpecs',
    );
  checkParallelism(kind, name, config.parallelism);
}

/**
 * The builtin connector a source or sink config names: "Built-in sink is not available" when the
 * worker has no such connector (SinksImpl.java:720, SourcesImpl's alike), or none at all.
 */
function builtinOf(
  kind: ComponentKind,
  config: Record<string, unknown>,
  connectors: boolean,
): Record<string, string> | undefined {
  if (kind === 'function' || !isBuiltin(config.archive)) return undefined;
  const connector = connectors
    ? builtinConnector(kind, config.archive.slice('builtin://'.length))
    : undefined;
  if (!connector) throw badRequest(`Built-in ${kind} is not available`);
  return connector;
}

/** Whether the config itself names its code (a builtin), so no uploaded package is needed. */
export const namesBuiltinCode = (config: Record<string, unknown>): boolean =>
  PACKAGE_FIELDS.some((field) => isBuiltin(config[field]));

export interface CodeAvailable {
  /** A package was uploaded or named by URL (or, for a seed, is already in place). */
  hasPackage: boolean;
  /** The worker's connectors directory holds the builtin connectors (SimulatorLimits.builtinConnectors). */
  connectors: boolean;
}

/**
 * validateUpdateRequestParams' order before the config checks: a builtin function or connector must
 * exist, and a Java function, a source or a sink needs its package first ("Function package is not
 * provided", FunctionsImpl.java:771; "Sink package is not provided", SinksImpl.java:742; "Source
 * package is not provided", SourcesImpl.java:697). A Python or Go function is checked first and
 * refused for a missing package after (FunctionsImpl.java:156).
 */
function checkCode(kind: ComponentKind, config: Record<string, unknown>, code: CodeAvailable): void {
  if (kind === 'function') {
    if (isBuiltin(config.jar)) throw badRequest(`No Function ${config.jar.slice('builtin://'.length)} found`);
    if (config.runtime === 'JAVA' && !code.hasPackage) throw badRequest('Function package is not provided');
    return;
  }
  const builtin = builtinOf(kind, config, code.connectors);
  if (!builtin && !code.hasPackage) throw badRequest(`${LABEL[kind]} package is not provided`);
}

/** The stored config of a newly registered component; throws the worker's 400 when it is invalid. */
export function registeredConfig(
  kind: ComponentKind,
  path: { tenant: string; namespace: string; name: string },
  given: Record<string, unknown>,
  code: CodeAvailable,
): Record<string, unknown> {
  checkCode(kind, given, code);
  const connector = kind === 'function' ? undefined : builtinOf(kind, given, true);
  const className = given.className ?? (kind === 'source' ? connector?.sourceClass : connector?.sinkClass);
  const config = { ...given, ...(className === undefined ? {} : { className }) };
  check(kind, path.name, config);
  if (kind === 'function' && !code.hasPackage && !namesBuiltinCode(config))
    throw badRequest('Function Package is not provided');
  return readBack(kind, { ...DEFAULTS[kind], resources: { ...RESOURCES }, ...config, ...path });
}

/** convertFromDetails: inputs as one `inputSpecs` map (and a sink's `inputs`), a package only when builtin. */
function readBack(kind: ComponentKind, config: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(config)) {
    if (value === null || value === undefined) continue;
    if (INPUT_FORMS.includes(field) || field === 'inputSpecs') continue;
    if (PACKAGE_FIELDS.includes(field) && !isBuiltin(value)) continue;
    stored[field] = value;
  }
  if (kind !== 'source') stored.inputSpecs = inputSpecsOf(config);
  if (kind === 'sink') stored.inputs = Object.keys(stored.inputSpecs as Record<string, unknown>);
  return stored;
}

const differs = (given: unknown, existing: unknown) =>
  given !== undefined && given !== null && given !== '' && JSON.stringify(given) !== JSON.stringify(existing);

/**
 * The config after an update (FunctionConfigUtils / SinkConfigUtils / SourceConfigUtils.validateUpdate):
 * what the update leaves out is kept, a map sent (`userConfig`, `configs`) replaces the one held, and
 * what may not change is refused with the worker's message. A source may move to another topic in
 * 4.0 (SourceConfigUtils.java:395). The merged config is checked by `checkUpdated`, after the
 * worker's "Update contains no change".
 */
export function updatedConfig(
  kind: ComponentKind,
  existing: Record<string, unknown>,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...existing };
  if (kind !== 'source') {
    const existingSpecs = isRecord(existing.inputSpecs) ? existing.inputSpecs : {};
    const mergedSpecs: Record<string, unknown> = { ...existingSpecs };
    for (const [topic, spec] of Object.entries(inputSpecsOf(given))) {
      const before = existingSpecs[topic];
      if (!isRecord(before)) throw badRequest('Input Topics cannot be altered');
      if (before.regexPattern !== spec.regexPattern)
        throw badRequest(`isRegexPattern for input topic ${topic} cannot be altered`);
      mergedSpecs[topic] = spec;
    }
    merged.inputSpecs = mergedSpecs;
    if (kind === 'sink') merged.inputs = Object.keys(mergedSpecs);
  }
  const fixed: [string, string][] = [
    ['processingGuarantees', 'Processing Guarantees cannot be altered'],
    ['retainOrdering', 'Retain Ordering cannot be altered'],
    ['retainKeyOrdering', 'Retain Key Ordering cannot be altered'],
    ['autoAck', 'AutoAck cannot be altered'],
  ];
  if (kind === 'function') {
    fixed.push(['runtime', 'Runtime cannot be altered'], ['outputSerdeClassName', 'Output Serde mismatch']);
    fixed.push(
      ['outputSchemaType', 'Output Schema mismatch'],
      ['subName', 'Subscription Name cannot be altered'],
    );
  }
  if (kind === 'sink') fixed.push(['sourceSubscriptionName', 'Subscription Name cannot be altered']);
  for (const [field, message] of fixed) {
    if (differs(given[field], existing[field])) throw badRequest(message);
  }
  for (const [field, value] of Object.entries(given)) {
    if (value === null || value === undefined || value === '') continue;
    if (INPUT_FORMS.includes(field) || field === 'inputSpecs') continue;
    if (['tenant', 'namespace', 'name'].includes(field)) continue;
    if (PACKAGE_FIELDS.includes(field) && !isBuiltin(value)) continue;
    if (field === 'resources' && isRecord(value) && isRecord(existing.resources)) {
      merged.resources = { ...existing.resources, ...value };
      continue;
    }
    merged[field] = value;
  }
  return merged;
}

/** The merged config of an update, checked as a register's is (validateUpdateRequestParams). */
export function checkUpdated(
  kind: ComponentKind,
  merged: Record<string, unknown>,
  connectors: boolean,
): void {
  builtinOf(kind, merged, connectors);
  check(kind, String(merged.name), merged);
}
