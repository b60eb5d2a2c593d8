// Pulsar's namespace policy endpoints, through Beacon's proxy and the @beacon/pulsar-admin
// catalogue (each descriptor names its namespacePolicies entries). The tab shows Pulsar's reason
// next to the policy, so failures do not toast; but an ended session or a missing environment
// still gets the error catalogue's reaction (spec 8).
import { namespaces, tenants, type AuthAction } from '@beacon/pulsar-admin';
import { inFlightLimit } from '../../../shared/api/in-flight-limit.ts';
import { retryWhenAskedToWait } from '../../../shared/api/retry-when-asked.ts';
import { errorText, isHttpError } from '../../../shared/api/http-error.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import type { PolicyCall, PolicyDescriptor } from './policy-types.ts';

export type { AuthAction };

export interface NamespaceRef {
  tenant: string;
  namespace: string;
}

/** The path parameters of a topic's policy calls. */
export interface TopicRef extends NamespaceRef {
  domain: string;
  topic: string;
}

/**
 * Where a policy's calls go: a namespace's or a topic's path parameters, and the query every call
 * carries (a topic's `isGlobal`, which picks which of its two values a call reads or writes).
 */
export interface PolicyTarget {
  params: NamespaceRef | TopicRef;
  query?: Record<string, string>;
  /** The cluster whose brokers serve a topic's calls (a topic page's `cluster`). */
  cluster?: string | undefined;
}

const inPlace = 'in-place' as const;

function send(
  target: PolicyTarget,
  policyCall: PolicyCall,
  options: { body?: unknown; raw?: boolean; query?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const { body, raw = false, signal } = options;
  const query = { ...target.query, ...policyCall.query, ...options.query };
  // A namespace's descriptors take a namespace's parameters, a topic's a topic's: the level pairs
  // them (namespaceLevel, topicLevel), which the entries' union of templates cannot express.
  return callPulsar(policyCall.entry, target.params as never, {
    failures: inPlace,
    ...(target.cluster ? { cluster: target.cluster } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body === undefined
      ? {}
      : raw
        ? { rawBody: typeof body === 'string' ? body : JSON.stringify(body) }
        : { body }),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Policy reads in flight at once, across every tab: a namespace has thirty-odd and a topic's tab
 * reads each at two levels and the value in force, past the server's 32 an environment.
 */
const policyReads = inFlightLimit(8);

/** The GET answer: the value, or null for Pulsar's 204 "not set at this level". */
export function readPolicy(
  target: PolicyTarget,
  policy: PolicyDescriptor,
  signal: AbortSignal,
  query?: Record<string, string>,
) {
  return policyReads(async () => {
    // Left while waiting its turn: nothing to ask.
    signal.throwIfAborted();
    try {
      return await retryWhenAskedToWait(
        () => send(target, policy.read, { signal, ...(query ? { query } : {}) }),
        signal,
      );
    } catch (error) {
      if (readsAsUnset(policy, error)) return null;
      throw error;
    }
  });
}

/** A 404 the descriptor names as its level's "not set" (the bookie affinity group's, decision 0087). */
function readsAsUnset(policy: PolicyDescriptor, error: unknown): boolean {
  const unset = policy.notFoundIsUnset;
  return (
    unset !== undefined &&
    isHttpError(error) &&
    error.status === 404 &&
    unset.test(errorText(error.body) ?? '')
  );
}

export function setPolicy(target: PolicyTarget, policy: PolicyDescriptor, body: unknown) {
  const { encoding } = policy.set;
  // A topic's message TTL travels in a query parameter, with no body.
  if (typeof encoding === 'object')
    return send(target, policy.set, { query: { [encoding.query]: String(body) } });
  if (encoding === 'none') return send(target, policy.set);
  return send(target, policy.set, { body, raw: encoding === 'raw' });
}

/** Hands the policy back to the level above, the way Pulsar allows for it. */
export function clearPolicy(target: PolicyTarget, policy: PolicyDescriptor) {
  if (policy.clear.kind === 'delete') return send(target, policy.clear.call);
  if (policy.clear.kind === 'sentinel') return setPolicy(target, policy, policy.clear.body);
  return Promise.reject(new Error(`Pulsar offers no clear for ${policy.id}`));
}

export function fetchPermissions(ref: NamespaceRef, signal: AbortSignal) {
  return callPulsar(namespaces.permissions, ref, { signal, failures: inPlace });
}

export function grantPermission(ref: NamespaceRef, role: string, actions: AuthAction[]) {
  return callPulsar(namespaces.grant, { ...ref, role }, { body: actions, failures: inPlace });
}

export function revokePermission(ref: NamespaceRef, role: string) {
  return callPulsar(namespaces.revoke, { ...ref, role }, { failures: inPlace });
}

/** The tenant's allowed clusters are the choices for the namespace's replication clusters. */
export async function fetchAllowedClusters(tenant: string, signal: AbortSignal): Promise<string[]> {
  const info = await callPulsar(tenants.get, { tenant }, { signal, failures: inPlace });
  return info.allowedClusters ?? [];
}
