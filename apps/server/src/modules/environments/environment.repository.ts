// Environments and their write-only broker credentials and token-signing key, sealed together at
// rest with the server's key (one JSON blob). The signing key never travels with the broker
// credentials: credentialsOf leaves it out, only signingKeyOf reads it (token minting).
import type { SigningAlgorithm } from '@beacon/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EnvironmentsTable } from '../../db/tables.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { DEFAULT_ADDRESS_POLICY } from './address-policy.ts';
import { BrokerBearers, type CurrentCredentials } from './broker-bearers.ts';
import type { BrokerCredentials } from './service-urls.ts';

export type EnvironmentRow = Selectable<EnvironmentsTable>;

/** An environment's token-signing key: HS256 a base64 secret, RS256/ES256 a PEM private key. */
export interface SigningKey {
  algorithm: SigningAlgorithm;
  key: string;
}

export interface EnvironmentFields {
  name: string;
  serviceUrl: string;
  bookieUrl: string;
  credentials: BrokerCredentials;
  /** Absent: the environment has no signing key. */
  signing?: SigningKey | undefined;
}

/** The sealed blob: the broker credentials and, beside them, the signing key. */
interface StoredSecrets extends BrokerCredentials {
  signing?: SigningKey;
}

type Executor = Kysely<Database> | Transaction<Database>;

export class EnvironmentRepository {
  readonly #db: Kysely<Database>;
  readonly #box: SecretBox;
  /** Turns stored OAuth2 client credentials into access tokens (cached): see credentialsNow. */
  readonly bearers: BrokerBearers;

  constructor(
    db: Kysely<Database>,
    box: SecretBox,
    bearers = new BrokerBearers({ policy: DEFAULT_ADDRESS_POLICY }),
  ) {
    this.#db = db;
    this.#box = box;
    this.bearers = bearers;
  }

  list(): Promise<EnvironmentRow[]> {
    return this.#db.selectFrom('environments').selectAll().orderBy('name').execute();
  }

  find(name: string, executor: Executor = this.#db): Promise<EnvironmentRow | undefined> {
    return executor.selectFrom('environments').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** The broker credentials (token, TLS), never the signing key: these go to the brokers. */
  credentialsOf(row: EnvironmentRow): BrokerCredentials {
    const { signing: _signing, ...credentials } = this.#secretsOf(row);
    return credentials;
  }

  /**
   * The one way to what goes to the environment's brokers now: its static token, or the access token
   * its OAuth2 client obtains (cached until shortly before expiry). Rejects when the issuer cannot
   * give one (OAuth2TokenError, AddressRefusedError).
   */
  credentialsNow(row: EnvironmentRow): Promise<CurrentCredentials> {
    return this.bearers.credentialsNow(this.credentialsOf(row));
  }

  signingOf(row: EnvironmentRow): SigningKey | undefined {
    return this.#secretsOf(row).signing;
  }

  /** The environment's token-signing key, or undefined when it has none (or does not exist). */
  async signingKeyOf(name: string): Promise<SigningKey | undefined> {
    const row = await this.find(name);
    return row ? this.signingOf(row) : undefined;
  }

  #secretsOf(row: EnvironmentRow): StoredSecrets {
    return row.credentials_ciphertext
      ? (JSON.parse(this.#box.open(row.credentials_ciphertext)) as StoredSecrets)
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
    // Its broker tokens were signed with its key and go with it: a new environment of the same name
    // starts with none (issue 15 item 4).
    await trx.deleteFrom('tokens').where('environment', '=', name).execute();
    // So are the role bindings made for it: they would come back to life with a new environment
    // of the same name, granting its tenants to whoever held them here (issue 28 B18).
    await trx.deleteFrom('role_bindings').where('environment', '=', name).execute();
    await trx.deleteFrom('environments').where('name', '=', name).execute();
  }

  #columns(fields: EnvironmentFields) {
    // The OAuth2 client (issuer, id, secret, audience, scope) is sealed with the rest: no column of
    // its own, so no migration, and its settings are never readable without the server's key.
    const stored: StoredSecrets = Object.fromEntries(
      Object.entries(fields.credentials).filter(([, value]) => Boolean(value)),
    );
    if (fields.signing) stored.signing = fields.signing;
    return {
      service_url: fields.serviceUrl,
      bookie_url: fields.bookieUrl,
      credentials_ciphertext: Object.keys(stored).length > 0 ? this.#box.seal(JSON.stringify(stored)) : null,
    };
  }
}
