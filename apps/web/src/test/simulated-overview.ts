// Beacon's GET {prefix}/overview over the simulated Pulsar, as the server's overview module builds
// it: counts from what the simulator holds (clusters, brokers, bookies, tenants, namespaces, topics
// with partitions collapsed, producers, subscriptions, consumers), the largest backlogs from its
// subscriptions' own backlog, read-only bookies from its bookies. What the collector would add (its
// pass time, history, failed brokers) a test gives. An admin sees its tenants only; anyone else 403.
import {
  MESSAGES,
  OVERVIEW_PATH,
  OVERVIEW_TOP,
  type OverviewResponse,
  REQUEST_HEADERS,
  type UserInfoResponse,
} from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { backlogOf } from '../../../pulsar-sim/src/core/subscriptions.ts';
import { NO_ENVIRONMENT, userInfoOf } from './console-api.ts';
import { network } from './network.ts';
import type { SimulatedPulsar } from './simulator-network.ts';

export interface SimulatedOverviewOptions {
  user?: UserInfoResponse;
  /** What the collector adds; by default a pass 30 s ago with nothing failed and no history. */
  collector?: Partial<Pick<OverviewResponse, 'collectedAt' | 'history' | 'unhealthyBrokers' | 'problems'>>;
}

const largestFirst = (a: { backlog: number }, b: { backlog: number }) => b.backlog - a.backlog;

export function serveOverview(pulsar: SimulatedPulsar, options: SimulatedOverviewOptions = {}) {
  const user = options.user ?? userInfoOf();
  const seen: Request[] = [];
  network.use(
    http.get(OVERVIEW_PATH, ({ request }) => {
      seen.push(request.clone());
      // As the server: the overview is of the environment the browser has chosen.
      if (!request.headers.get(REQUEST_HEADERS.environment))
        return HttpResponse.json({ error: NO_ENVIRONMENT, message: NO_ENVIRONMENT }, { status: 400 });
      const superuser = user.roles.includes('super');
      if (!superuser && !user.roles.includes('admin'))
        return HttpResponse.json({ error: MESSAGES.forbidden, message: MESSAGES.forbidden }, { status: 403 });
      return HttpResponse.json(overviewOf(pulsar, superuser ? undefined : user.tenants, options));
    }),
  );
  return { seen };
}

function overviewOf(
  pulsar: SimulatedPulsar,
  tenants: readonly string[] | undefined,
  options: SimulatedOverviewOptions,
): OverviewResponse {
  const { state } = pulsar;
  const visible = (tenant: string) => !tenants || tenants.includes(tenant);
  const tenantOf = (namespace: string) => namespace.slice(0, namespace.indexOf('/'));
  const topics = [...state.topics.values()].filter((topic) => visible(tenantOf(topic.namespace)));
  const namespaceBacklogs = new Map<string, number>();
  const subscriptionBacklogs = new Map<string, OverviewResponse['topSubscriptions'][number]>();
  const subscriptionNames = new Set<string>();
  let consumers = 0;
  for (const topic of topics) {
    const parent =
      topic.partitionIndex < 0 ? topic.localName : topic.localName.replace(/-partition-\d+$/, '');
    for (const subscription of topic.subscriptions.values()) {
      consumers += subscription.consumers.length;
      const key = `${topic.domain}://${topic.namespace}/${parent} ${subscription.name}`;
      subscriptionNames.add(key);
      const backlog = backlogOf(topic, subscription);
      if (backlog === 0) continue;
      namespaceBacklogs.set(topic.namespace, (namespaceBacklogs.get(topic.namespace) ?? 0) + backlog);
      const known = subscriptionBacklogs.get(key);
      if (known) known.backlog += backlog;
      else
        subscriptionBacklogs.set(key, {
          domain: topic.domain,
          tenant: tenantOf(topic.namespace),
          namespace: topic.namespace.slice(topic.namespace.indexOf('/') + 1),
          topic: parent,
          partitioned: topic.partitionIndex >= 0,
          subscription: subscription.name,
          backlog,
        });
    }
  }
  // Topics as the catalogue counts them: a partitioned topic once, its partitions not at all.
  const topicCount =
    topics.filter((topic) => topic.partitionIndex < 0).length +
    [...state.partitionedTopics.values()].filter((topic) => visible(tenantOf(topic.namespace))).length;
  const bookies = [...state.bookies.values()];
  const infrastructure = !tenants;
  return {
    environment: 'simulator',
    scope: infrastructure ? 'environment' : 'tenants',
    tenants: infrastructure ? [] : [...tenants],
    collectedAt: Date.now() - 30_000,
    counts: {
      clusters: infrastructure ? state.clusters.size : null,
      brokers: infrastructure
        ? [...state.clusters.values()].reduce((total, cluster) => total + cluster.brokers.length, 0)
        : null,
      bookies: infrastructure ? bookies.length : null,
      tenants: [...state.tenants.keys()].filter(visible).length,
      namespaces: [...state.namespaces.keys()].filter((name) => visible(tenantOf(name))).length,
      topics: topicCount,
      producers: topics.reduce((total, topic) => total + topic.producers.length, 0),
      subscriptions: subscriptionNames.size,
      consumers,
    },
    traffic: { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 },
    history: [],
    topNamespaces: [...namespaceBacklogs]
      .map(([name, backlog]) => ({
        tenant: tenantOf(name),
        namespace: name.slice(name.indexOf('/') + 1),
        backlog,
      }))
      .sort(largestFirst)
      .slice(0, OVERVIEW_TOP),
    topSubscriptions: [...subscriptionBacklogs.values()].sort(largestFirst).slice(0, OVERVIEW_TOP),
    unhealthyBrokers: infrastructure ? [] : null,
    unhealthyBookies: infrastructure
      ? bookies
          .filter((bookie) => bookie.readOnly)
          .map((bookie) => ({ bookie: bookie.id, state: 'read-only' }))
      : null,
    unavailableBookies: infrastructure ? 0 : null,
    problems: [],
    ...options.collector,
  };
}
