import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../shared/auth/index.ts';
import { createToken, deleteToken, fetchTokens, updateToken, viewToken } from './tokens.api.ts';

export const tokenKeys = {
  all: ['tokens'] as const,
  list: (environment: string | undefined) => [...tokenKeys.all, environment ?? ''] as const,
};

/** The current environment's tokens and what minting there allows. */
export function useTokenList() {
  return useQuery({
    queryKey: tokenKeys.list(readSession().environment),
    queryFn: ({ signal }) => fetchTokens(signal),
  });
}

function useTokenChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

export const useCreateToken = () => useTokenChange(createToken);
export const useUpdateToken = () => useTokenChange(updateToken);
export const useDeleteToken = () => useTokenChange(deleteToken);

/** Showing a token again changes nothing listed. */
export function useViewToken() {
  return useMutation({ mutationFn: viewToken });
}
