import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  SETUP_MESSAGES,
  SETUP_ROUTES,
  type SetupStatusResponse,
  type UserInfoResponse,
  environmentNameSchema,
  messageResponseSchema,
  setupRequestSchema,
  setupStatusResponseSchema,
  superuserRequestSchema,
  userInfoResponseSchema,
} from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { accessIn, reaches } from './access.ts';
import type { FirstRunSetup } from './first-run-setup.ts';
import type { LastEnvironmentStore } from './last-environment.ts';
import type { SuperuserBootstrap } from './superuser-bootstrap.ts';

const bootstrapQuerySchema = z.object({ token: z.string().max(256).optional() });

export function usersRoutes(
  app: FastifyInstance,
  bootstrap: SuperuserBootstrap,
  lastEnvironments: LastEnvironmentStore,
  setup: FirstRunSetup,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const message = { 200: messageResponseSchema };

  routes.get(
    `${API_PREFIX}/users/userInfo`,
    { schema: { response: { 200: userInfoResponseSchema } } },
    async (request): Promise<UserInfoResponse> => {
      const { user, access } = request.auth as Authenticated;
      const lastEnvironment = await lastEnvironments.of(user.id);
      return {
        message: 'success',
        userName: user.name,
        description: user.description,
        // The roles pick the menu and pass the guard; the tenants are those administered in the
        // environment the web is in (the one its `environment` header names).
        roles: access.roles,
        tenants: [...accessIn(access, requestedEnvironment(request)).tenants],
        ...(lastEnvironment === undefined ? {} : { lastEnvironment }),
      };
    },
  );

  // Beacon's own call: the web sends it when the user chooses an environment (issue 14 item 6).
  routes.put(
    `${API_PREFIX}/users/lastEnvironment`,
    { schema: { body: environmentNameSchema, response: message } },
    async (request) => {
      const { user, access } = request.auth as Authenticated;
      // One the caller holds nothing in does not exist for it (decision 0036): the same 404 as an
      // unknown name, so this call tells no one which environments there are (issue 28 B18).
      if (!reaches(access, request.body.name)) throw new HttpError(404, 'Environment no exist');
      await lastEnvironments.remember(user.id, request.body.name);
      return { message: 'success' };
    },
  );

  // Pulsar Manager's first-run call. Open only while no user exists, with the setup token while one
  // is out (`?token=`, as in the setup link); refused (403) forever after.
  routes.put(
    `${API_PREFIX}/users/superuser`,
    {
      config: { public: true },
      schema: { body: superuserRequestSchema, querystring: bootstrapQuerySchema, response: message },
    },
    async (request) => {
      const created = await bootstrap.createFirstSuperuser(request.body, request.ip, request.query.token);
      if (!created) throw new HttpError(403, 'Superuser already exists');
      request.log.info({ username: request.body.name }, 'first superuser created through the bootstrap call');
      return { message: 'Add super user success, please login' };
    },
  );

  // First-run setup (issue 15 item 6): the login page asks whether it is pending — a boolean only.
  routes.get(
    `${API_PREFIX}${SETUP_ROUTES.status}`,
    { config: { public: true }, schema: { response: { 200: setupStatusResponseSchema } } },
    async (): Promise<SetupStatusResponse> => ({ pending: await setup.isPending() }),
  );

  routes.put(
    `${API_PREFIX}${SETUP_ROUTES.complete}`,
    { config: { public: true }, schema: { body: setupRequestSchema, response: message } },
    async (request) => {
      const name = await setup.complete(request.body, request.ip);
      request.log.info({ username: name }, 'first superuser created through first-run setup');
      return { message: SETUP_MESSAGES.done };
    },
  );
}
