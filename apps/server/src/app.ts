// buildApp wires collaborators passed in by the caller (database, config, clock), so tests build the
// whole server in-process on a fresh database. Plugins first, then modules, explicitly and in order.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { loggedRequest } from './log-redaction.ts';
import type { DatabaseHandle } from './db/open-database.ts';
import { loadOrCreateSecret } from './db/server-secrets.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { CsrfTokens } from './modules/auth/csrf-tokens.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { SessionRepository } from './modules/auth/session.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerOpenApi } from './modules/api-docs/openapi.ts';
import { openApiRoutes } from './modules/api-docs/openapi.routes.ts';
import { MonitoringProbe } from './modules/monitoring/monitoring-probe.ts';
import { monitoringFrameOrigins, monitoringRoutes } from './modules/monitoring/monitoring.routes.ts';
import { SuperuserBootstrap } from './modules/users/superuser-bootstrap.ts';
import { FirstRunSetup } from './modules/users/first-run-setup.ts';
import { UserRepository } from './modules/users/user.repository.ts';
import { LastEnvironmentStore } from './modules/users/last-environment.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UserAdminService } from './modules/users/user-admin.service.ts';
import { userAdminRoutes } from './modules/users/user-admin.routes.ts';
import { RoleRepository } from './modules/roles/role.repository.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { RolesService } from './modules/roles/roles.service.ts';
import { OwnPasswordChange } from './modules/users/user-admin.own-password.ts';
import { AuditLog } from './modules/audit/audit-log.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { EnvironmentRepository } from './modules/environments/environment.repository.ts';
import { EnvironmentService } from './modules/environments/environment.service.ts';
import { EnvironmentStatusBoard } from './modules/environments/environment-status.ts';
import { environmentsRoutes } from './modules/environments/environments.routes.ts';
import { SecretBox } from './secrets/secret-box.ts';
import { Bulkhead } from './modules/pulsar-proxy/bulkhead.ts';
import { PulsarProxy } from './modules/pulsar-proxy/pulsar-proxy.ts';
import { SessionRateLimit } from './modules/pulsar-proxy/session-rate-limit.ts';
import { pulsarProxyRoutes } from './modules/pulsar-proxy/pulsar-proxy.routes.ts';
import { type Catalog, createCatalog } from './modules/catalog/catalog.ts';
import { PulsarReads } from './modules/pulsar-manager-api/pulsar-reads.ts';
import { pulsarManagerApiRoutes } from './modules/pulsar-manager-api/pulsar-manager-api.routes.ts';
import { registerTokens } from './modules/tokens/register-tokens.ts';
import { registerSso } from './modules/sso/register-sso.ts';
import { Overview } from './modules/overview/overview.ts';
import { OverviewBacklogs } from './modules/overview/overview-backlogs.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { collectRoutes } from './plugins/method-not-allowed.ts';
import { registerPulsarManagerRefusals } from './plugins/pulsar-manager-refusals.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { warnOfUntrustedProxy } from './plugins/untrusted-proxy-warning.ts';
import { indexInlineScriptHashes, registerWebApp } from './web/web-app.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
  config: Config;
  clock: Clock;
  /** Pino options, or false to stay silent (tests). */
  /** `stream`: where log lines go instead of stdout (tests read them). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /**
   * Throw on an answer its schema does not describe (the tests: each then fails on a schema that
   * does not tell the truth) instead of logging the first of each route (production: the default).
   */
  strictAnswers?: boolean;
}

export interface App {
  server: FastifyInstance;
  superuserBootstrap: SuperuserBootstrap;
  firstRunSetup: FirstRunSetup;
  sessions: SessionRepository;
  environments: EnvironmentService;
  environmentStatuses: EnvironmentStatusBoard;
  catalog: Catalog;
}

const REDACTED_HEADERS = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers.authorization',
];

