// What the console knows of a broker's dynamic settings beyond what Pulsar's API says. The API
// lists the names (`GET /brokers/configuration`), the overrides (`…/values`) and the effective
// values (`…/runtime`), but neither types nor defaults; and a 4.0 broker stores an override of the
// wrong type as sent (only `loadManagerClassName` has a validator), then fails to apply it. So the
// editor types each value before sending it: by Pulsar 4.0.7's ServiceConfiguration.java
// (`@FieldContext(dynamic = true)`, field type and initial value) for the settings listed here, by
// the shape of the effective value for the others (decision 0043).

export type SettingKind = 'boolean' | 'integer' | 'long' | 'double' | 'enum' | 'list' | 'string';

interface KnownSetting {
  kind: SettingKind;
  /** The field's initial value, as the runtime map writes it (String.valueOf). */
  defaultValue: string;
  values?: readonly string[];
}

const known = (kind: SettingKind, defaultValue: string, values?: readonly string[]): KnownSetting =>
  values ? { kind, defaultValue, values } : { kind, defaultValue };

export const KNOWN_DYNAMIC_SETTINGS: Readonly<Record<string, KnownSetting>> = {
  allowAutoTopicCreation: known('boolean', 'true'),
  allowAutoTopicCreationType: known('enum', 'non-partitioned', ['partitioned', 'non-partitioned']),
  backlogQuotaCheckIntervalInSeconds: known('integer', '60'),
  brokerShutdownTimeoutMs: known('long', '60000'),
  defaultNumPartitions: known('integer', '1'),
  dispatchThrottlingRatePerSubscriptionInByte: known('long', '0'),
  dispatchThrottlingRatePerSubscriptionInMsg: known('integer', '0'),
  dispatchThrottlingRatePerTopicInByte: known('long', '0'),
  dispatchThrottlingRatePerTopicInMsg: known('integer', '0'),
  loadBalancerBrokerOverloadedThresholdPercentage: known('integer', '85'),
  loadBalancerEnabled: known('boolean', 'true'),
  loadBalancerSheddingEnabled: known('boolean', 'true'),
  loadBalancerSheddingIntervalMinutes: known('integer', '1'),
  loadManagerClassName: known('string', 'org.apache.pulsar.broker.loadbalance.impl.ModularLoadManagerImpl'),
  maxConcurrentLookupRequest: known('integer', '50000'),
  maxConcurrentTopicLoadRequest: known('integer', '5000'),
  maxConsumersPerTopic: known('integer', '0'),
  maxProducersPerTopic: known('integer', '0'),
  maxPublishRatePerTopicInBytes: known('long', '0'),
  maxPublishRatePerTopicInMessages: known('integer', '0'),
  maxTopicsPerNamespace: known('integer', '0'),
  maxUnackedMessagesPerConsumer: known('integer', '50000'),
  maxUnackedMessagesPerSubscription: known('integer', '200000'),
  messageExpiryCheckIntervalInMinutes: known('integer', '5'),
  subscriptionExpiryCheckIntervalInMinutes: known('integer', '5'),
  superUserRoles: known('list', '[]'),
};

/** The kind of a setting the table above does not list, from its effective value. */
export function inferredKind(value: string | undefined): SettingKind {
  if (value === undefined) return 'string';
  if (value === 'true' || value === 'false') return 'boolean';
  if (/^-?\d+$/.test(value)) return 'long';
  if (/^-?\d+\.\d+(E-?\d+)?$/.test(value)) return 'double';
  if (/^\[.*\]$/.test(value)) return 'list';
  return 'string';
}

/** Members of a list value, written `[a, b]` by the runtime map or `a,b` by whoever set it. */
export function listMembers(value: string): string[] {
  const inner = /^\[(.*)\]$/.exec(value.trim())?.[1] ?? value;
  return [
    ...new Set(
      inner
        .split(',')
        .map((member) => member.trim())
        .filter(Boolean),
    ),
  ].sort();
}

