// Which grants a directory user's groups give. A group is named in BEACON_LDAP_ROLE_MAPPING by its DN
// (cn=ops,ou=groups,dc=example,dc=org) or by its name (ops); both are compared ignoring case and the
// spaces around a DN's `,` and `=`, as directories themselves compare them.
import { grantsFor, type SsoGrant } from '../sso/index.ts';

export function normalizeGroupKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s*([,=])\s*/g, '$1');
}

/** The value of a DN's first RDN (`ops` of `cn=ops,ou=groups,…`): a memberOf DN's group name. */
export function firstRdnValue(dn: string): string | undefined {
  const match = /^[^=,]+=((?:\\.|[^,\\])*)/.exec(dn.trim());
  return match ? match[1]!.replace(/\\(.)/g, '$1').trim() : undefined;
}

/** The grants of the groups (each named by its DN and its names), plus every directory user's defaults. */
export function grantsOfGroups(
  groups: ReadonlyArray<{ dn: string; names: readonly string[] }>,
  mapping: ReadonlyMap<string, readonly SsoGrant[]>,
  defaults: readonly SsoGrant[],
): SsoGrant[] {
  const keys = new Set(groups.flatMap((group) => [group.dn, ...group.names].map(normalizeGroupKey)));
  return grantsFor([...keys], mapping, defaults);
}
