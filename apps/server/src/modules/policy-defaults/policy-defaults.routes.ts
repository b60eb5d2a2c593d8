// GET {prefix}/policy-defaults (issue 31 item 2): the broker settings that are the policies' values
// in force where neither topic nor namespace sets one, for the environment the request names.
// Anyone who holds a role in that environment may ask — a tenant admin sees which TTL or retention
// its namespaces inherit — but only the allow-listed keys leave the server: the broker's runtime
// configuration, a super user's read through the proxy, also holds passwords and secret paths.
import {
  errorResponseSchema,
  MESSAGES,
  POLICY_BROKER_KEYS,
  POLICY_DEFAULTS_PATH,
  policyDefaultsResponseSchema,
  type PolicyDefaultsResponse,
} from '@beacon/contracts';
import { brokerAdmin } from '@beacon/pulsar-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath } from '../pulsar-proxy/index.ts';
import { accessInEnvironment } from '../users/index.ts';

export function registerPolicyDefaults(server: FastifyInstance, deps: { reads: PulsarReads }): void {
  server.withTypeProvider<ZodTypeProvider>().get(
    POLICY_DEFAULTS_PATH,
    {
      schema: {
        response: {
          200: policyDefaultsResponseSchema,
          '4xx': errorResponseSchema,
          '5xx': errorResponseSchema,
        },
      },
    },
    async (request): Promise<PolicyDefaultsResponse> => {
      const environment = requestedEnvironment(request);
      const access = accessInEnvironment((request.auth as Authenticated).access, environment);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const target = await deps.reads.target(environment);
      const runtime = (await deps.reads.json(
        target,
        pulsarRequestPath(brokerAdmin.runtimeConfiguration, {}),
      )) as Record<string, unknown>;
      const values: PolicyDefaultsResponse['values'] = {};
      for (const key of POLICY_BROKER_KEYS) {
        const value = runtime[key];
        if (typeof value === 'string') values[key] = value;
      }
      return { values };
    },
  );
}
