// Sessions live in the database as the SHA-256 of their token: a copy of the table cannot be replayed.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, SessionRow, UserRow } from '../../db/tables.ts';
import { newSessionToken, sha256Hex } from './secure-random.ts';
import type { SessionCache } from './session-cache.ts';

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
  readonly #cache: SessionCache | undefined;

  /** With a cache, a revocation also drops the session from it, so this replica refuses it at once. */
  constructor(db: Kysely<Database>, clock: Clock, policy: SessionPolicy, cache?: SessionCache) {
    this.#db = db;
    this.#clock = clock;
    this.#policy = policy;
    this.#cache = cache;
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
      // A login has just checked the password: sensitive actions need no second prompt right away.
      password_confirmed_at: now,
    };
    await this.#db.insertInto('sessions').values(session).execute();
    return { token, session };
  }

  /** The live session for a token with its user, or undefined when it is unknown, revoked, idle too long or too old. */
  async findLive(token: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    // One query for both: this runs on every authenticated request.
    const row = await this.#db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('sessions')
      .select([
        'users.name',
        'users.description',
        'users.email',
        'users.phone_number',
        'users.location',
        'users.company',
        'users.password_hash',
        'users.source',
        'users.created_at as user_created_at',
        'users.updated_at as user_updated_at',
      ])
      .where('sessions.id', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return undefined;
    const session: SessionRow = {
      id: row.id,
      user_id: row.user_id,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      client_address: row.client_address,
      user_agent: row.user_agent,
      password_confirmed_at: row.password_confirmed_at,
    };
    const user: UserRow = {
      id: row.user_id,
      name: row.name,
      description: row.description,
      email: row.email,
      phone_number: row.phone_number,
      location: row.location,
      company: row.company,
      password_hash: row.password_hash,
      source: row.source,
      created_at: row.user_created_at,
      updated_at: row.user_updated_at,
    };
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
    return { session, user };
  }

  /**
   * Records that the session's user has just typed the password again. The cached identity is
   * updated in place too, so the very next request on this replica sees it.
   */
  async confirmPassword(session: SessionRow): Promise<number> {
    const now = this.#clock.now();
    await this.#db
      .updateTable('sessions')
      .set({ password_confirmed_at: now })
      .where('id', '=', session.id)
      .execute();
    session.password_confirmed_at = now;
    this.#cache?.forgetSession(session.id);
    return now;
  }

  async revoke(sessionId: string): Promise<void> {
    this.#cache?.forgetSession(sessionId);
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
