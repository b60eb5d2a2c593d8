// Pulsar's namespace policy endpoints, through Beacon's proxy (`api: 'pulsar'`). Every call handles
// its own errors: the tab shows Pulsar's reason next to the policy, so no toast.
import { requestData } from '../../../shared/api/index.ts';
import type { PolicyCall, PolicyDescriptor } from './policy-types.ts';

export interface NamespaceRef {
  tenant: string;
  namespace: string;
}

export function namespacePath({ tenant, namespace }: NamespaceRef, suffix = ''): string {
  const base = `/admin/v2/namespaces/${encodeURIComponent(tenant)}/${encodeURIComponent(namespace)}`;
  return suffix ? `${base}/${suffix}` : base;
}

function send(ref: NamespaceRef, policyCall: PolicyCall, body?: unknown, raw = false, signal?: AbortSignal) {
  return requestData<unknown>(namespacePath(ref, policyCall.path), {
    api: 'pulsar',
    method: policyCall.method,
    ...(policyCall.query ? { query: policyCall.query } : {}),
    ...(body === undefined
      ? {}
      : raw
        ? {
            rawBody: {
              body: typeof body === 'string' ? body : JSON.stringify(body),
              contentType: 'application/json',
            },
          }
        : { json: body }),
    ...(signal ? { signal } : {}),
    reportErrors: false,
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

export type AuthAction = 'consume' | 'produce' | 'functions' | 'sources' | 'sinks' | 'packages';
export type NamespacePermissions = Record<string, AuthAction[]>;

export function fetchPermissions(ref: NamespaceRef, signal: AbortSignal) {
  return requestData<NamespacePermissions>(namespacePath(ref, 'permissions'), {
    api: 'pulsar',
    signal,
    reportErrors: false,
  });
}

export function grantPermission(ref: NamespaceRef, role: string, actions: AuthAction[]) {
  return requestData<unknown>(namespacePath(ref, `permissions/${encodeURIComponent(role)}`), {
    api: 'pulsar',
    method: 'POST',
    json: actions,
    reportErrors: false,
  });
}

export function revokePermission(ref: NamespaceRef, role: string) {
  return requestData<unknown>(namespacePath(ref, `permissions/${encodeURIComponent(role)}`), {
    api: 'pulsar',
    method: 'DELETE',
    reportErrors: false,
  });
}

/** The tenant's allowed clusters are the choices for the namespace's replication clusters. */
export async function fetchAllowedClusters(tenant: string, signal: AbortSignal): Promise<string[]> {
  const info = await requestData<{ allowedClusters?: string[] }>(
    `/admin/v2/tenants/${encodeURIComponent(tenant)}`,
    { api: 'pulsar', signal, reportErrors: false },
  );
  return info.allowedClusters ?? [];
}
