// A desired policy document, against what the environment holds now (read into the same shape),
// as the change plan's calls (decision 0094), in the order Pulsar needs them: resource groups, then
// each tenant (created when missing), each namespace (created when missing) with its policies,
// permissions and resource group, then its topics (created when missing) with theirs, and last the
// clusters' failure domains and isolation policies, which name namespaces.
//
// What the file leaves out: within a namespace or topic the file names, a policy or permission it
// leaves out is cleared (the file is authoritative for what it names); tenants, namespaces, topics,
// resource groups, failure domains and isolation policies it leaves out are never deleted.
import type {
  ChangeGroupKind,
  ChangeKind,
  NamespaceDocument,
  PlannedCall,
  PolicyDocument,
  TenantDocument,
  TopicDocument,
} from '@beacon/contracts';
import {
  failureDomains,
  isolationPolicies,
  NAMESPACE_POLICY_WIRE,
  namespacePolicies,
  namespaceResourceGroup,
  namespaces as namespaceEntries,
  type PolicyWire,
  resourceGroups,
  TOPIC_POLICY_WIRE,
  GLOBAL_TOPIC_LEVEL,
  GLOBAL_TOPIC_POLICY_WIRE,
  tenants as tenantEntries,
  topicPolicies,
  topics as topicEntries,
} from '@beacon/pulsar-admin';
import { HttpError } from '../../http-errors.ts';
import { type AnyOperation, pulsarRequestPath } from '../pulsar-proxy/index.ts';
import { sameValue } from './same-value.ts';

interface PolicyEntries {
  set: AnyOperation;
  clear?: AnyOperation;
}

interface Level {
  group: string;
  params: Record<string, string>;
  wires: Record<string, PolicyWire>;
  entries: Record<string, PolicyEntries>;
  /** Sent with every call of the level: a topic's global values (`isGlobal=true`). */
  query?: Record<string, string>;
}

type Call = Omit<PlannedCall, 'group' | 'groupKind' | 'groupName'>;

export function planDocument(desired: PolicyDocument, current: PolicyDocument | undefined): PlannedCall[] {
  const calls: PlannedCall[] = [];
  // The heading in English for scripts, and its kind and name for a screen to word in its language.
  const push = (groupKind: ChangeGroupKind, groupName: string, list: Call[]) => {
    const group = groupKind === 'resource-groups' ? 'resource groups' : `${groupKind} ${groupName}`;
    calls.push(...list.map((call) => ({ ...call, group, groupKind, groupName })));
  };
  const scopeOwnsTenants = desired.scope !== 'namespace';

  for (const [group, rates] of Object.entries(desired.resourceGroups ?? {})) {
    if (sameValue(rates, current?.resourceGroups?.[group])) continue;
    push('resource-groups', '', [
      call(
        'PUT',
        resourceGroups.set,
        { resourcegroup: group },
        rates,
        `Set resource group ${group}`,
        'set',
        group,
      ),
    ]);
  }
  for (const [tenant, wanted] of Object.entries(desired.tenants ?? {})) {
    const now = current?.tenants?.[tenant];
    push('tenant', tenant, tenantCalls(tenant, wanted, now, scopeOwnsTenants));
    for (const [namespace, namespaceWanted] of Object.entries(wanted.namespaces ?? {})) {
      const namespaceNow = now?.namespaces?.[namespace];
      push(
        'namespace',
        `${tenant}/${namespace}`,
        namespaceCalls(tenant, namespace, namespaceWanted, namespaceNow),
      );
      for (const [topic, topicWanted] of Object.entries(namespaceWanted.topics ?? {})) {
        const topicNow = namespaceNow?.topics?.[topic];
        const params = topicParams(tenant, namespace, topic);
        push('topic', topic, topicCalls(params, topic, topicWanted, topicNow));
        push('topic-global', topic, globalTopicCalls(params, topic, topicWanted, topicNow));
      }
    }
  }
  for (const [cluster, wanted] of Object.entries(desired.clusters ?? {})) {
    const now = current?.clusters?.[cluster];
    const list: Call[] = [];
    for (const [domainName, domain] of Object.entries(wanted.failureDomains ?? {})) {
      if (sameValue(domain, now?.failureDomains?.[domainName])) continue;
      list.push(
        call(
          'POST',
          failureDomains.set,
          { cluster, domainName },
          domain,
          `Set failure domain ${domainName}`,
          'set',
          domainName,
        ),
      );
    }
    for (const [policyName, policy] of Object.entries(wanted.isolationPolicies ?? {})) {
      if (sameValue(policy, now?.isolationPolicies?.[policyName])) continue;
      list.push(
        call(
          'POST',
          isolationPolicies.set,
          { cluster, policyName },
          policy,
          `Set isolation policy ${policyName}`,
          'set',
          policyName,
        ),
      );
    }
    push('cluster', cluster, list);
  }
  return calls;
}

