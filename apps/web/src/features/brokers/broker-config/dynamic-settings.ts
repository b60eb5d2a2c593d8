import { DYNAMIC_BROKER_SETTINGS, type BrokerSettingFacts } from '@beacon/pulsar-admin/broker-configuration';

// What the console knows of a broker's dynamic settings beyond what Pulsar's API says. The API
// lists the names (`GET /brokers/configuration`), the overrides (`…/values`) and the effective
// values (`…/runtime`), but neither types nor defaults; and a 4.0 broker stores an override of the
// wrong type as sent (only `loadManagerClassName` has a validator), then fails to apply it. So the
// editor types each value before sending it: by Pulsar 4.0.7's own ServiceConfiguration, read by
// reflection into @beacon/pulsar-admin/broker-configuration (its 154 dynamic settings, each with its
// Java type and default), and by the shape of the effective value for a name a newer broker adds
// (decision 0043).

export type SettingKind = 'boolean' | 'integer' | 'long' | 'double' | 'enum' | 'list' | 'string';

interface KnownSetting {
  kind: SettingKind;
  /** The field's initial value, as the runtime map writes it (String.valueOf); none when it follows the machine. */
  defaultValue?: string;
  /** The default follows the broker's cores or memory (thread counts, cache sizes). */
  machineDependent?: true;
  values?: readonly string[];
}

/** How FieldParser reads a field of this Java type, as the editor checks it. */
function kindOf(setting: BrokerSettingFacts): SettingKind {
  if (setting.enumValues) return 'enum';
  if (/^(Set|List)</.test(setting.type)) return 'list';
  switch (setting.type) {
    case 'boolean':
    case 'Boolean':
      return 'boolean';
    case 'int':
    case 'Integer':
      return 'integer';
    case 'long':
    case 'Long':
      return 'long';
    case 'double':
    case 'Double':
      return 'double';
    default:
      return 'string';
  }
}

export const KNOWN_DYNAMIC_SETTINGS: Readonly<Record<string, KnownSetting>> = Object.fromEntries(
  DYNAMIC_BROKER_SETTINGS.map((setting): [string, KnownSetting] => [
    setting.name,
    {
      kind: kindOf(setting),
      ...(setting.machineDependent ? { machineDependent: true } : { defaultValue: setting.default }),
      ...(setting.enumValues ? { values: setting.enumValues } : {}),
    },
  ]),
);

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
  if (left === right) return true;
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
  /** Unknown for a setting the console's table does not list, or whose default follows the machine. */
  defaultValue?: string | undefined;
  /** The default follows the broker's cores or memory: there is no one value to show. */
  machineDependent?: boolean | undefined;
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
    const defaultValue = setting?.defaultValue;
    const differs =
      defaultValue === undefined || effective === undefined
        ? override !== undefined
        : !sameValue(kind, effective, defaultValue);
    return {
      name,
      kind,
      defaultValue,
      machineDependent: setting?.machineDependent,
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

/** What Java's Double.valueOf reads (FieldParser.stringToDouble): `1.5`, `.5`, `1e3`, `2d`, `NaN`, `Infinity`. */
const JAVA_DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;

/**
 * Why a value cannot be sent, or undefined: what a 4.0.7 broker would store but not apply
 * (FieldParser: Boolean.valueOf, Integer.valueOf, Long.valueOf, Double.valueOf, an enum by name),
 * nothing it applies. Pulsar takes the value as a path segment (`/configuration/{name}/{value}`):
 * Beacon's proxy refuses `/`, `\`, `%` and dot segments there.
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
      return /^(true|false)$/i.test(value) ? undefined : 'notBoolean';
    case 'integer':
    case 'long': {
      if (!/^[+-]?\d+$/.test(value)) return 'notInteger';
      const [low, high] = RANGES[kind]!;
      const parsed = BigInt(value);
      return parsed < low || parsed > high ? 'outOfRange' : undefined;
    }
    case 'double':
      return JAVA_DOUBLE.test(value) ? undefined : 'notNumber';
    case 'enum':
      return values?.includes(value) ? undefined : 'notOneOf';
    case 'list':
      return listMembers(value).length === 0 ? 'required' : undefined;
    case 'string':
      return undefined;
  }
}

/**
 * The value as it is sent: trimmed; a list as Pulsar's FieldParser reads it, comma-separated, in
 * the order given (a List's order can matter: entryFilterNames is the order filters run in).
 */
export const valueToSend = (kind: SettingKind, raw: string): string =>
  kind === 'list'
    ? [
        ...new Set(
          raw
            .split(',')
            .map((member) => member.trim())
            .filter(Boolean),
        ),
      ].join(',')
    : raw.trim();

/** What the edit field starts with: the effective value, a list without its brackets. */
export function editableValue(row: DynamicSettingRow): string {
  const value = row.current ?? row.override ?? row.defaultValue ?? '';
  if (row.kind !== 'list') return value;
  const inner = /^\[(.*)\]$/.exec(value.trim())?.[1] ?? value;
  return valueToSend('list', inner);
}
