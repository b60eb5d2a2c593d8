// What a caller may do, and where. A user is `super` through the built-in ALL role, in every
// environment; otherwise it administers tenants through TENANTS roles, each bound in one environment
// or in every one (`*`) (issue 15 item 2): `acme`'s admin in `staging` is nobody in `production`.
// Every check that concerns an environment — the proxy, the catalogue, the environment list, tokens,
// the user info the web builds its menu and guard from — asks through `accessIn`.
import type { Kysely } from 'kysely';
import {
  EVERY_ENVIRONMENT,
  grantsOfVerbs,
  MESSAGE_GRANTS,
  MESSAGES,
  type CallerAccess,
  type ConsoleRole,
  type MessageGrant,
  type MessageGrants,
} from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';

export { EVERY_ENVIRONMENT } from '@beacon/contracts';

export interface TenantBinding {
  /** An environment name, or EVERY_ENVIRONMENT. */
  environment: string;
  tenant: string;
  /** The role that gives it. */
  role: string;
  /** What the role lets its holder do with message contents there (issue 30 item 6). */
  grants: MessageGrant[];
}

export interface Access {
  /** `super`, or `admin` when the user administers a tenant in some environment. */
  roles: ConsoleRole[];
  /** Every tenant the user administers in some environment (the login answer's `tenant` header). */
  tenants: string[];
  bindings: TenantBinding[];
}

/** Reads a user's bindings into its access. */
export async function loadAccess(db: Kysely<Database>, userId: string): Promise<Access> {
  const rows = await db
    .selectFrom('role_bindings')
    .innerJoin('roles', 'roles.id', 'role_bindings.role_id')
    .select([
      'roles.name',
      'roles.resource_type',
      'roles.resource_name',
      'roles.resource_verbs',
      'role_bindings.environment',
    ])
    .where('role_bindings.user_id', '=', userId)
    .execute();
  if (rows.some((row) => row.resource_type === 'ALL')) return { roles: ['super'], tenants: [], bindings: [] };
  const bindings = rows
    .filter((row) => row.resource_type === 'TENANTS')
    .map((row) => ({
      environment: row.environment,
      tenant: row.resource_name,
      role: row.name,
      grants: grantsOfVerbs(row.resource_verbs),
    }))
    .sort((a, b) => a.tenant.localeCompare(b.tenant) || a.environment.localeCompare(b.environment));
  const tenants = [...new Set(bindings.map((binding) => binding.tenant))].sort();
  return { roles: tenants.length > 0 ? ['admin'] : [], tenants, bindings };
}

/** A super user's access, the same everywhere: one object, not one per call (decision 0060). */
const SUPER_ACCESS: CallerAccess = { roles: ['super'], tenants: [] };

/**
 * What an access gives in each environment, kept with the access. An Access is built by loadAccess
 * and never changed (a change of roles or bindings loads a new one, which starts with nothing kept),
 * so a tenant admin's proxied calls look their access up instead of filtering and sorting bindings
 * on every call (1.7 µs a call with four bindings, issue 28 D25). The names are the caller's own
 * `environment` header, so at most so many are kept per access.
 */
const inEnvironments = new WeakMap<Access, Map<string | undefined, CallerAccess>>();
const ENVIRONMENTS_KEPT = 32;

/** The caller's roles, administered tenants and message grants valid in `environment` (none named: `*` only). */
export function accessIn(access: Access, environment: string | undefined): CallerAccess {
  if (access.roles.includes('super')) return SUPER_ACCESS;
  let kept = inEnvironments.get(access);
  if (!kept) {
    kept = new Map();
    inEnvironments.set(access, kept);
  }
  let inEnvironment = kept.get(environment);
  if (!inEnvironment) {
    if (kept.size >= ENVIRONMENTS_KEPT) kept.clear();
    inEnvironment = computeAccessIn(access, environment);
    kept.set(environment, inEnvironment);
  }
  return inEnvironment;
}

function computeAccessIn(access: Access, environment: string | undefined): CallerAccess {
  const applying = access.bindings.filter(
    (binding) => binding.environment === EVERY_ENVIRONMENT || binding.environment === environment,
  );
  const tenantsWith = (holds: (binding: TenantBinding) => boolean) =>
    [...new Set(applying.filter(holds).map((binding) => binding.tenant))].sort();
  const tenants = tenantsWith(() => true);
  const messages = Object.fromEntries(
    MESSAGE_GRANTS.map((grant) => [grant, tenantsWith((binding) => binding.grants.includes(grant))]),
  ) as Record<MessageGrant, string[]> satisfies MessageGrants;
  return { roles: tenants.length > 0 ? ['admin'] : [], tenants, messages };
}

/** Whether the caller may see `environment` at all: super, or a binding there (or everywhere). */
export function reaches(access: Access, environment: string): boolean {
  return accessIn(access, environment).roles.length > 0;
}

/**
 * The caller's access in the environment a request names. One it holds nothing in is refused as if
 * it did not exist (400, Pulsar Manager's "no active environment", which sends the web quietly to
 * /environments): to such a caller it does not exist, and the answer must not tell otherwise.
 */
export function accessInEnvironment(access: Access, environment: string | undefined): CallerAccess {
  const inEnvironment = accessIn(access, environment);
  if (environment !== undefined && inEnvironment.roles.length === 0) {
    throw new HttpError(400, MESSAGES.noActiveEnvironment);
  }
  return inEnvironment;
}

/** The user info's view of an access: its tenants, and for a tenant admin its message grants. */
export function tenantsAndGrants(access: CallerAccess): {
  tenants: string[];
  messages?: { read: string[]; export: string[]; replay: string[] };
} {
  const tenants = [...access.tenants];
  if (access.roles.includes('super') || !access.messages) return { tenants };
  const { read, export: exported, replay } = access.messages;
  return { tenants, messages: { read: [...read], export: [...exported], replay: [...replay] } };
}
