// The signed-in user's name, roles and tenants (GET {prefix}/users/userInfo). The navigation
// guard needs them before any page under the login opens, so they live beside the session.
import type { UserInfoResponse } from '@beacon/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '../api/http-client.ts';

export const sessionKeys = {
  all: ['auth'] as const,
  csrfToken: () => [...sessionKeys.all, 'csrf-token'] as const,
  userInfo: () => [...sessionKeys.all, 'user-info'] as const,
};

/** Its callers handle failures (spec 4: local logout), hence no error catalogue. */
export function fetchUserInfo(signal: AbortSignal): Promise<UserInfoResponse> {
  return requestData<UserInfoResponse>('/users/userInfo', { signal, reportErrors: false });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.userInfo(),
    queryFn: ({ signal }) => fetchUserInfo(signal),
    // Roles change rarely and only through an administrator; a page reload picks them up.
    staleTime: Infinity,
    retryOnMount: false,
  });
}
