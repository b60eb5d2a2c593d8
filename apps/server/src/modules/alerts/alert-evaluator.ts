// After each snapshot the collector's lease holder stores (the catalogue's 'statistics-saved'), the
// enabled rules of its environment are evaluated against its figures and their transitions recorded,
// fenced by the same lease (decision 0090). Deliveries are only queued here; the worker sends them.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { CatalogSnapshot } from '../catalog/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { storedRuleOf } from './alert-rules.store.ts';
import { recordTransitions, type RuleObservation, type Transitions } from './alert-state.ts';
import { MAX_DETAIL_TOPICS, readBacklogDetails } from './backlog-details.ts';
import { observe, watchedTopics } from './evaluate-rules.ts';
import { type TopicView, topicViews } from './topic-views.ts';

export interface EvaluatorOptions {
  db: Kysely<Database>;
  reads: PulsarReads;
  /** Deliveries were queued. */
  onQueued: () => void;
  log: () => FastifyBaseLogger | undefined;
}

export class AlertEvaluator {
  readonly #options: EvaluatorOptions;

  constructor(options: EvaluatorOptions) {
    this.#options = options;
  }

  async evaluate(
    snapshot: CatalogSnapshot,
    lease: { name: string; holder: string },
  ): Promise<Transitions | undefined> {
    const { db, reads } = this.#options;
    const environment = snapshot.header.environment;
    const rows = await db
      .selectFrom('alert_rules')
      .selectAll()
      .where('environment', '=', environment)
      .where('enabled', '=', 1)
      .execute();
    const rules = rows.map(storedRuleOf);
    // No rule, nothing to do: a 100 000-topic pass pays nothing for alerts it does not have (a rule's
    // states go with its change or deletion, alert-rules.routes.ts).
    if (rules.length === 0) return { fired: 0, resolved: 0 };
    const views = topicViews(snapshot);
    const watched = rules.map((rule) => ({ rule, topics: watchedTopics(rule, views.values()) }));

    // Topic stats are read once per topic, for every bytes or age rule watching it with a backlog.
    const needDetails = new Map<string, TopicView>();
    for (const { rule, topics } of watched) {
      if (rule.kind !== 'backlog-bytes' && rule.kind !== 'backlog-age') continue;
      for (const view of topics)
        if ([...view.subscriptions.values()].some((figures) => figures.backlog > 0))
          needDetails.set(view.full, view);
    }
    if (needDetails.size > MAX_DETAIL_TOPICS)
      this.#options
        .log()
        ?.warn(
          { environment, topics: needDetails.size, read: MAX_DETAIL_TOPICS },
          'backlog alerts read the stats of a bounded number of topics per pass; the rest keep their state',
        );
    const details = await readBacklogDetails(reads, environment, [...needDetails.values()]);

    const now = snapshot.header.collectedAt;
    const observed: RuleObservation[] = watched.map(({ rule, topics }) => ({
      rule,
      observation: observe(rule, topics, details, now),
    }));
    const transitions = await recordTransitions(db, lease, environment, observed, now);
    if (transitions && transitions.fired + transitions.resolved > 0) this.#options.onQueued();
    return transitions;
  }
}
