// An environment, a tenant or a namespace read into a policy document (decision 0094). Every read
// goes through the permission table for the caller first (PlannedCalls.check, the proxy's own step):
// what the caller may not read is left out (a tenant admin's bookie affinity), or, for the thing
// asked for itself, refused. Policies are read one catalogue entry at a time (the pulsar-admin
// catalogue's namespacePolicies and topicPolicies, with NAMESPACE_POLICY_WIRE / TOPIC_POLICY_WIRE
// saying what reads as unset): only those set at that level are written down.
import type {
  NamespaceDocument,
  PolicyDocument,
  PolicyScope,
  TenantDocument,
  TopicDocument,
} from '@beacon/contracts';
import {
  clusters as clusterEntries,
  failureDomains,
  isolationPolicies,
  NAMESPACE_POLICY_WIRE,
  namespacePolicies,
  namespaceResourceGroup,
  namespaces as namespaceEntries,
  GLOBAL_TOPIC_LEVEL,
  GLOBAL_TOPIC_POLICY_WIRE,
  type PolicyWire,
  resourceGroups,
  TOPIC_POLICY_WIRE,
  tenants as tenantEntries,
  topicPolicies,
  topics as topicEntries,
} from '@beacon/pulsar-admin';
import { HttpError } from '../../http-errors.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import {
  type AnyOperation,
  type Caller,
  type PlannedCalls,
  type ProxyTarget,
  pulsarRequestPath,
} from '../pulsar-proxy/index.ts';
import { isRecord, sameValue } from './same-value.ts';

/** Reads at once against one environment: a namespace has about forty policies. */
const PARALLEL_READS = 8;

/** One policy to read: its catalogue name, how Pulsar answers it, and its `get` entry. */
interface PolicyRead {
  policy: string;
  wire: PolicyWire;
  entry: AnyOperation;
}

const topicPolicyReads = (wires: Readonly<Record<string, PolicyWire>>): PolicyRead[] =>
  Object.entries(wires).map(([policy, wire]) => ({
    policy,
    wire,
    entry: topicPolicies[policy as keyof typeof topicPolicies].get,
  }));
const PARTITION = /-partition-\d+$/;

export interface ReaderDeps {
  reads: PulsarReads;
  planned: PlannedCalls;
  caller: Caller;
  target: ProxyTarget;
  /**
   * A tenant or namespace the caller may not read counts as absent instead of refusing the read: a
   * plan then holds the calls that would create it, which the change plan's preview marks forbidden.
   */
  forbiddenAsAbsent?: boolean;
}

type Read = { status: 'unset' } | { status: 'value'; value: unknown } | { status: 'forbidden' };

