import { builtinConnector } from './builtin-connectors.ts';
import { badRequest } from './errors.ts';
import { isInteger, isRecord } from './json.ts';
import type { ComponentKind } from './state.ts';

// A function, source or sink config as the worker keeps it and answers GET with: the register body
// checked (FunctionConfigUtils / SourceConfigUtils / SinkConfigUtils.validateAndExtractDetails), its
// missing fields inferred (inferMissingArguments) and read back from the FunctionDetails
// (convertFromDetails). Read back, the input topics are one `inputSpecs` map whatever form they were
// given in (`inputs`, `topicsPattern`, `customSerdeInputs`, `topicToSerdeClassName`, …), and the
// package (`jar`, `py`, `go`, `archive`) is not part of the config unless it is a builtin.

export const LABEL: Record<ComponentKind, string> = { function: 'Function', source: 'Source', sink: 'Sink' };

/** The simulator's own cap on instances (Pulsar's process runtime has none; memory here is finite). */
export const MAX_PARALLELISM = 1000;

const RESOURCES = { cpu: 1.0, ram: 1073741824, disk: 10737418240 };

const DEFAULTS: Record<ComponentKind, Record<string, unknown>> = {
  function: {
    runtime: 'JAVA',
    autoAck: true,
    processingGuarantees: 'ATLEAST_ONCE',
    retainOrdering: false,
    retainKeyOrdering: false,
    forwardSourceMessageProperty: true,
    cleanupSubscription: true,
    subscriptionPosition: 'Latest',
    userConfig: {},
    parallelism: 1,
  },
  source: { processingGuarantees: 'ATLEAST_ONCE', configs: {}, parallelism: 1 },
  sink: {
    processingGuarantees: 'ATLEAST_ONCE',
    retainOrdering: false,
    retainKeyOrdering: false,
    autoAck: true,
    cleanupSubscription: true,
    configs: {},
    parallelism: 1,
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

/** The `inputSpecs` map the input forms of a config add up to (FunctionConfigUtils.convert). */
export function inputSpecsOf(config: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const specs: Record<string, Record<string, unknown>> = {};
  const spec = (extra: Record<string, unknown>, regex = false) => ({
    isRegexPattern: regex,
    schemaProperties: {},
    consumerProperties: {},
    poolMessages: false,
    ...extra,
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
      const given = isRecord(value) ? value : {};
      specs[topic] = spec(given, given.regexPattern === true || given.isRegexPattern === true);
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

/** validateAndExtractDetails' checks, in its order, with its messages. */
function check(kind: ComponentKind, name: string, config: Record<string, unknown>): void {
  const inputs = Object.keys(inputSpecsOf(config));
  if (kind === 'function') {
    if (inputs.length === 0) throw badRequest('No input topic(s) specified for the function');
    const output = config.output;
    if (typeof output === 'string' && inputs.includes(output))
      throw badRequest(
        `Output topic ${output} is also being used as an input topic (topics must be one or the other)`,
      );
    if (config.runtime === 'JAVA' && (typeof config.className !== 'string' || config.className === ''))
      throw badRequest('Function classname cannot be null');
  }
  if (kind === 'sink' && inputs.length === 0)
    throw badRequest(
      'Must specify at least one topic of input via topicToSerdeClassName, topicsPattern, topicToSchemaType or inputSpecs',
    );
  if (kind === 'source' && (typeof config.topicName !== 'string' || config.topicName === ''))
    throw badRequest('Topic name cannot be null');
  checkParallelism(kind, name, config.parallelism);
}

/** The runtime a function's package field implies when none is set (py → PYTHON, go → GO). */
function runtimeOf(config: Record<string, unknown>): string {
  if (typeof config.runtime === 'string') return config.runtime;
  if (typeof config.py === 'string') return 'PYTHON';
  if (typeof config.go === 'string') return 'GO';
  return 'JAVA';
}

/** The builtin connector a source or sink config names, checked to exist. */
function builtinOf(kind: ComponentKind, config: Record<string, unknown>): Record<string, string> | undefined {
  if (kind === 'function' || !isBuiltin(config.archive)) return undefined;
  const connector = builtinConnector(kind, config.archive.slice('builtin://'.length));
  if (!connector) throw badRequest(`Built-in ${kind} is not available`);
  return connector;
}

/** Whether the config itself names its code (a builtin), so no uploaded package is needed. */
export const namesBuiltinCode = (config: Record<string, unknown>): boolean =>
  PACKAGE_FIELDS.some((field) => isBuiltin(config[field]));

/** The stored config of a newly registered component; throws the worker's 400 when it is invalid. */
export function registeredConfig(
  kind: ComponentKind,
  path: { tenant: string; namespace: string; name: string },
  given: Record<string, unknown>,
): Record<string, unknown> {
  const withRuntime = kind === 'function' ? { ...given, runtime: runtimeOf(given) } : given;
  const connector = builtinOf(kind, withRuntime);
  const className =
    withRuntime.className ?? (kind === 'source' ? connector?.sourceClass : connector?.sinkClass);
  const config = { ...withRuntime, ...(className === undefined ? {} : { className }) };
  check(kind, path.name, config);
  return readBack(kind, { ...DEFAULTS[kind], resources: { ...RESOURCES }, ...config, ...path });
}

/** convertFromDetails: inputs as one `inputSpecs` map, the package only when it is a builtin. */
function readBack(kind: ComponentKind, config: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(config)) {
    if (value === null || value === undefined) continue;
    if (INPUT_FORMS.includes(field) || field === 'inputSpecs') continue;
    if (PACKAGE_FIELDS.includes(field) && !isBuiltin(value)) continue;
    stored[field] = value;
  }
  if (kind !== 'source') stored.inputSpecs = inputSpecsOf(config);
  return stored;
}

const differs = (given: unknown, existing: unknown) =>
  given !== undefined && given !== null && given !== '' && JSON.stringify(given) !== JSON.stringify(existing);

/**
 * The config after an update (FunctionConfigUtils / SinkConfigUtils / SourceConfigUtils.validateUpdate):
 * what the update leaves out is kept; what may not change is refused with the worker's message.
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
      if (before.isRegexPattern !== spec.isRegexPattern)
        throw badRequest(`isRegexPattern for input topic ${topic} cannot be altered`);
      mergedSpecs[topic] = spec;
    }
    merged.inputSpecs = mergedSpecs;
  }
  const fixed: [string, string][] = [
    ['processingGuarantees', 'Processing Guarantees cannot be altered'],
    ['retainOrdering', 'Retain Ordering cannot be altered'],
    ['retainKeyOrdering', 'Retain Key Ordering cannot be altered'],
    ['autoAck', 'AutoAck cannot be altered'],
    ['subName', 'Subscription Name cannot be altered'],
  ];
  if (kind === 'function') {
    fixed.push(['runtime', 'Runtime cannot be altered'], ['outputSerdeClassName', 'Output Serde mismatch']);
    fixed.push(['outputSchemaType', 'Output Schema mismatch']);
  }
  if (kind === 'source') fixed.push(['topicName', 'Destination topics differ']);
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
  builtinOf(kind, merged);
  checkParallelism(kind, String(existing.name), merged.parallelism);
  return merged;
}
