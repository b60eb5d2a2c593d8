// GET /pulsar-manager/catalog/trends: one topic's, one subscription's, or (without a topic) the
// environment's backlog and rates over the last hour, day or week. A topic's or subscription's needs
// topic.read / subscription.read on its tenant; the environment's is every tenant's for a super
// user and the sum of its own tenants for a tenant admin.
import {
  can,
  MESSAGES,
  TREND_RANGE_MS,
  TRENDS_PATH,
  trendsQuerySchema,
  trendsResponseSchema,
} from '@beacon/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { LiveLists } from '../catalog/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { ENVIRONMENT_SERIES, subscriptionSeries, tenantOfSeries, tenantSeries } from './trend-series.ts';
import type { TrendsStore } from './trends-store.ts';

export interface TrendsRoutesOptions {
  store: TrendsStore;
  live: LiveLists;
  clock: Clock;
}

export function trendsRoutes(server: FastifyInstance, options: TrendsRoutesOptions): void {
  const { store, live, clock } = options;
  server.get(TRENDS_PATH, { schema: { response: { 200: trendsResponseSchema } } }, async (request) => {
    const access = accessOf(request);
    if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
    const parsed = trendsQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'invalid query');
    const { topic, subscription, range } = parsed.data;
    let series: string[];
    if (topic !== undefined) {
      const tenant = tenantOfSeries(topic) ?? '';
      const permission = subscription === undefined ? 'topic.read' : 'subscription.read';
      if (!can(access, permission, tenant)) throw new HttpError(403, MESSAGES.forbidden);
      series = [subscription === undefined ? topic : subscriptionSeries(topic, subscription)];
    } else if (access.roles.includes('super')) series = [ENVIRONMENT_SERIES];
    else series = access.tenants.map(tenantSeries);
    const environment = await live.check(requestedEnvironment(request));
    const since = clock.now() - TREND_RANGE_MS[range];
    const points = await store.points(environment, series, since);
    return {
      range,
      retentionMs: store.retentionMs,
      points: points.map((point) => ({
        at: point.at,
        rateIn: point.rateIn,
        rateOut: point.rateOut,
        ackRate: point.ackRate,
        backlog: point.backlog,
        backlogMax: point.backlogMax,
        storageSize: point.storageSize,
      })),
    };
  });
}

function accessOf(request: FastifyRequest) {
  return accessInEnvironment((request.auth as Authenticated).access, requestedEnvironment(request));
}
