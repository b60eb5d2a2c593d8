// Beacon's role, binding and effective-access calls over an in-memory model, answering as
// apps/server's roles module does: the same paths, refusals (status and `error` text), search and
// ordering, and the access derived from the bindings the same way (super everywhere; a binding to
// `*` or to the environment; tenant actions from the proxy's permission table).
import {
  EVERY_ENVIRONMENT,
  MESSAGES,
  PASSWORD_CONFIRMATION_REQUIRED,
  PERMISSION_TABLE,
  ROLE_MESSAGES,
  createRoleRequestSchema,
  deleteRoleBindingRequestSchema,
  roleBindingRequestSchema,
  updateRoleRequestSchema,
  type EffectiveAccess,
  type RoleBindingSummary,
  type RoleSummary,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { operator, url, type SeenRequests } from '../../../test/console-api.ts';

export const SUPER_ROLE: RoleSummary = {
  roleName: 'super',
  description: 'Every environment, every tenant',
  resourceType: 'ALL',
  resourceName: '*',
  resourceVerbs: 'ADMIN',
  roleSource: 'system',
  bindings: 0,
  createdAt: Date.UTC(2026, 0, 1),
};

export function roleOf(roleName: string, tenant: string, overrides: Partial<RoleSummary> = {}): RoleSummary {
  return {
    roleName,
    description: '',
    resourceType: 'TENANTS',
    resourceName: tenant,
    resourceVerbs: 'ADMIN',
    roleSource: 'local',
    bindings: 0,
    createdAt: Date.UTC(2026, 0, 2),
    ...overrides,
  };
}

export interface FakeBinding {
  roleName: string;
  userName: string;
  environment: string;
  description?: string;
  createdBy?: string;
  createdAt?: number;
}

export interface RolesWorld {
  roles: RoleSummary[];
  bindings: FakeBinding[];
  users: string[];
  environments: string[];
  /**
   * Granting super needs a recent password (issue 15 item 5): the first such call answers the 403
   * with PASSWORD_CONFIRMATION_REQUIRED until POST /auth/confirm-password has been seen here.
   */
  confirmations?: SeenRequests;
}

const refusal = (status: number, error: string) =>
  HttpResponse.json({ error, message: error, reason: error }, { status });

function zodRefusal(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  return refusal(400, `${issue.path.map(String).join('.')}: ${issue.message}`);
}

const TENANT_ACTIONS = [
  ...new Set(PERMISSION_TABLE.filter((rule) => rule.scope !== 'super').map((rule) => rule.permission)),
].sort();

/** GET /access/{user} of the server's effective-access.ts, over the world's bindings. */
export function accessOf(world: RolesWorld, userName: string): EffectiveAccess {
  const held = world.bindings
    .filter((binding) => binding.userName === userName)
    .map((binding) => ({ binding, role: world.roles.find((role) => role.roleName === binding.roleName)! }));
  const isSuper = held.some(({ role }) => role.resourceType === 'ALL');
  const tenantBindings = held.filter(({ role }) => role.resourceType === 'TENANTS');
  const environments = [...world.environments].sort();
  return {
    userName,
    roles: isSuper ? ['super'] : tenantBindings.length > 0 ? ['admin'] : [],
    environments: environments.map((environment) => {
      const applying = tenantBindings.filter(
        ({ binding }) => binding.environment === EVERY_ENVIRONMENT || binding.environment === environment,
      );
      const tenants = [...new Set(applying.map(({ role }) => role.resourceName))].sort().map((tenant) => ({
        tenant,
        via: applying
          .filter(({ role }) => role.resourceName === tenant)
          .map(({ binding }) => ({ roleName: binding.roleName, environment: binding.environment })),
      }));
      return {
        environment,
        super: isSuper ? { roleName: 'super', environment: EVERY_ENVIRONMENT } : null,
        tenants: isSuper ? [] : tenants,
      };
    }),
    tenantActions: isSuper ? [] : TENANT_ACTIONS,
    unmatchedBindings: tenantBindings
      .filter(
        ({ binding }) =>
          binding.environment !== EVERY_ENVIRONMENT && !environments.includes(binding.environment),
      )
      .map(({ binding }) => ({ roleName: binding.roleName, environment: binding.environment })),
  };
}

export function fakeRolesApi(world: RolesWorld, seen: SeenRequests = []) {
  const findRole = (name: string) => world.roles.find((role) => role.roleName === name);
  const countOf = (role: RoleSummary) => world.bindings.filter((b) => b.roleName === role.roleName).length;
  const summaryOf = (binding: FakeBinding): RoleBindingSummary => {
    const role = findRole(binding.roleName)!;
    return {
      description: '',
      createdBy: operator.username,
      createdAt: Date.UTC(2026, 0, 3),
      ...binding,
      resourceType: role.resourceType,
      resourceName: role.resourceName,
    };
  };
  const body = async (request: Request) => {
    seen.push(request.clone());
    return (await request.json()) as unknown;
  };
  const editable = (name: string) => {
    const role = findRole(name);
    if (!role) return refusal(404, ROLE_MESSAGES.missing);
    if (role.resourceType === 'ALL') return refusal(400, ROLE_MESSAGES.builtIn);
    return role;
  };

  return [
    http.get(url('/roles'), ({ request }) => {
      seen.push(request);
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const data = world.roles
        .filter((role) =>
          [role.roleName, role.resourceName, role.description].some((text) =>
            text.toLowerCase().includes(search),
          ),
        )
        .sort((a, b) => a.roleName.localeCompare(b.roleName))
        .map((role) => ({ ...role, bindings: countOf(role) }));
      return HttpResponse.json({ total: data.length, data });
    }),
    http.put(url('/roles/role'), async ({ request }) => {
      const parsed = createRoleRequestSchema.safeParse(await body(request));
      if (!parsed.success) return zodRefusal(parsed.error);
      if (findRole(parsed.data.roleName)) return refusal(409, ROLE_MESSAGES.exists);
      const { roleName, description = '', resourceName } = parsed.data;
      world.roles.push(roleOf(roleName, resourceName, { description }));
      return HttpResponse.json({ message: ROLE_MESSAGES.created });
    }),
    http.post(url('/roles/role'), async ({ request }) => {
      const parsed = updateRoleRequestSchema.safeParse(await body(request));
      if (!parsed.success) return zodRefusal(parsed.error);
      const role = editable(parsed.data.roleName);
      if (role instanceof Response) return role;
      if (parsed.data.description !== undefined) role.description = parsed.data.description;
      if (parsed.data.resourceName !== undefined) role.resourceName = parsed.data.resourceName;
      return HttpResponse.json({ message: ROLE_MESSAGES.updated });
    }),
    http.delete(url('/roles/role'), async ({ request }) => {
      const { roleName } = (await body(request)) as { roleName: string };
      const role = editable(roleName);
      if (role instanceof Response) return role;
      world.roles.splice(world.roles.indexOf(role), 1);
      world.bindings = world.bindings.filter((binding) => binding.roleName !== roleName);
      return HttpResponse.json({ message: ROLE_MESSAGES.deleted });
    }),
    http.get(url('/role-binding'), ({ request }) => {
      seen.push(request);
      const query = new URL(request.url).searchParams;
      const data = world.bindings
        .filter((binding) => !query.get('role') || binding.roleName === query.get('role'))
        .filter((binding) => !query.get('user') || binding.userName === query.get('user'))
        .map(summaryOf)
        .sort(
          (a, b) =>
            a.userName.localeCompare(b.userName) ||
            a.roleName.localeCompare(b.roleName) ||
            a.environment.localeCompare(b.environment),
        );
      return HttpResponse.json({ total: data.length, data });
    }),
    http.put(url('/role-binding/:roleName/:userName'), async ({ request, params }) => {
      const parsed = roleBindingRequestSchema.safeParse(await body(request));
      if (!parsed.success) return zodRefusal(parsed.error);
      const roleName = String(params.roleName);
      const userName = String(params.userName);
      const role = findRole(roleName);
      if (!role) return refusal(404, ROLE_MESSAGES.missing);
      if (!world.users.includes(userName)) return refusal(404, ROLE_MESSAGES.userMissing);
      const { environment, description = '' } = parsed.data;
      if (role.resourceType === 'ALL' && environment !== EVERY_ENVIRONMENT)
        return refusal(400, ROLE_MESSAGES.superEverywhere);
      if (role.resourceType === 'ALL' && world.confirmations?.length === 0) {
        const text = MESSAGES.passwordConfirmationRequired;
        return HttpResponse.json(
          { error: text, message: text, reason: text, code: PASSWORD_CONFIRMATION_REQUIRED },
          { status: 403 },
        );
      }
      if (environment !== EVERY_ENVIRONMENT && !world.environments.includes(environment))
        return refusal(400, `${ROLE_MESSAGES.environmentMissing}: ${environment}`);
      const same = (b: FakeBinding) =>
        b.roleName === roleName && b.userName === userName && b.environment === environment;
      if (world.bindings.some(same)) return refusal(409, ROLE_MESSAGES.bindingExists);
      world.bindings.push({ roleName, userName, environment, description });
      return HttpResponse.json({ message: ROLE_MESSAGES.bindingCreated });
    }),
    http.delete(url('/role-binding'), async ({ request }) => {
      const parsed = deleteRoleBindingRequestSchema.safeParse(await body(request));
      if (!parsed.success) return zodRefusal(parsed.error);
      const { roleName, userName, environment } = parsed.data;
      if (!findRole(roleName)) return refusal(404, ROLE_MESSAGES.missing);
      if (roleName === SUPER_ROLE.roleName && userName === operator.username)
        return refusal(400, ROLE_MESSAGES.ownSuper);
      const index = world.bindings.findIndex(
        (b) => b.roleName === roleName && b.userName === userName && b.environment === environment,
      );
      if (index < 0) return refusal(404, ROLE_MESSAGES.bindingMissing);
      world.bindings.splice(index, 1);
      return HttpResponse.json({ message: ROLE_MESSAGES.bindingDeleted });
    }),
    http.get(url('/access/:userName'), ({ request, params }) => {
      seen.push(request);
      const userName = String(params.userName);
      if (!world.users.includes(userName)) return refusal(404, ROLE_MESSAGES.userMissing);
      return HttpResponse.json(accessOf(world, userName));
    }),
  ];
}
