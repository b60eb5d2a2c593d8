// Resolves the caller's session before any handler runs, and refuses private routes without one: the
// `token` header (scripts) or, without it, the HttpOnly `Admin-Token` cookie the server set at login
// (the browser; decision 0019). Nothing here trusts the client's `username`, `tenant` or role headers.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, REQUEST_HEADERS } from '@beacon/contracts';
import { errorBody } from '../http-errors.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import type { SessionRepository } from '../modules/auth/session.repository.ts';
import { clearSessionCookie, readSessionCookie } from '../modules/auth/session-cookie.ts';
import type { UserRepository } from '../modules/users/user.repository.ts';
import type { Authenticated } from './route-config.ts';

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
    /** The live session a token names, with the user's access, read from the database and cached. */
    const load = async (token: string): Promise<Authenticated | undefined> => {
      const live = await sessions.findLive(token);
      if (!live) return undefined;
      const auth = { ...live, access: await users.accessOf(live.user.id) };
      cache.set(token, auth);
      return auth;
    };
    // A callback hook: a cached session (nearly every call) is settled without a promise or a turn of
    // the microtask queue; only a cache miss waits for the database.
    app.addHook('onRequest', (request, reply, done) => {
      const headerToken = readSessionToken(request.headers[REQUEST_HEADERS.token]);
      // A script's explicit header wins; the cookie is only the browser's fallback, never a second try.
      const cookieToken = headerToken ? undefined : readSessionToken(readSessionCookie(request));
      const token = headerToken ?? cookieToken;
      const decide = () => {
        // A dead cookie (expired, logged out elsewhere) is dropped by the answer that refuses it, so
        // the web's local logout after a 401 leaves nothing behind although the page cannot delete it.
        if (cookieToken && !request.auth) clearSessionCookie(reply);
        const refusal = accessRefusal(request);
        if (refusal) return void reply.code(refusal.status).send(errorBody(refusal.message));
        done();
      };
      request.auth = token ? cache.get(token) : undefined;
      if (!token || request.auth) return decide();
      load(token).then((auth) => {
        request.auth = auth;
        decide();
      }, done);
    });
  },
  { name: 'authenticate' },
);

/** Why a matched route refuses this caller: no session on a private route, or none of its roles. */
function accessRefusal(request: FastifyRequest): { status: 401 | 403; message: string } | undefined {
  // Read once: Fastify builds and freezes a new routeOptions object on every read.
  const { url, config } = request.routeOptions;
  if (url === undefined) return undefined;
  if (config.public !== true && !request.auth) return { status: 401, message: MESSAGES.pleaseLogin };
  const allowedRoles = config.roles;
  if (allowedRoles && !allowedRoles.some((role) => request.auth?.access.roles.includes(role))) {
    return { status: 403, message: MESSAGES.forbidden };
  }
  return undefined;
}
