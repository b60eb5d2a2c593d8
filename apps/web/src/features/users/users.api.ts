// Beacon's user calls (spec 7; inventory 1.22): GET {prefix}/users (page_num, page_size, search),
// PUT (create), POST (update) and DELETE {prefix}/users/user, POST {prefix}/users/user/password (a
// super user resets one) and POST {prefix}/users/password (anyone changes its own).
import type {
  ChangeOwnPasswordRequest,
  ChangePasswordRequest,
  CreateUserRequest,
  UpdateUserRequest,
  UserListResponse,
  UserSummary,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { UserListResponse, UserSummary };

export interface UserListQuery {
  page_num: number;
  page_size: number;
  search: string;
}

interface MessageAnswer {
  message: string;
}

export function fetchUsers(query: UserListQuery, signal: AbortSignal): Promise<UserListResponse> {
  return requestData<UserListResponse>('/users', {
    signal,
    query: { page_num: query.page_num, page_size: query.page_size, search: query.search || undefined },
  });
}

// Every change's refusal is shown inside its dialog, in the server's words, so no toast.
const USER_PATH = '/users/user';

export function createUser(body: CreateUserRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(USER_PATH, { method: 'PUT', json: body, reportErrors: false });
}

export function updateUser(body: UpdateUserRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(USER_PATH, { method: 'POST', json: body, reportErrors: false });
}

export function deleteUser(name: string): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(USER_PATH, { method: 'DELETE', json: { name }, reportErrors: false });
}

export function resetPassword(body: ChangePasswordRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>(`${USER_PATH}/password`, {
    method: 'POST',
    json: body,
    reportErrors: false,
  });
}

export function changeOwnPassword(body: ChangeOwnPasswordRequest): Promise<MessageAnswer> {
  return requestData<MessageAnswer>('/users/password', { method: 'POST', json: body, reportErrors: false });
}
