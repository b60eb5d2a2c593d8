// Creating or changing an environment tests its service URL and its bookie URL first and refuses to
// save one that does not answer, saying exactly why. Secrets are write-only: an update that omits
// one keeps the stored value (only while the URLs stay those it was saved with), an empty string
// clears it. Every on-demand test and every attempt to save is audited, never with a secret.
import type { Kysely } from 'kysely';
import type { ConnectionTestResult, EnvironmentRequest, EnvironmentSummary } from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requireRecentPassword } from '../auth/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { ADDRESS_REFUSED, type AddressPolicy } from './address-policy.ts';
import { assertUrlsAllowed, type ConnectionTester } from './connection-tester.ts';
import type { BrokerCredentials } from './service-urls.ts';
import type { EnvironmentStatusBoard } from './environment-status.ts';
import type {
  EnvironmentFields,
  EnvironmentRepository,
  EnvironmentRow,
  SigningKey,
} from './environment.repository.ts';
import { brokerStep, failedStep, tokenStep } from './oauth2-connection-test.ts';
import { OAuth2TokenError } from './oauth2-token.ts';
import { setsSecret, signingKeyFor } from './signing-key.ts';
import {
  type CredentialUse,
  credentialsFor,
  SECRET_FIELDS,
  type SavedEnvironment,
} from './stored-credentials.ts';

export interface EnvironmentServiceDeps {
  db: Kysely<Database>;
  environments: EnvironmentRepository;
  statuses: EnvironmentStatusBoard;
  audit: AuditLog;
  clock: Clock;
  /** The broker probe (pulsar-proxy's connection test), passed in so environments does not import the proxy. */
  connections: ConnectionTester;
  connectTimeoutMs: number;
  /** Which addresses may be connected to with an environment's credentials. */
  addressPolicy: AddressPolicy;
  /** Told after a change, so caches built from the old settings (proxy routes) are dropped. */
  onChanged?: (name: string) => void;
}

type Action = 'environment.create' | 'environment.update' | 'environment.test';

export class EnvironmentService {
  readonly #deps: EnvironmentServiceDeps;

  constructor(deps: EnvironmentServiceDeps) {
    this.#deps = deps;
  }

