// The webhook deliveries queued by the evaluation (alert_notifications), sent apart from the
// collector's pass so a slow or hanging receiver never holds it up (decision 0090). Every replica runs
// this worker; a delivery is claimed with a conditional UPDATE before it is sent (expiry on the
// database's clock, decision 0015), so two replicas never send the same one. Each attempt has a time
// limit; a failure is retried with exponential backoff up to a bounded number of attempts.
import http from 'node:http';
import https from 'node:https';
import { ALERT_DELIVERY_HEADER, ALERT_SIGNATURE_HEADER, ALERT_TIMESTAMP_HEADER } from '@beacon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { databaseNowMs, eachLimited } from '../catalog/index.ts';
import { type AddressPolicy, type BrokerAgents, brokerAgents } from '../environments/index.ts';
import { signature } from './webhook-body.ts';

export interface DeliveryOptions {
  db: Kysely<Database>;
  box: SecretBox;
  clock: Clock;
  addressPolicy: AddressPolicy;
  /** This replica's name (the claim's holder). */
  holder: string;
  /** The time limit of one attempt, connection to the end of the answer. */
  attemptTimeoutMs: number;
  /** Attempts before a delivery is given up (failed). */
  maxAttempts: number;
  /** The wait after the first failure; doubled after each further one. */
  backoffMs: number;
  /** How often the worker looks for due deliveries (it is also woken after each evaluation). */
  pollMs: number;
  /** Told of each attempt's outcome (the metrics' counter). */
  onAttempt?: (result: 'sent' | 'retry' | 'failed') => void;
}

/** Deliveries one round takes on at most, and sends at the same time. */
const ROUND_SIZE = 20;
const CONCURRENCY = 4;
/** Sent and failed deliveries are kept this long (for inspection), then removed. */
const KEPT_MS = 7 * 24 * 3600_000;

interface Due {
  id: string;
  url: string;
  secret: string;
  body: string;
  attempts: number;
}

export class AlertDelivery {
  readonly #options: DeliveryOptions;
  readonly #agents: BrokerAgents;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<number> | undefined;
  #stopped = false;
  /** Cuts the attempts in flight short when the server stops (it has 10 s to shut down). */
  readonly #stop = new AbortController();
  #log: FastifyBaseLogger | undefined;

  constructor(options: DeliveryOptions) {
    this.#options = options;
    // Webhooks go through Beacon's address policy like broker calls (decision 0018).
    this.#agents = brokerAgents(options.addressPolicy, { keepAlive: false });
  }