/** Whether two values of one kind mean the same setting (`[b, a]` and `a,b`; `TRUE` and `true`). */
export function sameValue(kind: SettingKind, left: string, right: string): boolean {
  switch (kind) {
    case 'list':
      return listMembers(left).join(',') === listMembers(right).join(',');
    case 'boolean':
      return left.trim().toLowerCase() === right.trim().toLowerCase();
    case 'integer':
    case 'long':
    case 'double':
      return left.trim() !== '' && Number(left) === Number(right);
    default:
      return left === right;
  }
}

export interface DynamicSettingRow {
  name: string;
  kind: SettingKind;
  /** Unknown for a setting the console's table does not list. */
  defaultValue?: string | undefined;
  values?: readonly string[] | undefined;
  /** What the answering broker runs with now (its runtime map). */
  current?: string | undefined;
  /** The override stored in the cluster's metadata store, as it was sent. */
  override?: string | undefined;
  /** The effective value departs from the default, or (default unknown) an override is set. */
  differs: boolean;
  /** An override is stored but the broker runs with something else (it could not parse it). */
  overrideIgnored: boolean;
}

export function dynamicSettingRows(
  names: readonly string[],
  runtime: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>>,
): DynamicSettingRow[] {
  return [...new Set(names)].sort().map((name) => {
    const setting = KNOWN_DYNAMIC_SETTINGS[name];
    const current = runtime[name];
    const override = overrides[name];
    const kind = setting?.kind ?? inferredKind(current ?? override);
    const effective = current ?? override;
    const differs =
      setting === undefined || effective === undefined
        ? override !== undefined
        : !sameValue(kind, effective, setting.defaultValue);
    return {
      name,
      kind,
      defaultValue: setting?.defaultValue,
      values: setting?.values,
      current,
      override,
      differs,
      overrideIgnored: override !== undefined && current !== undefined && !sameValue(kind, override, current),
    };
  });
}

export type ValueProblem =
  'required' | 'notBoolean' | 'notInteger' | 'outOfRange' | 'notNumber' | 'notOneOf' | 'pathUnsafe';

const RANGES: Partial<Record<SettingKind, readonly [bigint, bigint]>> = {
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
};

/**
 * Why a value cannot be sent, or undefined. Pulsar takes the value as a path segment
 * (`/configuration/{name}/{value}`): Beacon's proxy refuses `/`, `\`, `%` and dot segments there.
 */
export function valueProblem(
  kind: SettingKind,
  raw: string,
  values?: readonly string[],
): ValueProblem | undefined {
  const value = kind === 'list' ? raw : raw.trim();
  if (value.trim() === '') return 'required';
  if (/[/\\%]/.test(value) || value === '.' || value === '..') return 'pathUnsafe';
  switch (kind) {
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'notBoolean';
    case 'integer':
    case 'long': {
      if (!/^-?\d+$/.test(value)) return 'notInteger';
      const [low, high] = RANGES[kind]!;
      const parsed = BigInt(value);
      return parsed < low || parsed > high ? 'outOfRange' : undefined;
    }
    case 'double':
      return Number.isFinite(Number(value)) ? undefined : 'notNumber';
    case 'enum':
      return values?.includes(value) ? undefined : 'notOneOf';
    case 'list':
      return listMembers(value).length === 0 ? 'required' : undefined;
    case 'string':
      return undefined;
  }
}

/** The value as it is sent: trimmed; a list as Pulsar's FieldParser reads it, comma-separated. */
export const valueToSend = (kind: SettingKind, raw: string): string =>
  kind === 'list' ? listMembers(raw).join(',') : raw.trim();

/** What the edit field starts with: the effective value, a list without its brackets. */
export function editableValue(row: DynamicSettingRow): string {
  const value = row.current ?? row.override ?? row.defaultValue ?? '';
  return row.kind === 'list' ? listMembers(value).join(',') : value;
}
