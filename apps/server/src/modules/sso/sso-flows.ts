// Flows in progress, in the database so any replica can finish one another started (issue 18 item 2).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, SsoLoginFlowsTable } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';

/** A user gets this long at the provider's login form before the flow is void. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Starting a flow needs no session, so a script could fill the table: past this many flows in
 * progress (far beyond any real sign-on rush within ten minutes) new ones are refused until some expire.
 */
export const MAX_FLOWS_IN_PROGRESS = 10_000;

export type SsoFlow = SsoLoginFlowsTable;

export class SsoFlows {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async start(flow: Pick<SsoFlow, 'state' | 'nonce' | 'code_verifier' | 'return_to'>): Promise<void> {
    const now = this.#clock.now();
    // Abandoned flows are swept here, so the table stays small without a timer of its own.
    await this.#db.deleteFrom('sso_login_flows').where('expires_at', '<=', now).execute();
    const { total } = await this.#db
      .selectFrom('sso_login_flows')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    if (Number(total) >= MAX_FLOWS_IN_PROGRESS) {
      throw new HttpError(429, SSO_MESSAGES.tooManyFlows, SSO_CODES.tooManyFlows);
    }
    await this.#db
      .insertInto('sso_login_flows')
      .values({ ...flow, created_at: now, expires_at: now + FLOW_LIFETIME_MS })
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
        .selectAll()
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
