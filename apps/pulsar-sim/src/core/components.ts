import { LABEL, namesBuiltinCode, registeredConfig, updatedConfig } from './component-configs.ts';
import { PulsarRestError, badRequest, conflict, notFound } from './errors.ts';
import { isRecord } from './json.ts';
import { publish } from './traffic.ts';
import type { ComponentInstanceState, ComponentKind, ComponentState, SimulatorState } from './state.ts';

// Functions, sources and sinks as the functions worker keeps them (ComponentImpl.java, FunctionsImpl,
// SourcesImpl, SinksImpl in pulsar-functions/worker/.../rest/api; FunctionMetaDataManager for the
// instance states). Messages are the worker's own.

export { builtinConnectors, connectorConfigDefinition } from './builtin-connectors.ts';

/** PulsarService.getWorkerService, through PulsarWebResource.validateAndGetWorkerService: 409. */
export const WORKER_DISABLED_REASON =
  'Pulsar Function Worker is not enabled, probably functionsWorkerEnabled is set to false';

export function requireWorker(state: SimulatorState): void {
  if (!state.limits.functionsWorkerEnabled) throw conflict(WORKER_DISABLED_REASON);
}

const key = (kind: ComponentKind, tenant: string, namespace: string, name: string): string =>
  `${kind}:${tenant}/${namespace}/${name}`;

/** ComponentImpl.listFunctions: the names in the namespace, none for an unknown one. */
export function listComponents(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
): string[] {
  return [...state.components.values()]
    .filter(
      (component) =>
        component.kind === kind && component.tenant === tenant && component.namespace === namespace,
    )
    .map((component) => component.name)
    .sort();
}

export function requireComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
): ComponentState {
  const found = state.components.get(key(kind, tenant, namespace, name));
  if (!found) throw notFound(`${LABEL[kind]} ${name} doesn't exist`);
  return found;
}

/** The package a register or update names: a `url` form field, or an uploaded `data` file. */
export interface PackageSource {
  url?: string | undefined;
  /** The `data` part's file name, when a package was uploaded. */
  uploadedFile?: string | undefined;
}

const PACKAGE_URL = /^(function|source|sink):\/\/[^/@]+\/[^/@]+\/[^/@]+(@[^/@]+)?$/;

/**
 * Where the worker will keep the code, or its 400. Package-management URLs (function://, source://,
 * sink://; Utils.hasPackageTypePrefix) are fetched from the package store, which the simulator does
 * not hold: any well-formed one is taken as present. http(s) and file: URLs are refused as a 4.0
 * worker with its default configuration refuses them (no additionalEnabledFunctionsUrlPatterns, no
 * functionsDirectory file), with Utils.isFunctionPackageUrlSupported's message.
 */
function packageLocation(
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: Record<string, unknown>,
  source: PackageSource,
): string | undefined {
  const url = source.url?.trim();
  if (url) {
    if (/^(function|source|sink):\/\//.test(url)) {
      if (!PACKAGE_URL.test(url))
        throw badRequest(
          `Encountered error "Invalid package name '${url}'" when getting ${LABEL[kind]} package from ${url}`,
        );
      return url;
    }
    throw badRequest('Function Package url is not valid. supported url (http/https/file)');
  }
  if (source.uploadedFile !== undefined) return `${tenant}/${namespace}/${name}/${source.uploadedFile}`;
  const builtin = ['jar', 'py', 'go', 'archive']
    .map((field) => config[field])
    .find((value): value is string => typeof value === 'string' && value.startsWith('builtin://'));
  return builtin;
}

const newInstance = (instanceId: number): ComponentInstanceState => ({
  instanceId,
  running: true,
  numRestarts: 0,
  processed: 0,
  received: 0,
  lastInvocationTime: 0,
  numUserExceptions: 0,
  latestUserExceptions: [],
});

function resize(component: ComponentState, parallelism: number): void {
  while (component.instances.length < parallelism)
    component.instances.push(newInstance(component.instances.length));
  component.instances.length = parallelism;
}

