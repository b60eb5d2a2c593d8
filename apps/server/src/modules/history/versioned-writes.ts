// Which writes change a versioned resource's state, and how to read that state (decision 0095): each
// write entry of the @beacon/pulsar-admin catalogue that sets or clears a tenant, a namespace or
// topic policy, a role's grant, a cluster, an isolation policy or a dynamic broker setting, paired
// with the catalogue's GET of the same state (POST …/retention ↔ GET …/retention). Built from the
// catalogue, so a policy added there is versioned without a second list here.
import {
  brokerAdmin,
  clusterAdmin,
  isolationPolicies,
  namespacePolicies,
  namespaces,
  pulsarPath,
  tenants,
  topicPolicies,
  topics,
  type Operation,
} from '@beacon/pulsar-admin';
import type { HistoryKind } from '@beacon/contracts';

type AnyOperation = Operation<string, unknown, unknown, unknown>;

/** How the state reads when the GET answers 404: the resource is absent, or the read says nothing. */
type Missing = 'absent' | 'unknown';

/** One kind of versioned write: its entry, the GET of its state, and how to name what it changes. */
export interface VersionedEntry {
  kind: HistoryKind;
  write: AnyOperation;
  read: AnyOperation;
  /** The policy or setting, or the whole resource; `{role}` and `{configName}` are filled in. */
  subject: string;
  /** The part of the read's answer the write changes (a role's grant, a setting), or all of it. */
  pickParam?: 'role' | 'configName';
  /** Topic policies: the write's `isGlobal` picks the value (and is passed on to the read). */
  scoped: boolean;
  missing: Missing;
  /** The answer is bare text, not JSON (a namespace's anti-affinity group). */
  text: boolean;
}

/** A write matched to its entry, with the resource it changes and the read of its state. */
export interface VersionedWrite {
  entry: VersionedEntry;
  kind: HistoryKind;
  name: string;
  subject: string;
  scope: '' | 'local' | 'global';
  params: Record<string, string>;
  /** Path and query of the GET that reads the state the write changes. */
  readPath: string;
}

function entries(): VersionedEntry[] {
  const list: VersionedEntry[] = [];
  const add = (entry: Omit<VersionedEntry, 'scoped' | 'missing' | 'text'> & Partial<VersionedEntry>) =>
    list.push({ scoped: false, missing: 'unknown', text: false, ...entry });
  for (const [policy, calls] of Object.entries(namespacePolicies)) {
    const read = calls.get as AnyOperation;
    const text = read.answerFormat === 'text';
    for (const write of writesOf(calls)) add({ kind: 'namespace', write, read, subject: policy, text });
  }
  for (const [policy, calls] of Object.entries(topicPolicies)) {
    const read = calls.get as AnyOperation;
    // Three topic policies are local only: they take no `isGlobal` (catalogue-topic-policies.ts).
    const scoped = !['schemaCompatibilityStrategy', 'schemaValidationEnforced'].includes(policy);
    for (const write of writesOf(calls)) add({ kind: 'topic', write, read, subject: policy, scoped });
  }
  for (const write of [namespaces.grant, namespaces.revoke])
    add({
      kind: 'namespace',
      write,
      read: namespaces.permissions,
      subject: 'permissions/{role}',
      pickParam: 'role',
    });
  for (const write of [topics.grant, topics.revoke])
    add({ kind: 'topic', write, read: topics.permissions, subject: 'permissions/{role}', pickParam: 'role' });
  for (const write of [tenants.create, tenants.update, tenants.delete])
    add({ kind: 'tenant', write, read: tenants.get, subject: 'tenant', missing: 'absent' });
  for (const write of [clusterAdmin.create, clusterAdmin.update, clusterAdmin.delete])
    add({ kind: 'cluster', write, read: clusterAdmin.get, subject: 'cluster', missing: 'absent' });
  for (const write of [isolationPolicies.set, isolationPolicies.delete])
    add({
      kind: 'isolation-policy',
      write,
      read: isolationPolicies.get,
      subject: 'isolation-policy',
      missing: 'absent',
    });
  // The overrides stored in the metadata store (what a write sets), not one broker's runtime view.
  for (const write of [brokerAdmin.updateDynamicConfiguration, brokerAdmin.deleteDynamicConfiguration])
    add({
      kind: 'broker-setting',
      write,
      read: brokerAdmin.dynamicConfigurationValues,
      subject: '{configName}',
      pickParam: 'configName',
    });
  return list;
}

function writesOf(calls: object): AnyOperation[] {
  return Object.entries(calls)
    .filter(([call]) => call === 'set' || call === 'clear')
    .map(([, operation]) => operation as AnyOperation);
}

interface CompiledEntry {
  entry: VersionedEntry;
  /** The template's segments: a literal, or `{name}` for a parameter. */
  parts: string[];
}

const DOMAINS = new Set(['persistent', 'non-persistent']);

const COMPILED: readonly CompiledEntry[] = entries().map((entry) => ({
  entry,
  parts: entry.write.template.split('/').filter((part) => part !== ''),
}));

function matchParts(
  parts: readonly string[],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (part.startsWith('{')) {
      const name = part.slice(1, -1);
      if (name === 'domain' && !DOMAINS.has(segment)) return undefined;
      params[name] = segment;
    } else if (part !== segment) return undefined;
  }
  return params;
}

/**
 * The versioned resource a write changes, or undefined for any other write (most: unloads, backlog
 * clears, topic creation). `segments` are the call's path segments, decoded; `query` its query.
 */
export function versionedWrite(
  method: string,
  segments: readonly string[],
  query: URLSearchParams,
): VersionedWrite | undefined {
  for (const { entry, parts } of COMPILED) {
    if (entry.write.method !== method) continue;
    const params = matchParts(parts, segments);
    if (params) return describe(entry, params, query);
  }
  return undefined;
}

function describe(
  entry: VersionedEntry,
  params: Record<string, string>,
  query: URLSearchParams,
): VersionedWrite {
  const global = entry.scoped && query.get('isGlobal') === 'true';
  const scope =
    entry.kind === 'topic' && !entry.subject.startsWith('permissions/') ? (global ? 'global' : 'local') : '';
  const path = pulsarPath(entry.read, params as never);
  return {
    entry,
    kind: entry.kind,
    name: resourceName(entry.kind, params),
    subject: entry.subject.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ''),
    scope,
    params,
    readPath: global ? `${path}?isGlobal=true` : path,
  };
}

/** How the history names the resource a write's parameters address. */
export function resourceName(kind: HistoryKind, params: Record<string, string>): string {
  switch (kind) {
    case 'tenant':
      return params.tenant!;
    case 'namespace':
      return `${params.tenant}/${params.namespace}`;
    case 'topic':
      return `${params.domain}://${params.tenant}/${params.namespace}/${params.topic}`;
    case 'cluster':
      return params.cluster!;
    case 'isolation-policy':
      return `${params.cluster}/${params.policyName}`;
    case 'broker-setting':
      return params.configName!;
  }
}

/** The part of a read's answer the write changes: a role's actions, a setting's value, or all of it. */
export function pickState(write: Pick<VersionedWrite, 'entry' | 'params'>, answer: unknown): unknown {
  const { pickParam } = write.entry;
  if (pickParam === undefined) return answer;
  const key = write.params[pickParam]!;
  const map = answer as Record<string, unknown> | null;
  return map !== null && typeof map === 'object' && Object.hasOwn(map, key) ? map[key] : null;
}

/** Every versioned entry, for the restore's calls and the tests. */
export const VERSIONED_ENTRIES: readonly VersionedEntry[] = COMPILED.map(({ entry }) => entry);
