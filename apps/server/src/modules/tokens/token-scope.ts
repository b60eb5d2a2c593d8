// Which roles a caller may mint, list, edit and delete tokens for in one environment. A super user:
// any. A tenant admin: only the admin roles of the tenants it administers there (accessIn), as the
// environment's Pulsar answers them (`GET /admin/v2/tenants/{tenant}`) — a tenant's own word on who
// administers it, so an admin cannot mint a token that reaches beyond its tenants.
import type { CallerAccess } from '@beacon/contracts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarAnswers } from '../pulsar-proxy/index.ts';

/** Every role, or exactly these. */
export type RoleScope = { kind: 'any' } | { kind: 'only'; roles: ReadonlySet<string> };

export function inScope(scope: RoleScope, role: string): boolean {
  return scope.kind === 'any' || scope.roles.has(role);
}

export class TenantAdminRoles {
  readonly #reads: PulsarReads;

  constructor(reads: PulsarReads) {
    this.#reads = reads;
  }

  async scopeOf(access: CallerAccess, environment: string): Promise<RoleScope> {
    if (access.roles.includes('super')) return { kind: 'any' };
    if (access.tenants.length === 0) return { kind: 'only', roles: new Set() };
    const target = await this.#reads.target(environment);
    const perTenant = await Promise.all(
      access.tenants.map(async (tenant) => {
        // A tenant deleted from Pulsar administers nobody.
        const info = await this.#reads.read(target, pulsarAnswers.tenant, { tenant }, { missing: {} });
        return info.adminRoles ?? [];
      }),
    );
    return { kind: 'only', roles: new Set(perTenant.flat()) };
  }
}