const parallelismOf = (config: Record<string, unknown>): number =>
  typeof config.parallelism === 'number' ? config.parallelism : 1;

/**
 * ComponentImpl.registerFunction: 400s for a missing config, an unknown tenant or namespace, a name
 * taken, a missing package, an invalid config. The scenario seeds pass `packageAt` instead of a
 * package source: the place their code already is.
 */
export function registerComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
  workerId: string,
  source: PackageSource | { packageAt: string } = { url: undefined },
): ComponentState {
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  if (!state.tenants.has(tenant)) throw badRequest('Tenant does not exist');
  if (!state.namespaces.has(`${tenant}/${namespace}`)) throw badRequest('Namespace does not exist');
  // One FunctionMetaDataManager holds all three kinds: a sink cannot take a function's name.
  const kinds: ComponentKind[] = ['function', 'source', 'sink'];
  if (kinds.some((other) => state.components.has(key(other, tenant, namespace, name))))
    throw badRequest(`${LABEL[kind]} ${name} already exists`);
  const location =
    'packageAt' in source ? source.packageAt : packageLocation(kind, tenant, namespace, name, config, source);
  const stored = registeredConfig(kind, { tenant, namespace, name }, config);
  if (location === undefined && !namesBuiltinCode(config))
    throw badRequest(`${LABEL[kind]} Package is not provided`);
  const component: ComponentState = {
    kind,
    tenant,
    namespace,
    name,
    config: stored,
    instances: [],
    workerId,
    state: new Map(),
    packageLocation: location ?? '',
  };
  resize(component, parallelismOf(stored));
  state.components.set(key(kind, tenant, namespace, name), component);
  return component;
}

/** ComponentImpl.updateFunction: unchanged fields are kept; "Update contains no change" otherwise. */
export function updateComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
  source: PackageSource = {},
): void {
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  const component = state.components.get(key(kind, tenant, namespace, name));
  if (!component) throw badRequest(`${LABEL[kind]} ${name} doesn't exist`);
  const merged = updatedConfig(kind, component.config, config);
  const newPackage = Boolean(source.url?.trim()) || source.uploadedFile !== undefined;
  if (!newPackage && JSON.stringify(merged) === JSON.stringify(component.config))
    throw badRequest('Update contains no change');
  if (newPackage)
    component.packageLocation =
      packageLocation(kind, tenant, namespace, name, merged, source) ?? component.packageLocation;
  component.config = merged;
  resize(component, parallelismOf(merged));
}

export function deregisterComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
): void {
  requireComponent(state, kind, tenant, namespace, name);
  state.components.delete(key(kind, tenant, namespace, name));
}

/**
 * Start and stop go through FunctionMetaDataManager.canChangeState: refused ("Operation not
 * permitted", 400) for an instance id beyond the parallelism, or when no targeted instance would
 * change. Restart (FunctionRuntimeManager.restartFunctionInstance) refuses an unknown instance with
 * "<tenant>/<namespace>/<name>/<id> doesn't exist" and restarts what runs: a stopped instance stays
 * stopped.
 */
export function setRunning(
  component: ComponentState,
  action: 'start' | 'stop' | 'restart',
  instanceId: number | undefined,
): void {
  const targets =
    instanceId === undefined
      ? component.instances
      : component.instances.filter((instance) => instance.instanceId === instanceId);
  if (action === 'restart') {
    if (targets.length === 0)
      throw badRequest(
        `${component.tenant}/${component.namespace}/${component.name}/${String(instanceId)} doesn't exist`,
      );
    for (const instance of targets) if (instance.running) instance.numRestarts += 1;
    return;
  }
  const running = action === 'start';
  if (!targets.some((instance) => instance.running !== running)) throw badRequest('Operation not permitted');
  for (const instance of targets) instance.running = running;
}