export class PolicyReader {
  readonly #deps: ReaderDeps;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(deps: ReaderDeps) {
    this.#deps = deps;
  }

  /**
   * The document of a scope; undefined when the tenant named does not exist. A namespace's document
   * whose namespace does not exist (yet) holds its tenant without it (see holdsNamespace).
   */
  async document(scope: PolicyScope, name: string | undefined): Promise<PolicyDocument | undefined> {
    const head = {
      beaconPolicies: 1 as const,
      scope,
      ...(name ? { name } : {}),
      exportedFrom: this.#deps.target.environment.name,
    };
    if (scope === 'environment') return { ...head, ...(await this.#environment()) };
    const [tenant, namespace] = splitName(scope, name);
    const tenantDocument = await this.#tenant(tenant, namespace);
    if (!tenantDocument) return undefined;
    return { ...head, tenants: { [tenant]: tenantDocument } };
  }

  async #environment(): Promise<Partial<PolicyDocument>> {
    if (!this.#deps.caller.access.roles.includes('super'))
      throw new HttpError(403, 'Only super users export a whole environment: export a tenant or a namespace');
    const names = (await this.#json(pulsarRequestPath(tenantEntries.list, {}))) as string[];
    const tenants: Record<string, TenantDocument> = {};
    for (const tenant of [...names].sort()) {
      const document = await this.#tenant(tenant, undefined);
      if (document) tenants[tenant] = document;
    }
    const groupNames = (await this.#json(pulsarRequestPath(resourceGroups.list, {}))) as string[];
    const groups = await Promise.all(
      groupNames.map(async (group) => [
        group,
        await this.#json(pulsarRequestPath(resourceGroups.get, { resourcegroup: group })),
      ]),
    );
    const clusterNames = (await this.#json(pulsarRequestPath(clusterEntries.list, {}))) as string[];
    const clusters: NonNullable<PolicyDocument['clusters']> = {};
    for (const cluster of clusterNames) {
      const domains = await this.#json(pulsarRequestPath(failureDomains.list, { cluster }));
      // 404 while the cluster has none (ClustersBase.getNamespaceIsolationPolicies, 4.0.7).
      const isolation = await this.#json(pulsarRequestPath(isolationPolicies.list, { cluster }), true);
      clusters[cluster] = {
        ...(nonEmpty(domains) ? { failureDomains: domains } : {}),
        ...(nonEmpty(isolation) ? { isolationPolicies: isolation } : {}),
      };
    }
    return {
      ...(groups.length > 0
        ? { resourceGroups: Object.fromEntries(groups) as Record<string, Record<string, unknown>> }
        : {}),
      clusters,
      tenants,
    };
  }

  /** The tenant, with all its namespaces or only `only`; undefined when it does not exist. */
  async #tenant(tenant: string, only: string | undefined): Promise<TenantDocument | undefined> {
    const info = await this.#read(pulsarRequestPath(tenantEntries.get, { tenant }), {}, true);
    if (info.status === 'forbidden') {
      if (this.#deps.forbiddenAsAbsent) return undefined;
      throw new HttpError(403, `You may not read tenant '${tenant}'`);
    }
    if (info.status === 'unset') return undefined;
    const { adminRoles = [], allowedClusters = [] } = info.value as {
      adminRoles?: string[];
      allowedClusters?: string[];
    };
    const fullNames =
      only === undefined
        ? ((await this.#json(pulsarRequestPath(namespaceEntries.list, { tenant }))) as string[])
        : [`${tenant}/${only}`];
    const namespaces: Record<string, NamespaceDocument> = {};
    for (const fullName of [...fullNames].sort()) {
      const namespace = fullName.slice(tenant.length + 1);
      const document = await this.#namespace(tenant, namespace);
      if (document) namespaces[namespace] = document;
    }
    return { adminRoles: [...adminRoles].sort(), allowedClusters: [...allowedClusters].sort(), namespaces };
  }

  async #namespace(tenant: string, namespace: string): Promise<NamespaceDocument | undefined> {
    const params = { tenant, namespace };
    // The namespace's own read answers 404 when it does not exist, before forty policy reads do.
    const exists = await this.#read(pulsarRequestPath(namespaceEntries.policies, params), {}, true);
    if (exists.status === 'forbidden')
      throw new HttpError(403, `You may not read namespace '${tenant}/${namespace}'`);
    if (exists.status === 'unset') return undefined;
    const policies = await this.#policies(
      Object.entries(NAMESPACE_POLICY_WIRE).map(([policy, wire]) => ({
        policy,
        wire,
        entry: namespacePolicies[policy as keyof typeof namespacePolicies].get,
      })),
      params,
    );
    const permissions = await this.#read(pulsarRequestPath(namespaceEntries.permissions, params), {});
    const group = await this.#read(pulsarRequestPath(namespaceResourceGroup.get, params), {}, false, 'text');
    const topics = await this.#topics(tenant, namespace);
    return {
      ...(nonEmpty(policies) ? { policies } : {}),
      ...(permissions.status === 'value' && nonEmpty(permissions.value)
        ? { permissions: sortedActions(permissions.value) }
        : {}),
      ...(group.status === 'value' && typeof group.value === 'string' && group.value !== ''
        ? { resourceGroup: group.value }
        : {}),
      ...(nonEmpty(topics) ? { topics } : {}),
    };
  }

  /** The namespace's persistent topics, each with the policies it sets itself, at either level. */
  async #topics(tenant: string, namespace: string): Promise<Record<string, TopicDocument>> {
    const params = { domain: 'persistent', tenant, namespace };
    const all = (await this.#json(pulsarRequestPath(topicEntries.list, params))) as string[];
    const partitioned = (await this.#json(
      pulsarRequestPath(topicEntries.listPartitioned, params),
    )) as string[];
    const names = [
      ...partitioned,
      // A partitioned topic's partitions come with it; a topic named like one on its own does not.
      ...all.filter((name) => !PARTITION.test(name) || !partitioned.includes(name.replace(PARTITION, ''))),
    ].sort();
    const topics: Record<string, TopicDocument> = {};
    for (const fullName of names) {
      const topic = fullName.slice(`persistent://${tenant}/${namespace}/`.length);
      const topicParams = { ...params, topic };
      const partitions = partitioned.includes(fullName)
        ? (
            (await this.#json(pulsarRequestPath(topicEntries.partitions, topicParams))) as {
              partitions: number;
            }
          ).partitions
        : undefined;
      const policies = await this.#policies(topicPolicyReads(TOPIC_POLICY_WIRE), topicParams);
      const globalPolicies = await this.#policies(
        topicPolicyReads(GLOBAL_TOPIC_POLICY_WIRE),
        topicParams,
        GLOBAL_TOPIC_LEVEL,
      );
      topics[fullName] = {
        ...(partitions !== undefined ? { partitions } : {}),
        ...(nonEmpty(policies) ? { policies } : {}),
        ...(nonEmpty(globalPolicies) ? { globalPolicies } : {}),
      };
    }
    return topics;
  }

  async #policies(
    list: PolicyRead[],
    params: Record<string, string>,
    query?: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const read = await Promise.all(
      list.map(async ({ policy, wire, entry }) => {
        const path = pulsarRequestPath(entry, params as never, query as never);
        const answer = await this.#read(path, wire, false, entry.answerFormat === 'text' ? 'text' : 'json');
        if (answer.status !== 'value') return undefined;
        if (wire.unsetValue !== undefined && sameValue(answer.value, wire.unsetValue)) return undefined;
        if (answer.value === null || answer.value === '') return undefined;
        return [policy, withoutSecrets(answer.value, wire)] as const;
      }),
    );
    return Object.fromEntries(
      read.filter((entry) => entry !== undefined).sort(([a], [b]) => a.localeCompare(b)),
    );
  }

  async #json(path: string, missingIsEmpty = false): Promise<unknown> {
    const answer = await this.#read(path, {}, missingIsEmpty);
    if (answer.status === 'forbidden') throw new HttpError(403, `You may not read ${path}`);
    return answer.status === 'value' ? answer.value : undefined;
  }

  /** One read: forbidden by the permission table, unset (no content, or a 404 that means so), or a value. */
  async #read(
    path: string,
    wire: Pick<PolicyWire, 'notFoundIsUnset'>,
    missingIsUnset = false,
    format: 'json' | 'text' = 'json',
  ): Promise<Read> {
    const { reads, planned, caller, target } = this.#deps;
    const check = await planned.check(caller, {
      method: 'GET',
      pathAndQuery: path,
      body: undefined,
      contentType: undefined,
    });
    if (!check.allowed) return { status: 'forbidden' };
    const answer = await this.#limited(() => reads.get(target, path));
    if (answer.status === 204 || (answer.status === 200 && answer.body.length === 0))
      return { status: 'unset' };
    if (answer.status === 404) {
      const text = answer.body.toString('utf8');
      if (missingIsUnset || wire.notFoundIsUnset?.test(text)) return { status: 'unset' };
    }
    await reads.refuseUnlessOk(target, answer);
    const text = answer.body.toString('utf8');
    if (format === 'text') return { status: 'value', value: text };
    try {
      return { status: 'value', value: JSON.parse(text) as unknown };
    } catch {
      throw new HttpError(502, `Environment '${target.environment.name}' did not answer JSON for ${path}`);
    }
  }

  async #limited<T>(work: () => Promise<T>): Promise<T> {
    while (this.#running >= PARALLEL_READS) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    try {
      return await work();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }
}

