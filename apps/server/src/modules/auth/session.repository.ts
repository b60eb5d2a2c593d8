// Sessions live in the database as the SHA-256 of their token: a copy of the table cannot be replayed.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, SessionRow } from '../../db/tables.ts';
import { newSessionToken, sha256Hex } from './secure-random.ts';

export interface SessionPolicy {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

export interface ClientInfo {
  address: string;
  userAgent: string;
}

/** Writing last_seen_at on every request would cost an fsync each; this precision is plenty. */
const LAST_SEEN_WRITE_INTERVAL_MS = 15_000;

export class SessionRepository {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #policy: SessionPolicy;

  constructor(db: Kysely<Database>, clock: Clock, policy: SessionPolicy) {
    this.#db = db;
    this.#clock = clock;
    this.#policy = policy;
  }

  async create(userId: string, client: ClientInfo): Promise<{ token: string; session: SessionRow }> {
    const token = newSessionToken();
    const now = this.#clock.now();
    const session: SessionRow = {
      id: sha256Hex(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + this.#policy.absoluteTimeoutMs,
      revoked_at: null,
      client_address: client.address,
      user_agent: client.userAgent.slice(0, 256),
    };
    await this.#db.insertInto('sessions').values(session).execute();
    return { token, session };
  }

  /** The live session for a token, or undefined when it is unknown, revoked, idle too long or too old. */
  async findLive(token: string): Promise<SessionRow | undefined> {
    const session = await this.#db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!session || session.revoked_at !== null) return undefined;
    const now = this.#clock.now();
    if (now >= session.expires_at || now >= session.last_seen_at + this.#policy.idleTimeoutMs)
      return undefined;
    if (now - session.last_seen_at >= LAST_SEEN_WRITE_INTERVAL_MS) {
      await this.#db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('id', '=', session.id)
        .execute();
      session.last_seen_at = now;
    }
    return session;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ revoked_at: this.#clock.now() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeByToken(token: string): Promise<void> {
    await this.revoke(sha256Hex(token));
  }

  /** Drops rows that can never be used again, so the table does not grow without bound. */
  async deleteDead(): Promise<number> {
    const now = this.#clock.now();
    const result = await this.#db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb('revoked_at', 'is not', null),
          eb('last_seen_at', '<=', now - this.#policy.idleTimeoutMs),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
