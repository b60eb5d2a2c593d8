// What a single sign-on user may do, as the mapping grants it: `super`, or the admin of a tenant in
// one environment (`tenant:acme@staging`) or in every one (`tenant:acme`, `tenant:acme@*`).
import { EVERY_ENVIRONMENT } from '@beacon/contracts';

export type SsoGrant = { kind: 'super' } | { kind: 'tenant'; tenant: string; environment: string };

/** Pulsar's own tenant-name rule (NamedEntity.java: `[-=:.\w]*`); environments are Beacon names. */
const TENANT = /^[-=:.\w]+$/;
const ENVIRONMENT = /^[-.\w]+$/;

/** Parses one grant, or throws with words an operator can act on. */
export function parseGrant(text: string): SsoGrant {
  const value = text.trim();
  if (value === 'super') return { kind: 'super' };
  const match = /^tenant:([^@]+)(?:@(.+))?$/.exec(value);
  if (!match)
    throw new Error(
      `"${value}" is not a grant (use super, tenant:<tenant> or tenant:<tenant>@<environment>)`,
    );
  const tenant = match[1]!.trim();
  const environment = (match[2] ?? EVERY_ENVIRONMENT).trim();
  if (!TENANT.test(tenant)) throw new Error(`"${tenant}" is not a valid tenant name`);
  if (environment !== EVERY_ENVIRONMENT && !ENVIRONMENT.test(environment)) {
    throw new Error(`"${environment}" is not a valid environment name`);
  }
  return { kind: 'tenant', tenant, environment };
}

/** A comma-separated list of grants (BEACON_OIDC_DEFAULT_GRANTS). */
export function parseGrantList(text: string): SsoGrant[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseGrant);
}

/**
 * BEACON_OIDC_ROLE_MAPPING: entries `<claim value>=<grant>[,<grant>…]` separated by `;` or new lines,
 * e.g. `beacon-admins=super; acme-ops=tenant:acme@staging,tenant:acme@production`. A claim value may
 * appear in several entries; its grants add up.
 */
export function parseRoleMapping(text: string): Map<string, SsoGrant[]> {
  const mapping = new Map<string, SsoGrant[]>();
  for (const entry of text.split(/[;\n]/)) {
    if (entry.trim() === '') continue;
    const separator = entry.lastIndexOf('=');
    // The claim value may itself hold '=' (LDAP DNs such as cn=ops,ou=groups): the grant never does.
    const claimValue = separator > 0 ? entry.slice(0, separator).trim() : '';
    const grants = separator > 0 ? parseGrantList(entry.slice(separator + 1)) : [];
    if (claimValue === '' || grants.length === 0) {
      throw new Error(`"${entry.trim()}" is not a mapping entry (use <claim value>=<grant>[,<grant>])`);
    }
    mapping.set(claimValue, [...(mapping.get(claimValue) ?? []), ...grants]);
  }
  return mapping;
}

/**
 * A claim by name, or by dotted path into nested claims when no claim has the whole name
 * (Keycloak's realm roles: `realm_access.roles`).
 */
export function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The claim's values: a string, an array of strings, or a space- or comma-separated list. */
export function claimValues(claim: unknown): string[] {
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter((value) => value !== '');
  if (Array.isArray(claim)) return claim.filter((value): value is string => typeof value === 'string');
  return [];
}

/** Every grant the user's claim values map to, plus the defaults every single sign-on user gets. */
export function grantsFor(
  values: readonly string[],
  mapping: ReadonlyMap<string, readonly SsoGrant[]>,
  defaults: readonly SsoGrant[],
): SsoGrant[] {
  return [...defaults, ...values.flatMap((value) => mapping.get(value) ?? [])];
}
