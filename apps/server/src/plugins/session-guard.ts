// Before every route (app.ts registers it ahead of the modules): cookies, then the session each call
// carries (authenticate.ts), then the CSRF check of unsafe calls (csrf.ts), which needs that session.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AuthParts } from '../modules/auth/index.ts';
import type { UserRepository } from '../modules/users/index.ts';
import { authenticatePlugin } from './authenticate.ts';
import { csrfPlugin } from './csrf.ts';

export interface SessionGuardOptions {
  auth: AuthParts;
  /** The account store: a session's user and access are read from it on a cache miss. */
  users: UserRepository;
  publicOrigins: readonly string[];
}

export async function registerSessionGuard(
  server: FastifyInstance,
  { auth, users, publicOrigins }: SessionGuardOptions,
): Promise<void> {
  await server.register(fastifyCookie);
  await server.register(authenticatePlugin, { sessions: auth.sessions, users, cache: auth.sessionCache });
  await server.register(csrfPlugin, { tokens: auth.csrfTokens, publicOrigins });
}
