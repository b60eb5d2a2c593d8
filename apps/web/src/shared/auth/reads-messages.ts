// Whether the signed-in user may read messages anywhere (decision 0069): a super user always, a
// tenant admin in the tenants a role grants "read messages" in. The workbench is offered (menu,
// page) only to them; the server checks each read's tenants on its own.
import { can } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from './user-info.ts';

/** The tenants the user may read messages in, or 'all' for a super user; [] while unknown. */
export function useMessageReadTenants(): readonly string[] | 'all' {
  const { data } = useQuery(userInfoQueryOptions());
  if (!data) return [];
  if (data.roles.includes('super')) return 'all';
  const access = { roles: data.roles, tenants: data.tenants, messages: data.messages };
  return data.tenants.filter((tenant) => can(access, 'message.read', tenant));
}

export function useReadsMessages(): boolean {
  const tenants = useMessageReadTenants();
  return tenants === 'all' || tenants.length > 0;
}
