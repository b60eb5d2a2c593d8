// One row of the permission table and the shorthands the rule files share.
import type { Permission } from './permission-names.ts';
//
// Pattern syntax: literal segments; `:name` one segment captured as a parameter; `{a,b}` one of the
// listed literals; `**` one or more further segments. A `:bundle` parameter matches only a bundle
// range (`0x00000000_0x40000000`), so a made-up word after a namespace is never read as a bundle.

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD';

/**
 * super: only `super` users. tenant: `super`, or an `admin` bound to the path's tenant. any: every
 * signed-in user (read-only catalogues that reveal nothing about tenants).
 */
export type PermissionScope = 'super' | 'tenant' | 'any';

export interface PermissionRule {
  permission: Permission;
  methods: readonly HttpMethod[];
  pattern: string;
  scope: PermissionScope;
}

export const READ = ['GET', 'HEAD'] as const;
export const WRITE = ['PUT', 'POST', 'DELETE'] as const;
export const DOMAIN = '{persistent,non-persistent}';
export const TOPIC = `/admin/v2/${DOMAIN}/:tenant/:namespace/:topic`;
export const NAMESPACE = '/admin/v2/namespaces/:tenant/:namespace';

/** `{a,b,c}`: one segment, any of the names. */
export const oneOf = (names: readonly string[]): string => `{${names.join(',')}}`;

export const rule = (
  permission: Permission,
  methods: readonly HttpMethod[],
  pattern: string,
  scope: PermissionScope,
): PermissionRule => ({ permission, methods, pattern, scope });
