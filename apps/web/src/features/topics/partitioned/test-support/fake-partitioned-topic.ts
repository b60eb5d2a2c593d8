// Pulsar 4.0's answers for a partitioned topic behind Beacon's proxy (contract §2.9, §3.2, §3.5,
// §4.2; apps/pulsar-sim topics.routes.ts): partition metadata, partitioned-stats merged as the broker
// merges them (publishers by list index, without names or addresses) and without the per-partition
// map when perPartition=false, each partition's own stats (404 while a partition is not created),
// partition count updates (422 below the current count), permissions and delete.
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../../test/console-api.ts';

export interface PartitionFigures {
  msgRateIn: number;
  msgRateOut: number;
  msgThroughputIn: number;
  msgThroughputOut: number;
  storageSize: number;
  producers: number;
  /** Subscription name → backlog on this partition. */
  subscriptions: Record<string, number>;
}

export interface PartitionedWorld {
  /** `persistent://tenant/namespace/topic` */
  fullName: string;
  partitions: number;
  /** Partitions Pulsar has not created yet (their stats answer 404). */
  missing?: Set<number>;
  figures: (index: number) => PartitionFigures;
  permissions: Record<string, string[]>;
  deleted?: boolean;
  /** Subscriptions created (on every partition) or deleted through the topic's own name. */
  created?: Set<string>;
  removed?: Set<string>;
}

/** A partition's figures with the subscriptions made or removed on the whole topic since. */
function figuresOf(world: PartitionedWorld, index: number): PartitionFigures {
  const figures = world.figures(index);
  const subscriptions = { ...figures.subscriptions };
  for (const name of world.created ?? []) subscriptions[name] ??= 0;
  for (const name of world.removed ?? []) delete subscriptions[name];
  return { ...figures, subscriptions };
}

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

function topicStats(figures: PartitionFigures) {
  return {
    msgRateIn: figures.msgRateIn,
    msgRateOut: figures.msgRateOut,
    msgThroughputIn: figures.msgThroughputIn,
    msgThroughputOut: figures.msgThroughputOut,
    averageMsgSize: 0,
    storageSize: figures.storageSize,
    backlogSize: figures.storageSize / 2,
    publishers: Array.from({ length: figures.producers }, (_, producerId) => ({
      producerId,
      producerName: `producer-${producerId}`,
      address: `/10.0.0.${producerId}:50000`,
      msgRateIn: 0,
    })),
    subscriptions: Object.fromEntries(
      Object.entries(figures.subscriptions).map(([name, backlog]) => [
        name,
        {
          type: 'Shared',
          msgBacklog: backlog,
          msgRateOut: figures.msgRateOut,
          msgThroughputOut: figures.msgThroughputOut,
          msgRateExpired: 0,
          unackedMessages: 0,
          consumers: [],
        },
      ]),
    ),
  };
}

/**
 * Sums over every partition, as the broker does (PartitionedTopicStatsImpl, TopicStatsImpl#add):
 * publishers are merged by their index in each partition's list, so the merged list is as long as
 * the longest one and its entries carry no name or address; each partition's own stats are added
 * under its full name unless perPartition=false (Pulsar's default is true).
 */