function tenantCalls(
  tenant: string,
  wanted: TenantDocument,
  now: TenantDocument | undefined,
  owns: boolean,
): Call[] {
  const info = { adminRoles: wanted.adminRoles ?? [], allowedClusters: wanted.allowedClusters ?? [] };
  if (!now)
    return [call('PUT', tenantEntries.create, { tenant }, info, `Create tenant ${tenant}`, 'create', tenant)];
  // A namespace's document carries its tenant to create it where missing, not to change it.
  if (
    !owns ||
    sameValue(info, { adminRoles: now.adminRoles ?? [], allowedClusters: now.allowedClusters ?? [] })
  )
    return [];
  return [call('POST', tenantEntries.update, { tenant }, info, `Update tenant ${tenant}`, 'update', tenant)];
}

function namespaceCalls(
  tenant: string,
  namespace: string,
  wanted: NamespaceDocument,
  now: NamespaceDocument | undefined,
): Call[] {
  const params = { tenant, namespace };
  const list: Call[] = [];
  if (!now)
    list.push(
      call(
        'PUT',
        namespaceEntries.create,
        params,
        undefined,
        `Create namespace ${tenant}/${namespace}`,
        'create',
        `${tenant}/${namespace}`,
      ),
    );
  const level: Level = {
    group: `${tenant}/${namespace}`,
    params,
    wires: NAMESPACE_POLICY_WIRE,
    entries: namespacePolicies,
  };
  list.push(...policyCalls(level, wanted.policies ?? {}, now?.policies ?? {}));
  const roles = new Set([...Object.keys(wanted.permissions ?? {}), ...Object.keys(now?.permissions ?? {})]);
  for (const role of [...roles].sort()) {
    const actions = wanted.permissions?.[role];
    const held = now?.permissions?.[role];
    if (actions && !sameValue([...actions].sort(), [...(held ?? [])].sort()))
      list.push(
        call(
          'POST',
          namespaceEntries.grant,
          { ...params, role },
          actions,
          `Grant ${actions.join(', ')} to ${role}`,
          'grant',
          role,
        ),
      );
    else if (!actions && held)
      list.push(
        call(
          'DELETE',
          namespaceEntries.revoke,
          { ...params, role },
          undefined,
          `Revoke ${role}`,
          'revoke',
          role,
        ),
      );
  }
  if (wanted.resourceGroup !== undefined && wanted.resourceGroup !== now?.resourceGroup)
    list.push(
      call(
        'POST',
        namespaceResourceGroup.set,
        { ...params, resourcegroup: wanted.resourceGroup },
        undefined,
        `Set resource group ${wanted.resourceGroup}`,
        'set',
        'resourceGroup',
      ),
    );
  else if (wanted.resourceGroup === undefined && now?.resourceGroup !== undefined)
    list.push(
      call(
        'DELETE',
        namespaceResourceGroup.clear,
        params,
        undefined,
        'Clear the resource group',
        'clear',
        'resourceGroup',
      ),
    );
  return list;
}

/** The catalogue's path parameters of a topic the document names in one of its namespaces. */
function topicParams(tenant: string, namespace: string, fullName: string): Record<string, string> {
  const prefix = `persistent://${tenant}/${namespace}/`;
  if (!fullName.startsWith(prefix))
    throw new HttpError(
      400,
      `Topic '${fullName}' is not a persistent topic of namespace ${tenant}/${namespace}`,
    );
  return { domain: 'persistent', tenant, namespace, topic: fullName.slice(prefix.length) };
}

function topicCalls(
  params: Record<string, string>,
  fullName: string,
  wanted: TopicDocument,
  now: TopicDocument | undefined,
): Call[] {
  const list: Call[] = [];
  if (!now) {
    list.push(
      wanted.partitions === undefined
        ? call('PUT', topicEntries.create, params, undefined, `Create topic ${fullName}`, 'create', fullName)
        : call(
            'PUT',
            topicEntries.createPartitioned,
            params,
            wanted.partitions,
            `Create topic ${fullName} with ${wanted.partitions} partitions`,
            'create',
            fullName,
          ),
    );
  }
  const level: Level = {
    group: fullName,
    params,
    wires: TOPIC_POLICY_WIRE,
    entries: topicPolicies,
  };
  list.push(...policyCalls(level, wanted.policies ?? {}, now?.policies ?? {}));
  return list;
}

/**
 * The topic's global values, after its local ones (the topic exists by then), through the same
 * entries with `isGlobal=true`. A policy Pulsar keeps local only is refused here, as in `policies`
 * an unknown name is.
 */