  async list(): Promise<EnvironmentSummary[]> {
    const rows = await this.#deps.environments.list();
    return rows.map((row) => this.#summary(row));
  }

  /**
   * Setting or replacing a secret (token, TLS, signing key) needs the password typed within the last
   * 5 minutes, on create as on update: a create with a token sets credentials all the same.
   */
  requireRecentPasswordFor(auth: Authenticated, request: EnvironmentRequest): void {
    if (setsSecret(request)) requireRecentPassword(auth, this.#deps.clock.now());
  }

  /** The environment's token-signing key (token minting), or undefined when it has none. */
  signingKeyOf(name: string): Promise<SigningKey | undefined> {
    return this.#deps.environments.signingKeyOf(name);
  }

  async create(actor: string, request: EnvironmentRequest): Promise<void> {
    const { environments, db, audit, clock } = this.#deps;
    if (await environments.find(request.name)) throw new HttpError(409, 'Environment is exist');
    const fields = await this.#fieldsFor(actor, 'environment.create', request, undefined, 'save');
    const result = await this.#testOrRefuse(actor, 'environment.create', request, fields);
    await db.transaction().execute(async (trx) => {
      await environments.insert(trx, fields, clock.now());
      await audit.record(trx, {
        actor,
        action: 'environment.create',
        target: request.name,
        environment: request.name,
        result: 'success',
        detail: {
          broker: request.broker,
          bookie: request.bookie,
          signingAlgorithm: fields.signing?.algorithm ?? null,
          authentication: authenticationOf(fields.credentials),
        },
      });
    });
    this.#deps.statuses.record(request.name, result);
    this.#deps.onChanged?.(request.name);
  }

  async update(actor: string, request: EnvironmentRequest): Promise<void> {
    const { environments, db, audit, clock } = this.#deps;
    const existing = await environments.find(request.name);
    if (!existing) throw new HttpError(404, 'Environment no exist');
    const saved = this.#saved(existing);
    const fields = await this.#fieldsFor(actor, 'environment.update', request, saved, 'save');
    const result = await this.#testOrRefuse(actor, 'environment.update', request, fields);
    await db.transaction().execute(async (trx) => {
      await environments.update(trx, fields, clock.now());
      await audit.record(trx, {
        actor,
        action: 'environment.update',
        target: request.name,
        environment: request.name,
        result: 'success',
        detail: {
          broker: request.broker,
          bookie: request.bookie,
          secretsChanged: [
            ...SECRET_FIELDS.filter((field) => request[field] !== undefined),
            ...(request.signingAlgorithm !== undefined ? ['signingKey'] : []),
            ...(request.oauth2 !== undefined ? ['oauth2'] : []),
          ],
          // How it signs in to its brokers before and after: a token, OAuth2 or nothing, never a secret.
          authentication: {
            before: authenticationOf(saved.credentials),
            after: authenticationOf(fields.credentials),
          },
          // Which algorithm signed before and after, never the key (the audit redacts `*Key` anyway).
          signingAlgorithm: {
            before: saved.signing?.algorithm ?? null,
            after: fields.signing?.algorithm ?? null,
          },
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
      await audit.record(trx, {
        actor,
        action: 'environment.delete',
        target: name,
        environment: name,
        result: 'success',
      });
    });
    this.#deps.statuses.forget(name);
    this.#deps.onChanged?.(name);
  }

  /**
   * The on-demand test: an unsaved environment, or a saved one with its stored secrets filled in as
   * long as every URL is one it was saved with. Audited with its outcome.
   */
  async test(actor: string, request: EnvironmentRequest): Promise<ConnectionTestResult> {
    const existing = await this.#deps.environments.find(request.name);
    const saved = existing ? this.#saved(existing) : undefined;
    const fields = await this.#fieldsFor(actor, 'environment.test', request, saved, 'test');
    const result = await this.#refusalsAudited(actor, 'environment.test', request, () => this.#probe(fields));
    await this.#record(actor, 'environment.test', request, result.status === 'online', {
      status: result.status,
      url: result.url,
      message: result.message,
    });
    // A test of the saved settings is as good as the background check: the list must not show
    // "Online" beside a test that just failed (issue 28 A10). Other settings, being edited, are not.
    if (saved && sameSettings(fields, saved)) this.#deps.statuses.record(request.name, result);
    return result;
  }

  /** Refreshes every environment's status (the background check). */
  async checkAll(): Promise<void> {
    const { environments, statuses } = this.#deps;
    for (const row of await environments.list()) {
      const saved = this.#saved(row);
      const fields = { name: row.name, ...saved };
      statuses.record(
        row.name,
        await this.#checkSaved(row, fields).catch((error: unknown) => {
          if (!isAddressRefusal(error)) throw error;
          return { status: 'invalid' as const, message: error.message, url: row.service_url, clusters: [] };
        }),
      );
    }
  }

  /** The background check: the brokers with what the other paths send now (a cached access token). */
  async #checkSaved(row: EnvironmentRow, fields: EnvironmentFields): Promise<ConnectionTestResult> {
    const client = fields.credentials.oauth2;
    let credentials: BrokerCredentials;
    try {
      credentials = (await this.#deps.environments.credentialsNow(row)).credentials;
    } catch (error) {
      if (!(error instanceof OAuth2TokenError) || !client) throw error;
      return failedStep(error, client.issuerUrl);
    }
    const result = await this.#probeBroker({ ...fields, credentials });
    // A refused token is fetched again at the next call, not kept until it expires.
    if (client && result.status === 'unauthorized') this.#deps.environments.bearers.forget(client);
    return brokerStep(result, client);
  }

  #saved(row: EnvironmentRow): SavedEnvironment & { signing: SigningKey | undefined } {
    return {
      serviceUrl: row.service_url,
      bookieUrl: row.bookie_url,
      credentials: this.#deps.environments.credentialsOf(row),
      signing: this.#deps.environments.signingOf(row),
    };
  }

  #options(credentials: BrokerCredentials) {
    return { credentials, timeoutMs: this.#deps.connectTimeoutMs, policy: this.#deps.addressPolicy };
  }

