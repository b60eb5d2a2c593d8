// Broker tokens in the caller's current environment (issue 15 item 4): mint, list, edit the
// description, show again and delete. Each change and its audit record (before/after, never the
// value) commit together; refusals name what is wrong and are never 500s.
import type { Kysely } from 'kysely';
import {
  MESSAGES,
  TOKEN_MESSAGES,
  noSigningKeyMessage,
  tooLongExpiryMessage,
  type CallerAccess,
  type CreateTokenRequest,
  type CreateTokenResponse,
  type TokenListResponse,
  type TokenValueResponse,
  type UpdateTokenRequest,
} from '@beacon/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EnvironmentRepository } from '../environments/index.ts';
import { accessInEnvironment, type Access } from '../users/index.ts';
import { inScope, type RoleScope, type TenantAdminRoles } from './token-scope.ts';
import { mintToken, type SigningKeySource } from './token-signing.ts';
import { summaryOf, type TokenRepository, type TokenRow } from './token.repository.ts';

export interface TokenPolicySettings {
  defaultTtlSeconds: number;
  maxTtlSeconds: number;
  /**
   * The longest a tenant admin may mint (BEACON_TOKEN_ADMIN_MAX_TTL, issue 28 B19): a token outlives
   * the admin's binding, and deleting it does not revoke it in Pulsar. Never without expiry.
   */
  adminMaxTtlSeconds: number;
  allowNoExpiry: boolean;
}

export interface TokensServiceOptions {
  db: Kysely<Database>;
  tokens: TokenRepository;
  environments: EnvironmentRepository;
  keys: SigningKeySource;
  adminRoles: TenantAdminRoles;
  audit: AuditLog;
  clock: Clock;
  policy: TokenPolicySettings;
}

export interface TokenCaller {
  name: string;
  access: Access;
}

/** What the audit trail keeps of a token: everything but its value. */
const recorded = (row: TokenRow) => {
  const { tokenId, ...rest } = summaryOf(row);
  return { id: tokenId, ...rest };
};

export class TokensService {
  readonly #options: TokensServiceOptions;

  constructor(options: TokensServiceOptions) {
    this.#options = options;
  }

