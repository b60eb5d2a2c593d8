// POST /auth/confirm-password: the signed-in user types the password again before a sensitive action
// (issue 15 item 5). The check spends the login throttle's budget (same user and address keys), so it
// is no way around it to guess passwords with a stolen session. A wrong password answers 403, never
// 401: the web treats a 401 as "signed out" and would drop the session.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONFIRM_PASSWORD_PATH,
  MESSAGES,
  confirmPasswordRequestSchema,
  confirmPasswordResponseSchema,
} from '@beacon/contracts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import { type LoginThrottle, throttleKeys, TooManyAttemptsError } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { RECENT_PASSWORD_WINDOW_MS } from './recent-password.ts';
import type { SessionRepository } from './session.repository.ts';
import type { DirectoryHooks } from './login-parties.ts';

export interface ConfirmPasswordOptions {
  sessions: SessionRepository;
  throttle: LoginThrottle;
  audit: AuditLog;
  db: Kysely<Database>;
  /** Checks a directory user's password at the directory (issue 32 item 3). */
  directory?: DirectoryHooks | undefined;
}

export function confirmPasswordRoute(
  app: FastifyInstance,
  { sessions, throttle, audit, db, directory }: ConfirmPasswordOptions,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      CONFIRM_PASSWORD_PATH,
      { schema: { body: confirmPasswordRequestSchema, response: { 200: confirmPasswordResponseSchema } } },
      async (request, reply) => {
        const auth = request.auth!; // a private route: the authenticate hook refused anonymous callers
        const { user, session } = auth;
        const keys = throttleKeys(user.name, request.ip);
        const attempt = await throttle.reserve([keys.user, keys.address]);
        if (!attempt.granted)
          throw new TooManyAttemptsError(MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
        reply.raw.once('finish', () => {
          if (reply.statusCode >= 500) throttle.abandon(attempt);
        });
        // A directory user's password is the directory's to check; single sign-on users hold none and
        // cannot confirm one (the decoy keeps the timing alike).
        const atDirectory =
          !user.password_hash && (await directory?.decides(user.name))
            ? await directory!.confirm(user, request.body.password)
            : undefined;
        if (atDirectory?.kind === 'refused' && !atDirectory.failure) {
          await throttle.release(attempt);
          throw new HttpError(atDirectory.status, atDirectory.message, atDirectory.code);
        }
        const matches = atDirectory
          ? atDirectory.kind === 'signedIn'
          : user.password_hash
            ? await verifyPassword(user.password_hash, request.body.password)
            : await verifyAgainstDecoy(request.body.password);
        const entry = { actor: user.name, action: 'auth.confirm-password', target: user.name } as const;
        if (!matches) {
          await throttle.fail(attempt);
          await audit.record(db, { ...entry, result: 'failure' });
          request.log.info({ username: user.name }, 'password confirmation refused');
          throw new HttpError(403, MESSAGES.passwordConfirmationFailed);
        }
        await throttle.clear(keys.user);
        await throttle.release(attempt);
        const confirmedAt = await sessions.confirmPassword(session);
        await audit.record(db, { ...entry, result: 'success' });
        return reply.send({ message: 'success', confirmedUntil: confirmedAt + RECENT_PASSWORD_WINDOW_MS });
      },
    );
}
