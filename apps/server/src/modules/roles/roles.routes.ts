// Roles, role bindings and effective access, for super users (issue 15 items 2 and 3). Paths follow
// Pulsar Manager's historical RolesController and RoleBindingController (inventory 1.23).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  ROLE_MESSAGES,
  createRoleRequestSchema,
  deleteRoleBindingRequestSchema,
  deleteRoleRequestSchema,
  effectiveAccessSchema,
  messageResponseSchema,
  roleBindingListResponseSchema,
  roleListResponseSchema,
  roleBindingListQuerySchema,
  roleBindingRequestSchema,
  roleListQuerySchema,
  updateRoleRequestSchema,
} from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { effectiveAccess } from './effective-access.ts';
import type { UserRepository } from '../users/index.ts';
import type { RoleRepository } from './role.repository.ts';
import type { RolesService } from './roles.service.ts';

const superOnly = { roles: ['super'] as const };
const nameParam = z.string().min(1).max(256);
const message = { 200: messageResponseSchema };

export interface RolesRoutesOptions {
  service: RolesService;
  roles: RoleRepository;
  users: UserRepository;
  db: Kysely<Database>;
}

export function rolesRoutes(app: FastifyInstance, { service, roles, users, db }: RolesRoutesOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { auth: Authenticated | undefined }) => (request.auth as Authenticated).user.name;

  routes.get(
    `${API_PREFIX}/roles`,
    {
      config: superOnly,
      schema: { querystring: roleListQuerySchema, response: { 200: roleListResponseSchema } },
    },
    async (request) => {
      const data = await roles.list(request.query.search);
      return { total: data.length, data };
    },
  );

  routes.put(
    `${API_PREFIX}/roles/role`,
    { config: superOnly, schema: { body: createRoleRequestSchema, response: message } },
    async (request) => {
      await service.create(actorOf(request), request.body);
      return { message: ROLE_MESSAGES.created };
    },
  );

  routes.post(
    `${API_PREFIX}/roles/role`,
    { config: superOnly, schema: { body: updateRoleRequestSchema, response: message } },
    async (request) => {
      await service.update(actorOf(request), request.body);
      return { message: ROLE_MESSAGES.updated };
    },
  );

  routes.delete(
    `${API_PREFIX}/roles/role`,
    { config: superOnly, schema: { body: deleteRoleRequestSchema, response: message } },
    async (request) => {
      await service.delete(actorOf(request), request.body.roleName);
      return { message: ROLE_MESSAGES.deleted };
    },
  );

  routes.get(
    `${API_PREFIX}/role-binding`,
    {
      config: superOnly,
      schema: { querystring: roleBindingListQuerySchema, response: { 200: roleBindingListResponseSchema } },
    },
    async (request) => {
      const data = await roles.bindings(request.query);
      return { total: data.length, data };
    },
  );

  routes.put(
    `${API_PREFIX}/role-binding/:roleName/:userName`,
    {
      config: superOnly,
      schema: {
        params: z.object({ roleName: nameParam, userName: nameParam }),
        body: roleBindingRequestSchema,
        response: message,
      },
    },
    async (request) => {
      service.requireRecentPasswordToBind(request.auth as Authenticated, request.params.roleName);
      await service.bind(actorOf(request), request.params.roleName, request.params.userName, request.body);
      return { message: ROLE_MESSAGES.bindingCreated };
    },
  );

  routes.delete(
    `${API_PREFIX}/role-binding`,
    { config: superOnly, schema: { body: deleteRoleBindingRequestSchema, response: message } },
    async (request) => {
      await service.unbind(actorOf(request), request.body);
      return { message: ROLE_MESSAGES.bindingDeleted };
    },
  );

  routes.get(
    `${API_PREFIX}/access/:userName`,
    {
      config: superOnly,
      schema: { params: z.object({ userName: nameParam }), response: { 200: effectiveAccessSchema } },
    },
    (request) => effectiveAccess(db, users, request.params.userName),
  );
}
