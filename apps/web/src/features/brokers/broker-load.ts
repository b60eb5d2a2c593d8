// The figures of a cluster's brokers, shared by the cluster's BROKERS tab and the broker page.
// A broker's figures come from its own load report (`GET /admin/v2/broker-stats/load-report`,
// which answers only the broker asked: sent with `x-pulsar-broker`). The broker list, the leader
// and the failure domains are one call each; the reports are one call per broker, asked only for
// the rows on screen, so a cluster of 200 brokers shows its list at once (decision 0048).
import {
  brokerDirectory,
  brokerLoad,
  clusterBrokers,
  failureDomains,
  type BrokerLoadReport,
  type FailureDomain,
  type ResourceUsage,
} from '@beacon/pulsar-admin';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';
import { i18n } from '../../shared/i18n/i18n.ts';

/** A resource's use as a share of its limit; `percent` is absent when the limit is unknown. */
export interface UsageShare {
  usage: number;
  limit: number;
  percent?: number;
}

export interface BrokerFigures {
  msgRateIn: number;
  msgRateOut: number;
  /** Bytes per second. */
  msgThroughputIn: number;
  msgThroughputOut: number;
  producers: number;
  consumers: number;
  /** Producers and consumers connected to the broker's topics. */
  connections: number;
  topics: number;
  /** Bundles the broker owns. */
  bundles: number;
  cpu?: UsageShare | undefined;
  memory?: UsageShare | undefined;
  directMemory?: UsageShare | undefined;
  bandwidthIn?: UsageShare | undefined;
  bandwidthOut?: UsageShare | undefined;
  /** When the broker last wrote the report (epoch ms). */
  lastUpdate?: number | undefined;
  version?: string | undefined;
}

const finite = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function shareOf(resource: ResourceUsage | undefined): UsageShare | undefined {
  if (!resource || !Number.isFinite(resource.usage)) return undefined;
  const limit = finite(resource.limit);
  // A limit of 0 (or -1) means the broker could not read it: no share to show.
  return limit > 0
    ? { usage: resource.usage, limit, percent: (resource.usage / limit) * 100 }
    : { usage: resource.usage, limit };
}

/** The figures the console shows, read from a load report (LocalBrokerData; fields may be missing). */
export function figuresOf(report: BrokerLoadReport): BrokerFigures {
  const producers = finite(report.numProducers);
  const consumers = finite(report.numConsumers);
  return {
    msgRateIn: finite(report.msgRateIn),
    msgRateOut: finite(report.msgRateOut),
    msgThroughputIn: finite(report.msgThroughputIn),
    msgThroughputOut: finite(report.msgThroughputOut),
    producers,
    consumers,
    connections: producers + consumers,
    topics: finite(report.numTopics),
    bundles: report.numBundles ?? report.bundles?.length ?? 0,
    cpu: shareOf(report.cpu),
    memory: shareOf(report.memory),
    directMemory: shareOf(report.directMemory),
    bandwidthIn: shareOf(report.bandwidthIn),
    bandwidthOut: shareOf(report.bandwidthOut),
    lastUpdate: report.lastUpdate,
    version: report.brokerVersionString,
  };
}

/** Broker id → the failure domains that name it (a broker is in at most one, but Pulsar stores lists). */
export function domainsByBroker(domains: Record<string, FailureDomain>): Map<string, string[]> {
  const byBroker = new Map<string, string[]>();
  for (const [domain, { brokers = [] }] of Object.entries(domains)) {
    for (const broker of brokers) byBroker.set(broker, [...(byBroker.get(broker) ?? []), domain]);
  }
  return byBroker;
}

/**
 * The leader's broker id: BrokerInfo names it since 3.0 (`brokerId`); before, only its web service
 * URL, whose `host:port` is the id.
 */
export function leaderIdOf(leader: { serviceUrl?: string; brokerId?: string }): string | undefined {
  if (leader.brokerId) return leader.brokerId;
  if (!leader.serviceUrl) return undefined;
  try {
    return new URL(leader.serviceUrl).host;
  } catch {
    return undefined;
  }
}

