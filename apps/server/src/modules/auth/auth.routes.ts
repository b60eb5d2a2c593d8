// Login, logout and the CSRF token, on Pulsar Manager's paths so its scripts and front end keep working.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { AuditLog } from '../audit/index.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  LOGIN_RESPONSE_HEADERS,
  MESSAGES,
  REQUEST_HEADERS,
  csrfTokenResponseSchema,
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@beacon/contracts';
import { errorBody } from '../../http-errors.ts';
import { LOGIN_HEADER_DOCS, jsonAnswerWithHeaders } from '../api-docs/index.ts';
import { readSessionToken } from '../../plugins/authenticate.ts';
import { csrfBinding, issueCsrfCookie } from '../../plugins/csrf.ts';
import { ANONYMOUS_BINDING, type CsrfTokens } from './csrf-tokens.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { type LoginThrottle, throttleKeys } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import type { SessionRepository } from './session.repository.ts';
import { confirmPasswordRoute } from './confirm-password.routes.ts';
import type { DirectoryHooks, LoginUsers, SsoHooks } from './login-parties.ts';
import type { UserRow } from '../../db/tables.ts';

export interface AuthRoutesOptions {
  sessions: SessionRepository;
  users: LoginUsers;
  throttle: LoginThrottle;
  csrfTokens: CsrfTokens;
  audit: AuditLog;
  db: Kysely<Database>;
  /** Single sign-on's say in password logins and logouts (issue 18 items 4 and 5). */
  sso?: SsoHooks | undefined;
  /** The directory sign-in (issue 32 item 3): it checks the password of directory users and unknown names. */
  directory?: DirectoryHooks | undefined;
}

export function authRoutes(
  app: FastifyInstance,
  { sessions, users, throttle, csrfTokens, audit, db, sso, directory }: AuthRoutesOptions,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const [tokenHeader, usernameHeader, tenantHeader] = LOGIN_RESPONSE_HEADERS;
  confirmPasswordRoute(app, { sessions, throttle, audit, db, directory });

  routes.get(
    `${API_PREFIX}/csrf-token`,
    {
      config: { public: true },
      schema: {
        response: {
          200: jsonAnswerWithHeaders(
            csrfTokenResponseSchema,
            'The CSRF token, also set as the XSRF-TOKEN cookie',
            {
              'x-csrf-token': 'The same token.',
            },
          ),
        },
      },
    },
    async (request, reply) => {
      const token = issueCsrfCookie(reply, csrfTokens, csrfBinding(request));
      return reply.header('x-csrf-token', token).send({ token });
    },
  );

  routes.post(
    `${API_PREFIX}/login`,
    {
      config: { public: true, csrf: false },
      schema: {
        body: loginRequestSchema,
        response: {
          200: jsonAnswerWithHeaders(loginResponseSchema, 'Signed in', LOGIN_HEADER_DOCS),
          // Refusals the handler sends itself (wrong password 401, too many attempts 429).
          '4xx': errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const keys = throttleKeys(username, request.ip);
      // Reserved before the password check, atomically, so concurrent attempts cannot overrun the limit.
      const attempt = await throttle.reserve([keys.user, keys.address]);
      if (!attempt.granted) {
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send(errorBody(MESSAGES.tooManyAttempts));
      }
      // An attempt cut short by a server fault (the database went away) is no failure: hand it back.
      reply.raw.once('finish', () => {
        if (reply.statusCode >= 500) throttle.abandon(attempt);
      });

      let user: UserRow | undefined;
      // A directory user's password, and an unknown name's when a directory is configured, are the
      // directory's to check; a password or single sign-on account's never are (decision 0089).
      const method = (await directory?.decides(username)) ? 'ldap' : 'password';
      if (method === 'ldap') {
        const outcome = await directory!.signIn(username, password);
        if (outcome.kind === 'refused') {
          // The directory down, or a right password with no access: not a guess to count.
          if (outcome.failure) await throttle.fail(attempt);
          else await throttle.release(attempt);
          await audit.record(db, {
            actor: username,
            action: 'login',
            target: request.ip,
            result: 'failure',
            detail: { method },
          });
          request.log.info({ username, address: request.ip, method }, 'login refused');
          return reply.code(outcome.status).send(errorBody(outcome.message, outcome.code));
        }
        user = outcome.user;
      } else {
        user = await users.findByName(username);
        const passwordMatches = user?.password_hash
          ? await verifyPassword(user.password_hash, password)
          : await verifyAgainstDecoy(password);
        const ssoRefusal = user ? await sso?.passwordLoginRefusal(user.name) : undefined;
        if (ssoRefusal) {
          await throttle.fail(attempt);
          return reply.code(401).send(errorBody(ssoRefusal.message, ssoRefusal.code));
        }
        if (!user || !passwordMatches) {
          await throttle.fail(attempt);
          await audit.record(db, { actor: username, action: 'login', target: request.ip, result: 'failure' });
          request.log.info({ username, address: request.ip }, 'login refused');
          return reply.code(401).send(errorBody(MESSAGES.loginFailed));
        }
      }

      await throttle.clear(keys.user);
      await throttle.release(attempt);
      // A login always starts a new session: a token the browser held before is revoked (no fixation).
      const previousToken =
        readSessionToken(request.headers[tokenHeader]) ?? readSessionToken(readSessionCookie(request));
      if (previousToken) await sessions.revokeByToken(previousToken);
      const { token, session } = await sessions.create(user.id, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      const access = await users.accessOf(user.id);
      // Told once, at this sign-in: who set this user's password for it (issue 28 B16).
      const reset = await db
        .selectFrom('users')
        .select(['password_reset_by', 'password_reset_at'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      // The users list shows when each user last signed in (issue 15 item 1).
      await db
        .updateTable('users')
        .set({ last_login_at: session.created_at, password_reset_by: null, password_reset_at: null })
        .where('id', '=', user.id)
        .execute();
      issueCsrfCookie(reply, csrfTokens, session.id);
      // Beacon's web asks for its session as an HttpOnly cookie (decision 0019); the `token` header
      // below is for scripts and for Pulsar Manager's front end, which keeps Admin-Token itself.
      if (request.headers[REQUEST_HEADERS.sessionCookie] === 'cookie') setSessionCookie(reply, token);
      await audit.record(db, {
        actor: user.name,
        action: 'login',
        target: request.ip,
        result: 'success',
        ...(method === 'ldap' ? { detail: { method } } : {}),
      });
      request.log.info({ username: user.name }, 'login succeeded');
      return reply
        .header(tokenHeader, token)
        .header(usernameHeader, user.name)
        .header(tenantHeader, access.tenants[0] ?? '')
        .send({
          login: 'success',
          ...(reset?.password_reset_by && reset.password_reset_at !== null
            ? { passwordReset: { by: reset.password_reset_by, at: Number(reset.password_reset_at) } }
            : {}),
        });
    },
  );

  routes.post(
    `${API_PREFIX}/logout`,
    { config: { public: true }, schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      // A single sign-on user is also sent to the provider's end-session page (issue 18 item 4).
      const endSessionUrl = request.auth ? await sso?.endSessionUrl(request.auth.user.id) : undefined;
      if (request.auth) {
        await sessions.revoke(request.auth.session.id);
        await audit.record(db, {
          actor: request.auth.user.name,
          action: 'logout',
          target: request.ip,
          result: 'success',
        });
      }
      issueCsrfCookie(reply, csrfTokens, ANONYMOUS_BINDING);
      clearSessionCookie(reply);
      return reply.send({ message: 'Logout success', ...(endSessionUrl ? { endSessionUrl } : {}) });
    },
  );
}
