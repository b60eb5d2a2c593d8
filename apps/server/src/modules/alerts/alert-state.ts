// The transitions of each watched target (decision 0090), written in one transaction fenced by the
// collector's lease, so a replica that lost it writes nothing and exactly one firing, one resolution
// and one set of deliveries are recorded per alert however many replicas run:
//   (none|armed) --condition holds--> pending --held for the duration--> firing --clears--> (deleted)
//   pending --clears--> (deleted);  a publish-rate-drop target is armed while its rate is at or above
//   the threshold, and only an armed topic can go pending (a topic that never published never fires).
import { randomUUID } from 'node:crypto';
import type { AlertWebhookBody } from '@beacon/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AlertStatesTable, Database } from '../../db/tables.ts';
import { lockLeaseIfHeld } from '../catalog/index.ts';
import type { StoredRule } from './alert-rules.store.ts';
import { type Observation, splitTarget } from './evaluate-rules.ts';
import { renderBody } from './webhook-body.ts';

/** Kept in the history this long. */
export const HISTORY_KEPT_MS = 30 * 24 * 3600_000;

type StateRow = Selectable<AlertStatesTable>;

export interface RuleObservation {
  rule: StoredRule;
  observation: Observation;
}

/** What the pass recorded: how many alerts fired and resolved, and whether anything was queued. */
export interface Transitions {
  fired: number;
  resolved: number;
}

export async function recordTransitions(
  db: Kysely<Database>,
  lease: { name: string; holder: string },
  environment: string,
  observed: readonly RuleObservation[],
  now: number,
): Promise<Transitions | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLeaseIfHeld(trx, lease))) return undefined;
    const rows = await trx
      .selectFrom('alert_states')
      .selectAll()
      .where('environment', '=', environment)
      .execute();
    const byRule = new Map<string, Map<string, StateRow>>();
    for (const row of rows) {
      let states = byRule.get(row.rule_id);
      if (!states) byRule.set(row.rule_id, (states = new Map<string, StateRow>()));
      states.set(row.target, row);
    }
    const counts: Transitions = { fired: 0, resolved: 0 };
    for (const { rule, observation } of observed) {
      const step = new RuleStep(trx, rule, environment, now, counts);
      await step.apply(byRule.get(rule.id) ?? new Map<string, StateRow>(), observation);
    }
    await trx
      .deleteFrom('alert_events')
      .where('at', '<', now - HISTORY_KEPT_MS)
      .execute();
    return counts;
  });
}

class RuleStep {
  readonly trx: Transaction<Database>;
  readonly rule: StoredRule;
  readonly environment: string;
  readonly now: number;
  readonly counts: Transitions;

  constructor(
    trx: Transaction<Database>,
    rule: StoredRule,
    environment: string,
    now: number,
    counts: Transitions,
  ) {
    this.trx = trx;
    this.rule = rule;
    this.environment = environment;
    this.now = now;
    this.counts = counts;
  }

  async apply(states: Map<string, StateRow>, observation: Observation): Promise<void> {
    const { rule, now } = this;
    for (const [target, value] of observation.holding) {
      const state = states.get(target);
      if (!state && rule.kind === 'publish-rate-drop') continue;
      if (!state || state.status === 'armed') {
        await this.#write(target, 'pending', value, now, null, state !== undefined);
        if (rule.durationSeconds === 0) await this.#fire(target, value);
        continue;
      }
      if (state.status === 'pending' && now - Number(state.since) >= rule.durationSeconds * 1000) {
        await this.#fire(target, value);
      } else if (Number(state.value) !== value) {
        // Written only when it moved: a broad rule may hold on thousands of idle subscriptions.
        await this.trx
          .updateTable('alert_states')
          .set({ value, updated_at: now })
          .where('rule_id', '=', rule.id)
          .where('target', '=', target)
          .execute();
      }
    }
    for (const [target, value] of observation.armed) {
      const state = states.get(target);
      if (state?.status === 'firing') await this.#resolve(target, value);
      if (!state || state.status !== 'armed')
        await this.#write(target, 'armed', value, now, null, state !== undefined);
    }
    for (const [target, state] of states) {
      if (observation.holding.has(target) || observation.armed.has(target)) continue;
      if (observation.unknownTopics.has(splitTarget(target).topic)) continue;
      // The condition cleared (or the topic or subscription is gone).
      if (state.status === 'firing') await this.#resolve(target, Number(state.value));
      await this.trx
        .deleteFrom('alert_states')
        .where('rule_id', '=', rule.id)
        .where('target', '=', target)
        .execute();
    }
  }

  async #write(
    target: string,
    status: string,
    value: number,
    since: number,
    firedAt: number | null,
    exists: boolean,
  ): Promise<void> {
    const columns = { status, value, since, fired_at: firedAt, updated_at: this.now };
    if (exists)
      await this.trx
        .updateTable('alert_states')
        .set(columns)
        .where('rule_id', '=', this.rule.id)
        .where('target', '=', target)
        .execute();
    else
      await this.trx
        .insertInto('alert_states')
        .values({ rule_id: this.rule.id, target, environment: this.environment, ...columns })
        .execute();
  }

  async #fire(target: string, value: number): Promise<void> {
    await this.trx
      .updateTable('alert_states')
      .set({ status: 'firing', value, fired_at: this.now, updated_at: this.now })
      .where('rule_id', '=', this.rule.id)
      .where('target', '=', target)
      .execute();
    await this.#event(target, 'firing', value);
    this.counts.fired += 1;
  }

  async #resolve(target: string, value: number): Promise<void> {
    await this.#event(target, 'resolved', value);
    this.counts.resolved += 1;
  }

  /** The history's entry and one delivery per destination, queued for the worker. */
  async #event(target: string, state: 'firing' | 'resolved', value: number): Promise<void> {
    const { rule, now } = this;
    const id = randomUUID();
    await this.trx
      .insertInto('alert_events')
      .values({
        id,
        rule_id: rule.id,
        rule_name: rule.name,
        environment: this.environment,
        kind: rule.kind,
        target,
        state,
        value,
        threshold: rule.threshold,
        at: now,
      })
      .execute();
    const { topic, subscription } = splitTarget(target);
    const body: AlertWebhookBody = {
      version: 1,
      state,
      rule: {
        id: rule.id,
        name: rule.name,
        kind: rule.kind,
        threshold: rule.threshold,
        durationSeconds: rule.durationSeconds,
      },
      environment: this.environment,
      topic,
      ...(subscription === undefined ? {} : { subscription }),
      value,
      at: now,
    };
    for (const destination of rule.destinations) {
      await this.trx
        .insertInto('alert_notifications')
        .values({
          id: randomUUID(),
          event_id: id,
          url: destination.url,
          format: destination.format,
          secret: destination.secret,
          body: renderBody(destination.format, body),
          status: 'pending',
          attempts: 0,
          next_attempt_at: 0,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
          created_at: now,
        })
        .execute();
    }
  }
}
