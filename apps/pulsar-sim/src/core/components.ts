import { PulsarRestError, badRequest, notFound } from './errors.ts';
import { isInteger, isRecord } from './json.ts';
import type { ComponentKind, ComponentState, SimulatorState } from './state.ts';

// Functions, sources and sinks as the functions worker reports them (ComponentImpl.java).

const LABEL: Record<ComponentKind, string> = { function: 'Function', source: 'Source', sink: 'Sink' };

const key = (kind: ComponentKind, tenant: string, namespace: string, name: string): string =>
  `${kind}:${tenant}/${namespace}/${name}`;

export function listComponents(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
): string[] {
  if (!state.tenants.has(tenant)) throw badRequest(`Tenant ${tenant} does not exist`);
  if (!state.namespaces.has(`${tenant}/${namespace}`))
    throw badRequest(`Namespace ${tenant}/${namespace} does not exist`);
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

function parallelismOf(config: Record<string, unknown>): number {
  const parallelism = config.parallelism;
  if (parallelism === undefined || parallelism === null) return 1;
  if (!isInteger(parallelism) || parallelism <= 0 || parallelism > 64)
    throw badRequest('Parallelism must be a positive number');
  return parallelism;
}

function validateConfig(kind: ComponentKind, config: Record<string, unknown>): void {
  if (kind === 'function' || kind === 'sink') {
    const hasInputs =
      (Array.isArray(config.inputs) && config.inputs.length > 0) ||
      typeof config.topicsPattern === 'string' ||
      (isRecord(config.inputSpecs) && Object.keys(config.inputSpecs).length > 0) ||
      (isRecord(config.topicToSerdeClassName) && Object.keys(config.topicToSerdeClassName).length > 0);
    if (!hasInputs) throw badRequest('No input topic(s) specified for the function');
  }
  if (kind === 'function' && typeof config.className !== 'string')
    throw badRequest('Function classname cannot be null');
  if (kind === 'source' && typeof config.topicName !== 'string')
    throw badRequest('Topic name cannot be null');
}

export function registerComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
  workerId: string,
): ComponentState {
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  if (!state.tenants.has(tenant)) throw badRequest(`Tenant ${tenant} does not exist`);
  if (!state.namespaces.has(`${tenant}/${namespace}`))
    throw badRequest(`Namespace ${tenant}/${namespace} does not exist`);
  if (state.components.has(key(kind, tenant, namespace, name)))
    throw badRequest(`${LABEL[kind]} ${name} already exists`);
  validateConfig(kind, config);
  const parallelism = parallelismOf(config);
  const component: ComponentState = {
    kind,
    tenant,
    namespace,
    name,
    config: { ...config, tenant, namespace, name, parallelism },
    instances: Array.from({ length: parallelism }, (_, instanceId) => ({
      instanceId,
      running: true,
      numRestarts: 0,
      processed: 0,
      received: 0,
      lastInvocationTime: 0,
    })),
    workerId,
    state: new Map(),
  };
  state.components.set(key(kind, tenant, namespace, name), component);
  return component;
}

export function updateComponent(
  state: SimulatorState,
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  name: string,
  config: unknown,
): void {
  const component = requireComponent(state, kind, tenant, namespace, name);
  if (!isRecord(config)) throw badRequest(`${LABEL[kind]} config is not provided`);
  const merged: Record<string, unknown> = { ...component.config, ...config, tenant, namespace, name };
  const parallelism = parallelismOf(merged);
  component.config = { ...merged, parallelism };
  while (component.instances.length < parallelism) {
    component.instances.push({
      instanceId: component.instances.length,
      running: true,
      numRestarts: 0,
      processed: 0,
      received: 0,
      lastInvocationTime: 0,
    });
  }
  component.instances.length = parallelism;
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

export function setRunning(
  component: ComponentState,
  action: 'start' | 'stop' | 'restart',
  instanceId: number | undefined,
): void {
  const targets =
    instanceId === undefined
      ? component.instances
      : component.instances.filter((instance) => instance.instanceId === instanceId);
  if (instanceId !== undefined && targets.length === 0) {
    throw badRequest(
      `Operation not permitted: instance ${String(instanceId)} of ${component.name} does not exist`,
    );
  }
  for (const instance of targets) {
    if (action === 'stop') instance.running = false;
    else {
      if (action === 'restart') instance.numRestarts += 1;
      instance.running = true;
    }
  }
}

function instanceStatus(
  component: ComponentState,
  instance: ComponentState['instances'][number],
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
      numSourceExceptions: 0,
      latestSourceExceptions: [],
      numWritten: instance.processed,
    };
  }
  if (component.kind === 'sink') {
    return {
      ...common,
      numReadFromPulsar: instance.received,
      numSinkExceptions: 0,
      latestSinkExceptions: [],
      numWrittenToSink: instance.processed,
    };
  }
  const { lastReceivedTime: _unused, ...functionCommon } = common;
  return {
    ...functionCommon,
    numReceived: instance.received,
    numSuccessfullyProcessed: instance.processed,
    numUserExceptions: 0,
    latestUserExceptions: [],
    averageLatency: instance.processed > 0 ? 0.84 : 0,
    lastInvocationTime: instance.lastInvocationTime,
  };
}

