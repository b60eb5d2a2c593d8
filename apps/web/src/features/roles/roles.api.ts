// Beacon's role calls (issue 15 items 2 and 3; paths as Pulsar Manager's RolesController and
// RoleBindingController, inventory 1.23): GET {prefix}/roles, PUT (create), POST (update) and DELETE
// {prefix}/roles/role; GET {prefix}/role-binding, PUT {prefix}/role-binding/{role}/{user} and
// DELETE {prefix}/role-binding.
import {
  ROLE_ROUTES,
  type CreateRoleRequest,
  type DeleteRoleBindingRequest,
  type RoleBindingRequest,
  type RoleBindingSummary,
  type RoleSummary,
  type UpdateRoleRequest,
  type UserListResponse,
} from '@beacon/contracts';
import { requestData } from '../../shared/api/index.ts';

export type { RoleBindingSummary, RoleSummary };

interface ListAnswer<T> {
  total: number;
  data: T[];
}

interface MessageAnswer {
  message: string;
}

export function fetchRoles(search: string, signal: AbortSignal): Promise<ListAnswer<RoleSummary>> {
  return requestData(ROLE_ROUTES.list, { signal, query: { search: search || undefined } });
}

// Every change's refusal is shown inside its dialog, in the server's words, so no toast.
export function createRole(body: CreateRoleRequest): Promise<MessageAnswer> {
  return requestData(ROLE_ROUTES.role, { method: 'PUT', json: body, reportErrors: false });
}

export function updateRole(body: UpdateRoleRequest): Promise<MessageAnswer> {
  return requestData(ROLE_ROUTES.role, { method: 'POST', json: body, reportErrors: false });
}

export function deleteRole(roleName: string): Promise<MessageAnswer> {
  return requestData(ROLE_ROUTES.role, { method: 'DELETE', json: { roleName }, reportErrors: false });
}

export interface BindingQuery {
  role?: string;
  user?: string;
}

export function fetchBindings(
  query: BindingQuery,
  signal: AbortSignal,
): Promise<ListAnswer<RoleBindingSummary>> {
  return requestData(ROLE_ROUTES.bindings, { signal, query: { role: query.role, user: query.user } });
}

export interface BindRequest extends RoleBindingRequest {
  roleName: string;
  userName: string;
}

export function bindRole({ roleName, userName, ...body }: BindRequest): Promise<MessageAnswer> {
  return requestData(ROLE_ROUTES.binding(roleName, userName), {
    method: 'PUT',
    json: body,
    reportErrors: false,
  });
}

export function unbindRole(body: DeleteRoleBindingRequest): Promise<MessageAnswer> {
  return requestData(ROLE_ROUTES.bindings, { method: 'DELETE', json: body, reportErrors: false });
}

/** The first users whose name (or email, description, company) contains `search`: the bind dialog's choices. */
export async function searchUserNames(search: string, signal: AbortSignal): Promise<string[]> {
  const answer = await requestData<UserListResponse>('/users', {
    signal,
    query: { page_num: 1, page_size: 20, search: search || undefined },
  });
  return answer.data.map((user) => user.name);
}
