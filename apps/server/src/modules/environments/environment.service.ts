// Creating or changing an environment tests the connection first and refuses to save one that does
// not answer as a Pulsar admin endpoint, saying exactly why. Secrets are write-only: an update that
// omits one keeps the stored value, an empty string clears it.
import type { Kysely } from 'kysely';
import type { ConnectionTestResult, EnvironmentRequest, EnvironmentSummary } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { type BrokerCredentials, testConnection } from './connection-test.ts';
import type { EnvironmentStatusBoard } from './environment-status.ts';
import type { EnvironmentFields, EnvironmentRepository, EnvironmentRow } from './environment.repository.ts';

const SECRET_FIELDS = ['token', 'tlsCa', 'tlsCert', 'tlsKey'] as const;

export interface EnvironmentServiceDeps {
  db: Kysely<Database>;
  environments: EnvironmentRepository;
  statuses: EnvironmentStatusBoard;
  audit: AuditLog;
  clock: Clock;
  connectTimeoutMs: number;
  /** Told after a change, so caches built from the old settings (proxy routes) are dropped. */
  onChanged?: (name: string) => void;
}

export class EnvironmentService {
  readonly #deps: EnvironmentServiceDeps;

  constructor(deps: EnvironmentServiceDeps) {
    this.#deps = deps;
  }

  async list(): Promise<EnvironmentSummary[]> {
    const rows = await this.#deps.environments.list();
    return rows.map((row) => this.#summary(row));
  }

  async create(actor: string, request: EnvironmentRequest): Promise<void> {
    const { environments, db, audit, clock } = this.#deps;
    if (await environments.find(request.name)) throw new HttpError(409, 'Environment is exist');
    const fields = this.#fields(request, {});
    const result = await this.#testOrRefuse(fields);
    await db.transaction().execute(async (trx) => {
      await environments.insert(trx, fields, clock.now());
      await audit.record(trx, {
        actor,
        action: 'environment.create',
        target: request.name,
        result: 'success',
        detail: { broker: request.broker },
      });
    });
    this.#deps.statuses.record(request.name, result);
    this.#deps.onChanged?.(request.name);
  }

  async update(actor: string, request: EnvironmentRequest): Promise<void> {
    const { environments, db, audit, clock } = this.#deps;
    const existing = await environments.find(request.name);
    if (!existing) throw new HttpError(404, 'Environment no exist');
    const fields = this.#fields(request, environments.credentialsOf(existing));
    const result = await this.#testOrRefuse(fields);
    await db.transaction().execute(async (trx) => {
      await environments.update(trx, fields, clock.now());
      await audit.record(trx, {
        actor,
        action: 'environment.update',
        target: request.name,
        result: 'success',
        detail: {
          broker: request.broker,
          secretsChanged: SECRET_FIELDS.filter((field) => request[field] !== undefined),
        },
      });
    });
    this.#deps.statuses.record(request.name, result);
    this.#deps.onChanged?.(request.name);
  }

  async delete(actor: string, name: string): Promise<void> {
    const { environments, db, audit } = this.#deps;
    if (!(await environments.find(name))) throw new HttpError(404, 'Environment no exist');
    await db.transaction().execute(async (trx) => {
      await environments.delete(trx, name);
      await audit.record(trx, { actor, action: 'environment.delete', target: name, result: 'success' });
    });
    this.#deps.statuses.forget(name);
    this.#deps.onChanged?.(name);
  }

  /** The on-demand test: an unsaved environment, or a saved one with its stored secrets filled in. */
  async test(request: EnvironmentRequest): Promise<ConnectionTestResult> {
    const existing = await this.#deps.environments.find(request.name);
    const stored = existing ? this.#deps.environments.credentialsOf(existing) : {};
    return this.#probe(this.#fields(request, stored));
  }

  /** Refreshes every environment's status (the background check). */
  async checkAll(): Promise<void> {
    const { environments, statuses } = this.#deps;
    for (const row of await environments.list()) {
      const fields = {
        name: row.name,
        serviceUrl: row.service_url,
        bookieUrl: row.bookie_url,
        credentials: environments.credentialsOf(row),
      };
      statuses.record(row.name, await this.#probe(fields));
    }
  }

  #probe(fields: EnvironmentFields): Promise<ConnectionTestResult> {
    return testConnection(fields.serviceUrl, fields.credentials, this.#deps.connectTimeoutMs);
  }

  async #testOrRefuse(fields: EnvironmentFields): Promise<ConnectionTestResult> {
    const result = await this.#probe(fields);
    if (result.status !== 'online') throw new HttpError(422, `Connection test failed: ${result.message}`);
    return result;
  }

  #fields(request: EnvironmentRequest, stored: BrokerCredentials): EnvironmentFields {
    const credentials: BrokerCredentials = { ...stored };
    for (const field of SECRET_FIELDS) {
      const value = request[field];
      if (value !== undefined) credentials[field] = value === '' ? undefined : value;
    }
    if (Boolean(credentials.tlsCert) !== Boolean(credentials.tlsKey)) {
      throw new HttpError(
        400,
        'A TLS client certificate needs its private key, and a private key its certificate',
      );
    }
    return { name: request.name, serviceUrl: request.broker, bookieUrl: request.bookie, credentials };
  }

  #summary(row: EnvironmentRow): EnvironmentSummary {
    const credentials = this.#deps.environments.credentialsOf(row);
    const status = this.#deps.statuses.get(row.name);
    return {
      name: row.name,
      broker: row.service_url,
      bookie: row.bookie_url,
      status: status?.result.status ?? 'unknown',
      statusMessage: status?.result.message ?? 'Not checked yet',
      checkedAt: status?.checkedAt ?? null,
      hasToken: Boolean(credentials.token),
      hasTls: Boolean(credentials.tlsCa || credentials.tlsCert),
      hasTlsCa: Boolean(credentials.tlsCa),
      hasClientCertificate: Boolean(credentials.tlsCert && credentials.tlsKey),
    };
  }
}