function aggregate(world: PartitionedWorld, perPartition: boolean) {
  const total = topicStats({
    msgRateIn: 0,
    msgRateOut: 0,
    msgThroughputIn: 0,
    msgThroughputOut: 0,
    storageSize: 0,
    producers: 0,
    subscriptions: {},
  });
  const partitions: Record<string, ReturnType<typeof topicStats>> = {};
  const publishers: { producerId: number; msgRateIn: number }[] = [];
  for (let index = 0; index < world.partitions; index += 1) {
    if (world.missing?.has(index)) continue;
    const one = topicStats(figuresOf(world, index));
    if (perPartition) partitions[`${world.fullName}-partition-${index}`] = one;
    total.msgRateIn += one.msgRateIn;
    total.msgRateOut += one.msgRateOut;
    total.msgThroughputIn += one.msgThroughputIn;
    total.msgThroughputOut += one.msgThroughputOut;
    total.storageSize += one.storageSize;
    total.backlogSize += one.backlogSize;
    one.publishers.forEach((publisher, position) => {
      const merged = (publishers[position] ??= { producerId: 0, msgRateIn: 0 });
      merged.msgRateIn += publisher.msgRateIn;
    });
    for (const [name, subscription] of Object.entries(one.subscriptions)) {
      const existing = total.subscriptions[name];
      if (!existing) total.subscriptions[name] = { ...subscription };
      else {
        existing.msgBacklog += subscription.msgBacklog;
        existing.msgRateOut += subscription.msgRateOut;
        existing.msgThroughputOut += subscription.msgThroughputOut;
      }
    }
  }
  return { ...total, publishers, metadata: { partitions: world.partitions }, partitions };
}

export function fakePartitionedTopic(world: PartitionedWorld, seen: SeenRequests = []) {
  const [domain, path] = world.fullName.split('://') as [string, string];
  const base = `/admin/v2/${domain}/${path}`;
  const gone = () => reason(404, `Topic ${world.fullName} not found`);
  return [
    http.get(`${base}/partitions`, ({ request }) => {
      seen.push(request);
      return world.deleted ? gone() : HttpResponse.json({ partitions: world.partitions, deleted: false });
    }),
    http.post(`${base}/partitions`, async ({ request }) => {
      seen.push(request.clone());
      const desired = (await request.json()) as number;
      if (desired < world.partitions)
        return reason(
          422,
          `Desired partitions ${desired} can't be less than the current partitions ${world.partitions}.`,
        );
      world.partitions = desired;
      return noContent();
    }),
    http.delete(`${base}/partitions`, ({ request }) => {
      seen.push(request);
      world.deleted = true;
      return noContent();
    }),
    http.get(`${base}/partitioned-stats`, ({ request }) => {
      seen.push(request);
      return world.deleted
        ? reason(404, `Partitioned Topic ${world.fullName} not found`)
        : HttpResponse.json(
            aggregate(world, new URL(request.url).searchParams.get('perPartition') !== 'false'),
          );
    }),
    http.get(`${base}-partition-:index/stats`, ({ request, params }) => {
      seen.push(request);
      const index = Number(params.index);
      if (world.deleted || index >= world.partitions || world.missing?.has(index))
        return reason(404, `Topic ${world.fullName}-partition-${index} not found`);
      return HttpResponse.json(topicStats(figuresOf(world, index)));
    }),
    // On the topic's own name Pulsar creates or deletes the subscription on every partition.
    http.put(`${base}/subscription/:subscription`, ({ request, params }) => {
      seen.push(request);
      const name = String(params.subscription);
      if (name in figuresOf(world, 0).subscriptions)
        return reason(409, 'Subscription already exists for topic');
      (world.created ??= new Set()).add(name);
      world.removed?.delete(name);
      return noContent();
    }),
    http.delete(`${base}/subscription/:subscription`, ({ request, params }) => {
      seen.push(request);
      const name = String(params.subscription);
      if (!(name in figuresOf(world, 0).subscriptions)) return reason(404, 'Subscription not found');
      (world.removed ??= new Set()).add(name);
      return noContent();
    }),
    http.get(`${base}/permissions`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(world.permissions);
    }),
    http.post(`${base}/permissions/:role`, async ({ request, params }) => {
      seen.push(request.clone());
      world.permissions[String(params.role)] = (await request.json()) as string[];
      return noContent();
    }),
    http.delete(`${base}/permissions/:role`, ({ request, params }) => {
      seen.push(request);
      const role = String(params.role);
      if (!world.permissions[role]) return reason(412, 'Permissions are not set at the topic level');
      delete world.permissions[role];
      return noContent();
    }),
  ];
}