  async list(caller: TokenCaller, environment: string | undefined): Promise<TokenListResponse> {
    const { name, access } = await this.#enter(caller, environment);
    const scope = await this.#options.adminRoles.scopeOf(access, name);
    const rows = (await this.#options.tokens.list(name)).filter((row) => inScope(scope, row.role));
    const key = await this.#options.keys.signingKeyOf(name);
    const data = rows.map(summaryOf);
    const { adminMaxTtlSeconds: _forAdmins, ...policy } = this.#policyFor(access);
    return {
      total: data.length,
      data,
      policy: { ...policy, signingKey: key !== undefined, algorithm: key?.algorithm ?? null },
    };
  }

  async create(
    caller: TokenCaller,
    environment: string | undefined,
    request: CreateTokenRequest,
  ): Promise<CreateTokenResponse> {
    const { name, access } = await this.#enter(caller, environment);
    const role = request.role.trim();
    await this.#requireInScope(access, name, role);
    const now = this.#options.clock.now();
    const expiresAt = this.#expiryOf(this.#policyFor(access), request.expiresIn, now);
    const { db, tokens, audit } = this.#options;
    if (await tokens.find(db, name, role)) throw new HttpError(409, TOKEN_MESSAGES.exists);
    const key = await this.#options.keys.signingKeyOf(name);
    if (!key) throw new HttpError(400, noSigningKeyMessage(name));
    const token = await mintToken(name, key, { role, issuedAt: now, expiresAt });
    try {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await tokens.insert(trx, {
          environment: name,
          role,
          description: request.description?.trim() ?? '',
          token,
          algorithm: key.algorithm,
          expiresAt,
          createdBy: caller.name,
          createdAt: now,
        });
        await audit.record(trx, {
          actor: caller.name,
          environment: name,
          action: 'token.create',
          target: role,
          result: 'success',
          after: recorded(inserted),
        });
        return inserted;
      });
      return { message: TOKEN_MESSAGES.created, tokenId: row.id, token };
    } catch (error) {
      // Two mints of one role at once: the unique (environment, role) lets one through.
      if (await tokens.find(db, name, role)) throw new HttpError(409, TOKEN_MESSAGES.exists);
      throw error;
    }
  }

  async update(
    caller: TokenCaller,
    environment: string | undefined,
    request: UpdateTokenRequest,
  ): Promise<void> {
    const { name, access } = await this.#enter(caller, environment);
    const role = request.role.trim();
    await this.#requireInScope(access, name, role);
    const { db, tokens, audit } = this.#options;
    await db.transaction().execute(async (trx) => {
      const before = await this.#existing(trx, name, role);
      const description = request.description?.trim() ?? '';
      await tokens.setDescription(trx, before.id, description);
      await audit.record(trx, {
        actor: caller.name,
        environment: name,
        action: 'token.update',
        target: role,
        result: 'success',
        before: recorded(before),
        after: recorded({ ...before, description }),
      });
    });
  }

  /** The token once more (super only, checked by the route with a recent password); audited. */
  async view(
    caller: TokenCaller,
    environment: string | undefined,
    role: string,
  ): Promise<TokenValueResponse> {
    const { name } = await this.#enter(caller, environment);
    const { db, tokens, audit } = this.#options;
    const row = await this.#existing(db, name, role);
    await audit.record(db, {
      actor: caller.name,
      environment: name,
      action: 'token.view',
      target: role,
      result: 'success',
      detail: { id: row.id },
    });
    return { token: tokens.valueOf(row), description: row.description, role: row.role, tokenId: row.id };
  }

  async delete(caller: TokenCaller, environment: string | undefined, role: string): Promise<void> {
    const { name, access } = await this.#enter(caller, environment);
    await this.#requireInScope(access, name, role);
    const { db, tokens, audit } = this.#options;
    await db.transaction().execute(async (trx) => {
      const before = await this.#existing(trx, name, role);
      await tokens.delete(trx, before.id);
      await audit.record(trx, {
        actor: caller.name,
        environment: name,
        action: 'token.delete',
        target: role,
        result: 'success',
        before: recorded(before),
      });
    });
  }

  /** The named environment as the caller may see it, with the caller's access there. */
  async #enter(
    caller: TokenCaller,
    environment: string | undefined,
  ): Promise<{ name: string; access: CallerAccess }> {
    if (environment === undefined) throw new HttpError(400, MESSAGES.noActiveEnvironment);
    const access = accessInEnvironment(caller.access, environment);
    if (!(await this.#options.environments.find(environment)))
      throw new HttpError(400, MESSAGES.noActiveEnvironment);
    if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
    return { name: environment, access };
  }

  async #requireInScope(access: CallerAccess, environment: string, role: string): Promise<void> {
    const scope: RoleScope = await this.#options.adminRoles.scopeOf(access, environment);
    if (!inScope(scope, role)) throw new HttpError(403, TOKEN_MESSAGES.roleOutsideTenants);
  }

  async #existing(executor: Kysely<Database>, environment: string, role: string): Promise<TokenRow> {
    const row = await this.#options.tokens.find(executor, environment, role);
    if (!row) throw new HttpError(404, TOKEN_MESSAGES.missing);
    return row;
  }

  /** The lifetimes this caller may choose from: a tenant admin's are shorter, and always expire. */
  #policyFor(access: CallerAccess): TokenPolicySettings {
    const policy = this.#options.policy;
    if (access.roles.includes('super')) return policy;
    return {
      ...policy,
      defaultTtlSeconds: Math.min(policy.defaultTtlSeconds, policy.adminMaxTtlSeconds),
      maxTtlSeconds: policy.adminMaxTtlSeconds,
      allowNoExpiry: false,
    };
  }

  /** Epoch milliseconds of expiry, or null for none; refuses what the policy does not allow. */
  #expiryOf(policy: TokenPolicySettings, expiresIn: number | null | undefined, now: number): number | null {
    const { defaultTtlSeconds, maxTtlSeconds, allowNoExpiry } = policy;
    if (expiresIn === null) {
      if (!allowNoExpiry) throw new HttpError(400, TOKEN_MESSAGES.noExpiryRefused);
      return null;
    }
    const seconds = expiresIn ?? defaultTtlSeconds;
    if (seconds > maxTtlSeconds) throw new HttpError(400, tooLongExpiryMessage(maxTtlSeconds));
    return now + seconds * 1000;
  }
}
