// Pulsar Manager's user management calls, for super users only, and Beacon's own-password change for
// every signed-in user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  changeOwnPasswordRequestSchema,
  changePasswordRequestSchema,
  createUserRequestSchema,
  deleteUserRequestSchema,
  messageResponseSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@beacon/contracts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { UserAdminService } from './user-admin.service.ts';
import type { OwnPasswordChange } from './user-admin.own-password.ts';

const superOnly = { roles: ['super'] as const };
const message = { 200: messageResponseSchema };

export function userAdminRoutes(
  app: FastifyInstance,
  service: UserAdminService,
  ownPassword: OwnPasswordChange,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { auth: Authenticated | undefined }) => (request.auth as Authenticated).user.name;

  routes.get(
    `${API_PREFIX}/users`,
    {
      config: superOnly,
      schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    },
    (request) => service.list(request.query),
  );

  routes.put(
    `${API_PREFIX}/users/user`,
    { config: superOnly, schema: { body: createUserRequestSchema, response: message } },
    async (request) => {
      service.requireRecentPasswordToGrantSuper(request.auth as Authenticated, request.body);
      await service.create(actorOf(request), request.body);
      return { message: 'Create a user success' };
    },
  );

  routes.post(
    `${API_PREFIX}/users/user`,
    { config: superOnly, schema: { body: updateUserRequestSchema, response: message } },
    async (request) => {
      service.requireRecentPasswordToGrantSuper(request.auth as Authenticated, request.body);
      await service.update(actorOf(request), request.body);
      return { message: 'Update a user success' };
    },
  );

  // Beacon's own call (Pulsar Manager had none): the update above never touches the password.
  routes.post(
    `${API_PREFIX}/users/user/password`,
    { config: superOnly, schema: { body: changePasswordRequestSchema, response: message } },
    async (request) => {
      service.requireRecentPasswordToSetPassword(request.auth as Authenticated);
      await service.changePassword(actorOf(request), request.body);
      return { message: 'Change a password success' };
    },
  );

  // Any signed-in user, for itself only: no name in the body.
  routes.post(
    `${API_PREFIX}/users/password`,
    { schema: { body: changeOwnPasswordRequestSchema, response: message } },
    async (request) => {
      await ownPassword.change(request.auth as Authenticated, request.ip, request.body);
      return { message: 'Change your password success' };
    },
  );

  routes.delete(
    `${API_PREFIX}/users/user`,
    { config: superOnly, schema: { body: deleteUserRequestSchema, response: message } },
    async (request) => {
      await service.delete(actorOf(request), request.body.name);
      return { message: 'Delete a user success' };
    },
  );
}
