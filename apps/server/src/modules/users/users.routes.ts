import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  SETUP_MESSAGES,
  SETUP_ROUTES,
  type SetupStatusResponse,
  type UserInfoResponse,
  type UserSource,
  environmentNameSchema,
  messageResponseSchema,
  setupRequestSchema,
  setupStatusResponseSchema,
  superuserRequestSchema,
  userInfoResponseSchema,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-errors.ts';
import { TooManyAttemptsError, confirmsAtProvider } from '../auth/index.ts';
import { FixedWindowCounter } from './fixed-window-counter.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { accessIn, reaches, tenantsAndGrants } from './access.ts';
import type { FirstRunSetup } from './first-run-setup.ts';
import type { LastEnvironmentStore } from './last-environment.ts';
import type { SuperuserBootstrap } from './superuser-bootstrap.ts';

const bootstrapQuerySchema = z.object({ token: z.string().max(256).optional() });

/** How often one session may ask who it is: far above any page's need, far below a client's loop. */
const USER_INFO_PER_WINDOW = 120;
const USER_INFO_WINDOW_MS = 60_000;
const USER_INFO_THROTTLED = 'Too many user info requests from this session, try again later';
/** A role-less session asking this often is looping, not reading (see the route). */
const ROLELESS_PER_WINDOW = 5;
const ROLELESS_WINDOW_MS = 10_000;

export function usersRoutes(
  app: FastifyInstance,
  bootstrap: SuperuserBootstrap,
  lastEnvironments: LastEnvironmentStore,
  setup: FirstRunSetup,
  clock: Clock,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const asks = new FixedWindowCounter(USER_INFO_PER_WINDOW, USER_INFO_WINDOW_MS);
  const rolelessAsks = new FixedWindowCounter(ROLELESS_PER_WINDOW, ROLELESS_WINDOW_MS);

  const message = { 200: messageResponseSchema };

  routes.get(
    `${API_PREFIX}/users/userInfo`,
    { schema: { response: { 200: userInfoResponseSchema } } },
    async (request): Promise<UserInfoResponse> => {
      const { user, access, session } = request.auth as Authenticated;
      if (!asks.allow(session.id, clock.now()))
        throw new TooManyAttemptsError(USER_INFO_THROTTLED, USER_INFO_WINDOW_MS / 1000);
      // Pulsar Manager's front end asks again on every navigation while the roles are empty,
      // thousands of times a minute (its back end answered ["super"] for everyone). Beacon's web and
      // scripts ask once and show "no access" themselves; a session that keeps asking without a role
      // gets a refusal with the reason, which that client shows and stops on (issue 28 C20).
      if (access.roles.length === 0 && !rolelessAsks.allow(session.id, clock.now()))
        throw new HttpError(
          403,
          `User ${user.name} holds no role in Beacon: ask a super user to give it one`,
        );
      const lastEnvironment = await lastEnvironments.of(user.id);
      return {
        message: 'success',
        userName: user.name,
        description: user.description,
        // The roles pick the menu and pass the guard; the tenants are those administered in the
        // environment the web is in (the one its `environment` header names).
        roles: access.roles,
        ...tenantsAndGrants(accessIn(access, requestedEnvironment(request))),
        ...(lastEnvironment === undefined ? {} : { lastEnvironment }),
        confirmsWith: confirmsAtProvider(user) ? 'provider' : 'password',
        source: user.source as UserSource,
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