  #probeBroker(fields: EnvironmentFields): Promise<ConnectionTestResult> {
    return this.#deps.connections.testConnection(fields.serviceUrl, this.#options(fields.credentials));
  }

  /**
   * The OAuth2 access token first (when the environment has a client), then the service URL, then
   * (once that is online) the bookie URL: the proxy sends the credentials to both.
   */
  async #probe(fields: EnvironmentFields): Promise<ConnectionTestResult> {
    // A refused bookie URL is refused before anything is sent, like a refused service URL.
    assertUrlsAllowed(fields.bookieUrl, this.#deps.addressPolicy);
    assertUrlsAllowed(fields.serviceUrl, this.#deps.addressPolicy);
    const client = fields.credentials.oauth2;
    const step = await tokenStep(fields.credentials, this.#deps.environments.bearers);
    if ('failed' in step) return step.failed;
    const broker = brokerStep(await this.#probeBroker({ ...fields, credentials: step.credentials }), client);
    if (broker.status !== 'online') return broker;
    const bookie = await this.#deps.connections.testBookie(fields.bookieUrl, this.#options(step.credentials));
    return bookie.status === 'online' ? broker : brokerStep(bookie, client);
  }

  async #testOrRefuse(
    actor: string,
    action: Action,
    request: EnvironmentRequest,
    fields: EnvironmentFields,
  ): Promise<ConnectionTestResult> {
    const result = await this.#refusalsAudited(actor, action, request, () => this.#probe(fields));
    if (result.status !== 'online') {
      const message = `Connection test failed: ${result.message}`;
      await this.#record(actor, action, request, false, { refused: message, url: result.url });
      throw new HttpError(422, message);
    }
    return result;
  }

  /** The fields for this request, or a 400 (credentials to type again, unpaired TLS) audited. */
  async #fieldsFor(
    actor: string,
    action: Action,
    request: EnvironmentRequest,
    saved: (SavedEnvironment & { signing: SigningKey | undefined }) | undefined,
    use: CredentialUse,
  ): Promise<EnvironmentFields> {
    try {
      const credentials = credentialsFor(request, saved, use);
      const signing = signingKeyFor(request, saved?.signing);
      return {
        name: request.name,
        serviceUrl: request.broker,
        bookieUrl: request.bookie,
        credentials,
        signing,
      };
    } catch (error) {
      if (error instanceof HttpError)
        await this.#record(actor, action, request, false, { refused: error.message });
      throw error;
    }
  }

  /** An address the policy refuses is the caller's mistake: 400 with the reason, audited. */
  async #refusalsAudited(
    actor: string,
    action: Action,
    request: EnvironmentRequest,
    probe: () => Promise<ConnectionTestResult>,
  ): Promise<ConnectionTestResult> {
    try {
      return await probe();
    } catch (error) {
      if (!isAddressRefusal(error)) throw error;
      await this.#record(actor, action, request, false, { refused: error.message });
      throw new HttpError(400, error.message);
    }
  }

  async #record(
    actor: string,
    action: Action,
    request: EnvironmentRequest,
    success: boolean,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await this.#deps.audit.record(this.#deps.db, {
      actor,
      action,
      target: request.name,
      environment: request.name,
      result: success ? 'success' : 'failure',
      detail: { broker: request.broker, bookie: request.bookie, ...detail },
    });
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
      signingAlgorithm: this.#deps.environments.signingOf(row)?.algorithm ?? null,
      // Everything of the OAuth2 client but its secret.
      oauth2: credentials.oauth2
        ? {
            issuerUrl: credentials.oauth2.issuerUrl,
            clientId: credentials.oauth2.clientId,
            audience: credentials.oauth2.audience ?? '',
            scope: credentials.oauth2.scope ?? '',
          }
        : null,
    };
  }
}

function isAddressRefusal(error: unknown): error is Error {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === ADDRESS_REFUSED;
}

/** Whether a test's settings are the saved environment's own: same URLs, same credentials. */
function sameSettings(fields: EnvironmentFields, saved: SavedEnvironment): boolean {
  return (
    fields.serviceUrl === saved.serviceUrl &&
    fields.bookieUrl === saved.bookieUrl &&
    (['token', 'tlsCa', 'tlsCert', 'tlsKey'] as const).every(
      (key) => (fields.credentials[key] ?? '') === (saved.credentials[key] ?? ''),
    ) &&
    JSON.stringify(fields.credentials.oauth2 ?? null) === JSON.stringify(saved.credentials.oauth2 ?? null)
  );
}

/** How an environment signs in to its brokers, for the audit (never the secret itself). */
function authenticationOf(credentials: BrokerCredentials): 'token' | 'oauth2' | 'none' {
  if (credentials.oauth2) return 'oauth2';
  return credentials.token ? 'token' : 'none';
}
