// Whether the signed-in user may export or replay messages anywhere (decision 0069): a super user
// always, a tenant admin where a role grants "Export messages" or "Replay messages". The Export and
// Replay buttons show only for them; the server checks every tenant an export or a replay touches.
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../shared/auth/index.ts';

export function useHoldsMessageGrant(grant: 'export' | 'replay'): boolean {
  const { data } = useQuery(userInfoQueryOptions());
  if (!data) return false;
  return data.roles.includes('super') || (data.messages?.[grant].length ?? 0) > 0;
}
