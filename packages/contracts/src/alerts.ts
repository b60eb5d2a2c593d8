// Backlog alerts (issue 32 item 4, decision 0090): rules over the statistics catalogue's figures,
// evaluated after each collector pass, and the webhooks a firing or resolved alert is sent to.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const ALERT_RULES_PATH = `${API_PREFIX}/alerts/rules`;
/** The alerts firing now and the recent firing/resolved history. */
export const ALERTS_PATH = `${API_PREFIX}/alerts`;

/**
 * What a rule watches. Backlogs and consumers are per subscription; the publish rate per topic.
 * Units of the threshold: messages, bytes, seconds, (none), messages per second.
 */
export const ALERT_KINDS = [
  'backlog-messages',
  'backlog-bytes',
  'backlog-age',
  'no-consumers',
  'publish-rate-drop',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Kinds whose targets are subscriptions (the others watch a topic). */
export const SUBSCRIPTION_KINDS: readonly AlertKind[] = [
  'backlog-messages',
  'backlog-bytes',
  'backlog-age',
  'no-consumers',
];

export const MAX_PATTERN_LENGTH = 256;
export const MAX_DESTINATIONS = 5;
export const MAX_DURATION_SECONDS = 7 * 24 * 3600;

export const ALERT_MESSAGES = {
  notFound: 'No alert rule has that id',
  deleted: 'The alert rule was deleted',
  unknownEnvironment: (name: string) => `No environment is named ${name}`,
  scopeNeeded: 'Name a tenant or a topic pattern: a rule watching everything is too broad',
  namespaceNeedsTenant: 'A namespace scope names its tenant too',
  tenantOutsideAccess: (tenant: string) => `You do not administer tenant ${tenant} in this environment`,
  tenantNeeded: 'A tenant administrator’s rule names one of their tenants',
  invalidRegex: (detail: string) => `The topic pattern is not a valid regular expression: ${detail}`,
  nestedQuantifier:
    'The topic pattern repeats a group that itself repeats ((a+)+): such a pattern can take minutes on one name',
  secretNeeded: (url: string) => `Enter a signing secret for ${url}: secrets are never shown back`,
} as const;

export const alertPatternSyntaxSchema = z.enum(['glob', 'regex']);
export type AlertPatternSyntax = z.infer<typeof alertPatternSyntaxSchema>;

/** A tenant, a namespace of it, and/or a pattern over `persistent://tenant/namespace/topic`. */
export const alertScopeSchema = z
  .object({
    tenant: z.string().trim().max(256).optional(),
    namespace: z.string().trim().max(256).optional(),
    topicPattern: z.string().trim().max(MAX_PATTERN_LENGTH).optional(),
    patternSyntax: alertPatternSyntaxSchema.default('glob'),
  })
  .transform((scope) => ({
    ...scope,
    tenant: scope.tenant || undefined,
    namespace: scope.namespace || undefined,
    topicPattern: scope.topicPattern || undefined,
  }))
  .refine(
    (scope) => scope.tenant !== undefined || scope.topicPattern !== undefined,
    ALERT_MESSAGES.scopeNeeded,
  )
  .refine((scope) => scope.namespace === undefined || scope.tenant !== undefined, {
    message: ALERT_MESSAGES.namespaceNeedsTenant,
  });
export type AlertScope = z.output<typeof alertScopeSchema>;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(2_048)
  .url('A webhook address is a URL')
  .refine(
    (url) => /^https?:$/.test(new URL(url).protocol),
    'A webhook address is an http:// or https:// URL',
  );

export const alertDestinationInputSchema = z.object({
  url: webhookUrlSchema,
  format: z.enum(['json', 'slack']).default('json'),
  /** Absent: keep the secret stored for this same URL. */
  secret: z.string().min(8, 'A signing secret has at least 8 characters').max(256).optional(),
});

export const alertRuleInputSchema = z.object({
  environment: z.string().trim().min(1).max(256),
  name: z.string().trim().min(1, 'Name the rule').max(128),
  enabled: z.boolean().default(true),
  kind: z.enum(ALERT_KINDS),
  scope: alertScopeSchema,
  /** A glob over subscription names (`*` any characters); subscription kinds only. */
  subscriptionPattern: z.string().trim().max(MAX_PATTERN_LENGTH).optional(),
  threshold: z.number().finite().min(0).max(1e15),
  durationSeconds: z.number().int().min(0).max(MAX_DURATION_SECONDS),
  destinations: z.array(alertDestinationInputSchema).max(MAX_DESTINATIONS).default([]),
});
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;
export type AlertRuleFields = z.output<typeof alertRuleInputSchema>;

export const alertDestinationSchema = z.object({
  url: z.string(),
  format: z.enum(['json', 'slack']),
  hasSecret: z.boolean(),
});

export const alertRuleSchema = z.object({
  id: z.string(),
  environment: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  kind: z.enum(ALERT_KINDS),
  scope: z.object({
    tenant: z.string().optional(),
    namespace: z.string().optional(),
    topicPattern: z.string().optional(),
    patternSyntax: alertPatternSyntaxSchema,
  }),
  subscriptionPattern: z.string().optional(),
  threshold: z.number(),
  durationSeconds: z.number(),
  destinations: z.array(alertDestinationSchema),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleListSchema = z.object({ total: z.number(), data: z.array(alertRuleSchema) });
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;

export const alertStatusSchema = z.enum(['pending', 'firing']);

/** A condition holding now: pending until it has held for the rule's duration, then firing. */
export const currentAlertSchema = z.object({
  /** The rule and its target: unique among the current alerts. */
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  environment: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** `persistent://tenant/namespace/topic`, and ` subscription` after it for a subscription's. */
  topic: z.string(),
  subscription: z.string().optional(),
  status: alertStatusSchema,
  value: z.number(),
  threshold: z.number(),
  since: z.number(),
  firedAt: z.number().optional(),
});
export type CurrentAlert = z.infer<typeof currentAlertSchema>;

export const alertEventSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  environment: z.string(),
  kind: z.enum(ALERT_KINDS),
  topic: z.string(),
  subscription: z.string().optional(),
  state: z.enum(['firing', 'resolved']),
  value: z.number(),
  threshold: z.number(),
  at: z.number(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const alertsResponseSchema = z.object({
  current: z.array(currentAlertSchema),
  history: z.array(alertEventSchema),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** The generic JSON body a webhook receives (format `json`); Slack's is `{ "text": … }`. */
export interface AlertWebhookBody {
  version: 1;
  state: 'firing' | 'resolved';
  rule: { id: string; name: string; kind: AlertKind; threshold: number; durationSeconds: number };
  environment: string;
  topic: string;
  subscription?: string;
  value: number;
  at: number;
}

/** Headers of a delivery: `t.body` signed with the destination's secret (decision 0090). */
export const ALERT_SIGNATURE_HEADER = 'x-beacon-signature';
export const ALERT_TIMESTAMP_HEADER = 'x-beacon-timestamp';
export const ALERT_DELIVERY_HEADER = 'x-beacon-delivery';
