// The change plan (issue 33): a list of Pulsar admin writes Beacon makes on a user's behalf — a
// policy file applied, a version restored — previewed first, then applied one call at a time through
// the proxy's own steps (permission table, body inspection, audit). POST {prefix}/changes/preview
// checks each call against the permission table without calling Pulsar; POST {prefix}/changes/apply
// sends them in order and answers JSON lines (one per call as it ends, then a summary), stopping at
// the first refusal, Beacon's or Pulsar's, with its reason. A dry run checks and reports, sends nothing.
import { z } from 'zod';
import { API_PREFIX } from './session.ts';

export const CHANGES_PREVIEW_PATH = `${API_PREFIX}/changes/preview`;
export const CHANGES_APPLY_PATH = `${API_PREFIX}/changes/apply`;
export const CHANGES_STREAM_TYPE = 'application/x-ndjson';
/** Calls one plan may hold: an environment's whole policy file stays well below it. */
export const MAX_PLANNED_CALLS = 5_000;
/** A planned call's body, as JSON text, at most (Pulsar's policy bodies are a few hundred bytes). */
export const MAX_PLANNED_BODY_BYTES = 64 * 1024;

export const PLANNED_METHODS = ['PUT', 'POST', 'DELETE'] as const;
export const CHANGE_KINDS = ['create', 'update', 'set', 'clear', 'grant', 'revoke'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** What a group of calls changes, so a screen words its heading in its own language. */
export const CHANGE_GROUP_KINDS = [
  'tenant',
  'namespace',
  'topic',
  'topic-global',
  'cluster',
  'resource-groups',
  'isolation-policy',
  'broker-setting',
] as const;
export type ChangeGroupKind = (typeof CHANGE_GROUP_KINDS)[number];

export const plannedCallSchema = z.object({
  method: z.enum(PLANNED_METHODS),
  /** `/admin/v2/...` with its query, each segment percent-encoded (the catalogue's pulsarPath). */
  path: z
    .string()
    .max(2_048)
    .regex(/^\/admin\/v2\/[^\s#]+$/, 'A planned call goes to Pulsar’s admin API: /admin/v2/…'),
  /** Sent as JSON, or with `encoding: 'text'` as the string itself (a Java String parameter). */
  body: z.unknown().optional(),
  encoding: z.enum(['json', 'text']).optional(),
  /** What the call does, in words a person reads in the preview. */
  summary: z.string().min(1).max(500),
  /** The preview's heading for it, in English: the tenant, namespace or topic it changes. */
  group: z.string().max(500).optional(),
  /** The heading's kind and name (`namespace`, `acme/orders`), for a screen to word it itself. */
  groupKind: z.enum(CHANGE_GROUP_KINDS).optional(),
  groupName: z.string().max(500).optional(),
  /** What kind of change, so a screen can word it in its own language (`summary` is English). */
  kind: z.enum(CHANGE_KINDS).optional(),
  /** What it changes within the group: the policy, role or resource's name. */
  subject: z.string().max(500).optional(),
});
export type PlannedCall = z.infer<typeof plannedCallSchema>;

const callsSchema = z
  .array(plannedCallSchema)
  .min(1, 'A plan holds at least one call')
  .max(MAX_PLANNED_CALLS, `A plan holds at most ${MAX_PLANNED_CALLS} calls`);

export const changesPreviewRequestSchema = z.object({ calls: callsSchema });
export type ChangesPreviewRequest = z.infer<typeof changesPreviewRequestSchema>;

export const checkedCallSchema = plannedCallSchema.extend({
  allowed: z.boolean(),
  /** Why Beacon refuses it (the permission table's words); absent when allowed. */
  reason: z.string().optional(),
  /** The permission the call needs, when the table names one. */
  permission: z.string().optional(),
});
export type CheckedCall = z.infer<typeof checkedCallSchema>;

export const changesPreviewResponseSchema = z.object({
  calls: z.array(checkedCallSchema),
  allowed: z.number().int(),
  forbidden: z.number().int(),
});
export type ChangesPreviewResponse = z.infer<typeof changesPreviewResponseSchema>;

export const changesApplyRequestSchema = z.object({
  calls: callsSchema,
  /** Check every call and report what would be sent, send nothing. */
  dryRun: z.boolean().optional(),
});
export type ChangesApplyRequest = z.infer<typeof changesApplyRequestSchema>;

/** How one call ended: sent and accepted, would be sent (a dry run), refused, or not reached. */
export const CALL_OUTCOMES = ['applied', 'would-apply', 'refused'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const applyLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('started'), total: z.number().int(), dryRun: z.boolean() }),
  z.object({
    kind: z.literal('call'),
    index: z.number().int(),
    outcome: z.enum(CALL_OUTCOMES),
    /** Pulsar's status (or Beacon's, for its own refusal). */
    status: z.number().int().optional(),
    /** Pulsar's `reason`, or Beacon's words, for a refusal. */
    reason: z.string().optional(),
    refusedBy: z.enum(['beacon', 'pulsar']).optional(),
  }),
  z.object({
    kind: z.literal('end'),
    /** `applied`: every call accepted; `stopped`: a refusal ended it at `stoppedAt`. */
    result: z.enum(['applied', 'dry-run', 'stopped']),
    total: z.number().int(),
    applied: z.number().int(),
    /** A dry run's calls the permission table refuses. */
    forbidden: z.number().int().optional(),
    stoppedAt: z.number().int().optional(),
    reason: z.string().optional(),
  }),
]);
export type ApplyLine = z.infer<typeof applyLineSchema>;
