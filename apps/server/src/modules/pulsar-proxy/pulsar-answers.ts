// Every Pulsar read the server makes (decision 0053): a @beacon/pulsar-admin catalogue entry and the
// schema its answer is checked against. Each schema fits the entry's answer type (checkedRead
// refuses one that does not), and checks what the server goes on to read: the lists whole, the
// objects in the fields taken from them. The calls whose answer is not parsed here go through the
// same entries with pulsarRequestPath: the collector's broker-stats/topics (parsed a topic at a
// time by broker-stats.ts), Pulsar Manager's metrics (passed on as they are) and peeked messages
// (bytes), a bookie's heartbeat (text), and the probes that only look at a status.
import {
  bookKeeper,
  clusterAdmin,
  clusterBrokers,
  clusters,
  failureDomains,
  namespaces,
  tenants,
  topics,
} from '@beacon/pulsar-admin';
import { z } from 'zod';
import { checkedRead } from './pulsar-call.ts';

const names = z.array(z.string());
/** A URL a cluster may leave out (or, from another writer than Pulsar's own, write as null). */
const url = z.string().nullish();

export const pulsarAnswers = {
  clusterNames: checkedRead(clusters.list, names),
  /** The service URLs a cluster publishes: how the topology reaches it. */
  cluster: checkedRead(
    clusterAdmin.get,
    z.object({ serviceUrl: url, serviceUrlTls: url, brokerServiceUrl: url, brokerServiceUrlTls: url }),
  ),
  /** A cluster's active brokers, `host:port` ids. */
  brokerIds: checkedRead(clusterBrokers.list, names),
  failureDomains: checkedRead(
    failureDomains.list,
    z.record(z.string(), z.object({ brokers: names.optional() })),
  ),
  tenantNames: checkedRead(tenants.list, names),
  tenant: checkedRead(
    tenants.get,
    z.object({ adminRoles: names.optional(), allowedClusters: names.optional() }),
  ),
  /** `tenant/namespace` names. */
  namespaceNames: checkedRead(namespaces.list, names),
  /** Full topic names, each partition by itself. */
  topicNames: checkedRead(topics.list, names),
  partitionedTopicNames: checkedRead(topics.listPartitioned, names),
  partitions: checkedRead(topics.partitions, z.object({ partitions: z.number().optional() })),
  /**
   * A topic's stats, in the fields the statistics catalogue takes from them (broker-stats.ts), each
   * checked where present: the figures of a field left out count as zero there.
   */
  topicStats: checkedRead(
    topics.stats,
    z.looseObject({
      msgRateIn: z.number().optional(),
      msgRateOut: z.number().optional(),
      msgThroughputIn: z.number().optional(),
      msgThroughputOut: z.number().optional(),
      averageMsgSize: z.number().optional(),
      storageSize: z.number().optional(),
      publishers: z.array(z.unknown()).optional(),
      subscriptions: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  /**
   * BookKeeper writes its JSON without a content type (catalogue-placement.ts): the server parses
   * the text whatever the header says, so these read the parsed object.
   */
  bookies: checkedRead(bookKeeper.listBookies, z.record(z.string(), z.string().nullable())),
  bookieInfo: checkedRead(bookKeeper.listBookieInfo, z.record(z.string(), z.string())),
  bookieCluster: checkedRead(
    bookKeeper.clusterInfo,
    z.object({ unavailableBookiesCount: z.number().optional() }),
  ),
};