function instanceStatus(
  component: ComponentState,
  instance: ComponentInstanceState,
): Record<string, unknown> {
  const common = {
    running: instance.running,
    error: '',
    numRestarts: instance.numRestarts,
    numSystemExceptions: 0,
    latestSystemExceptions: [],
    lastReceivedTime: instance.lastInvocationTime,
    workerId: component.workerId,
  };
  if (component.kind === 'source') {
    return {
      ...common,
      numReceivedFromSource: instance.received,
      numSourceExceptions: instance.numUserExceptions,
      latestSourceExceptions: instance.latestUserExceptions,
      numWritten: instance.processed,
    };
  }
  if (component.kind === 'sink') {
    return {
      ...common,
      numReadFromPulsar: instance.received,
      numSinkExceptions: instance.numUserExceptions,
      latestSinkExceptions: instance.latestUserExceptions,
      numWrittenToSink: instance.processed,
    };
  }
  const { lastReceivedTime: _unused, ...functionCommon } = common;
  return {
    ...functionCommon,
    numReceived: instance.received,
    numSuccessfullyProcessed: instance.processed,
    numUserExceptions: instance.numUserExceptions,
    latestUserExceptions: instance.latestUserExceptions,
    averageLatency: instance.processed > 0 ? 0.8385 : 0,
    lastInvocationTime: instance.lastInvocationTime,
  };
}

/** ComponentImpl's instance bounds check for status and stats. */
function findInstance(component: ComponentState, instanceId: number): ComponentInstanceState {
  const instance = component.instances.find((candidate) => candidate.instanceId === instanceId);
  if (!instance)
    throw badRequest(
      `${LABEL[component.kind]} ${component.name} doesn't have instance with id ${String(instanceId)}`,
    );
  return instance;
}

export function componentStatus(component: ComponentState): Record<string, unknown> {
  return {
    numInstances: component.instances.length,
    numRunning: component.instances.filter((instance) => instance.running).length,
    instances: component.instances.map((instance) => ({
      instanceId: instance.instanceId,
      status: instanceStatus(component, instance),
    })),
  };
}

export const componentInstanceStatus = (
  component: ComponentState,
  instanceId: number,
): Record<string, unknown> => instanceStatus(component, findInstance(component, instanceId));

function metricsOf(instance: ComponentInstanceState): Record<string, unknown> {
  const latency = instance.processed > 0 ? 0.8385 : 0;
  return {
    receivedTotal: instance.received,
    processedSuccessfullyTotal: instance.processed,
    systemExceptionsTotal: 0,
    userExceptionsTotal: instance.numUserExceptions,
    avgProcessLatency: latency,
    '1min': {
      receivedTotal: instance.received,
      processedSuccessfullyTotal: instance.processed,
      systemExceptionsTotal: 0,
      userExceptionsTotal: instance.numUserExceptions,
      avgProcessLatency: latency,
    },
    lastInvocation: instance.lastInvocationTime,
    userMetrics: {},
  };
}

export function functionStats(component: ComponentState): Record<string, unknown> {
  const sum = (pick: (instance: ComponentInstanceState) => number) =>
    component.instances.reduce((total, instance) => total + pick(instance), 0);
  const received = sum((instance) => instance.received);
  const processed = sum((instance) => instance.processed);
  const userExceptions = sum((instance) => instance.numUserExceptions);
  const latency = processed > 0 ? 0.8385 : 0;
  return {
    receivedTotal: received,
    processedSuccessfullyTotal: processed,
    systemExceptionsTotal: 0,
    userExceptionsTotal: userExceptions,
    avgProcessLatency: latency,
    '1min': {
      receivedTotal: received,
      processedSuccessfullyTotal: processed,
      systemExceptionsTotal: 0,
      userExceptionsTotal: userExceptions,
      avgProcessLatency: latency,
    },
    lastInvocation: Math.max(0, ...component.instances.map((instance) => instance.lastInvocationTime)),
    instances: component.instances.map((instance) => ({
      instanceId: instance.instanceId,
      metrics: metricsOf(instance),
    })),
  };
}

