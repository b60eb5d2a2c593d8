// Clusters, brokers and bookies of an environment for the overview (super users only). Cheap reads,
// no statistics: the cluster list comes from the configuration store through the proxy's live lists
// (cached 5 s, shared with the tenant lists), each cluster's brokers from that cluster itself, the
// bookie lists from BookKeeper's HTTP API at the environment's bookie URL (metadata reads too). The
// figures themselves come from the catalogue.
import type { OverviewProblem, OverviewResponse } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { LiveLists } from '../catalog/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarAnswers } from '../pulsar-proxy/index.ts';

export interface Infrastructure {
  clusters: number | null;
  brokers: number | null;
  bookies: number | null;
  readOnlyBookies: OverviewResponse['unhealthyBookies'];
  unavailableBookies: number | null;
}

export async function readInfrastructure(
  live: LiveLists,
  reads: PulsarReads,
  environment: string,
  problems: OverviewProblem[],
): Promise<Infrastructure> {
  const failed = (part: OverviewProblem['part']) => (error: unknown) => {
    problems.push({ part, message: messageOf(error) });
    return undefined;
  };
  const [brokers, bookies] = await Promise.all([
    live
      .read(environment, pulsarAnswers.clusterNames, {})
      .then(async (clusters) => ({
        clusters: clusters.length,
        brokers: await countBrokers(reads, environment, clusters).catch(failed('brokers')),
      }))
      .catch(failed('clusters')),
    readBookies(reads, environment).catch(failed('bookies')),
  ]);
  return {
    clusters: brokers?.clusters ?? null,
    brokers: brokers?.brokers ?? null,
    bookies: bookies?.count ?? null,
    readOnlyBookies: bookies?.readOnly ?? null,
    unavailableBookies: bookies?.unavailable ?? null,
  };
}

/**
 * Active brokers of every cluster (Pulsar's GET /brokers/{cluster}: the ones registered and up),
 * each asked of its own cluster, as the brokers page does. Without authorization a broker answers
 * that call for any cluster name with its own cluster's brokers (PulsarWebResource.isValidCluster,
 * BrokersBase.getActiveBrokers in 4.0.7), so one environment URL asked about two clusters counts its
 * own twice. Ids are counted once: behind a Pulsar proxy every cluster is reached through the same
 * URL, and a broker belongs to one cluster.
 */
async function countBrokers(reads: PulsarReads, environment: string, clusters: string[]): Promise<number> {
  const lists = await Promise.all(
    clusters.map(async (cluster) =>
      // A cluster deleted since the list was read has no brokers to count.
      reads.read(
        await reads.target(environment, { cluster }),
        pulsarAnswers.brokerIds,
        { cluster },
        {
          missing: [],
        },
      ),
    ),
  );
  return new Set(lists.flat()).size;
}

/**
 * Writable and read-only bookies (list_bookies), and the registered ones neither (cluster_info's
 * unavailableBookiesCount: total = writable + read-only + unavailable). An environment saved without
 * a bookie URL has no bookie figures; that is said, not hidden.
 */
async function readBookies(reads: PulsarReads, environment: string) {
  const target = await reads.target(environment, { bookie: true });
  if (target.bases.length === 0) throw new HttpError(400, `Environment '${environment}' has no bookie URL`);
  const [writable, readOnly, cluster] = await Promise.all([
    reads.read(target, pulsarAnswers.bookies, {}, { query: { type: 'rw' } }),
    reads.read(target, pulsarAnswers.bookies, {}, { query: { type: 'ro' } }),
    reads.read(target, pulsarAnswers.bookieCluster, {}).catch(() => undefined),
  ]);
  const readOnlyIds = Object.keys(readOnly).sort();
  const unavailable = cluster?.unavailableBookiesCount;
  return {
    count: Object.keys(writable).length + readOnlyIds.length,
    readOnly: readOnlyIds.map((bookie) => ({ bookie, state: 'read-only' as const })),
    unavailable: typeof unavailable === 'number' && unavailable >= 0 ? unavailable : null,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