function globalTopicCalls(
  params: Record<string, string>,
  fullName: string,
  wanted: TopicDocument,
  now: TopicDocument | undefined,
): Call[] {
  const level: Level = {
    group: `${fullName} (global)`,
    params,
    wires: GLOBAL_TOPIC_POLICY_WIRE,
    entries: topicPolicies,
    query: GLOBAL_TOPIC_LEVEL,
  };
  return policyCalls(level, wanted.globalPolicies ?? {}, now?.globalPolicies ?? {});
}

/** Set what differs, clear what the file leaves out, each the way Pulsar allows for that policy. */
function policyCalls(level: Level, wanted: Record<string, unknown>, now: Record<string, unknown>): Call[] {
  const list: Call[] = [];
  const names = [...new Set([...Object.keys(wanted), ...Object.keys(now)])].sort(clearsOthersFirst);
  for (const name of names) {
    const wire = level.wires[name];
    const entries = level.entries[name];
    if (!wire || !entries) throw new HttpError(400, `'${name}' is not a policy of ${level.group}`);
    const value = wanted[name];
    const held = now[name];
    if (value !== undefined && sameValue(value, held)) continue;
    if (wire.byType) {
      list.push(...byTypeCalls(level, name, entries, wire.byType, value, held));
      continue;
    }
    if (value === undefined) {
      const clear = clearCall(level, name, wire, entries);
      if (clear) list.push(clear);
      continue;
    }
    list.push(setCall(level, name, wire, entries, value));
  }
  return list;
}

function setCall(level: Level, name: string, wire: PolicyWire, entries: PolicyEntries, value: unknown): Call {
  const summary = `Set ${name}`;
  if (wire.encoding === 'switch') {
    if (value === true)
      return call('POST', entries.set, level.params, undefined, summary, 'set', name, level.query);
    const clear = clearCall(level, name, wire, entries);
    if (!clear) throw new HttpError(400, `${name} of ${level.group} cannot be turned off`);
    return clear;
  }
  if (typeof wire.encoding === 'object') {
    return call('POST', entries.set, level.params, undefined, summary, 'set', name, {
      ...level.query,
      [wire.encoding.query]: String(value),
    });
  }
  const planned = call(
    entries.set.method as Method,
    entries.set,
    level.params,
    value,
    summary,
    'set',
    name,
    level.query,
  );
  return wire.encoding === 'text' ? { ...planned, encoding: 'text' } : planned;
}

function clearCall(level: Level, name: string, wire: PolicyWire, entries: PolicyEntries): Call | undefined {
  if (entries.clear)
    return call(
      'DELETE',
      entries.clear,
      level.params,
      undefined,
      `Clear ${name}`,
      'clear',
      name,
      level.query,
    );
  if (wire.clearBody !== undefined)
    return call(
      entries.set.method as Method,
      entries.set,
      level.params,
      wire.clearBody,
      `Clear ${name}`,
      'clear',
      name,
      level.query,
    );
  return undefined;
}

function byTypeCalls(
  level: Level,
  name: string,
  entries: PolicyEntries,
  queryName: string,
  value: unknown,
  held: unknown,
): Call[] {
  const wanted = (value ?? {}) as Record<string, unknown>;
  const now = (held ?? {}) as Record<string, unknown>;
  const list: Call[] = [];
  for (const type of [...new Set([...Object.keys(wanted), ...Object.keys(now)])].sort()) {
    if (sameValue(wanted[type], now[type])) continue;
    const query = { ...level.query, [queryName]: type };
    if (wanted[type] === undefined) {
      if (entries.clear)
        list.push(
          call(
            'DELETE',
            entries.clear,
            level.params,
            undefined,
            `Clear ${name} (${type})`,
            'clear',
            `${name} ${type}`,
            query,
          ),
        );
    } else {
      list.push(
        call(
          'POST',
          entries.set,
          level.params,
          wanted[type],
          `Set ${name} (${type})`,
          'set',
          `${name} ${type}`,
          query,
        ),
      );
    }
  }
  return list;
}

/** Clearing the offload policies also drops the offload threshold and deletion lag: do it before setting those. */
function clearsOthersFirst(a: string, b: string): number {
  if (a === 'offloadPolicies') return -1;
  if (b === 'offloadPolicies') return 1;
  return a.localeCompare(b);
}

type Method = PlannedCall['method'];

function call(
  method: Method,
  entry: AnyOperation,
  params: Record<string, string>,
  body: unknown,
  summary: string,
  kind: ChangeKind,
  subject: string,
  query?: Record<string, string>,
): Call {
  return {
    method,
    path: pulsarRequestPath(entry, params as never, query as never),
    ...(body === undefined ? {} : { body }),
    summary,
    kind,
    subject,
  };
}
