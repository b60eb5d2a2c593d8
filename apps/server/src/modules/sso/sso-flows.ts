// Flows in progress, in the database so any replica can finish one another started (issue 18 item 2).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, SsoLoginFlowsTable } from '../../db/tables.ts';
import { TooManyAttemptsError } from '../auth/index.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';

/** A user gets this long at the provider's login form before the flow is void. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Starting a flow needs no session, so a script could fill the table. Per client address at most
 * this many are in progress (a whole office behind one NAT signing on within ten minutes fits), so
 * one client cannot block the others (issue 28 B17: it filled the table in 17 s and every sign-on
 * was refused for ten minutes).
 */
export const MAX_FLOWS_PER_ADDRESS = 100;
/** And in all: far beyond any real sign-on rush, a bound for many addresses at once. */
export const MAX_FLOWS_IN_PROGRESS = 10_000;

export type SsoFlow = Omit<SsoLoginFlowsTable, 'client_address'>;

export class SsoFlows {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Refused with 429 and Retry-After (when the oldest flow counted against it expires) past a limit. */
  async start(
    flow: Pick<SsoFlow, 'state' | 'nonce' | 'code_verifier' | 'return_to' | 'confirms_session'>,
    clientAddress: string,
  ): Promise<void> {
    const now = this.#clock.now();
    // Abandoned flows are swept here, so the table stays small without a timer of its own.
    await this.#db.deleteFrom('sso_login_flows').where('expires_at', '<=', now).execute();
    const inProgress = (address?: string) =>
      this.#db
        .selectFrom('sso_login_flows')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.min<number | string>('expires_at').as('firstExpiry'),
        ])
        .$if(address !== undefined, (query) => query.where('client_address', '=', address ?? ''))
        .executeTakeFirstOrThrow();
    for (const [address, limit] of [
      [clientAddress, MAX_FLOWS_PER_ADDRESS],
      [undefined, MAX_FLOWS_IN_PROGRESS],
    ] as const) {
      const { total, firstExpiry } = await inProgress(address);
      if (Number(total) >= limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((Number(firstExpiry) - now) / 1000));
        throw new TooManyAttemptsError(SSO_MESSAGES.tooManyFlows, retryAfterSeconds, SSO_CODES.tooManyFlows);
      }
    }
    await this.#db
      .insertInto('sso_login_flows')
      .values({ ...flow, client_address: clientAddress, created_at: now, expires_at: now + FLOW_LIFETIME_MS })
      .execute();
  }

  /**
   * Takes the flow a state names, once: the row is deleted by the first caller that reads it, so
   * two replicas given the same answer cannot both finish it. Expired flows come back as 'expired'.
   */
  async take(state: string): Promise<SsoFlow | 'expired' | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const flow = await trx
        .selectFrom('sso_login_flows')
        .select([
          'state',
          'nonce',
          'code_verifier',
          'return_to',
          'confirms_session',
          'created_at',
          'expires_at',
        ])
        .where('state', '=', state)
        .executeTakeFirst();
      if (!flow) return undefined;
      const deleted = await trx.deleteFrom('sso_login_flows').where('state', '=', state).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return undefined;
      return Number(flow.expires_at) <= this.#clock.now()
        ? 'expired'
        : { ...flow, expires_at: Number(flow.expires_at), created_at: Number(flow.created_at) };
    });
  }
}
