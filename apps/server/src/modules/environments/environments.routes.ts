// Pulsar Manager's environment calls. Listing is open to super and admin users (an admin sees those it
// holds a binding in); changes are super-only.
// No answer ever carries a token, a TLS key or a signing key. Setting a secret needs a recent password.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  connectionTestResultSchema,
  environmentListResponseSchema,
  environmentNameSchema,
  environmentRequestSchema,
  messageResponseSchema,
} from '@beacon/contracts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { reaches } from '../users/index.ts';
import type { EnvironmentService } from './environment.service.ts';

const superOnly = { roles: ['super'] as const };
const message = { 200: messageResponseSchema };

export function environmentsRoutes(app: FastifyInstance, service: EnvironmentService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { auth: Authenticated | undefined }) => (request.auth as Authenticated).user.name;
  const path = `${API_PREFIX}/environments`;

  // An admin sees only the environments where it holds a binding (or every one, bound with `*`).
  routes.get(
    path,
    { config: { roles: ['super', 'admin'] }, schema: { response: { 200: environmentListResponseSchema } } },
    async (request) => {
      const { access } = request.auth as Authenticated;
      const data = (await service.list()).filter((environment) => reaches(access, environment.name));
      return { total: data.length, data };
    },
  );

  routes.put(
    `${path}/environment`,
    { config: superOnly, schema: { body: environmentRequestSchema, response: message } },
    async (request) => {
      service.requireRecentPasswordFor(request.auth as Authenticated, request.body);
      await service.create(actorOf(request), request.body);
      return { message: 'Add environment success' };
    },
  );

  routes.post(
    `${path}/environment`,
    { config: superOnly, schema: { body: environmentRequestSchema, response: message } },
    async (request) => {
      service.requireRecentPasswordFor(request.auth as Authenticated, request.body);
      await service.update(actorOf(request), request.body);
      return { message: 'Update environment success' };
    },
  );

  routes.delete(
    `${path}/environment`,
    { config: superOnly, schema: { body: environmentNameSchema, response: message } },
    async (request) => {
      await service.delete(actorOf(request), request.body.name);
      return { message: 'Delete environment success' };
    },
  );

  routes.post(
    `${path}/environment/test`,
    {
      config: superOnly,
      schema: { body: environmentRequestSchema, response: { 200: connectionTestResultSchema } },
    },
    (request) => service.test(actorOf(request), request.body),
  );
}
