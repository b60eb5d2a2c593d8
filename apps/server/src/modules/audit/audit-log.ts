// Every change an operator makes is recorded: who, when, in which environment, what, and how it
// ended. Beacon's own changes write their record in the same transaction as the change itself.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { redactSecrets } from './redact-secrets.ts';

export interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  result: 'success' | 'failure' | 'pending';
  environment?: string;
  detail?: Record<string, unknown>;
  /** The changed thing as it was (absent for a creation); secrets are redacted on the way in. */
  before?: Record<string, unknown>;
  /** The changed thing as it became (absent for a deletion). */
  after?: Record<string, unknown>;
}

/** The stored detail JSON: the detail plus before and after, secrets redacted, or '' for none. */
export function detailJson(entry: Pick<AuditEntry, 'detail' | 'before' | 'after'>): string {
  const detail = {
    ...entry.detail,
    ...(entry.before && { before: entry.before }),
    ...(entry.after && { after: entry.after }),
  };
  return Object.keys(detail).length === 0 ? '' : JSON.stringify(redactSecrets(detail));
}

export class AuditLog {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Writes the record and returns its id (so a pending record can be completed later). */
  async record(executor: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<string> {
    const id = randomUUID();
    await executor
      .insertInto('audit_log')
      .values({
        id,
        at: this.#clock.now(),
        actor: entry.actor,
        environment: entry.environment ?? '',
        action: entry.action,
        target: entry.target,
        result: entry.result,
        detail: detailJson(entry),
      })
      .execute();
    return id;
  }

  /** Completes a record written as `pending` before a call was forwarded. */
  async complete(
    executor: Kysely<Database>,
    id: string,
    result: 'success' | 'failure',
    detail: Record<string, unknown>,
  ): Promise<void> {
    await executor
      .updateTable('audit_log')
      .set({ result, detail: detailJson({ detail }) })
      .where('id', '=', id)
      .execute();
  }
}
