// History with restore (issue 33 item 3, decision 0095): every change made through Beacon to a
// tenant, namespace, topic, cluster, isolation policy or broker setting, with the value before and
// after it, and the Pulsar calls that put an earlier version back.
import { z } from 'zod';
import { plannedCallSchema, type PlannedCall } from './changes.ts';
import { isPulsarName } from './permissions/index.ts';
import { API_PREFIX } from './session.ts';

export const HISTORY_PATH = `${API_PREFIX}/history`;
export const HISTORY_RESTORE_PATH = `${API_PREFIX}/history/restore`;

export const HISTORY_KINDS = [
  'tenant',
  'namespace',
  'topic',
  'cluster',
  'isolation-policy',
  'broker-setting',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The newest changes a history answer holds at most: older ones stay in the audit trail. */
export const HISTORY_LIMIT = 500;

const names = (text: string) => text.split('/');
const TOPIC_NAME = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/;

/** How each kind names its resource: `acme`, `acme/orders`, `persistent://acme/orders/in`, `c1/pol`. */
export function historyNameIssue(kind: HistoryKind, name: string): string | undefined {
  const plain = (parts: string[], shape: string) =>
    parts.every(isPulsarName) ? undefined : `name must be ${shape}`;
  switch (kind) {
    case 'tenant':
    case 'cluster':
      return plain([name], `a ${kind} name`);
    case 'namespace': {
      const parts = names(name);
      return parts.length === 2 ? plain(parts, 'tenant/namespace') : 'name must be tenant/namespace';
    }
    case 'isolation-policy': {
      const parts = names(name);
      return parts.length === 2 ? plain(parts, 'cluster/policy') : 'name must be cluster/policy';
    }
    case 'topic': {
      const match = TOPIC_NAME.exec(name);
      return match && isPulsarName(match[2]!) && isPulsarName(match[3]!) && match[4]!.length > 0
        ? undefined
        : 'name must be a full topic name such as persistent://tenant/namespace/topic';
    }
    case 'broker-setting':
      return /^\w+$/.test(name) ? undefined : 'name must be a broker setting name';
  }
}

export const historyQuerySchema = z
  .object({
    kind: z.enum(HISTORY_KINDS, {
      error: `kind must be one of ${HISTORY_KINDS.join(', ')}`,
    }),
    /** Optional for broker settings only: without it, every dynamic setting's changes. */
    name: z.string().min(1, 'name must not be empty').max(1024).optional(),
  })
  .superRefine((query, context) => {
    const issue =
      query.name === undefined
        ? query.kind === 'broker-setting'
          ? undefined
          : 'name is required'
        : historyNameIssue(query.kind, query.name);
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['name'] });
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/**
 * A value as Beacon kept it: `known: false` when it could not be read (the broker did not answer the
 * read before the write, or the write failed); `value: null` for a policy left unset (the broker's
 * default applies) or a resource that did not exist. Secrets read `[redacted]`.
 */
export const historyValueSchema = z.object({ known: z.boolean(), value: z.unknown() });
export type HistoryValue = z.infer<typeof historyValueSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  /** The resource's name (a broker setting's, when every setting's changes are asked for). */
  name: z.string(),
  at: z.number(),
  actor: z.string(),
  /**
   * What changed: a policy (`retention`, `backlogQuota`), a role's grant (`permissions/<role>`),
   * a setting's name, or the whole resource (`tenant`, `cluster`, `isolation-policy`).
   */
  subject: z.string(),
  /** A topic policy's value among its two: `local` (the default) or `global`; '' elsewhere. */
  scope: z.enum(['', 'local', 'global']),
  /** The write as the audit names it: `POST /admin/v2/namespaces/acme/orders/retention`. */
  call: z.string(),
  result: z.enum(['success', 'failure']),
  /** Pulsar's reason, for a failure. */
  error: z.string().optional(),
  before: historyValueSchema,
  after: historyValueSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponseSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  /** '' for every broker setting. */
  name: z.string(),
  /** Newest first, at most HISTORY_LIMIT. */
  entries: z.array(historyEntrySchema),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** Which of an entry's two values to put back: the one before the change, or the one it made. */
export const RESTORE_VERSIONS = ['before', 'after'] as const;
export type RestoreVersion = (typeof RESTORE_VERSIONS)[number];

export const historyRestoreRequestSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(64),
  version: z.enum(RESTORE_VERSIONS, { error: 'version must be before or after' }),
});
export type HistoryRestoreRequest = z.infer<typeof historyRestoreRequestSchema>;

/** One Pulsar call of a restore: a call of the change plan, previewed and applied as any other. */
export const restoreCallSchema = plannedCallSchema;
export type RestoreCall = PlannedCall;

export const historyRestoreResponseSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  name: z.string(),
  subject: z.string(),
  /** The value the calls put back (`null`: the policy is removed, the broker's default applies). */
  value: z.unknown(),
  /** Empty when the resource already holds that value. */
  calls: z.array(restoreCallSchema),
});
export type HistoryRestoreResponse = z.infer<typeof historyRestoreResponseSchema>;
