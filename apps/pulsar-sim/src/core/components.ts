import { LABEL, checkUpdated, registeredConfig, updatedConfig } from './component-configs.ts';
import { PulsarRestError, badRequest, conflict, notFound } from './errors.ts';
import { isRecord } from './json.ts';
import {
  builtinConnectors as allBuiltinConnectors,
  connectorConfigDefinition,
} from './builtin-connectors.ts';
import { publish } from './traffic.ts';
import type { ComponentInstanceState, ComponentKind, ComponentState, SimulatorState } from './state.ts';

// Functions, sources and sinks as the functions worker keeps them (ComponentImpl.java, FunctionsImpl,
// SourcesImpl, SinksImpl in pulsar-functions/worker/.../rest/api; FunctionMetaDataManager for the
// instance states). Messages are the worker's own.

export { connectorConfigDefinition } from './builtin-connectors.ts';

/** The worker's builtin connectors: none unless its connectors directory holds them. */
export const builtinConnectors = (
  state: SimulatorState,
  kind: Parameters<typeof allBuiltinConnectors>[0],
): Record<string, string>[] => (state.limits.builtinConnectors ? allBuiltinConnectors(kind) : []);

/**
 * A builtin connector's config definition, 404 "builtin sink does not exist" for one the worker does
 * not have (SinksImpl.java:693, SourcesImpl.java:653). Pulsar 4.0.7 never gets there: a
 * NullPointerException in ConnectorsManager.java:84 gives Jetty's 500 page; known difference
 * 'builtin-connector-definition-of-none' (contract/known-differences.ts).
 */
export function builtinConfigDefinition(
  state: SimulatorState,
  kind: 'source' | 'sink',
  name: string,
): ReturnType<typeof connectorConfigDefinition> {
  if (!state.limits.builtinConnectors) throw notFound(`builtin ${kind} does not exist`);
  return connectorConfigDefinition(kind, name);
}

/** Pulsar's worker id for a broker's worker: c-<cluster>-fw-<advertised address>-<web service port>. */
export const workerIdOf = (cluster: string, brokerId: string): string =>
  `c-${cluster}-fw-${brokerId.replace(/:(\d+)$/, '-$1')}`;

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
 * functionsDirectory file), with Utils.isFunctionPackageUrlSupported's message (ComponentImpl.java:1781,
 * no space after the period).
 */
function packageLocation(
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  source: PackageSource,
): string | undefined {
  const url = source.url?.trim();
  if (url) {
    if (/^(function|source|sink):\/\//.test(url)) {
      // PackageName.get through a Guava cache (ComponentImpl.downloadPackageFile).
      if (!PACKAGE_URL.test(url))
        throw badRequest(
          `com.google.common.util.concurrent.UncheckedExecutionException: java.lang.IllegalArgumentException: Invalid package name '${url}'`,
        );
      return url;
    }
    throw badRequest('Function Package url is not valid.supported url (http/https/file)');
  }
  if (source.uploadedFile !== undefined) return `${tenant}/${namespace}/${name}/${source.uploadedFile}`;
  return undefined;
}

const builtinPackage = (config: Record<string, unknown>): string | undefined =>
  ['jar', 'py', 'go', 'archive']
    .map((field) => config[field])
    .find((value): value is string => typeof value === 'string' && value.startsWith('builtin://'));

/** A new instance's runtime: running, every counter at zero. */
const newInstance = (instanceId: number, workerId: string): ComponentInstanceState => ({
  instanceId,
  workerId,
  running: true,
  numRestarts: 0,
  processed: 0,
  received: 0,
  lastInvocationTime: 0,
  numUserExceptions: 0,
  latestUserExceptions: [],
});

/** A stopped, started or restarted instance is a new runtime: its counters start again from zero. */
function restartRuntime(instance: ComponentInstanceState, running: boolean): void {
  Object.assign(instance, newInstance(instance.instanceId, instance.workerId), { running });
}

/**
 * The worker the RoundRobinScheduler gives a new instance: the one with the fewest instances
 * assigned (RoundRobinScheduler.findNextWorker, 4.0.7 RoundRobinScheduler.java:64), the first in
 * membership order on a tie.
 */
