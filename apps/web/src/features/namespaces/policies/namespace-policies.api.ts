// Pulsar's namespace policy endpoints, through Beacon's proxy (`api: 'pulsar'`). The tab shows
// Pulsar's reason next to the policy, so failures do not toast; but an ended session or a missing
// environment still gets the error catalogue's reaction (spec 8), as on every other screen.
import { isHttpError, requestData, type RequestOptions } from '../../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../../shared/api/error-catalogue.ts';
import type { PolicyCall, PolicyDescriptor } from './policy-types.ts';

export interface NamespaceRef {
  tenant: string;
  namespace: string;
}

export function namespacePath({ tenant, namespace }: NamespaceRef, suffix = ''): string {
  const base = `/admin/v2/namespaces/${encodeURIComponent(tenant)}/${encodeURIComponent(namespace)}`;
  return suffix ? `${base}/${suffix}` : base;
}

/** requestData without toasts, keeping the catalogue's log-out and no-environment reactions. */
async function pulsarCall<Body>(path: string, options: RequestOptions): Promise<Body> {
  try {
    return await requestData<Body>(path, { ...options, api: 'pulsar', reportErrors: false });
  } catch (error) {
    if (isHttpError(error)) {
      const reaction = reactionTo(error).kind;
      if (reaction === 'end-session' || reaction === 'go-to-environments') reportHttpError(error);
    }
    throw error;
  }
}

function send(ref: NamespaceRef, policyCall: PolicyCall, body?: unknown, raw = false, signal?: AbortSignal) {
  return pulsarCall<unknown>(namespacePath(ref, policyCall.path), {
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
  return pulsarCall<NamespacePermissions>(namespacePath(ref, 'permissions'), { signal });
}

export function grantPermission(ref: NamespaceRef, role: string, actions: AuthAction[]) {
  return pulsarCall<unknown>(namespacePath(ref, `permissions/${encodeURIComponent(role)}`), {
    method: 'POST',
    json: actions,
  });
}

export function revokePermission(ref: NamespaceRef, role: string) {
  return pulsarCall<unknown>(namespacePath(ref, `permissions/${encodeURIComponent(role)}`), {
    method: 'DELETE',
  });
}

/** The tenant's allowed clusters are the choices for the namespace's replication clusters. */
export async function fetchAllowedClusters(tenant: string, signal: AbortSignal): Promise<string[]> {
  const info = await pulsarCall<{ allowedClusters?: string[] }>(
    `/admin/v2/tenants/${encodeURIComponent(tenant)}`,
    { signal },
  );
  return info.allowedClusters ?? [];
}
