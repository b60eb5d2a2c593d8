// Resolves the caller's session before any handler runs, and refuses private routes without one: the
// `token` header (scripts) or, without it, the HttpOnly `Admin-Token` cookie the server set at login
// (the browser; decision 0019). Nothing here trusts the client's `username`, `tenant` or role headers.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, REQUEST_HEADERS } from '@beacon/contracts';
import { errorBody } from '../http-errors.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import type { SessionRepository } from '../modules/auth/session.repository.ts';
import { clearSessionCookie, readSessionCookie } from '../modules/auth/session-cookie.ts';
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
      const headerToken = readSessionToken(request.headers[REQUEST_HEADERS.token]);
      // A script's explicit header wins; the cookie is only the browser's fallback, never a second try.
      const cookieToken = headerToken ? undefined : readSessionToken(readSessionCookie(request));
      const token = headerToken ?? cookieToken;
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
      // A dead cookie (expired, logged out elsewhere) is dropped by the answer that refuses it, so the
      // web's local logout after a 401 leaves nothing behind although the page cannot delete it.
      if (cookieToken && !request.auth) clearSessionCookie(reply);
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
