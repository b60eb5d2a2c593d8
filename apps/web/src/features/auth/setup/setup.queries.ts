import { useQuery } from '@tanstack/react-query';
import { fetchSetupStatus, setupKeys } from './setup.api.ts';

/** Whether first-run setup is pending; asked once per page visit, never retried in a loop. */
export function useSetupStatus() {
  return useQuery({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) => fetchSetupStatus(signal),
    retry: false,
    staleTime: 0,
  });
}
