import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchEnvironments } from './environments.api.ts';

export const environmentKeys = {
  all: ['environments'] as const,
  list: () => [...environmentKeys.all, 'list'] as const,
};

export function environmentsQueryOptions() {
  return queryOptions({
    queryKey: environmentKeys.list(),
    queryFn: ({ signal }) => fetchEnvironments(signal),
    // Each entry carries a connectivity status; a minute-old status is good enough for the menu.
    staleTime: 60_000,
  });
}

export function useEnvironments() {
  return useQuery(environmentsQueryOptions());
}
