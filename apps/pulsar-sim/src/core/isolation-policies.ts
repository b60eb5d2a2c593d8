import { badRequest, notFound } from './errors.ts';
import { isRecord, isStringArray } from './json.ts';
import { requireClusterFor } from './placement-cluster.ts';
import { unloadBundle } from './bundles.ts';
import { disconnectAll } from './clients.ts';
import { closeCurrentLedger } from './managed-ledger.ts';
import type { ClusterState, NamespaceState, SimulatorState } from './state.ts';

// Namespace isolation policies as Pulsar 4.0 keeps them: admin/impl/ClustersBase.java
// (getNamespaceIsolationPolicies, getNamespaceIsolationPolicy, set…, delete…, the two broker reads),
// NamespaceIsolationDataImpl.validate(), MinAvailablePolicy and NamespaceIsolationPolicyImpl.

/**
 * Pulsar keeps a cluster's policies in one metadata node, written the first time a policy is set or
 * deleted. Until then every read answers 404 (apache/pulsar#4618: a new cluster's list is a 404).
 */
const policyNodes = new WeakSet<ClusterState>();
const hasPolicyNode = (cluster: ClusterState) =>
  policyNodes.has(cluster) || cluster.isolationPolicies.size > 0;

/** ClustersBase.internalGetNamespaceIsolationPolicies. */
function policiesOf(cluster: ClusterState): Map<string, Record<string, unknown>> {
  if (!hasPolicyNode(cluster)) {
    throw notFound(`NamespaceIsolationPolicies for cluster ${cluster.name} does not exist`);
  }
  return cluster.isolationPolicies;
}

export function listIsolationPolicies(
  state: SimulatorState,
  name: string,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(policiesOf(requireClusterFor(state, name, 404)));
}

export function getIsolationPolicy(
  state: SimulatorState,
  name: string,
  policy: string,
): Record<string, unknown> {
  const found = policiesOf(requireClusterFor(state, name)).get(policy);
  if (!found) throw notFound(`Cannot find NamespaceIsolationPolicy ${policy} for cluster ${name}`);
  return found;
}

/** Java's `String.matches`: the whole string, not a part of it. */
export function javaMatches(value: string, regex: string): boolean {
  try {
    return new RegExp(`^(?:${regex})$`).test(value);
  } catch {
    return false;
  }
}

/** NamespaceIsolationDataImpl.validateRegex: blank entries are skipped, the rest must compile. */
function compiles(regexes: readonly string[]): boolean {
  return regexes.every((regex) => {
    if (regex.trim() === '') return true;
    try {
      new RegExp(regex);
      return true;
    } catch {
      return false;
    }
  });
}

/** A JSON scalar as Jackson reads it into a String field: numbers and booleans as their text. */
const jacksonString = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** Jackson reads `Map<String, String>` parameters from numbers and booleans too. */
function stringParameters(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    const text = jacksonString(entry);
    if (text !== undefined) result[key] = text;
    else if (entry !== null) return undefined;
  }
  return result;
}

/** A `List<String>` field: strings, numbers and booleans read as text; anything else is not a list. */
function stringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const texts = value.map(jacksonString);
  return texts.every((text) => text !== undefined) ? texts : null;
}

/**
 * An enum as Pulsar's ObjectMapper reads it (READ_UNKNOWN_ENUM_VALUES_AS_NULL): its name as
 * written, or its ordinal as a number or a numeric string; anything else is null.
 */
function jacksonEnum<T extends string>(value: unknown, names: readonly T[]): T | null {
  if (typeof value === 'string' && (names as readonly string[]).includes(value)) return value as T;
  const ordinal = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(ordinal) && typeof value !== 'boolean' ? (names[ordinal] ?? null) : null;
}

/** AutoFailoverPolicyType: its one constant. */
const POLICY_TYPES = ['min_available'] as const;
/** NamespaceIsolationPolicyUnloadScope, in declaration order (ordinals 0, 1, 2). */
const UNLOAD_SCOPES = ['all_matching', 'none', 'changed'] as const;
type UnloadScope = (typeof UNLOAD_SCOPES)[number];

