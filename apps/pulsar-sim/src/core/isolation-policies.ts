import { badRequest, notFound } from './errors.ts';
import { isRecord, isStringArray } from './json.ts';
import { requireClusterFor } from './placement-cluster.ts';
import type { ClusterState, SimulatorState } from './state.ts';

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

/** Jackson reads `Map<String, String>` parameters from numbers too. */
function stringParameters(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') {
      result[key] = String(entry);
    } else if (entry !== null) {
      return undefined;
    }
  }
  return result;
}

/** The policy as the broker's Jackson writes it: declared fields in order, nulls left out. */
function asBrokerWritesIt(data: Record<string, unknown>): Record<string, unknown> {
  const failover = isRecord(data.auto_failover_policy) ? data.auto_failover_policy : undefined;
  const written: Record<string, unknown> = {};
  for (const key of ['namespaces', 'primary', 'secondary'] as const) {
    if (data[key] != null) written[key] = data[key];
  }
  if (failover) {
    const policy: Record<string, unknown> = {};
    if (failover.policy_type != null) policy.policy_type = failover.policy_type;
    const parameters = stringParameters(failover.parameters);
    if (parameters) policy.parameters = parameters;
    written.auto_failover_policy = policy;
  }
  if (data.unload_scope != null) written.unload_scope = data.unload_scope;
  return written;
}

const isInteger = (value: string | undefined) =>
  value !== undefined && /^[-+]?\d+$/.test(value.trim()) && value.trim() === value;

/** NamespaceIsolationDataImpl.validate() and the MinAvailablePolicy it builds. */
function isValidPolicy(data: Record<string, unknown>): boolean {
  const { namespaces, primary, secondary } = data;
  if (!isStringArray(namespaces) || namespaces.length === 0) return false;
  if (!isStringArray(primary) || primary.length === 0 || !compiles(primary)) return false;
  if (!isStringArray(secondary) || !compiles(secondary)) return false;
  const failover = data.auto_failover_policy;
  if (!isRecord(failover) || failover.policy_type !== 'min_available') return false;
  const parameters = stringParameters(failover.parameters);
  return isInteger(parameters?.min_limit) && isInteger(parameters?.usage_threshold);
}

/** Creates or replaces a policy; anything validate() refuses is a 400 quoting the data. */
export function setIsolationPolicy(state: SimulatorState, name: string, policy: string, data: unknown): void {
  const cluster = requireClusterFor(state, name);
  const written = isRecord(data) ? asBrokerWritesIt(data) : {};
  if (!isRecord(data) || !isValidPolicy(data)) {
    throw badRequest(
      `Invalid format of input policy data. policy: ${policy}; data: ${JSON.stringify(written)}`,
    );
  }
  policyNodes.add(cluster);
  cluster.isolationPolicies.set(policy, written);
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