function nextWorker(state: SimulatorState, workers: readonly string[], extra: Map<string, number>): string {
  const load = new Map(workers.map((worker) => [worker, extra.get(worker) ?? 0]));
  for (const component of state.components.values())
    for (const instance of component.instances)
      if (load.has(instance.workerId)) load.set(instance.workerId, (load.get(instance.workerId) ?? 0) + 1);
  let chosen = workers[0] ?? '';
  for (const worker of workers) if ((load.get(worker) ?? 0) < (load.get(chosen) ?? 0)) chosen = worker;
  return chosen;
}

/** Instances for the parallelism: new ones scheduled on the least loaded worker, the highest ids dropped. */
function resize(
  state: SimulatorState,
  component: ComponentState,
  parallelism: number,
  workers: readonly string[],
): void {
  const added = new Map<string, number>();
  while (component.instances.length < parallelism) {
    const worker = nextWorker(state, workers, added);
    added.set(worker, (added.get(worker) ?? 0) + 1);
    const instanceId = component.instances.length;
    // An instance the metadata says is stopped does not start (FunctionRuntimeManager.needsStart).
    const instance = newInstance(instanceId, worker);
    instance.running = (component.instanceStates.get(instanceId) ?? 'RUNNING') === 'RUNNING';
    component.instances.push(instance);
  }
  component.instances.length = parallelism;
}

const parallelismOf = (config: Record<string, unknown>): number =>
  typeof config.parallelism === 'number' ? config.parallelism : 1;

/**
 * ComponentImpl.registerFunction (FunctionsImpl.registerFunction for functions): 400s for a missing
 * config, an unknown tenant or namespace, a name taken, an unsupported package URL, then the code
 * and config checks (component-configs.ts). The scenario seeds pass `packageAt` instead of a package
 * source: the place their code already is. `workers` are the cluster's functions workers, in
 * membership order, over which the instances are scheduled.
 */
export function registerComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
  workers: readonly string[],
  source: PackageSource | { packageAt: string } = { url: undefined },
): ComponentState {
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  if (!state.tenants.has(tenant)) throw badRequest('Tenant does not exist');
  if (!state.namespaces.has(`${tenant}/${namespace}`)) throw badRequest('Namespace does not exist');
  // One FunctionMetaDataManager holds all three kinds: a sink cannot take a function's name.
  const kinds: ComponentKind[] = ['function', 'source', 'sink'];
  if (kinds.some((other) => state.components.has(key(other, tenant, namespace, name))))
    throw badRequest(`${LABEL[kind]} ${name} already exists`);
  const seeded = 'packageAt' in source;
  const location = seeded ? source.packageAt : packageLocation(kind, tenant, namespace, name, source);
  const stored = registeredConfig(kind, { tenant, namespace, name }, config, {
    hasPackage: location !== undefined,
    // A seed's code is in place, builtin or not.
    connectors: seeded || state.limits.builtinConnectors,
  });
  const component: ComponentState = {
    kind,
    tenant,
    namespace,
    name,
    config: stored,
    instances: [],
    instanceStates: new Map(),
    state: new Map(),
    packageLocation: location ?? builtinPackage(stored) ?? '',
  };
  resize(state, component, parallelismOf(stored), workers);
  state.components.set(key(kind, tenant, namespace, name), component);
  return component;
}

/**
 * ComponentImpl.updateFunction: the merged config (validateUpdate), "Update contains no change" when
 * it equals the one held and no package came (FunctionsImpl.java:298), then the register's checks.
 */