/** NamespaceIsolationDataImpl as Jackson reads the request body: declared fields, the rest dropped. */
interface IsolationData {
  namespaces: string[] | null;
  primary: string[] | null;
  secondary: string[] | null;
  auto_failover_policy: { parameters: Record<string, string> | null; policy_type: string | null } | null;
  unload_scope: UnloadScope | null;
}

function readIsolationData(body: Record<string, unknown>): IsolationData {
  const failover = isRecord(body.auto_failover_policy) ? body.auto_failover_policy : undefined;
  return {
    namespaces: stringList(body.namespaces),
    primary: stringList(body.primary),
    secondary: stringList(body.secondary),
    auto_failover_policy: failover
      ? {
          parameters: stringParameters(failover.parameters) ?? null,
          policy_type: jacksonEnum(failover.policy_type, POLICY_TYPES),
        }
      : null,
    unload_scope: jacksonEnum(body.unload_scope, UNLOAD_SCOPES),
  };
}

/**
 * The policy as the broker's answers write it: declared fields in order (the failover policy's
 * alphabetically, AutoFailoverPolicyDataImpl), nulls left out.
 */
function asBrokerWritesIt(data: IsolationData): Record<string, unknown> {
  const written: Record<string, unknown> = {};
  for (const key of ['namespaces', 'primary', 'secondary'] as const) {
    if (data[key] !== null) written[key] = data[key];
  }
  const failover = data.auto_failover_policy;
  if (failover) {
    const policy: Record<string, unknown> = {};
    if (failover.parameters !== null) policy.parameters = failover.parameters;
    if (failover.policy_type !== null) policy.policy_type = failover.policy_type;
    written.auto_failover_policy = policy;
  }
  if (data.unload_scope !== null) written.unload_scope = data.unload_scope;
  return written;
}

/**
 * Jackson's DefaultPrettyPrinter, as BookKeeper's JsonUtil.toJson writes: `"key" : value`, two spaces
 * a level, arrays on one line, `[ ]` and `{ }` when empty, nulls written.
 */
function jacksonPretty(value: unknown, depth = 0): string {
  if (Array.isArray(value))
    return value.length === 0 ? '[ ]' : `[ ${value.map((item) => jacksonPretty(item, depth)).join(', ')} ]`;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{ }';
    const indent = '  '.repeat(depth + 1);
    const fields = entries.map(
      ([key, field]) => `${indent}${JSON.stringify(key)} : ${jacksonPretty(field, depth + 1)}`,
    );
    return `{\n${fields.join(',\n')}\n${'  '.repeat(depth)}}`;
  }
  return JSON.stringify(value ?? null);
}

const isInteger = (value: string | undefined) =>
  value !== undefined && /^[-+]?\d+$/.test(value.trim()) && value.trim() === value;

/** NamespaceIsolationDataImpl.validate() and the MinAvailablePolicy it builds. */
function isValidPolicy(data: IsolationData): boolean {
  const { namespaces, primary, secondary, auto_failover_policy: failover } = data;
  if (namespaces === null || namespaces.length === 0) return false;
  if (primary === null || primary.length === 0 || !compiles(primary)) return false;
  if (secondary === null || !compiles(secondary)) return false;
  if (!failover || failover.policy_type !== 'min_available') return false;
  return isInteger(failover.parameters?.min_limit) && isInteger(failover.parameters?.usage_threshold);
}

/** A namespace unloaded: its bundles go to a broker again, its topics' clients reconnect, their ledgers close. */
function unloadNamespace(state: SimulatorState, namespace: NamespaceState, cluster: string): void {
  for (const bundle of namespace.bundles) unloadBundle(state, bundle, cluster);
  for (const topic of namespace.topics.values()) {
    disconnectAll(topic);
    closeCurrentLedger(state, topic);
  }
}

/**
 * ClustersBase.filterAndUnloadMatchedNamespaceAsync (ClustersBase.java:768-856, 4.0.7): unless the
 * new policy's unload_scope is `none`, the namespaces of this cluster (replication_clusters holds it)
 * whose whole name a regex matches are unloaded. The regexes are every one of the new and the old
 * policy when the scope is `all_matching` or the primary brokers changed, else only those in one
 * of the two policies and not both (a new policy's are all of its own).
 */
