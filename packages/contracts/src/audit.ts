// The audit trail's query and answer (issue 15 item 7), shared by the server's routes and the
// Audit screen so both read the same filters the same way.
import { z } from 'zod';
import { pageQuerySchema } from './auth.ts';

/** What a redacted secret reads as, in the trail and in its export. */
export const REDACTED = '[redacted]';

const epochMs = z.coerce
  .number()
  .int('from and to are epoch milliseconds')
  .min(0, 'from and to are epoch milliseconds');

const filterText = z.string().trim().max(256);

const auditFilterShape = {
  /** The user who acted, exactly. */
  actor: filterText.optional(),
  /** An action exactly (`user.update`), or every action under a prefix ending in a dot (`user.`). */
  action: filterText.optional(),
  /** Part of the resource acted on, any case. */
  target: filterText.optional(),
  /** From this instant, inclusive. */
  from: epochMs.optional(),
  /** Up to this instant, inclusive. */
  to: epochMs.optional(),
};

function rangeInOrder(query: { from?: number | undefined; to?: number | undefined }): boolean {
  return query.from === undefined || query.to === undefined || query.from <= query.to;
}
const RANGE_MESSAGE = { message: 'from must not be later than to', path: ['from'] };

/** The filters of the trail (the CSV export); an empty filter is no filter. */
export const auditFilterSchema = z.object(auditFilterShape).refine(rangeInOrder, RANGE_MESSAGE);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The filters and a page of the trail. */
export const auditQuerySchema = pageQuerySchema.extend(auditFilterShape).refine(rangeInOrder, RANGE_MESSAGE);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntryViewSchema = z.object({
  id: z.string(),
  at: z.number().int(),
  actor: z.string(),
  environment: z.string(),
  action: z.string(),
  target: z.string(),
  result: z.enum(['success', 'failure', 'pending']),
  /** What the change recorded: `before` and `after` when it changed something, secrets redacted. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

/** GET {prefix}/audit */
export const auditPageSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(auditEntryViewSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * The actions the server records, for the screen's action filter (free text is accepted too; a
 * value ending in a dot selects a whole family).
 */
export const KNOWN_AUDIT_ACTIONS = [
  'login',
  'logout',
  'auth.confirm-password',
  'setup.complete',
  'user.',
  'user.create',
  'user.update',
  'user.delete',
  'user.password',
  'user.password.own',
  'role.',
  'binding.',
  'token.',
  'token.create',
  'token.update',
  'token.view',
  'token.delete',
  'environment.',
  'environment.create',
  'environment.update',
  'environment.delete',
  'proxy.',
  'proxy.denied',
  'pulsar-manager.denied',
  'message.',
  'message.read',
  'message.export',
  'message.replay',
  'message.produce',
  'masking-rule.',
  'alert-rule.',
] as const;

/** The export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'user',
  'environment',
  'action',
  'resource',
  'result',
  'detail',
] as const;
