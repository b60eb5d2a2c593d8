// Environments and their write-only broker credentials, sealed at rest with the server's key.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EnvironmentsTable } from '../../db/tables.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { BrokerCredentials } from './connection-test.ts';

export type EnvironmentRow = Selectable<EnvironmentsTable>;

export interface EnvironmentFields {
  name: string;
  serviceUrl: string;
  bookieUrl: string;
  credentials: BrokerCredentials;
}

type Executor = Kysely<Database> | Transaction<Database>;

export class EnvironmentRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;

  constructor(db: Kysely<Database>, box: SecretBox) {
    this.#db = db;
    this.#box = box;
  }

  list(): Promise<EnvironmentRow[]> {
    return this.#db.selectFrom('environments').selectAll().orderBy('name').execute();
  }

  find(name: string, executor: Executor = this.#db): Promise<EnvironmentRow | undefined> {
    return executor.selectFrom('environments').selectAll().where('name', '=', name).executeTakeFirst();
  }

  credentialsOf(row: EnvironmentRow): BrokerCredentials {
    return row.credentials_ciphertext
      ? (JSON.parse(this.#box.open(row.credentials_ciphertext)) as BrokerCredentials)
      : {};
  }

  async insert(trx: Transaction<Database>, fields: EnvironmentFields, now: number): Promise<void> {
    await trx
      .insertInto('environments')
      .values({ ...this.#columns(fields), name: fields.name, created_at: now, updated_at: now })
      .execute();
  }

  async update(trx: Transaction<Database>, fields: EnvironmentFields, now: number): Promise<void> {
    await trx
      .updateTable('environments')
      .set({ ...this.#columns(fields), updated_at: now })
      .where('name', '=', fields.name)
      .execute();
  }

  async delete(trx: Transaction<Database>, name: string): Promise<void> {
    await trx.deleteFrom('environments').where('name', '=', name).execute();
  }

  #columns(fields: EnvironmentFields) {
    const stored = Object.fromEntries(
      Object.entries(fields.credentials).filter(([, value]) => Boolean(value)),
    );
    return {
      service_url: fields.serviceUrl,
      bookie_url: fields.bookieUrl,
      credentials_ciphertext: Object.keys(stored).length > 0 ? this.#box.seal(JSON.stringify(stored)) : null,
    };
  }
}