export const functionInstanceStats = (
  component: ComponentState,
  instanceId: number,
): Record<string, unknown> => ({
  instanceId,
  ...metricsOf(findInstance(component, instanceId)),
});

/**
 * A message through one instance, as the simulated function code handles it: the value with "!"
 * appended (Pulsar's ExclamationFunction), or, for a value starting with "fail", a user exception
 * and no output. Counts as received and processed (or failed) on the first running instance.
 */
export function invoke(
  state: SimulatorState,
  component: ComponentState,
  value: string,
): { output: string } | { exception: string } | undefined {
  const instance = component.instances.find((candidate) => candidate.running);
  if (!instance) return undefined;
  const now = state.clock.now();
  instance.received += 1;
  instance.lastInvocationTime = now;
  if (value.startsWith('fail')) {
    const className =
      typeof component.config.className === 'string' ? component.config.className : 'Function';
    const exceptionString = `java.lang.IllegalArgumentException: cannot process "${value}"\n\tat ${className}.process(Function.java:42)\n\tat org.apache.pulsar.functions.instance.JavaInstance.handleMessage(JavaInstance.java:114)`;
    instance.numUserExceptions += 1;
    instance.latestUserExceptions = [
      ...instance.latestUserExceptions,
      { exceptionString, timestampMs: now },
    ].slice(-10);
    return { exception: exceptionString };
  }
  instance.processed += 1;
  return { output: `${value}!` };
}

/**
 * FunctionsImpl.triggerFunction: writes `value` to the input topic (the only one, or `topic`, which
 * must be one of the inputs) and answers what the function writes to its output topic. Without an
 * output topic there is no answer (204); without an answer in time, 408 "Request Timed Out".
 */
export function triggerFunction(
  state: SimulatorState,
  component: ComponentState,
  value: string,
  topic: string | undefined,
): string | undefined {
  const inputs = Object.keys(isRecord(component.config.inputSpecs) ? component.config.inputSpecs : {});
  let inputTopic = topic;
  if (inputTopic === undefined) {
    if (inputs.length !== 1) throw badRequest('Function in trigger function has more than 1 input topics');
    inputTopic = inputs[0];
  }
  if (inputTopic === undefined || !inputs.includes(inputTopic))
    throw badRequest('Function in trigger function has unidentified topic');
  const running = component.instances.some((instance) => instance.running);
  if (running) writeTo(state, inputTopic, value);
  const result = invoke(state, component, value);
  if (result === undefined || 'exception' in result) throw new PulsarRestError(408, 'Request Timed Out');
  const output = component.config.output;
  if (typeof output !== 'string' || output === '') return undefined;
  writeTo(state, output, result.output);
  return result.output;
}

/** The trigger's message on a topic the simulator holds (a bare name is public/default's). */
function writeTo(state: SimulatorState, topic: string, value: string): void {
  const fullName = topic.includes('://')
    ? topic
    : `persistent://${topic.includes('/') ? topic : `public/default/${topic}`}`;
  const held = state.topics.get(fullName);
  if (!held || held.terminated) return;
  publish(state, held, { payload: Buffer.from(value), producerName: 'trigger', sequenceId: 0 });
}

export function getFunctionState(component: ComponentState, stateKey: string): Record<string, unknown> {
  const value = component.state.get(stateKey);
  if (!value) throw notFound(`key '${stateKey}' doesn't exist`);
  return { key: stateKey, stringValue: value.value, version: value.version };
}

export function putFunctionState(component: ComponentState, stateKey: string, body: unknown): void {
  const value = isRecord(body) && typeof body.stringValue === 'string' ? body.stringValue : undefined;
  if (value === undefined) throw new PulsarRestError(400, 'State value should be a string');
  const previous = component.state.get(stateKey);
  component.state.set(stateKey, { value, version: (previous?.version ?? -1) + 1 });
}