/** Whether a namespace's document holds its namespace (it may name one the environment lacks). */
export function holdsNamespace(
  document: PolicyDocument,
  scope: PolicyScope,
  name: string | undefined,
): boolean {
  if (scope !== 'namespace') return true;
  const [tenant, namespace] = splitName(scope, name);
  return document.tenants?.[tenant]?.namespaces?.[namespace!] !== undefined;
}

/** `[tenant, namespace?]` of a tenant's or namespace's scope, refused (400) when malformed. */
export function splitName(scope: PolicyScope, name: string | undefined): [string, string | undefined] {
  const parts = (name ?? '').split('/');
  if (scope === 'tenant' && parts.length === 1 && parts[0] !== '') return [parts[0]!, undefined];
  if (scope === 'namespace' && parts.length === 2 && parts[0] !== '' && parts[1] !== '')
    return [parts[0]!, parts[1]];
  throw new HttpError(
    400,
    scope === 'tenant' ? 'Name the tenant (name=tenant)' : 'Name the namespace (name=tenant/namespace)',
  );
}

/** The value without the fields that are credentials (the offload policies' S3 secret). */
function withoutSecrets(value: unknown, wire: PolicyWire): unknown {
  if (!wire.secretFields || !isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !wire.secretFields?.includes(key)));
}

function nonEmpty(value: unknown): value is Record<string, never> {
  return isRecord(value) && Object.keys(value).length > 0;
}

function sortedActions(value: unknown): Record<string, string[]> {
  const map = value as Record<string, string[]>;
  return Object.fromEntries(
    Object.keys(map)
      .sort()
      .map((role) => [role, [...(map[role] ?? [])].sort()]),
  );
}