function unloadMatchedNamespaces(
  state: SimulatorState,
  cluster: string,
  policy: IsolationData,
  old: Record<string, unknown> | undefined,
): void {
  if (policy.unload_scope === 'none') return;
  const newRegexes = policy.namespaces ?? [];
  const oldRegexes = old ? (stringList(old.namespaces) ?? []) : [];
  const oldPrimary = old ? (stringList(old.primary) ?? []) : [];
  const samePrimary = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  const all =
    policy.unload_scope === 'all_matching' ||
    (old !== undefined && !samePrimary(oldPrimary, policy.primary ?? []));
  const combined = new Set([...newRegexes, ...oldRegexes]);
  if (!all)
    for (const regex of newRegexes.filter((each) => oldRegexes.includes(each))) combined.delete(regex);
  const regexes = [...combined];
  for (const namespace of state.namespaces.values()) {
    const clusters = namespace.policies.replication_clusters;
    if (!Array.isArray(clusters) || !clusters.includes(cluster)) continue;
    if (regexes.some((regex) => javaMatches(namespace.fullName, regex)))
      unloadNamespace(state, namespace, cluster);
  }
}

/**
 * Creates or replaces a policy; anything validate() refuses is a 400 quoting the data as Jackson
 * read it (ClustersBase.java:742-750). A stored policy unloads the namespaces it moves.
 */
export function setIsolationPolicy(state: SimulatorState, name: string, policy: string, data: unknown): void {
  const cluster = requireClusterFor(state, name);
  const read = readIsolationData(isRecord(data) ? data : {});
  if (!isRecord(data) || !isValidPolicy(read)) {
    throw badRequest(`Invalid format of input policy data. policy: ${policy}; data: ${jacksonPretty(read)}`);
  }
  const old = cluster.isolationPolicies.get(policy);
  policyNodes.add(cluster);
  cluster.isolationPolicies.set(policy, asBrokerWritesIt(read));
  unloadMatchedNamespaces(state, name, read, old);
}

/** Deleting writes the node back without the policy: an unknown name is no error (204). */
export function deleteIsolationPolicy(state: SimulatorState, name: string, policy: string): void {
  const cluster = requireClusterFor(state, name);
  policyNodes.add(cluster);
  cluster.isolationPolicies.delete(policy);
}

export interface BrokerIsolation {
  brokerName: string;
  policyName?: string;
  primary: boolean;
  namespaceRegex: string[];
}

const regexesOf = (value: unknown): string[] => (isStringArray(value) ? value : []);

/**
 * ClustersBase.internalGetBrokerNsIsolationData: every policy whose primary or secondary regexes
 * match the broker adds its namespace regexes; the last such policy names it.
 */
function isolationOf(brokerName: string, policies: Map<string, Record<string, unknown>>): BrokerIsolation {
  const result: BrokerIsolation = { brokerName, primary: false, namespaceRegex: [] };
  for (const [policyName, policy] of policies) {
    const primary = regexesOf(policy.primary).some((regex) => javaMatches(brokerName, regex));
    const secondary = regexesOf(policy.secondary).some((regex) => javaMatches(brokerName, regex));
    if (primary || secondary) {
      result.namespaceRegex.push(...regexesOf(policy.namespaces));
      result.primary = primary;
      result.policyName = policyName;
    }
  }
  return result;
}

/** Every available broker of the cluster, each with what the policies say of it. */
export function brokersWithIsolation(state: SimulatorState, name: string): BrokerIsolation[] {
  const cluster = requireClusterFor(state, name);
  const policies = policiesOf(cluster);
  return cluster.brokers.filter((broker) => broker.healthy).map((broker) => isolationOf(broker.id, policies));
}

/** Any name is answered: a broker no policy matches comes back with an empty regex list. */
export function brokerWithIsolation(state: SimulatorState, name: string, brokerId: string): BrokerIsolation {
  const cluster = requireClusterFor(state, name);
  return isolationOf(brokerId, policiesOf(cluster));
}
