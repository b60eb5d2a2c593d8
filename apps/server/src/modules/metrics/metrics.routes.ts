// GET /metrics is never open by default (decision 0048): with BEACON_METRICS_PORT it is served on
// that port only (for a scraper inside the cluster network, not the public listener); with
// BEACON_METRICS_TOKEN it needs `Authorization: Bearer <token>` (on either listener); with neither,
// the main listener answers 404, so a console exposed to the internet does not publish its figures.
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { errorBody } from '../../http-errors.ts';
import type { Hears } from '../../module-events.ts';
import type { AlertEvents } from '../alerts/index.ts';
import type { CatalogEvents } from '../catalog/index.ts';
import { ConsoleMetrics } from './console-metrics.ts';
import { registerRequestMetrics } from './request-metrics.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  config: Pick<Config, 'metricsToken' | 'metricsPort' | 'host' | 'sessionIdleTimeoutMs'>;
  database: DatabaseHandle;
  clock: Clock;
  /** The catalogue's passes, counted and timed as they are stored. */
  events: Hears<CatalogEvents & AlertEvents>;
}

/** Digests first, so the comparison takes the same time whatever the lengths. */
export function tokenMatches(expected: string, authorization: string | undefined): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(presented)) && presented.length > 0;
}

const metricsSchema = {
  hide: true,
  headers: z.object({ authorization: z.string().optional() }).passthrough(),
};

export function registerMetrics(
  app: FastifyInstance,
  { config, database, clock, events }: MetricsOptions,
): void {
  const metrics = new ConsoleMetrics({ database, clock, sessionIdleTimeoutMs: config.sessionIdleTimeoutMs });
  events.on('statistics-saved', ({ header }) => {
    metrics.recordCollectorPass(header.environment, header.durationMs, header.topicCount);
  });
  events.on('alert-delivery', (result) => {
    metrics.alertDeliveries.inc({ result });
  });
  registerRequestMetrics(app, metrics);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      config.metricsToken !== undefined &&
      !tokenMatches(config.metricsToken, request.headers.authorization)
    ) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="beacon-metrics"')
        .send(errorBody('GET /metrics needs Authorization: Bearer with BEACON_METRICS_TOKEN'));
    }
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  };
  const onMainListener = config.metricsToken !== undefined && config.metricsPort === undefined;
  app.get(METRICS_PATH, { config: { public: true }, schema: metricsSchema }, (request, reply) =>
    onMainListener ? serve(request, reply) : reply.code(404).send(errorBody('Not found')),
  );
  if (config.metricsPort !== undefined) serveOnOwnPort(app, config.metricsPort, config.host, serve);
}

/**
 * A second listener, opened when the app is ready (before the main one listens, so a port already in
 * use stops start-up instead of leaving metrics silently unserved) and closed with it.
 */
function serveOnOwnPort(
  app: FastifyInstance,
  port: number,
  host: string,
  serve: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const own = Fastify({ logger: false });
  own.get(METRICS_PATH, serve);
  app.addHook('onReady', async () => {
    await own.listen({ port, host });
    app.log.info({ port }, 'metrics served on their own port');
  });
  app.addHook('onClose', () => own.close());
}
