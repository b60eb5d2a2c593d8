// Pulsar Manager's five BrokerTokensController routes (inventory 2.4, 3.1) with its answer shapes,
// scoped to the environment the `environment` header names, as every console call is. Super users
// and tenant admins; showing a token again is super only and needs the password typed recently.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  TOKEN_MESSAGES,
  TOKEN_ROUTES,
  createTokenRequestSchema,
  createTokenResponseSchema,
  deleteTokenResponseSchema,
  messageResponseSchema,
  tokenListResponseSchema,
  tokenValueResponseSchema,
  tokenRoleSchema,
  updateTokenRequestSchema,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { requireRecentPassword } from '../auth/index.ts';
import type { TokenCaller, TokensService } from './tokens.service.ts';

const superAndAdmin = { roles: ['super', 'admin'] as const };
const superOnly = { roles: ['super'] as const };
const roleParams = z.object({ role: tokenRoleSchema });

const environmentOf = requestedEnvironment;

function callerOf(request: FastifyRequest): TokenCaller {
  const { user, access } = request.auth as Authenticated;
  return { name: user.name, access };
}

export function tokensRoutes(app: FastifyInstance, service: TokensService, clock: Clock): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${API_PREFIX}${TOKEN_ROUTES.list}`,
    { config: superAndAdmin, schema: { response: { 200: tokenListResponseSchema } } },
    (request) => service.list(callerOf(request), environmentOf(request)),
  );

  routes.put(
    `${API_PREFIX}${TOKEN_ROUTES.token}`,
    {
      config: superAndAdmin,
      schema: { body: createTokenRequestSchema, response: { 200: createTokenResponseSchema } },
    },
    (request) => service.create(callerOf(request), environmentOf(request), request.body),
  );

  routes.post(
    `${API_PREFIX}${TOKEN_ROUTES.token}`,
    {
      config: superAndAdmin,
      schema: { body: updateTokenRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.update(callerOf(request), environmentOf(request), request.body);
      return { message: TOKEN_MESSAGES.updated };
    },
  );

  routes.get(
    `${API_PREFIX}/tokens/:role`,
    { config: superOnly, schema: { params: roleParams, response: { 200: tokenValueResponseSchema } } },
    (request) => {
      requireRecentPassword(request.auth as Authenticated, clock.now());
      return service.view(callerOf(request), environmentOf(request), request.params.role);
    },
  );

  routes.delete(
    `${API_PREFIX}/tokens/:role`,
    { config: superAndAdmin, schema: { params: roleParams, response: { 200: deleteTokenResponseSchema } } },
    async (request) => {
      await service.delete(callerOf(request), environmentOf(request), request.params.role);
      return { message: TOKEN_MESSAGES.deleted, role: request.params.role };
    },
  );
}
