// Pulsar's namespace policy endpoints, through Beacon's proxy and the @beacon/pulsar-admin
// catalogue (each descriptor names its namespacePolicies entries). The tab shows Pulsar's reason
// next to the policy, so failures do not toast; but an ended session or a missing environment
// still gets the error catalogue's reaction (spec 8).
import { namespaces, tenants, type AuthAction } from '@beacon/pulsar-admin';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import type { PolicyCall, PolicyDescriptor } from './policy-types.ts';

export type { AuthAction };

export interface NamespaceRef {
  tenant: string;
  namespace: string;
}

const inPlace = 'in-place' as const;

function send(ref: NamespaceRef, policyCall: PolicyCall, body?: unknown, raw = false, signal?: AbortSignal) {
  return callPulsar(policyCall.entry, ref, {
    failures: inPlace,
    ...(policyCall.query ? { query: policyCall.query } : {}),
    ...(body === undefined
      ? {}
      : raw
        ? { rawBody: typeof body === 'string' ? body : JSON.stringify(body) }
        : { body }),
    ...(signal ? { signal } : {}),
  });
}

/** The GET answer: the value, or null for Pulsar's 204 "not set on this namespace". */
export function readPolicy(ref: NamespaceRef, policy: PolicyDescriptor, signal: AbortSignal) {
  return send(ref, policy.read, undefined, false, signal);
}

export function setPolicy(ref: NamespaceRef, policy: PolicyDescriptor, body: unknown) {
  return send(ref, policy.set, body, policy.set.encoding === 'raw');
}

/** Hands the policy back to the broker default, the way Pulsar allows for it. */
export function clearPolicy(ref: NamespaceRef, policy: PolicyDescriptor) {
  if (policy.clear.kind === 'delete') return send(ref, policy.clear.call);
  if (policy.clear.kind === 'sentinel') return send(ref, policy.set, policy.clear.body);
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
