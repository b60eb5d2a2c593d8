// Who the browser is signed in as, in the shape of GET /users/userInfo: what simulatePulsar's `user`
// asks the real server to create (a super user, or a new user administering `tenants`).
import type { UserInfoResponse } from '@beacon/contracts';
import { OPERATOR } from './real-beacon.ts';

export function userInfoOf(overrides: Partial<UserInfoResponse> = {}): UserInfoResponse {
  return {
    message: 'success',
    userName: OPERATOR.username,
    description: '',
    roles: ['super'],
    tenants: [],
    ...overrides,
  };
}

/** A tenant administrator: role `admin` for the tenants it was given. */
export const tenantAdmin = userInfoOf({ roles: ['admin'], tenants: ['finance'] });

/** A tenant administrator whose role also grants reading finance's messages (issue 30 item 6). */
export const tenantAdminReadingMessages = userInfoOf({
  roles: ['admin'],
  tenants: ['finance'],
  messages: { read: ['finance'], export: [], replay: [] },
});