function findInstance(component: ComponentState, instanceId: number): ComponentState['instances'][number] {
  const instance = component.instances.find((candidate) => candidate.instanceId === instanceId);
  if (!instance) throw badRequest(`The ${LABEL[component.kind]} instance does not exist`);
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

function metricsOf(instance: ComponentState['instances'][number]): Record<string, unknown> {
  return {
    receivedTotal: instance.received,
    processedSuccessfullyTotal: instance.processed,
    systemExceptionsTotal: 0,
    userExceptionsTotal: 0,
    avgProcessLatency: instance.processed > 0 ? 0.84 : 0,
    '1min': {
      receivedTotal: Math.min(instance.received, 120),
      processedSuccessfullyTotal: Math.min(instance.processed, 120),
      systemExceptionsTotal: 0,
      userExceptionsTotal: 0,
      avgProcessLatency: 0.84,
    },
    lastInvocation: instance.lastInvocationTime,
    userMetrics: {},
  };
}

export function functionStats(component: ComponentState): Record<string, unknown> {
  const received = component.instances.reduce((total, instance) => total + instance.received, 0);
  const processed = component.instances.reduce((total, instance) => total + instance.processed, 0);
  return {
    receivedTotal: received,
    processedSuccessfullyTotal: processed,
    systemExceptionsTotal: 0,
    userExceptionsTotal: 0,
    avgProcessLatency: processed > 0 ? 0.84 : 0,
    '1min': {
      receivedTotal: Math.min(received, 120),
      processedSuccessfullyTotal: Math.min(processed, 120),
      systemExceptionsTotal: 0,
      userExceptionsTotal: 0,
      avgProcessLatency: 0.84,
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

export const BUILTIN_CONNECTORS: readonly Record<string, string>[] = [
  {
    name: 'cassandra',
    description: 'Writes data into Cassandra',
    sinkClass: 'org.apache.pulsar.io.cassandra.CassandraStringSink',
    sinkConfigClass: 'org.apache.pulsar.io.cassandra.CassandraSinkConfig',
  },
  {
    name: 'data-generator',
    description: 'Test data generator source',
    sourceClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorSource',
    sourceConfigClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorSourceConfig',
    sinkClass: 'org.apache.pulsar.io.datagenerator.DataGeneratorPrintSink',
  },
  {
    name: 'elastic_search',
    description: 'Writes data into Elastic Search',
    sinkClass: 'org.apache.pulsar.io.elasticsearch.ElasticSearchSink',
    sinkConfigClass: 'org.apache.pulsar.io.elasticsearch.ElasticSearchConfig',
  },
  {
    name: 'jdbc-postgres',
    description: 'JDBC sink for PostgreSQL',
    sinkClass: 'org.apache.pulsar.io.jdbc.PostgresJdbcAutoSchemaSink',
    sinkConfigClass: 'org.apache.pulsar.io.jdbc.JdbcSinkConfig',
  },
  {
    name: 'kafka',
    description: 'Kafka source and sink connector',
    sourceClass: 'org.apache.pulsar.io.kafka.KafkaBytesSource',
    sourceConfigClass: 'org.apache.pulsar.io.kafka.KafkaSourceConfig',
    sinkClass: 'org.apache.pulsar.io.kafka.KafkaBytesSink',
    sinkConfigClass: 'org.apache.pulsar.io.kafka.KafkaSinkConfig',
  },
  {
    name: 'netty',
    description: 'Netty source connector',
    sourceClass: 'org.apache.pulsar.io.netty.NettySource',
    sourceConfigClass: 'org.apache.pulsar.io.netty.NettySourceConfig',
  },
];

export function builtinConnectors(kind: 'source' | 'sink' | 'all'): Record<string, string>[] {
  return BUILTIN_CONNECTORS.filter(
    (connector) => kind === 'all' || (kind === 'source' ? connector.sourceClass : connector.sinkClass),
  ).map((connector) => ({ ...connector }));
}

export function connectorConfigDefinition(kind: 'source' | 'sink', name: string): Record<string, unknown>[] {
  const connector = builtinConnectors(kind).find((candidate) => candidate.name === name);
  if (!connector) throw notFound(`builtin ${kind} does not exist`);
  return [
    {
      fieldName: 'configs',
      typeName: 'java.util.Map',
      attributes: { help: 'Connector specific configuration', required: 'false' },
    },
  ];
}
