import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeOwnPassword,
  createUser,
  deleteUser,
  fetchUsers,
  resetPassword,
  updateUser,
  type UserListQuery,
} from './users.api.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...userKeys.all, 'list', query] as const,
};

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Create, update, delete and reset refresh every page of the list. */
function useUserChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () => useUserChange(createUser);
export const useUpdateUser = () => useUserChange(updateUser);
export const useDeleteUser = () => useUserChange(deleteUser);
export const useResetPassword = () => useUserChange(resetPassword);

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
