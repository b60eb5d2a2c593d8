// What the web enables comes from the same permission table the server enforces
// (packages/contracts/src/permissions): a button is enabled exactly when the server would forward
// its call. Hiding is a courtesy; the server's refusal is the rule.
import { can, type Permission } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userInfoQueryOptions } from './user-info.ts';

/**
 * May the signed-in user use `permission` (a permission-table name such as `tenant.write` or
 * `namespace.policy.write`; a name the table lacks does not compile) in `tenant`? False while the
 * user's roles are not known yet.
 */
export function useCan(permission: Permission, tenant?: string): boolean {
  const { data } = useQuery(userInfoQueryOptions());
  if (!data) return false;
  return can({ roles: data.roles, tenants: data.tenants, messages: data.messages }, permission, tenant);
}

export interface CanProps {
  permission: Permission;
  tenant?: string | undefined;
  children: ReactNode;
  /** Shown instead when the user may not (default: nothing). */
  fallback?: ReactNode;
}

/** Renders its children only for users the server would allow to make the call. */
export function Can({ permission, tenant, children, fallback = null }: CanProps) {
  return useCan(permission, tenant) ? children : fallback;
}
