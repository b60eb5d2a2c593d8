// What each rule sees in one snapshot (decision 0090): the targets whose condition holds, with their
// value, and for a publish-rate-drop rule the topics publishing at or above the threshold (armed).
// A subscription's target is `persistent://t/ns/topic` + newline + its name; a topic's, its name.
import type { StoredRule } from './alert-rules.store.ts';
import { ScopeMatcher } from './alert-scope.ts';
import type { DetailResult } from './backlog-details.ts';
import type { TopicView } from './topic-views.ts';

export interface Observation {
  /** Target → value, where the rule's condition holds. */
  holding: Map<string, number>;
  /** Target → value, topics a publish-rate-drop rule may fire on later (rate at or above it). */
  armed: Map<string, number>;
  /** Topics whose figures are unknown this pass: their targets keep their state. */
  unknownTopics: Set<string>;
}

export const subscriptionTarget = (topic: string, subscription: string) => `${topic}\n${subscription}`;

export function splitTarget(target: string): { topic: string; subscription?: string } {
  const at = target.indexOf('\n');
  return at < 0 ? { topic: target } : { topic: target.slice(0, at), subscription: target.slice(at + 1) };
}

/** The topics a rule watches (its scope), for the detail reads and the evaluation. */
export function watchedTopics(rule: StoredRule, views: Iterable<TopicView>): TopicView[] {
  const matcher = new ScopeMatcher(rule.scope, rule.subscriptionPattern);
  const watched: TopicView[] = [];
  for (const view of views)
    if (matcher.watchesTenant(view.tenant) && matcher.watchesTopic(view)) watched.push(view);
  return watched;
}

export function observe(
  rule: StoredRule,
  watched: readonly TopicView[],
  details: DetailResult,
  now: number,
): Observation {
  const matcher = new ScopeMatcher(rule.scope, rule.subscriptionPattern);
  const observation: Observation = { holding: new Map(), armed: new Map(), unknownTopics: new Set() };
  for (const view of watched) {
    if (rule.kind === 'publish-rate-drop') {
      const rate = Math.round(view.msgRateIn * 1000) / 1000;
      (rate < rule.threshold ? observation.holding : observation.armed).set(view.full, rate);
      continue;
    }
    const needsDetails = rule.kind === 'backlog-bytes' || rule.kind === 'backlog-age';
    if (needsDetails && details.unknown.has(view.full)) {
      observation.unknownTopics.add(view.full);
      continue;
    }
    for (const [name, figures] of view.subscriptions) {
      if (!matcher.watchesSubscription(name)) continue;
      const value = valueOf(rule, figures, details.topics.get(view.full)?.get(name), now);
      const holds = rule.kind === 'no-consumers' ? figures.consumers === 0 : value > rule.threshold;
      if (holds) observation.holding.set(subscriptionTarget(view.full, name), value);
    }
  }
  return observation;
}

function valueOf(
  rule: StoredRule,
  figures: { backlog: number; consumers: number },
  detail: { bytes: number; oldestPublishTime: number | undefined } | undefined,
  now: number,
): number {
  switch (rule.kind) {
    case 'backlog-messages':
      return figures.backlog;
    case 'no-consumers':
      return figures.consumers;
    case 'backlog-bytes':
      return figures.backlog > 0 ? (detail?.bytes ?? 0) : 0;
    case 'backlog-age': {
      const oldest = figures.backlog > 0 ? detail?.oldestPublishTime : undefined;
      return oldest === undefined ? 0 : Math.max(0, Math.round((now - oldest) / 1000));
    }
    default:
      return 0;
  }
}
