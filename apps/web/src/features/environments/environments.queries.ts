import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createEnvironment,
  deleteEnvironment,
  fetchEnvironments,
  testEnvironmentConnection,
  updateEnvironment,
  type EnvironmentRequest,
} from './environments.api.ts';

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

/** Create (PUT) or update (POST); the list — and so the top-bar switcher — is refreshed after. */
export function useSaveEnvironment(mode: 'create' | 'edit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnvironmentRequest) =>
      mode === 'create' ? createEnvironment(body) : updateEnvironment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: environmentKeys.all }),
  });
}

export function useDeleteEnvironment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteEnvironment(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: environmentKeys.all }),
  });
}

/**
 * Its state is the last test's outcome: what the alert under the list or in the dialog shows. A test
 * of saved settings becomes the environment's status on the server, so the list is read again.
 */
export function useTestEnvironmentConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnvironmentRequest) => testEnvironmentConnection(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: environmentKeys.all }),
  });
}

export type ConnectionTest = ReturnType<typeof useTestEnvironmentConnection>;
