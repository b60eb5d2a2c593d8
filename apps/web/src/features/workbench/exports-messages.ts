// Whether the signed-in user may export messages anywhere (decision 0069): a super user always, a
// tenant admin where a role grants "Export messages". The Export button shows only for them; the
// server checks every tenant an export reads on its own.
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../shared/auth/index.ts';

export function useExportsMessages(): boolean {
  const { data } = useQuery(userInfoQueryOptions());
  if (!data) return false;
  return data.roles.includes('super') || (data.messages?.export.length ?? 0) > 0;
}
