// The Pulsar calls that put a kept version back (decision 0095): the catalogue's set of the policy
// with the version's value, or its clear where the version had none; a role's grant or revoke; a
// tenant's or cluster's update (or creation, where it is gone now); an isolation policy's set or
// delete; a dynamic setting's update or delete. Only calls: whether the user may make them, and
// making them, is the change plan's (preview and apply), as for any other change.
import type { HistoryKind, RestoreCall } from '@beacon/contracts';
import { pulsarPath } from '@beacon/pulsar-admin';
import { isDeepStrictEqual } from 'node:util';
import { HttpError } from '../../http-errors.ts';
import { VERSIONED_ENTRIES, type VersionedEntry } from './versioned-writes.ts';

/** What a restore needs of the kept change. */
export interface RestoreTarget {
  kind: HistoryKind;
  name: string;
  subject: string;
  scope: '' | 'local' | 'global';
}

const BACKLOG_QUOTA_TYPES = ['destination_storage', 'message_age'] as const;

/**
 * The calls that make the resource hold `value`, given what it holds now (`current`, undefined when
 * it could not be read). Empty when it holds that value already.
 */
export function restoreCalls(target: RestoreTarget, value: unknown, current: unknown): RestoreCall[] {
  if (current !== undefined && isDeepStrictEqual(normal(current), normal(value))) return [];
  const params = paramsOf(target);
  const group = `Restore ${target.subject} of ${target.kind} ${target.name}`;
  const entries = VERSIONED_ENTRIES.filter((entry) => entry.kind === target.kind && matches(entry, target));
  const write = (method: string, suffix?: string) => {
    const found = entries.find(
      (entry) =>
        entry.write.method === method && (suffix === undefined || entry.write.template.endsWith(suffix)),
    );
    if (!found)
      throw new HttpError(
        409,
        `Pulsar has no call that ${method === 'DELETE' ? 'removes' : 'sets'} ${target.subject} of ${target.kind} ${target.name}`,
      );
    return found;
  };
  const call = (
    entry: VersionedEntry,
    summary: string,
    body?: unknown,
    query?: Record<string, string>,
  ): RestoreCall => {
    const search = new URLSearchParams({
      ...(target.scope === 'global' ? { isGlobal: 'true' } : {}),
      ...query,
    });
    const path = pulsarPath(entry.write, params as never);
    const text = search.toString();
    return {
      method: entry.write.method as RestoreCall['method'],
      path: text === '' ? path : `${path}?${text}`,
      ...(body === undefined ? {} : { body }),
      // A Java String parameter (a namespace's anti-affinity group) is sent as the text itself.
      ...(entry.text && body !== undefined && body !== null ? { encoding: 'text' as const } : {}),
      summary,
      group,
      groupKind: target.kind,
      groupName: target.name,
      ...wording(target, entry.write.method),
    };
  };
  const set = (body?: unknown, query?: Record<string, string>) =>
    call(setEntry(entries, target), `Set ${target.subject} of ${target.kind} ${target.name}`, body, query);
  const clear = (query?: Record<string, string>) =>
    call(write('DELETE'), `Remove ${target.subject} of ${target.kind} ${target.name}`, undefined, query);

  switch (target.kind) {
    case 'tenant':
    case 'cluster': {
      if (value === null)
        throw new HttpError(
          409,
          `Restoring a ${target.kind} that did not exist would delete it: delete ${target.name} from its page instead`,
        );
      // Created anew where it is gone now (PUT), updated where it is there (POST).
      return [
        call(
          write(current === null ? 'PUT' : 'POST'),
          `${current === null ? 'Create' : 'Update'} ${target.kind} ${target.name}`,
          value,
        ),
      ];
    }
    case 'isolation-policy':
    case 'broker-setting':
      if (value === null) return [clear()];
      return target.kind === 'broker-setting'
        ? [setting(target.name, scalarText(value), group)]
        : [call(write('POST'), `Set isolation policy ${target.name}`, value)];
    case 'namespace':
    case 'topic':
      return policyCalls(target, value, current, { set, clear });
  }
}

