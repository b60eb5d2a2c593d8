// Roles, their bindings to users per environment, and a user's effective access (issue 15 items 2
// and 3). Paths follow Pulsar Manager's historical RolesController and RoleBindingController
// (inventory 1.23, 3.1); bodies carry Beacon's environment.
import { z } from 'zod';
import { FORM_ISSUES } from './forms/form-issues.ts';
import { pulsarName } from './auth.ts';
import { CONSOLE_ROLES } from './session.ts';
import { ADMIN_VERB, MESSAGE_GRANTS_TUPLE, parseRoleVerbs } from './permissions/message-grants.ts';

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

/**
 * A TENANTS role's verbs, comma-separated as Pulsar Manager sent them: ADMIN, and the message grants
 * (READ_MESSAGES, EXPORT_MESSAGES, REPLAY_MESSAGES) where the role gives them; stored in one order.
 */
const roleVerbsSchema = z
  .string()
  .max(256, FORM_ISSUES.tooLong)
  .transform((text, context) => {
    const parsed = parseRoleVerbs(text);
    if ('issue' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.issue });
      return z.NEVER;
    }
    return parsed.verbs;
  });

/** The tenant field of the role forms: an empty one asks for a tenant, not for a "name". */
const roleTenantSchema = pulsarName(FORM_ISSUES.roleTenantRequired);

export const createRoleRequestSchema = z.object({
  roleName: roleNameSchema,
  description,
  resourceType: z.literal('TENANTS').default('TENANTS'),
  /** The tenant the role administers. */
  resourceName: roleTenantSchema,
  resourceVerbs: roleVerbsSchema.default(ADMIN_VERB),
});
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;
/** A create request as the server reads it: verbs in their one order. */
export type CreateRole = z.output<typeof createRoleRequestSchema>;

export const updateRoleRequestSchema = z.object({
  roleName: roleNameSchema,
  description,
  resourceName: roleTenantSchema.optional(),
  resourceVerbs: roleVerbsSchema.optional(),
});
export type UpdateRoleRequest = z.input<typeof updateRoleRequestSchema>;
export type UpdateRole = z.output<typeof updateRoleRequestSchema>;

export const deleteRoleRequestSchema = z.object({ roleName: roleNameSchema });

export const roleListQuerySchema = z.object({
  search: z.string().trim().max(256).optional(),
});

export const roleSummarySchema = z.object({
  roleName: z.string(),
  description: z.string(),
  resourceType: z.enum(ROLE_RESOURCE_TYPES),
  resourceName: z.string(),
  resourceVerbs: z.string(),
  /** 'system' for the built-in super role, 'local' for roles made here, 'sso' for mapped ones. */
  roleSource: z.string(),
  /** How many bindings give it to users. */
  bindings: z.number().int().nonnegative(),
  createdAt: z.number().int(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** GET {prefix}/roles */
export const roleListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(roleSummarySchema),
});

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

export const roleBindingSummarySchema = z.object({
  roleName: z.string(),
  userName: z.string(),
  environment: z.string(),
  description: z.string(),
  resourceType: z.enum(ROLE_RESOURCE_TYPES),
  resourceName: z.string(),
  createdBy: z.string(),
  createdAt: z.number().int(),
});
export type RoleBindingSummary = z.infer<typeof roleBindingSummarySchema>;

/** GET {prefix}/role-binding */
export const roleBindingListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(roleBindingSummarySchema),
});

/** Through which binding a user reaches something. */
export const accessPathSchema = z.object({
  roleName: z.string(),
  /** The binding's environment: the one in question, or EVERY_ENVIRONMENT. */
  environment: z.string(),
});
export type AccessPath = z.infer<typeof accessPathSchema>;

/** GET {prefix}/access/{userName} */
export const effectiveAccessSchema = z.object({
  userName: z.string(),
  roles: z.array(z.enum(CONSOLE_ROLES)),
  /** Every registered environment, with what the user reaches there. */
  environments: z.array(
    z.object({
      environment: z.string(),
      /** Super in it (through the built-in role), or the tenants it administers there. */
      super: accessPathSchema.nullable(),
      tenants: z.array(
        z.object({
          tenant: z.string(),
          via: z.array(accessPathSchema),
          /** What its roles there let the user do with message contents (issue 30 item 6). */
          messages: z.array(z.enum(MESSAGE_GRANTS_TUPLE)),
        }),
      ),
    }),
  ),
  /**
   * The permission names (the proxy's table) a tenant admin holds in each of its tenants; those that
   * show message contents only where a tenant's `messages` has `read`.
   */
  tenantActions: z.array(z.string()),
  /** Bindings naming an environment that is not registered (any more): they give nothing today. */
  unmatchedBindings: z.array(accessPathSchema),
});
export type EffectiveAccess = z.infer<typeof effectiveAccessSchema>;
