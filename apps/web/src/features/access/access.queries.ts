import { useQuery } from '@tanstack/react-query';
import { roleKeys } from '../roles/index.ts';
import { fetchEffectiveAccess } from './access.api.ts';

/** Under the roles feature's keys: any role or binding change there refreshes this page. */
export function useEffectiveAccess(userName: string) {
  return useQuery({
    queryKey: roleKeys.access(userName),
    queryFn: ({ signal }) => fetchEffectiveAccess(userName, signal),
  });
}