export function updateComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
  workers: readonly string[],
  source: PackageSource = {},
): void {
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  const component = state.components.get(key(kind, tenant, namespace, name));
  if (!component) throw badRequest(`${LABEL[kind]} ${name} doesn't exist`);
  const merged = updatedConfig(kind, component.config, config);
  const newPackage = Boolean(source.url?.trim()) || source.uploadedFile !== undefined;
  if (!newPackage && JSON.stringify(merged) === JSON.stringify(component.config))
    throw badRequest('Update contains no change');
  const location = newPackage ? packageLocation(kind, tenant, namespace, name, source) : undefined;
  checkUpdated(kind, merged, state.limits.builtinConnectors);
  if (location !== undefined) component.packageLocation = location;
  component.config = merged;
  resize(state, component, parallelismOf(merged), workers);
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
 * FunctionMetaDataUtils.canChangeState (4.0.7 FunctionMetaDataUtils.java:25): refused for an
 * instance id beyond the parallelism; with no instance states yet every instance runs, so only a stop
 * changes something; one instance must have a state other than the one asked; all instances, at
 * least one.
 */
function canChangeState(
  component: ComponentState,
  instanceId: number,
  wanted: 'RUNNING' | 'STOPPED',
): boolean {
  if (instanceId >= component.instances.length) return false;
  const states = component.instanceStates;
  if (states.size === 0) return wanted === 'STOPPED';
  if (instanceId >= 0) return states.has(instanceId) && states.get(instanceId) !== wanted;
  return [...states.values()].some((state) => state !== wanted);
}

/**
 * Start and stop change the metadata (ComponentImpl.changeFunctionInstanceStatus and
 * changeFunctionStatusAllInstances, "Operation not permitted" when canChangeState says no;
 * FunctionMetaDataUtils.changeFunctionInstanceStatus fills the states of every instance first), and
 * the worker starts or stops the runtimes, which begin again from zero. Restart
 * (FunctionRuntimeManager.restartFunctionInstance) refuses an instance it has no assignment for with
 * "<tenant>/<namespace>/<name>/<id> doesn't exist" and otherwise stops and starts the runtime
 * whatever the metadata says (FunctionRuntimeManager.stopFunction(…, true), 4.0.7
 * FunctionRuntimeManager.java:522): a stopped instance runs after a restart, its metadata unchanged.
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
    for (const instance of targets) restartRuntime(instance, true);
    return;
  }
  const wanted = action === 'start' ? 'RUNNING' : 'STOPPED';
  if (!canChangeState(component, instanceId ?? -1, wanted)) throw badRequest('Operation not permitted');
  if (component.instanceStates.size === 0)
    for (const instance of component.instances) component.instanceStates.set(instance.instanceId, 'RUNNING');
  for (const instance of targets) {
    component.instanceStates.set(instance.instanceId, wanted);
    if (instance.running !== (wanted === 'RUNNING')) restartRuntime(instance, wanted === 'RUNNING');
  }
}

function instanceStatus(
  component: ComponentState,
  instance: ComponentInstanceState,
): Record<string, unknown> {
  // A stopped instance has no runtime to ask: FunctionsImpl.notRunning (4.0.7 FunctionsImpl.java:471)
  // and its source and sink alike set running, error and workerId; the exception lists stay null
  // (left out) and every counter 0.
  const lists = (...names: string[]) =>
    instance.running ? Object.fromEntries(names.map((name) => [name, [] as unknown[]])) : {};
  const common = {
    running: instance.running,
    error: '',
    numRestarts: instance.numRestarts,
    numSystemExceptions: 0,
    ...lists('latestSystemExceptions'),
    lastReceivedTime: instance.lastInvocationTime,
    workerId: instance.workerId,
  };
  if (component.kind === 'source') {
    return {
      ...common,
      numReceivedFromSource: instance.received,
      numSourceExceptions: instance.numUserExceptions,
      ...(instance.running ? { latestSourceExceptions: instance.latestUserExceptions } : {}),
      numWritten: instance.processed,
    };
  }
  if (component.kind === 'sink') {
    return {
      ...common,
      numReadFromPulsar: instance.received,
      numSinkExceptions: instance.numUserExceptions,
      ...(instance.running ? { latestSinkExceptions: instance.latestUserExceptions } : {}),
      numWrittenToSink: instance.processed,
    };
  }
  const { lastReceivedTime: _unused, ...functionCommon } = common;
  return {
    ...functionCommon,
    numReceived: instance.received,
    numSuccessfullyProcessed: instance.processed,
    numUserExceptions: instance.numUserExceptions,
    ...(instance.running ? { latestUserExceptions: instance.latestUserExceptions } : {}),
    averageLatency: instance.received > 0 ? LATENCY : 0,
    lastInvocationTime: instance.lastInvocationTime,
  };
}

/** What the simulated code takes per message, in ms. */
const LATENCY = 0.8385;

/** ComponentImpl's instance bounds check for status and stats (ComponentImpl.java:917). */
export function findInstance(component: ComponentState, instanceId: number): ComponentInstanceState {
  const instance = component.instances.find((candidate) => candidate.instanceId === instanceId);
  if (!instance)
    throw badRequest(
      `${LABEL[component.kind]} ${component.name} doesn't have instance with id ${String(instanceId)}`,
    );
  return instance;
}

/**
 * The worker an instance-level status, stats or restart must be asked of, when it is not
 * `workerId`: ComponentImpl.getComponentInstanceStatus (4.0.7 ComponentImpl.java:188) and
 * FunctionRuntimeManager.getFunctionInstanceStats (:592) and restartFunctionInstance (:392) answer
 * 307 to the assigned worker after their other checks. Undefined when `workerId` runs it.
 */
export function assignedElsewhere(
  component: ComponentState,
  instanceId: number,
  workerId: string,
): string | undefined {
  const assigned = component.instances.find((instance) => instance.instanceId === instanceId)?.workerId;
  return assigned === undefined || assigned === workerId ? undefined : assigned;
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

/**
 * FunctionInstanceStatsDataImpl: `avgProcessLatency` and `lastInvocation` are null until the
 * instance has handled a message (and for a stopped instance, whose stats are the empty object).
 */
function metricsOf(instance: ComponentInstanceState): Record<string, unknown> {
  const latency = instance.received > 0 ? LATENCY : null;
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
    lastInvocation: instance.lastInvocationTime > 0 ? instance.lastInvocationTime : null,
    userMetrics: {},
  };
}

/** FunctionStatsImpl.calculateOverall: sums, the mean latency of the instances that have one. */
export function functionStats(component: ComponentState): Record<string, unknown> {
  const sum = (pick: (instance: ComponentInstanceState) => number) =>
    component.instances.reduce((total, instance) => total + pick(instance), 0);
  const received = sum((instance) => instance.received);
  const processed = sum((instance) => instance.processed);
  const userExceptions = sum((instance) => instance.numUserExceptions);
  const latency = received > 0 ? LATENCY : null;
  const invoked = component.instances
    .map((instance) => instance.lastInvocationTime)
    .filter((time) => time > 0);
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
    lastInvocation: invoked.length > 0 ? Math.max(...invoked) : null,
    instances: component.instances.map((instance) => ({
      instanceId: instance.instanceId,
      metrics: metricsOf(instance),
    })),
  };
}

