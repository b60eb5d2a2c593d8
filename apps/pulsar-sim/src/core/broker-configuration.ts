import { preconditionFailed } from './errors.ts';
import type { BrokerState, SimulatorState } from './state.ts';

// A broker's settings as Pulsar 4.0.7 keeps them. Which settings are dynamic, their Java types and
// defaults: ServiceConfiguration.java (`@FieldContext(dynamic = true)`), a realistic subset. How an
// override is stored and applied: BrokersBase.persistDynamicConfigurationAsync and
// internalDeleteDynamicConfigurationOnMetadataAsync, BrokerService.validateDynamicConfiguration /
// updateDynamicServiceConfiguration / getRuntimeConfiguration.

type Kind = 'int' | 'long' | 'boolean' | 'string' | 'enum' | 'set';

interface DynamicSetting {
  kind: Kind;
  /** The field's initial value as getRuntimeConfiguration writes it (String.valueOf). */
  initial: string;
  values?: readonly string[];
}

const MODULAR_LOAD_MANAGER = 'org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl';

const DYNAMIC: Record<string, DynamicSetting> = {
  allowAutoTopicCreation: { kind: 'boolean', initial: 'true' },
  allowAutoTopicCreationType: {
    kind: 'enum',
    initial: 'non-partitioned',
    values: ['partitioned', 'non-partitioned'],
  },
  backlogQuotaCheckIntervalInSeconds: { kind: 'int', initial: '60' },
  brokerShutdownTimeoutMs: { kind: 'long', initial: '60000' },
  defaultNumPartitions: { kind: 'int', initial: '1' },
  dispatchThrottlingRatePerSubscriptionInByte: { kind: 'long', initial: '0' },
  dispatchThrottlingRatePerSubscriptionInMsg: { kind: 'int', initial: '0' },
  dispatchThrottlingRatePerTopicInByte: { kind: 'long', initial: '0' },
  dispatchThrottlingRatePerTopicInMsg: { kind: 'int', initial: '0' },
  loadBalancerBrokerOverloadedThresholdPercentage: { kind: 'int', initial: '85' },
  loadBalancerEnabled: { kind: 'boolean', initial: 'true' },
  loadBalancerSheddingEnabled: { kind: 'boolean', initial: 'true' },
  loadBalancerSheddingIntervalMinutes: { kind: 'int', initial: '1' },
  loadManagerClassName: { kind: 'string', initial: MODULAR_LOAD_MANAGER },
  maxConcurrentLookupRequest: { kind: 'int', initial: '50000' },
  maxConcurrentTopicLoadRequest: { kind: 'int', initial: '5000' },
  maxConsumersPerTopic: { kind: 'int', initial: '0' },
  maxProducersPerTopic: { kind: 'int', initial: '0' },
  maxPublishRatePerTopicInBytes: { kind: 'long', initial: '0' },
  maxPublishRatePerTopicInMessages: { kind: 'int', initial: '0' },
  maxTopicsPerNamespace: { kind: 'int', initial: '0' },
  maxUnackedMessagesPerConsumer: { kind: 'int', initial: '50000' },
  maxUnackedMessagesPerSubscription: { kind: 'int', initial: '200000' },
  messageExpiryCheckIntervalInMinutes: { kind: 'int', initial: '5' },
  subscriptionExpiryCheckIntervalInMinutes: { kind: 'int', initial: '5' },
  superUserRoles: { kind: 'set', initial: '[]' },
};

export const STATIC_SETTINGS: Record<string, string> = {
  brokerServicePort: '6650',
  authenticationEnabled: 'false',
  authorizationEnabled: 'false',
  defaultNumberOfNamespaceBundles: '4',
  defaultRetentionTimeInMinutes: '0',
  defaultRetentionSizeInMB: '0',
  managedLedgerDefaultEnsembleSize: '1',
  managedLedgerDefaultWriteQuorum: '1',
  managedLedgerDefaultAckQuorum: '1',
  managedLedgerMaxEntriesPerLedger: '50000',
  topicLevelPoliciesEnabled: 'true',
  brokerDeleteInactiveTopicsEnabled: 'true',
  forceDeleteTenantAllowed: 'false',
  forceDeleteNamespaceAllowed: 'false',
  metadataStoreUrl: 'zk:localhost:2181',
};

/**
 * The one custom validator a 4.0 broker registers (BrokerService: `loadManagerClassName` must name
 * a class on its class path). Every other value is stored as sent, whatever its type.
 */
const LOAD_MANAGERS = new Set([
  MODULAR_LOAD_MANAGER,
  'org.apache.pulsar.broker.loadbalance.impl.SimpleLoadManagerImpl',
  'org.apache.pulsar.broker.loadbalance.extensions.ExtensibleLoadManagerImpl',
]);

const isDynamic = (name: string): boolean => Object.hasOwn(DYNAMIC, name);

export const dynamicConfigurationNames = (): string[] => Object.keys(DYNAMIC);

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

/**
 * What the broker's field holds after an override (FieldParser.value, then String.valueOf): a
 * boolean is Boolean.valueOf (anything but `true` is false); a number or enum that does not parse
 * leaves the field as it was (the broker logs the failure), here its initial value.
 */
function applied(setting: DynamicSetting, raw: string): string {
  switch (setting.kind) {
    case 'boolean':
      return String(raw.trim().toLowerCase() === 'true');
    case 'int':
    case 'long': {
      if (!/^[+-]?\d+$/.test(raw.trim())) return setting.initial;
      const parsed = BigInt(raw.trim());
      const bits = setting.kind === 'int' ? 31n : 63n;
      return parsed >= -(2n ** bits) && parsed < 2n ** bits ? parsed.toString() : setting.initial;
    }
    case 'enum':
      return setting.values?.includes(raw) ? raw : setting.initial;
    case 'set': {
      const members = [...new Set(raw.split(',').map((part) => part.trim()))].filter(Boolean).sort();
      return `[${members.join(', ')}]`;
    }
    case 'string':
      return raw;
  }
}

export function runtimeConfiguration(state: SimulatorState, broker: BrokerState): Record<string, string> {
  const port = broker.id.slice(broker.id.lastIndexOf(':') + 1);
  const dynamic = Object.fromEntries(
    Object.entries(DYNAMIC).map(([name, setting]) => {
      const override = state.dynamicConfiguration.get(name);
      return [name, override === undefined ? setting.initial : applied(setting, override)];
    }),
  );
  return {
    ...STATIC_SETTINGS,
    ...dynamic,
    clusterName: broker.cluster,
    webServicePort: port,
    ...(broker.webServiceUrlTls
      ? { webServicePortTls: broker.webServiceUrlTls.slice(broker.webServiceUrlTls.lastIndexOf(':') + 1) }
      : {}),
    advertisedAddress: broker.id.slice(0, broker.id.lastIndexOf(':')),
  };
}

/** The load manager the brokers run: the override when it names one, else the default. */
export const loadManagerClassName = (state: SimulatorState): string =>
  state.dynamicConfiguration.get('loadManagerClassName') ?? MODULAR_LOAD_MANAGER;