/** Fastify's types omit the hop-count form; a hop count is "trust the first N proxies". */
function trustProxySetting(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp({
  database,
  config,
  clock,
  logger,
  strictAnswers = false,
}: AppDependencies): Promise<App> {
  const server = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACTED_HEADERS,
            serializers: { req: loggedRequest },
            ...(logger === true ? {} : logger),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxySetting(config.trustProxy),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(answerSerializerCompiler({ strict: strictAnswers, log: server.log }));
  registerErrorHandler(server);
  registerPulsarManagerRefusals(server);
  registerSecurityHeaders(server, indexInlineScriptHashes(config.webDir), monitoringFrameOrigins(config));
  warnOfUntrustedProxy(server, clock, config.trustProxy !== false);
  const routes = collectRoutes(server);
  await registerOpenApi(server);
  const metrics = registerMetrics(server, { config, database, clock });

  const { db } = database;
  const users = new UserRepository(db, clock);
  const sessionCache = new SessionCache(clock, config.sessionCacheMs);
  const sessions = new SessionRepository(
    db,
    clock,
    { idleTimeoutMs: config.sessionIdleTimeoutMs, absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs },
    sessionCache,
  );
  const throttle = new LoginThrottle(db, clock);
  const csrfTokens = new CsrfTokens(await loadOrCreateSecret(db, 'csrf'));
  const superuserBootstrap = new SuperuserBootstrap(db, users, throttle);
  const audit = new AuditLog(clock);
  const firstRunSetup = new FirstRunSetup({ db, users, throttle, audit });
  const userAdmin = new UserAdminService({ db, users, audit, clock, sessionCache });
  const ownPassword = new OwnPasswordChange({ db, audit, clock, throttle, sessionCache });
  if (!config.secretKey) throw new Error('buildApp needs config.secretKey (see secrets/secret-key.ts)');
  const environmentStatuses = new EnvironmentStatusBoard(clock);
  const environmentRepository = new EnvironmentRepository(db, new SecretBox(config.secretKey));
  const proxy = new PulsarProxy({
    environments: environmentRepository,
    clock,
    timeoutMs: config.proxyTimeoutMs,
    maxSockets: config.proxyMaxConcurrency,
    addressPolicy: config.brokerAddressPolicy,
  });
  const overviewBacklogs = new OverviewBacklogs(db);
  const catalog = createCatalog({
    afterSave: (snapshot, lease) => {
      const { environment, durationMs, topicCount } = snapshot.header;
      metrics.recordCollectorPass(environment, durationMs, topicCount);
      return overviewBacklogs.record(snapshot, lease);
    },
    db,
    environments: environmentRepository,
    proxy,
    clock,
    intervalMs: config.statsIntervalMs,
    timeoutMs: config.proxyTimeoutMs,
    addressPolicy: config.brokerAddressPolicy,
  });
  const environments = new EnvironmentService({
    db,
    environments: environmentRepository,
    statuses: environmentStatuses,
    audit,
    clock,
    connectTimeoutMs: config.connectTimeoutMs,
    addressPolicy: config.brokerAddressPolicy,
    onChanged: (name) => {
      proxy.forget(name);
      catalog.live.drop(name);
    },
  });

  await server.register(fastifyCookie);
  await server.register(authenticatePlugin, { sessions, users, cache: sessionCache });
  await server.register(csrfPlugin, { tokens: csrfTokens, publicOrigins: config.publicOrigins });

  healthRoutes(server, database, catalog.lease);
  const sso = registerSso(server, { db, config, clock, sessions, sessionCache, users, csrfTokens, audit });
  authRoutes(server, { sessions, users, throttle, csrfTokens, audit, db, sso });
  usersRoutes(server, superuserBootstrap, new LastEnvironmentStore(db), firstRunSetup, clock);
  userAdminRoutes(server, userAdmin, ownPassword);
  const roles = new RoleRepository(db);
  rolesRoutes(server, {
    service: new RolesService({ db, roles, users, audit, clock, sessionCache }),
    roles,
    users,
    db,
  });
  environmentsRoutes(server, environments);
  auditRoutes(server, db, clock);
  monitoringRoutes(server, { config, probe: new MonitoringProbe(clock) });
  openApiRoutes(server);
  await pulsarProxyRoutes(server, {
    proxy,
    bulkhead: new Bulkhead(config.proxyMaxConcurrency),
    rateLimit: new SessionRateLimit(clock, config.proxySessionRate),
    audit,
    db,
    onWrite: (environment) => catalog.live.forget(environment),
  });
  catalog.register(server);
  const reads = new PulsarReads(proxy, config.proxyTimeoutMs);
  overviewRoutes(server, {
    overview: new Overview({
      db,
      store: catalog.store,
      live: catalog.live,
      reads,
      backlogs: overviewBacklogs,
      clock,
    }),
    live: catalog.live,
  });
  pulsarManagerApiRoutes(server, {
    reads,
    live: catalog.live,
    store: catalog.store,
    environments: environmentRepository,
    audit,
    db,
  });
  registerTokens(server, { db, config, clock, audit, environments: environmentRepository, proxy });
  await registerWebApp(server, config.webDir, routes);

  return { server, superuserBootstrap, firstRunSetup, sessions, environments, environmentStatuses, catalog };
}
