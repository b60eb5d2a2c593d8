// Pulsar 4.0's answers to the topic page's calls, as Beacon's proxy passes them through: the same
// paths, statuses (204 on changes, 200 with a message id on terminate) and `{reason}` bodies
// (contract §1.5, §2.9, §2.12, §4.2; the reasons match the simulator's, which its contract tests
// hold to Pulsar's).
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../../test/console-api.ts';
import type { MessageId } from '../../topic.api.ts';
import { fullTopicName, type TopicName } from '../../topic-name.ts';
import { findTopic, type TopicWorld, type WorldTopic } from './topic-world.ts';

export { callsTo } from './calls-to.ts';

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, key: string) => decodeURIComponent(String(params[key] ?? ''));

function nameOf(params: Params): TopicName | undefined {
  const domain = param(params, 'domain');
  if (domain !== 'persistent' && domain !== 'non-persistent') return undefined;
  return {
    domain,
    tenant: param(params, 'tenant'),
    namespace: param(params, 'namespace'),
    topic: param(params, 'topic'),
  };
}

type Handler = (
  topic: WorldTopic,
  call: { request: Request; params: Params; name: TopicName },
) => Response | Promise<Response>;

export function fakePulsarTopic(world: TopicWorld, seen: SeenRequests = []) {
  const base = '/admin/v2/:domain/:tenant/:namespace/:topic';

  /** A call on one existing topic copy; anything else is Pulsar's 404. */
  function onTopic(handler: Handler) {
    return ({ request, params }: { request: Request; params: Params }) => {
      const name = nameOf(params);
      // /admin/v2/namespaces/... and other shapes are not topic paths.
      if (!name) return undefined;
      seen.push(request.clone());
      const topic = findTopic(world, name, request.headers.get('x-pulsar-cluster'));
      if (!topic) return reason(404, `Topic ${fullTopicName(name)} not found`);
      return handler(topic, { request, params, name });
    };
  }

  const permissionsOf = (topic: WorldTopic) => ({
    ...(world.namespaceGrants[`${topic.name.tenant}/${topic.name.namespace}`] ?? {}),
    ...topic.grants,
  });

  return [
    http.get('/admin/v2/namespaces/:tenant/:namespace/replication', ({ request, params }) => {
      seen.push(request.clone());
      const clusters = world.replication[`${param(params, 'tenant')}/${param(params, 'namespace')}`];
      return clusters ? HttpResponse.json(clusters) : reason(404, 'Namespace does not exist');
    }),
    http.get(
      '/lookup/v2/topic/:domain/:tenant/:namespace/:topic',
      onTopic((topic) => HttpResponse.json(topic.lookup)),
    ),
    // Pulsar writes the bundle range as bare text while declaring JSON.
    http.get(
      '/lookup/v2/topic/:domain/:tenant/:namespace/:topic/bundle',
      onTopic((topic) => new HttpResponse(topic.bundle, { headers: { 'Content-Type': 'application/json' } })),
    ),
    http.get(`${base}/partitions`, ({ request, params }) => {
      const name = nameOf(params);
      if (!name) return undefined;
      seen.push(request.clone());
      const partitions = world.partitioned[fullTopicName(name)];
      if (partitions !== undefined) return HttpResponse.json({ partitions, deleted: false });
      // An existing non-partitioned topic has metadata with 0 partitions.
      return findTopic(world, name, null)
        ? HttpResponse.json({ partitions: 0, deleted: false })
        : reason(404, `Topic ${fullTopicName(name)} not found`);
    }),
    http.get(
      `${base}/stats`,
      // Pulsar fills a subscription's backlog age only when asked getEarliestTimeInBacklog=true.
      onTopic((topic, { request }) => HttpResponse.json(withBacklogAge(topic.stats, request))),
    ),
    http.get(
      `${base}/internalStats`,
      onTopic((topic) => HttpResponse.json(topic.internal)),
    ),
    http.get(
      `${base}/permissions`,
      onTopic((topic) => HttpResponse.json(permissionsOf(topic))),
    ),
    http.post(
      `${base}/permissions/:role`,
      onTopic(async (topic, { request, params }) => {
        topic.grants[param(params, 'role')] = (await request.json()) as string[];
        return noContent();
      }),
    ),
    http.delete(
      `${base}/permissions/:role`,
      onTopic((topic, { params }) => {
        const role = param(params, 'role');
        if (!topic.grants[role]) return reason(412, 'Permissions are not set at the topic level');
        delete topic.grants[role];
        return noContent();
      }),
    ),
    http.put(
      `${base}/subscription/:subscription`,
      onTopic(async (topic, { request, params }) => {
        const subscription = param(params, 'subscription');
        const subscriptions = (topic.stats.subscriptions ??= {});
        if (subscriptions[subscription]) return reason(409, 'Subscription already exists for topic');
        const body = (await request.text()) || '"latest"';
        if (body !== '"latest"' && body !== '"earliest"') return reason(400, 'Invalid reset cursor data');
        subscriptions[subscription] = { type: 'Exclusive', msgBacklog: 0, consumers: [] };
        return noContent();
      }),
    ),
    http.delete(
      `${base}/subscription/:subscription`,
      onTopic((topic, { request, params, name }) => {
        const subscription = param(params, 'subscription');
        const found = topic.stats.subscriptions?.[subscription];
        if (!found)
          return reason(404, `Subscription ${subscription} not found for topic ${fullTopicName(name)}`);
        const force = new URL(request.url).searchParams.get('force') === 'true';
        if ((found.consumers?.length ?? 0) > 0 && !force)
          return reason(412, 'Subscription has active connected consumers');
        delete topic.stats.subscriptions![subscription];
        return noContent();
      }),
    ),
    http.put(
      `${base}/unload`,
      onTopic(() => noContent()),
    ),
    http.post(
      `${base}/terminate`,
      onTopic((topic, { name }) => {
        if (name.domain !== 'persistent') return reason(406, 'Need to provide a persistent topic name');
        topic.internal.state = 'Terminated';
        const [ledgerId = '-1', entryId = '-1'] = (topic.internal.lastConfirmedEntry ?? '-1:-1').split(':');
        return HttpResponse.json({
          ledgerId: Number(ledgerId),
          entryId: Number(entryId),
          partitionIndex: -1,
        });
      }),
    ),
    http.get(
      `${base}/compaction`,
      onTopic((topic) => HttpResponse.json(topic.compaction)),
    ),
    http.put(
      `${base}/compaction`,
      onTopic((topic) => {
        if (topic.compaction.status === 'RUNNING') return reason(409, 'Compaction already in progress');
        topic.compaction = { status: 'RUNNING', lastError: '' };
        return noContent();
      }),
    ),
    http.get(
      `${base}/offload`,
      onTopic((topic) => HttpResponse.json(topic.offload)),
    ),
    http.put(
      `${base}/offload`,
      onTopic(async (topic, { request }) => {
        const body = (await request.json().catch(() => null)) as Partial<MessageId> | null;
        if (!body || !Number.isInteger(body.ledgerId) || !Number.isInteger(body.entryId))
          return reason(400, 'messageId is null');
        if (topic.offload.status === 'RUNNING') return reason(409, 'Offload already in progress');
        topic.offload = { status: 'RUNNING', lastError: '' };
        return noContent();
      }),
    ),
    http.delete(
      base,
      onTopic((topic, { request }) => {
        const clients =
          (topic.stats.publishers?.length ?? 0) +
          Object.values(topic.stats.subscriptions ?? {}).reduce(
            (sum, found) => sum + (found.consumers?.length ?? 0),
            0,
          );
        const force = new URL(request.url).searchParams.get('force') === 'true';
        if (clients > 0 && !force) return reason(412, `Topic has ${clients} connected producers/consumers`);
        world.topics = world.topics.filter((other) => other !== topic);
        return noContent();
      }),
    ),
  ];
}

/** The stats as Pulsar answers them: backlog ages are 0 unless the call asked for them. */
function withBacklogAge(stats: WorldTopic['stats'], request: Request): WorldTopic['stats'] {
  if (new URL(request.url).searchParams.get('getEarliestTimeInBacklog') === 'true') return stats;
  const subscriptions = Object.fromEntries(
    Object.entries(stats.subscriptions ?? {}).map(([name, each]) => [
      name,
      { ...each, earliestMsgPublishTimeInBacklog: 0 },
    ]),
  );
  return { ...stats, subscriptions };
}
