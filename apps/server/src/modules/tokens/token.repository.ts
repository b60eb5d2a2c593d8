// Broker tokens per environment. The token value is sealed with the server's key (as environment
// credentials are) and opened only for the one call that shows it again.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SigningAlgorithm, TokenSummary } from '@beacon/contracts';
import type { Database, TokensTable } from '../../db/tables.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';

export type TokenRow = Selectable<TokensTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export interface NewToken {
  environment: string;
  role: string;
  description: string;
  token: string;
  algorithm: SigningAlgorithm;
  expiresAt: number | null;
  createdBy: string;
  createdAt: number;
}

/** A row as the list shows it: everything but the value. */
export function summaryOf(row: TokenRow): TokenSummary {
  return {
    tokenId: row.id,
    role: row.role,
    description: row.description,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    issuer: row.created_by,
    createdAt: Number(row.created_at),
    algorithm: row.algorithm as SigningAlgorithm,
  };
}

export class TokenRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;

  constructor(db: Kysely<Database>, box: SecretBox) {
    this.#db = db;
    this.#box = box;
  }

  list(environment: string): Promise<TokenRow[]> {
    return this.#db
      .selectFrom('tokens')
      .selectAll()
      .where('environment', '=', environment)
      .orderBy('role')
      .execute();
  }

  find(executor: Executor, environment: string, role: string): Promise<TokenRow | undefined> {
    return executor
      .selectFrom('tokens')
      .selectAll()
      .where('environment', '=', environment)
      .where('role', '=', role)
      .executeTakeFirst();
  }

  async insert(trx: Transaction<Database>, token: NewToken): Promise<TokenRow> {
    const row: TokenRow = {
      id: randomUUID(),
      environment: token.environment,
      role: token.role,
      description: token.description,
      token_ciphertext: this.#box.seal(token.token),
      algorithm: token.algorithm,
      expires_at: token.expiresAt,
      created_by: token.createdBy,
      created_at: token.createdAt,
    };
    await trx.insertInto('tokens').values(row).execute();
    return row;
  }

  async setDescription(trx: Transaction<Database>, id: string, description: string): Promise<void> {
    await trx.updateTable('tokens').set({ description }).where('id', '=', id).execute();
  }

  async delete(trx: Transaction<Database>, id: string): Promise<void> {
    await trx.deleteFrom('tokens').where('id', '=', id).execute();
  }

  valueOf(row: TokenRow): string {
    return this.#box.open(row.token_ciphertext);
  }
}
