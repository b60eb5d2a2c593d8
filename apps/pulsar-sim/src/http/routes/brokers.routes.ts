import * as brokers from '../../core/brokers.ts';
import * as bookies from '../../core/bookies.ts';
import { PulsarRestError, notFound } from '../../core/errors.ts';
import { emptyOk, json, jsonStream, noContent, text } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { redirectToNamedBroker, redirectToNamedCluster } from '../ownership.ts';

const broker = (operation: string) => ({ kind: 'broker', operation }) as const;
const superUser = { kind: 'super' } as const;

/** BrokersBase.getActiveBrokers: the load manager's available brokers, always the local cluster's. */
function activeBrokers(context: RequestContext): string[] {
  const cluster = context.state.clusters.get(context.localCluster);
  if (!cluster) throw notFound(`Cluster does not exist: cluster=${context.localCluster}`);
  return cluster.brokers.filter((candidate) => candidate.healthy).map((candidate) => candidate.id);
}

export const brokerRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: '/admin/v2/brokers',
    access: broker('LIST_BROKERS'),
    handler: (context) => json(activeBrokers(context)),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/leaderBroker',
    access: broker('GET_LEADER_BROKER'),
    handler: (context) => {
      const leader = context.state.clusters
        .get(context.localCluster)
        ?.brokers.find((candidate) => candidate.healthy);
      if (!leader) throw notFound("Couldn't find leader broker");
      return json({ serviceUrl: leader.webServiceUrl, brokerId: leader.id });
    },
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/version',
    // BrokersBase.version (BrokersBase.java:435-442 at 4.0.7) checks no role: any authenticated one reads it.
    access: { kind: 'open' },
    // A bare `4.0.7` under the JSON type, as Jersey writes BrokersBase.version's String.
    handler: () => text(brokers.BROKER_VERSION),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/ready',
    access: broker('HEALTH_CHECK'),
    handler: () => text('ok'),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/health',
    access: broker('HEALTH_CHECK'),
    handler: (context) => {
      const brokerId = context.query.brokerId;
      if (brokerId) {
        const moved = redirectToNamedBroker(context, brokerId);
        if (moved) return moved;
      }
      if (!context.broker.healthy) throw new PulsarRestError(503, '', 'empty');
      return text('ok');
    },
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/backlog-quota-check',
    access: broker('CHECK_BACKLOG_QUOTA'),
    handler: () => noContent(),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/configuration',
    access: broker('LIST_DYNAMIC_CONFIGURATIONS'),
    handler: () => json(brokers.dynamicConfigurationNames()),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/configuration/values',
    access: broker('GET_DYNAMIC_CONFIGURATIONS'),
    handler: ({ state }) => json(brokers.dynamicConfigurationValues(state)),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/configuration/runtime',
    access: broker('GET_RUNTIME_CONFIGURATIONS'),
    handler: (context) =>
      json(
        brokers.runtimeConfiguration(context.state, context.broker, { authorization: context.authorization }),
      ),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/internal-configuration',
    access: broker('GET_INTERNAL_CONFIGURATION_DATA'),
    handler: () => json(brokers.internalConfiguration()),
  },
  {
    method: 'POST',
    url: '/admin/v2/brokers/configuration/:name/:value',
    access: broker('UPDATE_DYNAMIC_CONFIGURATION'),
    handler: ({ state, params }) => {
      brokers.updateDynamicConfiguration(state, params.name ?? '', params.value ?? '');
      return emptyOk();
    },
  },
  {
    method: 'DELETE',
    url: '/admin/v2/brokers/configuration/:name',
    access: broker('DELETE_DYNAMIC_CONFIGURATION'),
    handler: ({ state, params }) => {
      brokers.deleteDynamicConfiguration(state, params.name ?? '');
      return emptyOk();
    },
  },
  {
    method: 'POST',
    url: '/admin/v2/brokers/shutdown',
    access: broker('SHUTDOWN'),
    handler: () => noContent(),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/:cluster',
    access: broker('LIST_BROKERS'),
    handler: (context) =>
      redirectToNamedCluster(context, context.params.cluster ?? '') ?? json(activeBrokers(context)),
  },
  {
    method: 'GET',
    url: '/admin/v2/brokers/:cluster/:broker/ownedNamespaces',
    access: broker('LIST_OWNED_NAMESPACES'),
    handler: (context) =>
      redirectToNamedCluster(context, context.params.cluster ?? '') ??
      redirectToNamedBroker(context, context.params.broker ?? '') ??
      json(brokers.ownedNamespaces(context.state, context.broker)),
  },
  {
    method: 'GET',
    url: '/admin/v2/broker-stats/topics',
    access: superUser,
    handler: (context) => jsonStream(brokers.brokerTopicStatsChunks(context.state, context.broker)),
  },
  {
    method: 'GET',
    url: '/admin/v2/broker-stats/metrics',
    access: superUser,
    handler: (context) => json(brokers.brokerMetrics(context.state, context.broker)),
  },
  {
    method: 'GET',
    url: '/admin/v2/broker-stats/mbeans',
    access: superUser,
    handler: (context) =>
      json([
        {
          dimensions: { broker: context.broker.id },
          metrics: { 'java.lang:type=Memory.HeapMemoryUsage.used': 268435456 },
        },
      ]),
  },
  {
    method: 'GET',
    url: '/admin/v2/broker-stats/load-report',
    access: superUser,
    handler: (context) => json(brokers.loadReport(context.state, context.broker)),
  },
  { method: 'GET', url: '/admin/v2/broker-stats/bookieops', access: superUser, handler: () => json({}) },
  {
    method: 'GET',
    url: '/admin/v2/broker-stats/allocator-stats/:allocator',
    access: superUser,
    handler: ({ params }) => {
      if (params.allocator !== 'default' && params.allocator !== 'ml-cache')
        throw new PulsarRestError(406, `Invalid allocator name ${params.allocator ?? ''}`);
      return json({
        numDirectArenas: 8,
        numHeapArenas: 8,
        numThreadLocalCaches: 2,
        normalCacheSize: 64,
        smallCacheSize: 256,
        directArenas: [],
        heapArenas: [],
      });
    },
  },
  {
    method: 'GET',
    url: '/admin/v2/bookies/all',
    access: superUser,
    handler: ({ state }) => json(bookies.allBookies(state)),
  },
  {
    method: 'GET',
    url: '/admin/v2/bookies/racks-info',
    access: superUser,
    handler: ({ state }) => json(bookies.racksInfo(state)),
  },
  {
    method: 'GET',
    url: '/admin/v2/bookies/racks-info/:bookie',
    access: superUser,
    handler: ({ state, params }) => json(bookies.rackOfBookie(state, params.bookie ?? '')),
  },
  {
    method: 'POST',
    url: '/admin/v2/bookies/racks-info/:bookie',
    access: superUser,
    handler: (context) => {
      bookies.setBookieRack(
        context.state,
        context.params.bookie ?? '',
        context.query.group,
        context.jsonBody(),
      );
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: '/admin/v2/bookies/racks-info/:bookie',
    access: superUser,
    handler: ({ state, params }) => {
      bookies.deleteBookieRack(state, params.bookie ?? '');
      return noContent();
    },
  },
];
