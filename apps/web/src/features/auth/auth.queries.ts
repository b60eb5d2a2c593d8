import { rememberPasswordReset } from './password-reset-notice/password-reset-store.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGIN_PATH, endSession, sessionKeys, startSession } from '../../shared/auth/index.ts';
import { fetchCsrfToken, login, logout } from './auth.api.ts';
import { documentPath } from '../../shared/lib/base-path.ts';

/** Fetches a fresh XSRF-TOKEN cookie each time the screen using it mounts. */
export function useCsrfToken() {
  return useQuery({ queryKey: sessionKeys.csrfToken(), queryFn: ({ signal }) => fetchCsrfToken(signal) });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'signed-in') return;
      startSession(outcome.identity);
      // Told in the console the login opens (the login page itself has no room for it).
      if (outcome.passwordReset) rememberPasswordReset(outcome.passwordReset);
      // Nothing fetched for an earlier user may leak into this session.
      queryClient.removeQueries({ queryKey: sessionKeys.all });
    },
  });
}

/**
 * Server logout, then the local one (spec 4): token, roles, cookies and the stored environment
 * go, and the page reloads on the login screen so no in-memory state survives. When the server
 * call fails the error catalogue has already explained why and the session stays as it was.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: (answer) => {
      endSession();
      queryClient.clear();
      // A single sign-on user also leaves the provider's session, which then returns to /login.
      window.location.replace(endSessionTarget(answer?.endSessionUrl) ?? documentPath(LOGIN_PATH));
    },
  });
}

/** Only an http(s) address is followed: the answer names a page, never a script. */
function endSessionTarget(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