function policyCalls(
  target: RestoreTarget,
  value: unknown,
  current: unknown,
  {
    set,
    clear,
  }: {
    set: (body?: unknown, query?: Record<string, string>) => RestoreCall;
    clear: (query?: Record<string, string>) => RestoreCall;
  },
): RestoreCall[] {
  if (target.subject.startsWith('permissions/')) return [value === null ? clear() : set(value)];
  switch (target.subject) {
    case 'backlogQuota': {
      // Read as the map of both quotas, set and removed one type at a time.
      const wanted = (value ?? {}) as Record<string, unknown>;
      const now = (current ?? undefined) as Record<string, unknown> | undefined;
      return BACKLOG_QUOTA_TYPES.flatMap((type) => {
        if (wanted[type] !== undefined) {
          if (now && isDeepStrictEqual(now[type], wanted[type])) return [];
          return [set(wanted[type], { backlogQuotaType: type })];
        }
        return now && now[type] === undefined ? [] : [clear({ backlogQuotaType: type })];
      });
    }
    case 'messageTTL':
      // A topic's TTL travels in the query (PersistentTopics.setMessageTTL's @QueryParam, 4.0.7).
      if (target.kind === 'topic')
        return [value === null ? clear() : set(undefined, { messageTTL: scalarText(value) })];
      break;
    case 'dispatcherPauseOnAckStatePersistent':
      // A switch: the POST turns it on, the DELETE off.
      return [value === true ? set() : clear()];
  }
  if (value !== null) return [set(value)];
  // No DELETE for these two: a null body unsets them (NamespacesBase stores the body as it comes).
  if (
    ['schemaAutoUpdateCompatibilityStrategy', 'deduplicationSnapshotInterval'].includes(target.subject) &&
    target.kind === 'namespace'
  )
    return [set(null)];
  return [clear()];
}

function setEntry(entries: readonly VersionedEntry[], target: RestoreTarget): VersionedEntry {
  const found = entries.find((entry) => entry.write.method !== 'DELETE');
  if (!found)
    throw new HttpError(
      409,
      `Pulsar has no call that sets ${target.subject} of ${target.kind} ${target.name}`,
    );
  return found;
}

function setting(name: string, value: string, group: string): RestoreCall {
  const entry = VERSIONED_ENTRIES.find(
    (one) => one.kind === 'broker-setting' && one.write.method === 'POST',
  )!;
  return {
    method: 'POST',
    path: pulsarPath(entry.write, { configName: name, configValue: value } as never),
    summary: `Set broker setting ${name} to ${value}`,
    group,
    groupKind: 'broker-setting',
    groupName: name,
    kind: 'set',
    subject: name,
  };
}

/** What kind of change a call is, and of what, for the preview to word in the reader's language. */
function wording(target: RestoreTarget, method: string): Pick<RestoreCall, 'kind' | 'subject'> {
  if (target.subject.startsWith('permissions/'))
    return {
      kind: method === 'DELETE' ? 'revoke' : 'grant',
      subject: target.subject.slice('permissions/'.length),
    };
  if (target.kind === 'tenant' || target.kind === 'cluster')
    return { kind: method === 'PUT' ? 'create' : 'update', subject: target.name };
  const subject = target.kind === 'namespace' || target.kind === 'topic' ? target.subject : target.name;
  return { kind: method === 'DELETE' ? 'clear' : 'set', subject };
}

/** The entries of the resource's subject: its policy, its grants, or the whole resource. */
export function matches(entry: VersionedEntry, target: RestoreTarget): boolean {
  if (target.subject.startsWith('permissions/')) return entry.subject === 'permissions/{role}';
  if (target.kind === 'broker-setting') return true;
  return entry.subject === target.subject;
}

/** The write's path parameters, from the resource's name and the subject. */
export function paramsOf(target: RestoreTarget): Record<string, string> {
  const role: Record<string, string> = target.subject.startsWith('permissions/')
    ? { role: target.subject.slice('permissions/'.length) }
    : {};
  switch (target.kind) {
    case 'tenant':
      return { tenant: target.name };
    case 'cluster':
      return { cluster: target.name };
    case 'namespace': {
      const [tenant, namespace] = target.name.split('/');
      return { tenant: tenant!, namespace: namespace!, ...role };
    }
    case 'topic': {
      const match = /^([^:]+):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(target.name)!;
      return { domain: match[1]!, tenant: match[2]!, namespace: match[3]!, topic: match[4]!, ...role };
    }
    case 'isolation-policy': {
      const [cluster, policyName] = target.name.split('/');
      return { cluster: cluster!, policyName: policyName! };
    }
    case 'broker-setting':
      return { configName: target.name };
  }
}

/** Arrays compared as sets of grants: `[consume, produce]` is `[produce, consume]`. */
function normal(value: unknown): unknown {
  if (Array.isArray(value))
    return (value as unknown[])
      .map(normal)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normal(inner)]));
  return value;
}

/** A setting's or TTL's value as the path or query carries it. */
function scalarText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  throw new HttpError(409, 'This version is not a single value Pulsar can take here');
}
