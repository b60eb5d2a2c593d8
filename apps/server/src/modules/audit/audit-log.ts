// Every change an operator makes is recorded: who, when, in which environment, what, and how it
// ended. Beacon's own changes write their record in the same transaction as the change itself.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';

export interface AuditEntry {
  actor: string;
  action: string;
  target: string;
  result: 'success' | 'failure';
  environment?: string;
  detail?: Record<string, unknown>;
}

export class AuditLog {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async record(executor: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
    await executor
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: this.#clock.now(),
        actor: entry.actor,
        environment: entry.environment ?? '',
        action: entry.action,
        target: entry.target,
        result: entry.result,
        detail: entry.detail ? JSON.stringify(entry.detail) : '',
      })
      .execute();
  }
}
