// Alert rules as the database keeps them and the API shows them. A destination's signing secret is
// sealed (secrets/secret-box.ts) and never leaves the server: the API says only whether it has one.
// Like an environment's token (stored-credentials.ts), a stored secret goes only to the URL it was
// saved with: a destination whose URL changed must be given its secret again.
import {
  ALERT_MESSAGES,
  type AlertKind,
  type AlertPatternSyntax,
  type AlertRule,
  type AlertRuleFields,
} from '@beacon/contracts';
import type { Selectable } from 'kysely';
import type { AlertRulesTable } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';

export interface StoredDestination {
  url: string;
  format: 'json' | 'slack';
  /** Sealed. */
  secret: string;
}

export type AlertRuleRow = Selectable<AlertRulesTable>;

/** A rule with its sealed destinations, as the evaluator and the delivery need it. */
export interface StoredRule extends Omit<AlertRule, 'destinations'> {
  destinations: StoredDestination[];
}

export function storedRuleOf(row: AlertRuleRow): StoredRule {
  return {
    id: row.id,
    environment: row.environment,
    name: row.name,
    enabled: Number(row.enabled) === 1,
    kind: row.kind as AlertKind,
    scope: {
      ...(row.tenant === null ? {} : { tenant: row.tenant }),
      ...(row.namespace === null ? {} : { namespace: row.namespace }),
      ...(row.topic_pattern === null ? {} : { topicPattern: row.topic_pattern }),
      patternSyntax: row.pattern_syntax as AlertPatternSyntax,
    },
    ...(row.subscription_pattern === null ? {} : { subscriptionPattern: row.subscription_pattern }),
    threshold: Number(row.threshold),
    durationSeconds: Number(row.duration_seconds),
    destinations: JSON.parse(row.destinations) as StoredDestination[],
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** What the API shows: no secret, only whether there is one. */
export function shownRule(rule: StoredRule): AlertRule {
  return {
    ...rule,
    destinations: rule.destinations.map(({ url, format, secret }) => ({
      url,
      format,
      hasSecret: secret !== '',
    })),
  };
}

/** What the audit trail keeps of a rule: everything but the secrets, and the URLs' origins only. */
export function recordedRule(rule: StoredRule) {
  const { destinations, createdAt: _created, updatedAt: _updated, createdBy: _by, ...rest } = rule;
  return { ...rest, destinations: destinations.map(({ url, format }) => ({ url: originOf(url), format })) };
}

/** A webhook URL's path and query may carry a token (Slack's do): only the origin is recorded. */
function originOf(url: string): string {
  return new URL(url).origin;
}

/** Sealed destinations for a save: given secrets sealed, omitted ones kept from the same URL. */
export function sealDestinations(
  fields: AlertRuleFields,
  before: StoredRule | undefined,
  box: SecretBox,
): StoredDestination[] {
  return fields.destinations.map(({ url, format, secret }) => {
    if (secret !== undefined) return { url, format, secret: box.seal(secret) };
    const kept = before?.destinations.find((known) => known.url === url);
    if (!kept) throw new HttpError(400, ALERT_MESSAGES.secretNeeded(url));
    return { url, format, secret: kept.secret };
  });
}

export function columnsOf(fields: AlertRuleFields, destinations: StoredDestination[]) {
  return {
    environment: fields.environment,
    name: fields.name,
    enabled: fields.enabled ? 1 : 0,
    kind: fields.kind,
    tenant: fields.scope.tenant ?? null,
    namespace: fields.scope.namespace ?? null,
    topic_pattern: fields.scope.topicPattern ?? null,
    pattern_syntax: fields.scope.patternSyntax,
    subscription_pattern: fields.subscriptionPattern || null,
    threshold: fields.threshold,
    duration_seconds: fields.durationSeconds,
    destinations: JSON.stringify(destinations),
  };
}
