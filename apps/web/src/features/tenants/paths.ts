// The screens these pages link to, built in one place so the links and the routes agree.
const enc = encodeURIComponent;

export const TENANTS_LIST_PATH = '/management/tenants';

export type TenantTab = 'namespaces' | 'configuration';

export function tenantPath(tenant: string, tab?: TenantTab): string {
  return `/management/tenants/tenantInfo/${enc(tenant)}${tab ? `?tab=${tab}` : ''}`;
}

/** The namespace page (another feature's screen); `topics` opens its topics tab. */
export function namespacePath(tenant: string, namespace: string, tab?: 'topics'): string {
  return `/management/namespaces/${enc(tenant)}/${enc(namespace)}/namespace${tab ? `?tab=${tab}` : ''}`;
}
