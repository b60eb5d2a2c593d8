// Resolves the `token` header to a live session before any handler runs, and refuses private routes
// without one. Nothing here trusts the client's `username`, `tenant` or role headers.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, REQUEST_HEADERS } from '@beacon/contracts';
import { errorBody } from '../http-errors.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import type { SessionRepository } from '../modules/auth/session.repository.ts';
import type { UserRepository } from '../modules/users/user.repository.ts';
import './route-config.ts';

export interface AuthenticateOptions {
  sessions: SessionRepository;
  users: UserRepository;
  cache: SessionCache;
}

export function readSessionToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 256 ? value : undefined;
}

export const authenticatePlugin = fp<AuthenticateOptions>(
  (app: FastifyInstance, { sessions, users, cache }) => {
    app.decorateRequest('auth', undefined);
    app.addHook('onRequest', async (request, reply) => {
      const token = readSessionToken(request.headers[REQUEST_HEADERS.token]);
      if (token) {
        request.auth = cache.get(token);
        if (!request.auth) {
          const live = await sessions.findLive(token);
          if (live) {
            request.auth = { ...live, access: await users.accessOf(live.user.id) };
            cache.set(token, request.auth);
          }
        }
      }
      const matchedRoute = request.routeOptions.url !== undefined;
      if (matchedRoute && request.routeOptions.config.public !== true && !request.auth) {
        return reply.code(401).send(errorBody(MESSAGES.pleaseLogin));
      }
      const allowedRoles = request.routeOptions.config.roles;
      if (
        matchedRoute &&
        allowedRoles &&
        !allowedRoles.some((role) => request.auth?.access.roles.includes(role))
      ) {
        return reply.code(403).send(errorBody(MESSAGES.forbidden));
      }
    });
  },
  { name: 'authenticate' },
);
