// The subscription doctor (issue 33 item 4): why a backlog does not drain, read from the figures
// Pulsar's topic stats already give (SubscriptionStatsImpl and ConsumerStatsImpl, pulsar-common
// 4.0), each finding with the figures behind it, and how long the backlog takes to drain at the
// current rates — or that it never does while publishing outpaces acknowledging.
import type { ConsumerRow, SubscriptionView } from '../subscriptions.api.ts';

type SubscriptionStats = NonNullable<SubscriptionView['subscription']>;

/** Redeliveries count as heavy from this share of what is dispatched (and at least 1 msg/s). */
export const HEAVY_REDELIVERY_SHARE = 0.2;
/** Rates within this of each other are "the same": a stats sample's noise, not a trend. */
const RATE_TOLERANCE = 0.05;

export type Finding =
  /** A backlog and nobody reading it. */
  | { kind: 'noConsumers'; backlog: number }
  /** Dispatch stopped at the unacknowledged-messages limit, of the subscription or of consumers. */
  | { kind: 'blockedOnUnacked'; subscription: boolean; consumers: string[]; unacked: number }
  /** Dispatch held back by a dispatch rate limit (cumulative events since the topic was loaded). */
  | { kind: 'dispatchThrottled'; limit: 'subscription' | 'topic' | 'broker'; events: number }
  /** Consumers connected that ask for nothing: paused, or their receiver queue is full. */
  | { kind: 'noPermits'; consumers: string[] }
  /** Messages sent again (nacks, ack timeouts, a consumer gone with unacked messages). */
  | { kind: 'redeliveries'; redeliverRate: number; outRate: number }
  /** Part of the backlog is delayed delivery, not deliverable yet. */
  | { kind: 'delayed'; delayed: number; backlog: number }
  /** Acknowledging slower than publishing: the backlog grows by the difference. */
  | { kind: 'ackBelowPublish'; ackRate: number; publishRate: number };

export type DrainEstimate =
  | { kind: 'empty' }
  | { kind: 'seconds'; seconds: number; netRate: number }
  /** Publishing at least as fast as acknowledging: at these rates the backlog never drains. */
  | { kind: 'never'; growth: number };

export interface Diagnosis {
  backlog: number;
  ackRate: number;
  publishRate: number;
  findings: Finding[];
  drain: DrainEstimate;
}

const nameOf = (consumer: ConsumerRow) =>
  consumer.consumerName ?? consumer.address ?? `#${String(consumer.partition ?? 0)}`;

export function diagnose(
  stats: SubscriptionStats,
  consumers: readonly ConsumerRow[],
  publishRate: number,
): Diagnosis {
  const backlog = stats.msgBacklog;
  // What the consumers acknowledge; a broker without the figure, what it dispatches.
  const ackRate = stats.messageAckRate ?? stats.msgRateOut;
  const findings: Finding[] = [];

  if (backlog > 0 && consumers.length === 0) findings.push({ kind: 'noConsumers', backlog });

  const blocked = consumers.filter((consumer) => consumer.blockedConsumerOnUnackedMsgs);
  if (stats.blockedSubscriptionOnUnackedMsgs || blocked.length > 0) {
    findings.push({
      kind: 'blockedOnUnacked',
      subscription: stats.blockedSubscriptionOnUnackedMsgs ?? false,
      consumers: blocked.map(nameOf),
      unacked: stats.unackedMessages,
    });
  }

  const throttles = [
    ['subscription', stats.dispatchThrottledMsgEventsBySubscriptionLimit],
    ['topic', stats.dispatchThrottledMsgEventsByTopicLimit],
    ['broker', stats.dispatchThrottledMsgEventsByBrokerLimit],
  ] as const;
  for (const [limit, events] of throttles) {
    if ((events ?? 0) > 0) findings.push({ kind: 'dispatchThrottled', limit, events: events ?? 0 });
  }

  // A blocked consumer has no permits either; it is said once, above.
  const idle = consumers.filter(
    (consumer) => consumer.availablePermits <= 0 && !consumer.blockedConsumerOnUnackedMsgs,
  );
  if (backlog > 0 && idle.length > 0) findings.push({ kind: 'noPermits', consumers: idle.map(nameOf) });

  const redeliverRate = stats.msgRateRedeliver ?? 0;
  if (redeliverRate >= 1 && redeliverRate >= HEAVY_REDELIVERY_SHARE * stats.msgRateOut) {
    findings.push({ kind: 'redeliveries', redeliverRate, outRate: stats.msgRateOut });
  }

  const delayed = stats.msgDelayed ?? 0;
  if (delayed > 0) findings.push({ kind: 'delayed', delayed, backlog });

  if (consumers.length > 0 && publishRate > ackRate * (1 + RATE_TOLERANCE) && publishRate - ackRate > 0.01) {
    findings.push({ kind: 'ackBelowPublish', ackRate, publishRate });
  }

  return { backlog, ackRate, publishRate, findings, drain: drainEstimate(backlog, ackRate, publishRate) };
}

function drainEstimate(backlog: number, ackRate: number, publishRate: number): DrainEstimate {
  if (backlog <= 0) return { kind: 'empty' };
  const netRate = ackRate - publishRate;
  if (netRate <= 0.01) {
    return { kind: 'never', growth: Math.max(0, publishRate - ackRate) };
  }
  return { kind: 'seconds', seconds: backlog / netRate, netRate };
}