const inPlace = 'in-place' as const;
/** Read by the route's prefetch and again by the screen as it mounts: one call, not two. */
const FRESH_MS = 5_000;

export const brokerKeys = {
  list: (cluster: string) => pulsarKey(clusterBrokers.list, { cluster }),
  leader: (cluster: string) => pulsarKey(brokerDirectory.leader, {}, cluster),
  failureDomains: (cluster: string) => pulsarKey(failureDomains.list, { cluster }),
  load: (broker: string) => pulsarKey(brokerLoad.report, {}, broker),
};

/** The cluster's active broker ids, sorted. */
export function brokerListQuery(cluster: string) {
  return queryOptions({
    queryKey: brokerKeys.list(cluster),
    queryFn: async ({ signal }) =>
      [
        ...(await callPulsar(clusterBrokers.list, { cluster }, { cluster, signal, failures: inPlace })),
      ].sort(),
  });
}

/** The leader's id; a cluster without one (404) is not an error for the screens. */
export function leaderBrokerQuery(cluster: string) {
  return queryOptions({
    queryKey: brokerKeys.leader(cluster),
    queryFn: async ({ signal }) =>
      leaderIdOf(await callPulsar(brokerDirectory.leader, {}, { cluster, signal, failures: 'caller' })) ??
      null,
    retry: false,
    staleTime: FRESH_MS,
  });
}

export function failureDomainsQuery(cluster: string) {
  return queryOptions({
    queryKey: brokerKeys.failureDomains(cluster),
    queryFn: async ({ signal }) =>
      domainsByBroker(await callPulsar(failureDomains.list, { cluster }, { signal, failures: 'caller' })),
    retry: false,
    staleTime: FRESH_MS,
  });
}

/**
 * The broker that wrote a report, from the report's own `webServiceUrl` (`host:port` is the broker
 * id); undefined when the report does not say.
 */
export function reportWriterOf(report: BrokerLoadReport): string | undefined {
  if (!report.webServiceUrl) return undefined;
  try {
    return new URL(report.webServiceUrl).host;
  } catch {
    return undefined;
  }
}

/**
 * A report written by another broker than the one asked for. Behind a Pulsar proxy the console's
 * `x-pulsar-broker` reaches whichever broker the proxy picks, and that broker answers with its own
 * report: crediting it to the broker asked for would show one broker's figures on several rows.
 */
export class ReportOfAnotherBroker extends Error {
  constructor(asked: string, writer: string) {
    super(i18n.t('clusters.figures.anotherBroker', { asked, writer }));
  }
}

/** The figures of the broker asked for, from its own report; throws on another broker's. */
export function ownFiguresOf(asked: string, report: BrokerLoadReport): BrokerFigures {
  const writer = reportWriterOf(report);
  if (writer !== undefined && writer !== asked) throw new ReportOfAnotherBroker(asked, writer);
  return figuresOf(report);
}

/** One broker's figures, from its own load report. */
export function brokerLoadQuery(broker: string) {
  return queryOptions({
    queryKey: brokerKeys.load(broker),
    queryFn: async ({ signal }) =>
      ownFiguresOf(broker, await callPulsar(brokerLoad.report, {}, { broker, signal, failures: 'caller' })),
    // A report is written every few seconds at most; reading it again sooner shows nothing new.
    staleTime: 10_000,
    retry: false,
  });
}

export const useBrokerList = (cluster: string) => useQuery(brokerListQuery(cluster));
export const useLeaderBroker = (cluster: string) => useQuery(leaderBrokerQuery(cluster));
export const useFailureDomainsByBroker = (cluster: string) => useQuery(failureDomainsQuery(cluster));
export const useBrokerLoad = (broker: string) => useQuery(brokerLoadQuery(broker));

/** The figures of the given brokers (the rows on screen), each arriving on its own. */
export function useBrokerLoads(brokers: readonly string[]) {
  return useQueries({
    queries: brokers.map((broker) => brokerLoadQuery(broker)),
    combine: (results) =>
      new Map(
        brokers.map((broker, index) => {
          const result = results[index];
          return [
            broker,
            { figures: result?.data, pending: result?.isPending ?? true, error: result?.error ?? null },
          ];
        }),
      ),
  });
}
