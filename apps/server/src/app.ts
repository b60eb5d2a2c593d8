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
import {
  authRoutes,
  CsrfTokens,
  LoginThrottle,
  SessionCache,
  SessionRepository,
} from './modules/auth/index.ts';
import { registerHealth } from './modules/health/index.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { registerApiDocs, registerOpenApi } from './modules/api-docs/index.ts';
import { monitoringFrameOrigins, registerMonitoring } from './modules/monitoring/index.ts';
import {
  type FirstRunSetup,
  registerUsers,
  type SuperuserBootstrap,
  UserRepository,
} from './modules/users/index.ts';
import { registerRoles } from './modules/roles/index.ts';
import { AuditLog, registerAudit } from './modules/audit/index.ts';
import {
  EnvironmentRepository,
  EnvironmentService,
  EnvironmentStatusBoard,
  environmentsRoutes,
} from './modules/environments/index.ts';
import { SecretBox } from './secrets/secret-box.ts';
import {
  brokerConnectionTests,
  Bulkhead,
  PulsarProxy,
  SessionRateLimit,
  pulsarProxyRoutes,
} from './modules/pulsar-proxy/index.ts';
import { type Catalog, createCatalog } from './modules/catalog/index.ts';
import { registerPulsarManagerApi } from './modules/pulsar-manager-api/index.ts';
import { registerTokens } from './modules/tokens/index.ts';
import { registerSso } from './modules/sso/index.ts';
import { OverviewBacklogs, registerOverview } from './modules/overview/index.ts';
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
  if (!config.secretKey) throw new Error('buildApp needs config.secretKey (see secrets/secret-key.ts)');
  // Collaborators several modules share, made before any route: the sessions and the account store
  // guard every route (the authenticate plugin), the audit log records every module's changes, and
  // the environments, the proxy and the catalogue tell one another of changes.
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
  const audit = new AuditLog(clock);
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
    connections: brokerConnectionTests,
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

  // The modules, in the order their routes are registered.
  registerHealth(server, { database, lease: catalog.lease });
  const sso = registerSso(server, { db, config, clock, sessions, sessionCache, users, csrfTokens, audit });
  authRoutes(server, { sessions, users, throttle, csrfTokens, audit, db, sso });
  const { superuserBootstrap, firstRunSetup } = registerUsers(server, {
    db,
    clock,
    users,
    audit,
    throttle,
    sessionCache,
  });
  registerRoles(server, { db, clock, users, audit, sessionCache });
  environmentsRoutes(server, environments);
  registerAudit(server, { db, clock });
  registerMonitoring(server, { config, clock });
  registerApiDocs(server);
  await pulsarProxyRoutes(server, {
    proxy,
    bulkhead: new Bulkhead(config.proxyMaxConcurrency),
    rateLimit: new SessionRateLimit(clock, config.proxySessionRate),
    audit,
    db,
    onWrite: (environment) => catalog.live.forget(environment),
  });
  catalog.register(server);
  const { reads } = registerPulsarManagerApi(server, {
    db,
    proxy,
    timeoutMs: config.proxyTimeoutMs,
    catalog,
    environments: environmentRepository,
    audit,
  });
  registerOverview(server, { db, clock, catalog, reads, backlogs: overviewBacklogs });
  registerTokens(server, { db, config, clock, audit, environments: environmentRepository, proxy });
  await registerWebApp(server, config.webDir, routes);

  return { server, superuserBootstrap, firstRunSetup, sessions, environments, environmentStatuses, catalog };
}