/** One instance's FunctionInstanceStatsDataImpl (no instance id in it). */
export const functionInstanceStats = (
  component: ComponentState,
  instanceId: number,
): Record<string, unknown> => metricsOf(findInstance(component, instanceId));

/**
 * A message through the function, as the simulated code handles it: the value with "!" appended
 * (tools/pulsar-functions-fixture's Exclaim, Pulsar's ExclamationFunction), or, for a value
 * starting with "fail", a user exception and no output. The Shared subscription hands it to the
 * running instance that has received the fewest.
 */
export function invoke(
  state: SimulatorState,
  component: ComponentState,
  value: string,
): { output: string } | { exception: string } | undefined {
  const running = component.instances.filter((candidate) => candidate.running);
  const instance = running.reduce<ComponentInstanceState | undefined>(
    (least, candidate) => (least === undefined || candidate.received < least.received ? candidate : least),
    undefined,
  );
  if (!instance) return undefined;
  const now = state.clock.now();
  instance.received += 1;
  instance.lastInvocationTime = now;
  if (value.startsWith('fail')) {
    // ComponentStatsManager.getExceptionInfo: "[<class name>]: <message>".
    const exceptionString = `[java.lang.IllegalArgumentException]: cannot process "${value}"`;
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
 * ComponentImpl.triggerFunction (4.0.7): writes `value` to the input topic (the only one, or `topic`,
 * which must be one of the inputs) and answers what the function writes to its output topic. Without
 * an output topic there is no answer (204); without an answer in time (no instance running, or the
 * function failed), 408 "Request Timed Out". Pulsar refuses an input topic that does not exist ("Function
 * in trigger function is not ready"), but a running function has created its inputs by subscribing;
 * the simulator's functions subscribe to nothing, so it does not refuse.
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
  writeTo(state, fullTopicName(inputTopic), value);
  const result = invoke(state, component, value);
  const output = component.config.output;
  if (typeof output !== 'string' || output === '') return undefined;
  if (result === undefined || 'exception' in result) throw new PulsarRestError(408, 'Request Timed Out');
  writeTo(state, fullTopicName(output), result.output);
  return result.output;
}

/** A topic's full name (a bare name is public/default's). */
const fullTopicName = (topic: string): string =>
  topic.includes('://') ? topic : `persistent://${topic.includes('/') ? topic : `public/default/${topic}`}`;

/** The trigger's message on a topic the simulator holds. */
function writeTo(state: SimulatorState, fullName: string, value: string): void {
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
