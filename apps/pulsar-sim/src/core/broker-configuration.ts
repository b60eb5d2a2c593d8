import {
  DYNAMIC_BROKER_SETTINGS,
  STATIC_BROKER_SETTINGS,
  type BrokerSettingFacts,
} from '@beacon/pulsar-admin/broker-configuration';
import { preconditionFailed } from './errors.ts';
import type { BrokerState, SimulatorState } from './state.ts';

// A broker's settings as Pulsar 4.0.7 keeps them. Every setting, its Java type and its default come
// from the broker's own ServiceConfiguration, read by reflection
// (packages/pulsar-admin/src/generated/broker-configuration.ts). How they are answered and changed,
// in pulsar-broker/src/main/java/org/apache/pulsar/broker/ of 4.0.7:
// - admin/impl/BrokersBase.java:291-302 persistDynamicConfigurationAsync: the custom validator
//   first (` Invalid dynamic-config value`), then `Can't update non-dynamic configuration` for a
//   name that is not dynamic, then the value is stored as sent;
// - admin/impl/BrokersBase.java:422-425 internalDeleteDynamicConfigurationOnMetadataAsync;
// - service/BrokerService.java:2660 configValueChanged: FieldParser.value applies a stored value to
//   the field; a deleted one puts back the value the broker started with;
// - service/BrokerService.java:3217-3229 getRuntimeConfigurationMap: every field, String.valueOf.

const DYNAMIC = new Map(DYNAMIC_BROKER_SETTINGS.map((setting) => [setting.name, setting]));
const ALL: readonly BrokerSettingFacts[] = [...DYNAMIC_BROKER_SETTINGS, ...STATIC_BROKER_SETTINGS];

const MODULAR_LOAD_MANAGER = 'org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl';

/**
 * The one custom validator a 4.0 broker registers (BrokerService: `loadManagerClassName` must name
 * a class on its class path). Every other value is stored as sent, whatever its type.
 */
const LOAD_MANAGERS = new Set([
  MODULAR_LOAD_MANAGER,
  'org.apache.pulsar.broker.loadbalance.impl.SimpleLoadManagerImpl',
  'org.apache.pulsar.broker.loadbalance.extensions.ExtensibleLoadManagerImpl',
]);

const isDynamic = (name: string): boolean => DYNAMIC.has(name);

export const dynamicConfigurationNames = (): string[] => [...DYNAMIC.keys()];

export const dynamicConfigurationValues = (state: SimulatorState): Record<string, string> =>
  Object.fromEntries(state.dynamicConfiguration);

/** 412 ` Invalid dynamic-config value` (leading space, as the broker writes it) or `Can't update…`. */
export function updateDynamicConfiguration(state: SimulatorState, name: string, value: string): void {
  if (name === 'loadManagerClassName' && !LOAD_MANAGERS.has(value))
    throw preconditionFailed(' Invalid dynamic-config value');
  if (!isDynamic(name)) throw preconditionFailed("Can't update non-dynamic configuration");
  state.dynamicConfiguration.set(name, value);
}

export function deleteDynamicConfiguration(state: SimulatorState, name: string): void {
  if (!isDynamic(name)) throw preconditionFailed("Can't delete non-dynamic configuration");
  state.dynamicConfiguration.delete(name);
}

/** Java's Double.toString: `1.0`, `0.85`, `1.0E-4`, `1.0E7`, `NaN`, `Infinity`. */
export function javaDoubleString(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(value, -0)) return '-0.0';
  const magnitude = Math.abs(value);
  if (magnitude === 0 || (magnitude >= 1e-3 && magnitude < 1e7)) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

const JAVA_DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;

/** A scalar as FieldParser.convert reads it, then String.valueOf; undefined where it throws. */
function scalarValue(type: string, raw: string, enumValues?: readonly string[]): string | undefined {
  const value = raw.trim();
  switch (type) {
    case 'boolean':
    case 'Boolean':
      return String(raw.toLowerCase() === 'true'); // Boolean.valueOf: no trim, any case
    case 'int':
    case 'Integer':
    case 'long':
    case 'Long': {
      if (!/^[+-]?\d+$/.test(value)) return undefined;
      const parsed = BigInt(value);
      const bits = type === 'int' || type === 'Integer' ? 31n : 63n;
      return parsed >= -(2n ** bits) && parsed < 2n ** bits ? parsed.toString() : undefined;
    }
    case 'double':
    case 'Double':
      return JAVA_DOUBLE.test(value) ? javaDoubleString(Number(value.replace(/[fFdD]$/, ''))) : undefined;
    default:
      if (enumValues) return enumValues.includes(raw) ? raw : undefined; // by toString, untrimmed
      return raw;
  }
}

