import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGIN_PATH, endSession, startSession } from '../../shared/auth/index.ts';
import { fetchCsrfToken, fetchUserInfo, login, logout } from './auth.api.ts';

export const authKeys = {
  all: ['auth'] as const,
  csrfToken: () => [...authKeys.all, 'csrf-token'] as const,
  userInfo: () => [...authKeys.all, 'user-info'] as const,
};

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: authKeys.userInfo(),
    queryFn: ({ signal }) => fetchUserInfo(signal),
    // Roles change rarely and only through an administrator; a page reload picks them up.
    staleTime: 5 * 60_000,
    // The route loader fetches it on every visit; a screen mounting right after a failed fetch
    // shows that failure (with Retry) instead of silently asking a second time.
    retryOnMount: false,
  });
}

/** Fetches a fresh XSRF-TOKEN cookie each time the screen using it mounts. */
export function useCsrfToken() {
  return useQuery({ queryKey: authKeys.csrfToken(), queryFn: ({ signal }) => fetchCsrfToken(signal) });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'signed-in') return;
      startSession(outcome.identity);
      // Nothing fetched for an earlier user may leak into this session.
      queryClient.removeQueries({ queryKey: authKeys.all });
    },
  });
}

/**
 * Server logout, then the local one (spec 4): cookies, cached roles and every other cached answer
 * go, and the page reloads on the login screen so no in-memory state survives. When the server
 * call fails the error catalogue has already explained why and the session stays as it was.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSession();
      queryClient.clear();
      window.location.replace(LOGIN_PATH);
    },
  });
}
