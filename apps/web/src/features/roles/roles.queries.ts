import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bindRole,
  createRole,
  deleteRole,
  fetchBindings,
  fetchRoles,
  searchUserNames,
  unbindRole,
  updateRole,
  type BindingQuery,
} from './roles.api.ts';
import { userKeys } from '../users/index.ts';

// Everything this feature reads hangs under 'roles' (a user's effective access too, see the access
// feature), so one invalidation after any change refreshes role counts, bindings and access alike.
export const roleKeys = {
  all: ['roles'] as const,
  list: (search: string) => [...roleKeys.all, 'list', search] as const,
  bindings: (query: BindingQuery) => [...roleKeys.all, 'bindings', query] as const,
  access: (userName: string) => [...roleKeys.all, 'access', userName] as const,
};

export function useRoleList(search: string) {
  return useQuery({
    queryKey: roleKeys.list(search),
    queryFn: ({ signal }) => fetchRoles(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoleBindings(query: BindingQuery) {
  return useQuery({
    queryKey: roleKeys.bindings(query),
    queryFn: ({ signal }) => fetchBindings(query, signal),
  });
}

/** The bind dialog's user choices, searched on the server as the user types. */
export function useUserNameSearch(search: string) {
  return useQuery({
    queryKey: [...roleKeys.all, 'user-names', search],
    queryFn: ({ signal }) => searchUserNames(search, signal),
    placeholderData: keepPreviousData,
  });
}

function useRoleChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The users list shows each user's roles: it changes with every binding.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}

export const useCreateRole = () => useRoleChange(createRole);
export const useUpdateRole = () => useRoleChange(updateRole);
export const useDeleteRole = () => useRoleChange(deleteRole);
export const useBindRole = () => useRoleChange(bindRole);
export const useUnbindRole = () => useRoleChange(unbindRole);