  start(log: FastifyBaseLogger): void {
    this.#log = log;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stop.abort();
    clearTimeout(this.#timer);
    await this.#round?.catch(() => undefined);
    this.#agents.http.destroy();
    this.#agents.https.destroy();
  }

  /** A delivery was queued: look now rather than at the next poll. */
  nudge(): void {
    if (this.#log !== undefined && !this.#stopped && this.#round === undefined) this.#schedule(0);
  }

  /** One round now (after the one running): resolves with the number of deliveries attempted. */
  async runOnce(): Promise<number> {
    while (this.#round) await this.#round.catch(() => undefined);
    const round = this.#deliverDue().finally(() => {
      this.#round = undefined;
    });
    this.#round = round;
    return round;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (this.#stopped) return;
      void this.runOnce()
        .catch((error: unknown) => this.#log?.warn({ err: error }, 'alert deliveries could not be read'))
        .finally(() => {
          if (!this.#stopped) this.#schedule(this.#options.pollMs);
        });
    }, delayMs);
    this.#timer.unref();
  }

  async #deliverDue(): Promise<number> {
    const { db } = this.#options;
    const now = databaseNowMs(db);
    const due = await db
      .selectFrom('alert_notifications')
      .select(['id', 'url', 'secret', 'body', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((row) => row.or([row('claimed_until', 'is', null), row('claimed_until', '<=', now)]))
      .orderBy('created_at')
      .limit(ROUND_SIZE)
      .execute();
    let attempted = 0;
    await eachLimited(due, CONCURRENCY, async (delivery) => {
      if (this.#stopped || !(await this.#claim(delivery.id))) return;
      attempted += 1;
      await this.#attempt({ ...delivery, attempts: Number(delivery.attempts) });
    });
    await db
      .deleteFrom('alert_notifications')
      .where('status', 'in', ['sent', 'failed'])
      .where('created_at', '<', this.#options.clock.now() - KEPT_MS)
      .execute();
    return attempted;
  }

  /** Takes the delivery for one attempt's time (and a margin); false if another replica has it. */
  async #claim(id: string): Promise<boolean> {
    const { db, holder, attemptTimeoutMs } = this.#options;
    const now = databaseNowMs(db);
    const claimed = await db
      .updateTable('alert_notifications')
      .set({ claimed_by: holder, claimed_until: sqlPlus(db, attemptTimeoutMs + 10_000) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((row) => row.or([row('claimed_until', 'is', null), row('claimed_until', '<=', now)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  }

  async #attempt(delivery: Due): Promise<void> {
    const { db, maxAttempts, backoffMs } = this.#options;
    const attempts = delivery.attempts + 1;
    // Through a promise from the start: a secret that no longer opens (the server key changed) fails
    // the attempt like any other error instead of escaping the round.
    const error = await Promise.resolve()
      .then(() => this.#post(delivery))
      .then(
        () => undefined,
        (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
      );
    if (error === undefined) {
      await db
        .updateTable('alert_notifications')
        .set({ status: 'sent', attempts, claimed_until: null, last_error: null })
        .where('id', '=', delivery.id)
        .execute();
      this.#options.onAttempt?.('sent');
      return;
    }
    const spent = attempts >= maxAttempts;
    // Only the origin: a webhook's path may hold its token (Slack's do).
    this.#log?.warn(
      { delivery: delivery.id, origin: new URL(delivery.url).origin, attempts, error },
      spent ? 'alert delivery failed; no more attempts' : 'alert delivery failed; will retry',
    );
    await db
      .updateTable('alert_notifications')
      .set({
        status: spent ? 'failed' : 'pending',
        attempts,
        claimed_until: null,
        last_error: error.slice(0, 500),
        next_attempt_at: sqlPlus(db, backoffMs * 2 ** (attempts - 1)),
      })
      .where('id', '=', delivery.id)
      .execute();
    this.#options.onAttempt?.(spent ? 'failed' : 'retry');
  }

  #post(delivery: Due): Promise<void> {
    const { box, clock, attemptTimeoutMs } = this.#options;
    const url = new URL(delivery.url);
    const timestamp = Math.floor(clock.now() / 1000);
    const body = Buffer.from(delivery.body, 'utf8');
    const headers = {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'Beacon-Alerts',
      [ALERT_TIMESTAMP_HEADER]: String(timestamp),
      [ALERT_SIGNATURE_HEADER]: signature(box.open(delivery.secret), timestamp, delivery.body),
      [ALERT_DELIVERY_HEADER]: delivery.id,
    };
    const secure = url.protocol === 'https:';
    return new Promise<void>((resolve, reject) => {
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        headers,
        agent: secure ? this.#agents.https : this.#agents.http,
        signal: AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), this.#stop.signal]),
      });
      request.on('error', (error) =>
        reject(
          this.#stop.signal.aborted
            ? new Error('the server stopped during the attempt')
            : error.name === 'AbortError' || error.name === 'TimeoutError'
              ? new Error(`no answer within ${attemptTimeoutMs / 1000} s`)
              : error,
        ),
      );
      request.on('response', (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`the webhook answered HTTP ${status}`));
        });
      });
      request.end(body);
    });
  }
}

/** The database's now plus `ms`, like the collector lease's expiry. */
function sqlPlus(db: Kysely<Database>, ms: number) {
  return sql<number>`${databaseNowMs(db)} + ${ms}`;
}
