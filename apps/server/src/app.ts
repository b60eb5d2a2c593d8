// buildApp wires collaborators passed in by the caller (database, config, clock), so tests build the
// whole server in-process on a fresh database. It reads as a table of contents: the frame (plugins),
// the collaborators several modules share, the session guard, then one register call per module in
// the order of their routes; the modules tell one another of changes through `events` (0063).
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { lazyChildLoggerFactory } from './lazy-request-logger.ts';
import { loggedRequest } from './log-redaction.ts';
import type { DatabaseHandle } from './db/open-database.ts';
import { ModuleEvents } from './module-events.ts';
import { createAuthParts, registerAuth, type SessionRepository } from './modules/auth/index.ts';
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
  type EnvironmentEvents,
  type EnvironmentService,
  type EnvironmentStatusBoard,
  registerEnvironments,
} from './modules/environments/index.ts';
import {
  brokerConnectionTests,
  type ProxyEvents,
  registerPulsarProxy,
} from './modules/pulsar-proxy/index.ts';
import {
  type Catalog,
  type CatalogEvents,
  createCollectorLease,
  registerCatalog,
} from './modules/catalog/index.ts';
import { registerPulsarManagerApi } from './modules/pulsar-manager-api/index.ts';
import { registerTokens } from './modules/tokens/index.ts';
import { registerSso } from './modules/sso/index.ts';
import { registerLdap } from './modules/ldap/index.ts';
import { registerOverview } from './modules/overview/index.ts';
import { registerTrends, type TrendsStore } from './modules/trends/index.ts';
import { createResourceHistory, registerHistory } from './modules/history/index.ts';
import { registerPolicyDefaults } from './modules/policy-defaults/index.ts';
import { registerChanges } from './modules/changes/index.ts';
import { registerPolicyCode } from './modules/policy-code/index.ts';
import { registerWorkbench } from './modules/workbench/index.ts';
import { type AlertEvents, type Alerts, registerAlerts } from './modules/alerts/index.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import { registerBasePath, stripBasePath } from './plugins/base-path.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { collectRoutes } from './plugins/method-not-allowed.ts';
import { registerPulsarManagerRefusals } from './plugins/pulsar-manager-refusals.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionGuard } from './plugins/session-guard.ts';
import { warnOfUntrustedProxy } from './plugins/untrusted-proxy-warning.ts';
import { indexInlineScriptHashes, registerWebApp, servedIndexHtml } from './web/web-app.ts';

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
  alerts: Alerts;
  trends: TrendsStore;
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
    // Without a logger Fastify skips the per-request child itself.
    ...(logger === false ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    return503OnClosing: true,
    ...(config.basePath ? { rewriteUrl: stripBasePath(config.basePath) } : {}),
  });
  registerBasePath(server, config.basePath);
  // How the modules tell one another of a change (an environment saved, a proxied write, a stored
  // statistics pass) without importing one another: the announcer's register function announces,
  // the listeners' subscribe, in the order of their routes below.
  const events = new ModuleEvents<EnvironmentEvents & ProxyEvents & CatalogEvents & AlertEvents>();

  // The frame around the modules: answers' compilers, errors, headers, the route list, OpenAPI.
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(answerSerializerCompiler({ strict: strictAnswers, log: server.log }));
  registerErrorHandler(server);
  registerPulsarManagerRefusals(server);
  const indexHtml = servedIndexHtml(config.webDir, config.basePath);
  registerSecurityHeaders(server, indexInlineScriptHashes(indexHtml), monitoringFrameOrigins(config));
  warnOfUntrustedProxy(server, clock, config.trustProxy !== false);
  const routes = collectRoutes(server);
  await registerOpenApi(server);
  registerMetrics(server, { config, database, clock, events });

  const { db } = database;
  const { secretKey } = config;
  if (!secretKey) throw new Error('buildApp needs config.secretKey (see secrets/secret-key.ts)');
  // Collaborators several modules share, made once before any route, like the database: the audit
  // log records most modules' changes; the account store and auth's sessions, throttle and CSRF
  // tokens serve the session guard, sso, auth, users and roles; the statistics lease is reported by
  // the readiness route and held by the catalogue's collector.
  const audit = new AuditLog(clock);
  const users = new UserRepository(db, clock);
  const auth = await createAuthParts({ db, clock, config });
  const lease = createCollectorLease(db);
  const history = createResourceHistory(db, clock, () => server.log);

  await registerSessionGuard(server, { auth, users, publicOrigins: config.publicOrigins });

  // The modules, in the order their routes are registered.
  registerHealth(server, { database, lease });
  const sso = registerSso(server, { db, config, clock, ...auth, users, audit });
  const directory = registerLdap({ db, config, clock, sessionCache: auth.sessionCache, log: server.log });
  registerAuth(server, { ...auth, db, users, audit, sso, directory });
  const { superuserBootstrap, firstRunSetup } = registerUsers(server, { db, clock, users, audit, ...auth });
  registerRoles(server, { db, clock, users, audit, sessionCache: auth.sessionCache });
  const environments = registerEnvironments(server, {
    db,
    clock,
    config,
    secretKey,
    audit,
    connections: brokerConnectionTests,
    events,
  });
  registerAudit(server, { db, clock });
  registerMonitoring(server, { config, clock });
  registerApiDocs(server);
  const { proxy, planned } = await registerPulsarProxy(server, {
    db,
    clock,
    config,
    environments: environments.repository,
    audit,
    events,
    versions: history,
  });
  const catalog = registerCatalog(server, {
    db,
    clock,
    config,
    environments: environments.repository,
    proxy,
    lease,
    events,
  });
  const { reads } = registerPulsarManagerApi(server, {
    db,
    proxy,
    timeoutMs: config.proxyTimeoutMs,
    catalog,
    environments: environments.repository,
    audit,
  });
  registerOverview(server, { db, clock, catalog, reads, events });
  const trends = registerTrends(server, { db, clock, config, catalog, events });
  registerPolicyDefaults(server, { reads });
  registerHistory(server, { history, reads });
  registerChanges(server, { proxy, planned });
  registerPolicyCode(server, { reads, planned });
  registerWorkbench(server, { db, reads, audit, clock });
  const alerts = registerAlerts(server, { db, clock, config, audit, reads, lease, events });
  registerTokens(server, { db, config, clock, audit, environments: environments.repository, proxy });
  await registerWebApp(server, config.webDir, indexHtml, routes);

  return {
    server,
    superuserBootstrap,
    firstRunSetup,
    sessions: auth.sessions,
    environments: environments.service,
    environmentStatuses: environments.statuses,
    catalog,
    alerts,
    trends,
  };
}
