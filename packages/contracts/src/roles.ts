// Roles, their bindings to users per environment, and a user's effective access (issue 15 items 2
// and 3). Paths follow Pulsar Manager's historical RolesController and RoleBindingController
// (inventory 1.23, 3.1); bodies carry Beacon's environment.
import { z } from 'zod';
import { FORM_ISSUES } from './forms/form-issues.ts';
import { pulsarNameSchema } from './auth.ts';

export const ROLE_ROUTES = {
  list: '/roles',
  role: '/roles/role',
  bindings: '/role-binding',
  binding: (roleName: string, userName: string) =>
    `/role-binding/${encodeURIComponent(roleName)}/${encodeURIComponent(userName)}`,
  access: (userName: string) => `/access/${encodeURIComponent(userName)}`,
} as const;

/** A binding's environment that means every environment, registered now or later. */
export const EVERY_ENVIRONMENT = '*';

/** ALL is the built-in super role; a role made on the Roles screen administers one tenant. */
export const ROLE_RESOURCE_TYPES = ['ALL', 'TENANTS'] as const;
export type RoleResourceType = (typeof ROLE_RESOURCE_TYPES)[number];

export const ROLE_MESSAGES = {
  created: 'Create a role success',
  updated: 'Update role success',
  deleted: 'Delete role success',
  exists: 'Role already exists',
  missing: 'This role is no exist',
  builtIn: 'The built-in super role cannot be changed or deleted',
  bindingCreated: 'Create role binding success',
  bindingDeleted: 'Delete role binding success',
  bindingExists: 'Role binding already exist',
  bindingMissing: 'This role binding no exist',
  userMissing: 'The user is not exist',
  environmentMissing: 'The environment does not exist',
  superEverywhere: 'The super role is bound in every environment (*)',
  ownSuper: 'You cannot remove the super role from your own account',
} as const;

export const roleNameSchema = z
  .string({ error: FORM_ISSUES.userNameRequired })
  .trim()
  .min(1, FORM_ISSUES.userNameRequired)
  .max(128, FORM_ISSUES.tooLong)
  .regex(/^[A-Za-z0-9_.:-]+$/, FORM_ISSUES.roleNameFormat);

const description = z.string().trim().max(256, FORM_ISSUES.tooLong).optional();

export const createRoleRequestSchema = z.object({
  roleName: roleNameSchema,
  description,
  resourceType: z.literal('TENANTS').default('TENANTS'),
  /** The tenant the role administers. */
  resourceName: pulsarNameSchema,
  resourceVerbs: z.literal('ADMIN').default('ADMIN'),
});
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

export const updateRoleRequestSchema = z.object({
  roleName: roleNameSchema,
  description,
  resourceName: pulsarNameSchema.optional(),
});
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;

export const deleteRoleRequestSchema = z.object({ roleName: roleNameSchema });

export const roleListQuerySchema = z.object({
  search: z.string().trim().max(256).optional(),
});

export interface RoleSummary {
  roleName: string;
  description: string;
  resourceType: RoleResourceType;
  resourceName: string;
  resourceVerbs: string;
  /** 'system' for the built-in super role, 'local' for roles made here, 'sso' for mapped ones. */
  roleSource: string;
  /** How many bindings give it to users. */
  bindings: number;
  createdAt: number;
}

/** An environment name, or EVERY_ENVIRONMENT. */
const bindingEnvironment = z
  .string({ error: FORM_ISSUES.required })
  .trim()
  .min(1, FORM_ISSUES.required)
  .max(256, FORM_ISSUES.tooLong);

export const roleBindingRequestSchema = z.object({
  environment: bindingEnvironment,
  description,
});
export type RoleBindingRequest = z.input<typeof roleBindingRequestSchema>;

export const deleteRoleBindingRequestSchema = z.object({
  roleName: roleNameSchema,
  userName: z.string().trim().min(1, FORM_ISSUES.userNameRequired),
  environment: bindingEnvironment,
});
export type DeleteRoleBindingRequest = z.input<typeof deleteRoleBindingRequestSchema>;

export const roleBindingListQuerySchema = z.object({
  user: z.string().trim().max(256).optional(),
  role: z.string().trim().max(256).optional(),
});

export interface RoleBindingSummary {
  roleName: string;
  userName: string;
  environment: string;
  description: string;
  resourceType: RoleResourceType;
  resourceName: string;
  createdBy: string;
  createdAt: number;
}

/** Through which binding a user reaches something. */
export interface AccessPath {
  roleName: string;
  /** The binding's environment: the one in question, or EVERY_ENVIRONMENT. */
  environment: string;
}

export interface EffectiveAccess {
  userName: string;
  roles: ('super' | 'admin')[];
  /** Every registered environment, with what the user reaches there. */
  environments: {
    environment: string;
    /** Super in it (through the built-in role), or the tenants it administers there. */
    super: AccessPath | null;
    tenants: { tenant: string; via: AccessPath[] }[];
  }[];
  /** The permission names (the proxy's table) a tenant admin holds in each of its tenants. */
  tenantActions: string[];
  /** Bindings naming an environment that is not registered (any more): they give nothing today. */
  unmatchedBindings: AccessPath[];
}
