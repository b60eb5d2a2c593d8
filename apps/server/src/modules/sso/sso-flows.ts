// Flows in progress, in the database so any replica can finish one another started (issue 18 item 2).
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, SsoLoginFlowsTable } from '../../db/tables.ts';

/** A user gets this long at the provider's login form before the flow is void. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;

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
