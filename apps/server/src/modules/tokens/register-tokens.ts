// Wires the broker token module: its repository (values sealed with the server's key), the signing
// keys of the environments, the tenant admin roles read from Pulsar, the policy from configuration.
import { KeysWithDefault } from './default-signing-key.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EnvironmentRepository } from '../environments/index.ts';
import { PulsarReads } from '../pulsar-manager-api/index.ts';
import type { PulsarProxy } from '../pulsar-proxy/index.ts';
import { TenantAdminRoles } from './token-scope.ts';
import { TokenRepository } from './token.repository.ts';
import { tokensRoutes } from './tokens.routes.ts';
import { TokensService } from './tokens.service.ts';

export interface TokensDependencies {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  audit: AuditLog;
  environments: EnvironmentRepository;
  proxy: PulsarProxy;
}

export function registerTokens(server: FastifyInstance, deps: TokensDependencies): void {
  const { db, config, clock, audit, environments, proxy } = deps;
  if (!config.secretKey) throw new Error('registerTokens needs config.secretKey');
  const service = new TokensService({
    db,
    tokens: new TokenRepository(db, new SecretBox(config.secretKey)),
    environments,
    keys: new KeysWithDefault(environments, config.defaultSigningKey),
    adminRoles: new TenantAdminRoles(new PulsarReads(proxy, config.proxyTimeoutMs)),
    audit,
    clock,
    policy: {
      defaultTtlSeconds: config.tokenDefaultTtlSeconds,
      maxTtlSeconds: config.tokenMaxTtlSeconds,
      adminMaxTtlSeconds: config.tokenAdminMaxTtlSeconds,
      allowNoExpiry: config.tokenAllowNoExpiry,
    },
  });
  tokensRoutes(server, service, clock);
}
