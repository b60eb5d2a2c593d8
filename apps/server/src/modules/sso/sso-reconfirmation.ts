// A single sign-on user's confirmation before a sensitive action (issue 28 B16). Such a user holds no
// Beacon password, so the recent-password rule (auth/recent-password.ts) is met by signing in again
// at the provider instead: a flow bound to the signed-in session asks for a fresh sign-in
// (`prompt=login`, `max_age=0`), and its answer confirms that session only when the provider says
// the same account (issuer and subject) signed in after the flow started.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { AuditLog } from '../audit/index.ts';
import { confirmsAtProvider } from '../auth/index.ts';
import type { SessionRepository } from '../auth/index.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';
import type { SsoConfirmation, SsoOutcome } from './sso.service.ts';

/** Clocks differ between Beacon and the provider; a sign-in this much before the flow still counts. */
export const PROVIDER_CLOCK_SKEW_MS = 60_000;

/** The provider account the user signs in with; undefined for a password account. */
export async function providerAccountOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ issuer: string; subject: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['sso_issuer', 'sso_subject'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.sso_issuer || !row.sso_subject) return undefined;
  return { issuer: row.sso_issuer, subject: row.sso_subject };
}

/** Refused unless the user signs in through the provider: a password account confirms with its password. */
export function requireProviderAccount(auth: Authenticated): void {
  if (!confirmsAtProvider(auth.user))
    throw new HttpError(400, SSO_MESSAGES.noProviderAccount, SSO_CODES.noProviderAccount);
}

export interface ReconfirmationOptions {
  sessions: SessionRepository;
  audit: AuditLog;
  db: Kysely<Database>;
}

/** The end of a reconfirmation flow: the session that started it counts as recently confirmed. */
export async function finishReconfirmation(
  request: FastifyRequest,
  reply: FastifyReply,
  { sessions, audit, db }: ReconfirmationOptions,
  { identity, returnTo }: SsoOutcome,
  confirms: SsoConfirmation,
) {
  const auth = request.auth;
  const entry = { action: 'auth.confirm-password', detail: { method: 'sso' } } as const;
  const refuse = async (why: string) => {
    await audit.record(db, {
      ...entry,
      actor: auth?.user.name ?? '',
      target: auth?.user.name ?? '',
      result: 'failure',
    });
    request.log.info({ username: auth?.user.name, why }, 'sso reconfirmation refused');
    return new HttpError(403, SSO_MESSAGES.reconfirmationRefused, SSO_CODES.reconfirmationRefused);
  };
  // The answer must come back to the session that asked: another session (or none) gains nothing.
  if (!auth || auth.session.id !== confirms.session) throw await refuse('another session');
  const account = await providerAccountOf(db, auth.user.id);
  if (account?.issuer !== identity.issuer || account.subject !== identity.subject)
    throw await refuse('another provider account');
  const { authTime, startedAt } = confirms;
  if (authTime === undefined || authTime < startedAt - PROVIDER_CLOCK_SKEW_MS)
    throw await refuse('no fresh sign-in at the provider');
  await sessions.confirmPassword(auth.session);
  await audit.record(db, { ...entry, actor: auth.user.name, target: auth.user.name, result: 'success' });
  return reply.send({ login: 'confirmed' as const, returnTo });
}