/**
 * What the broker's field holds after it is set from text (FieldParser.value, then String.valueOf),
 * or undefined when FieldParser throws and the field keeps what it had: a boolean is Boolean.valueOf
 * (anything but `true`, in any case, is false); a number or enum that does not parse is refused; a
 * Set or List is split at commas and trimmed (a Set keeps the first of each, in order); an Optional
 * is `Optional[…]`, or `Optional.empty` for an empty number.
 */
export function appliedValue(setting: BrokerSettingFacts, raw: string): string | undefined {
  const container = /^(Optional|Set|List)<(.+)>$/.exec(setting.type);
  if (!container) return scalarValue(setting.type, raw, setting.enumValues);
  const [, kind, inner = 'String'] = container;
  if (kind === 'Optional') {
    if (inner !== 'String' && raw.trim() === '') return 'Optional.empty';
    const value = scalarValue(inner, raw);
    return value === undefined ? undefined : `Optional[${value}]`;
  }
  const members: string[] = [];
  for (const member of raw.trim().split(',')) {
    const value = scalarValue(inner, member.trim());
    if (value === undefined) return undefined;
    members.push(value);
  }
  while (members.length > 0 && members.at(-1) === '') members.pop(); // String.split drops trailing empties
  return `[${(kind === 'Set' ? [...new Set(members)] : members).join(', ')}]`;
}

/** How the simulated brokers are deployed: what their configuration file sets, beyond Pulsar's defaults. */
export function deployedSettings(
  state: SimulatorState,
  broker: BrokerState,
  listener: { authorization: boolean },
): Record<string, string> {
  const port = broker.id.slice(broker.id.lastIndexOf(':') + 1);
  const tlsPort = broker.webServiceUrlTls?.slice(broker.webServiceUrlTls.lastIndexOf(':') + 1);
  const { limits } = state;
  return {
    clusterName: broker.cluster,
    advertisedAddress: broker.id.slice(0, broker.id.lastIndexOf(':')),
    webServicePort: `Optional[${port}]`,
    brokerServicePort: `Optional[${broker.pulsarServiceUrl.slice(broker.pulsarServiceUrl.lastIndexOf(':') + 1)}]`,
    ...(tlsPort ? { webServicePortTls: `Optional[${tlsPort}]` } : {}),
    metadataStoreUrl: 'zk:localhost:2181',
    managedLedgerDefaultEnsembleSize: '1',
    managedLedgerDefaultWriteQuorum: '1',
    managedLedgerDefaultAckQuorum: '1',
    authorizationEnabled: String(listener.authorization),
    defaultNumberOfNamespaceBundles: String(limits.defaultNumberOfNamespaceBundles),
    maxNumPartitionsPerPartitionedTopic: String(limits.maxNumPartitionsPerPartitionedTopic),
    topicLevelPoliciesEnabled: String(limits.topicLevelPoliciesEnabled),
    forceDeleteTenantAllowed: String(limits.forceDeleteTenantAllowed),
    forceDeleteNamespaceAllowed: String(limits.forceDeleteNamespaceAllowed),
    allowAutoTopicCreation: String(limits.allowAutoTopicCreation),
    functionsWorkerEnabled: String(limits.functionsWorkerEnabled),
    // As the real standalone the tests run (test-kit's real-pulsar configuration.ts): an unused
    // topic is kept, and a topic's applied inactive-topic policy says so.
    brokerDeleteInactiveTopicsEnabled: 'false',
  };
}

/**
 * GET /brokers/configuration/runtime: every setting of the broker (536 in 4.0.7), each as
 * String.valueOf writes it: Pulsar's default, what the deployment set, and the stored overrides
 * the broker could apply.
 */
export function runtimeConfiguration(
  state: SimulatorState,
  broker: BrokerState,
  listener: { authorization: boolean } = { authorization: false },
): Record<string, string> {
  const deployed = deployedSettings(state, broker, listener);
  const runtime: Record<string, string> = {};
  for (const setting of ALL) runtime[setting.name] = deployed[setting.name] ?? setting.default;
  for (const [name, override] of state.dynamicConfiguration) {
    const setting = DYNAMIC.get(name);
    const applied = setting && appliedValue(setting, override);
    if (applied !== undefined) runtime[name] = applied;
  }
  return runtime;
}

/** The load manager the brokers run: the override when it names one, else the default. */
export const loadManagerClassName = (state: SimulatorState): string =>
  state.dynamicConfiguration.get('loadManagerClassName') ?? MODULAR_LOAD_MANAGER;
