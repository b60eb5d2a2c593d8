import { settleBackgroundWork } from '../core/background-work.ts';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { PulsarRestError } from '../core/errors.ts';
import type { FaultRegistry } from '../control/faults.ts';
import { jettyErrorPage, sendError } from './answer.ts';
import type { AuthSettings, TokenVerifier } from './authentication.ts';
import { createTokenVerifier } from './authentication.ts';
import { checkAuthorization } from './authorization.ts';
import type { RouteSpec, SimulatorRuntime } from './context.ts';
import { registerRoutes } from './context.ts';
import { brokerRoutes } from './routes/brokers.routes.ts';
import { clusterRoutes } from './routes/clusters.routes.ts';
import { functionRoutes } from './routes/functions.routes.ts';
import { lookupRoutes } from './routes/lookup.routes.ts';
import { namespaceRoutes } from './routes/namespaces.routes.ts';
import { resourceGroupRoutes } from './routes/resource-groups.routes.ts';
import { produceRoutes } from './routes/produce.routes.ts';
import { schemaRoutes } from './routes/schemas.routes.ts';
import { subscriptionRoutes } from './routes/subscriptions.routes.ts';
import { tenantRoutes } from './routes/tenants.routes.ts';
import { topicPolicyRoutes } from './routes/topic-policies.routes.ts';
import { topicRoutes } from './routes/topics.routes.ts';

export const PULSAR_ROUTES: readonly RouteSpec[] = [
  ...clusterRoutes,
  ...brokerRoutes,
  ...tenantRoutes,
  ...namespaceRoutes,
  ...resourceGroupRoutes,
  ...topicRoutes,
  ...subscriptionRoutes,
  ...topicPolicyRoutes,
  ...schemaRoutes,
  ...functionRoutes,
  ...lookupRoutes,
  ...produceRoutes,
];

export interface BrokerAppOptions {
  runtime: SimulatorRuntime;
  listenerIndex: number;
  faults: FaultRegistry;
  auth: AuthSettings | undefined;
  /** Extra routes (the control API) registered outside authentication and faults. */
  registerExtra?: (app: FastifyInstance) => void;
  extraPrefix?: string;
  /** Serve HTTPS with this certificate (the broker's `webServicePortTls`) instead of HTTP. */
  tls?: { key: string; cert: string };
}

const UNEXPECTED = (message: string) =>
  `\n --- An unexpected error occurred in the server ---\n\nMessage: ${message}\n\nStacktrace:\n\n`;

async function applyFaults(
  options: BrokerAppOptions,
  request: FastifyRequest,
  brokerId: string,
): Promise<PulsarRestError | 'reset' | undefined> {
  const path = request.url.split('?')[0] ?? '';
  if (options.faults.isDown(brokerId)) return 'reset';
  for (const rule of options.faults.match(brokerId, request.method, path)) {
    if (rule.latencyMs) await sleep(Math.min(rule.latencyMs, 120_000));
    if (rule.connectionReset) return 'reset';
    if (rule.status) return new PulsarRestError(rule.status, rule.reason ?? 'Injected failure');
  }
  return undefined;
}

export function buildBrokerApp(options: BrokerAppOptions): FastifyInstance {
  const settings = { logger: false, bodyLimit: 16 * 1024 * 1024, routerOptions: { maxParamLength: 4096 } };
  // Both kinds serve the same routes; only the listening socket differs.
  const app = options.tls
    ? (Fastify({ ...settings, https: options.tls }) as unknown as FastifyInstance)
    : Fastify(settings);
  const verifier: TokenVerifier | undefined = options.auth ? createTokenVerifier(options.auth) : undefined;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Background compactions and offloads whose time has come complete before any answer reads them.
  app.addHook('onRequest', (_request, _reply, done) => {
    const broker = options.runtime.brokerAt(options.listenerIndex);
    if (broker) settleBackgroundWork(options.runtime.stateOf(broker.cluster));
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (options.extraPrefix && request.url.startsWith(options.extraPrefix)) return;
    const broker = options.runtime.brokerAt(options.listenerIndex);
    const outcome = await applyFaults(options, request, broker?.id ?? '');
    if (outcome === 'reset') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (outcome) return sendError(reply, outcome);
    if (!verifier) return;
    const role = await verifier.verify(request.headers.authorization);
    if (!role) {
      reply.raw.statusMessage = 'Authentication required';
      return reply
        .code(401)
        .header('content-type', 'text/html;charset=iso-8859-1')
        .send(jettyErrorPage(401, 'Authentication required', request.url.split('?')[0] ?? ''));
    }
    request.pulsarRole = role;
  });

  app.addHook('preHandler', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    const auth = options.auth;
    if (!auth?.authorization || !access || request.pulsarRole === undefined) {
      done();
      return;
    }
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const domain =
      /^\/(?:admin\/v2|topics)\/(persistent|non-persistent)\//.exec(request.url)?.[1] ?? params.domain;
    const broker = options.runtime.brokerAt(options.listenerIndex);
    try {
      checkAuthorization(
        broker ? options.runtime.stateOf(broker.cluster) : options.runtime.state,
        auth.superUserRoles,
        request.pulsarRole,
        access,
        {
          tenant: params.tenant,
          namespace: params.namespace,
          topic: params.topic,
          domain,
          cluster: params.cluster,
        },
        broker?.id ?? '',
      );
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  registerRoutes(app, options.runtime, options.listenerIndex, PULSAR_ROUTES, {
    authorization: options.auth?.authorization === true,
  });
  options.registerExtra?.(app);

  app.setNotFoundHandler((request, reply) => {
    reply.raw.statusMessage = 'Not Found';
    return reply
      .code(404)
      .header('content-type', 'text/html;charset=iso-8859-1')
      .send(jettyErrorPage(404, 'Not Found', request.url.split('?')[0] ?? ''));
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PulsarRestError) return sendError(reply, error);
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    const message = error instanceof Error ? error.message : String(error);
    if (status >= 400 && status < 500) return sendError(reply, new PulsarRestError(status, message));
    return sendError(reply, new PulsarRestError(500, UNEXPECTED(message)));
  });
  return app;
}
