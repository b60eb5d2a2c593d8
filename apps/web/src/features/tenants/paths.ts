// The screens these pages link to: the shared link builders (shared/links.ts), named as the
// tenant screens call them.
import { TENANTS_PATH, namespaceUrl, tenantUrl } from '../../shared/links.ts';

export const TENANTS_LIST_PATH = TENANTS_PATH;

export type TenantTab = 'namespaces' | 'configuration';

export const tenantPath = (tenant: string, tab?: TenantTab): string => tenantUrl(tenant, tab);

/** The namespace page (another feature's screen); `topics` opens its topics tab. */
export const namespacePath = (tenant: string, namespace: string, tab?: 'topics'): string =>
  namespaceUrl(tenant, namespace, tab);
