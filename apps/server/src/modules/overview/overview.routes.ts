// GET {prefix}/overview: the dashboard of the environment the request names (issue 19 item 1).
// A super user sees the environment; an admin the tenants it administers there; anyone else, or an
// environment the caller holds nothing in, is refused like the other console lists.
import { errorResponseSchema, MESSAGES, OVERVIEW_PATH, overviewResponseSchema } from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { LiveLists } from '../catalog/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import type { Overview } from './overview.ts';

export function overviewRoutes(
  server: FastifyInstance,
  options: { overview: Overview; live: LiveLists },
): void {
  server.withTypeProvider<ZodTypeProvider>().get(
    OVERVIEW_PATH,
    {
      schema: {
        response: { 200: overviewResponseSchema, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
      },
    },
    async (request) => {
      const access = accessInEnvironment(
        (request.auth as Authenticated).access,
        requestedEnvironment(request),
      );
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const environment = await options.live.check(requestedEnvironment(request));
      return options.overview.of(
        environment,
        access.roles.includes('super')
          ? { kind: 'environment' }
          : { kind: 'tenants', tenants: access.tenants },
      );
    },
  );
}
