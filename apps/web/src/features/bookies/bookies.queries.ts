// Bookies from the environment's bookie URL (BookKeeper's HTTP API through the proxy's
// `/api/v1/bookie/*`) and their rack placement from Pulsar (`/admin/v2/bookies/racks-info`).
// Pulsar keeps rack placement in each cluster's own metadata store and its API names no cluster
// (BookieResources on localMetadataStore, PulsarResources.java:87 in 4.0.7): every rack call goes
// to a broker of the cluster it is about (`x-pulsar-cluster`), keyed by that cluster (audit D9).
import { bookKeeper, bookieRacks, clusters, type BookieRackInfo, type RacksInfo } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../shared/api/http-error.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { pulsarKey } from '../../shared/api/pulsar-keys.ts';

export interface BookieRow {
  bookie: string;
  hostname: string | null;
  state: 'rw' | 'ro';
  freeBytes: number | undefined;
  totalBytes: number | undefined;
}

export interface RackRow extends BookieRackInfo {
  bookie: string;
  group: string;
}

export const bookieKeys = {
  bookies: () => pulsarKey(bookKeeper.listBookieInfo, {}),
  racks: (cluster: string) => pulsarKey(bookieRacks.list, {}, cluster),
  registered: (cluster: string) => pulsarKey(bookieRacks.all, {}, cluster),
  clusters: () => pulsarKey(clusters.list, {}),
};

/** The environment's clusters, sorted: the rack screens ask one of them. */
export function useRackClusters(enabled = true) {
  return useQuery({
    queryKey: bookieKeys.clusters(),
    queryFn: async ({ signal }) =>
      [...(await callPulsar(clusters.list, {}, { signal, failures: 'in-place' }))].sort(),
    enabled,
  });
}

/** BookKeeper prints sizes as `123456(123.456KB)`: the bytes are the number before the bracket. */
function bytesAfter(label: 'Free' | 'Total', figures: string | undefined): number | undefined {
  const match = new RegExp(`${label}: (\\d+)`).exec(figures ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** BookKeeper's JSON arrives as text (no Content-Type); an object of strings either way. */
function bookKeeperJson(answer: unknown): Record<string, string | null> {
  const value: unknown = typeof answer === 'string' ? JSON.parse(answer) : answer;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, typeof entry === 'string' ? entry : null]),
  );
}

function noBookieInfo(error: unknown): Record<string, string> {
  if (isHttpError(error) && error.status === 404) return {};
  throw error;
}

/** Read-write and read-only bookies with their disk, one row each, sorted by id. */
async function fetchBookies(signal: AbortSignal): Promise<BookieRow[]> {
  const read = { signal, failures: 'in-place' } as const;
  const answers = await Promise.all([
    callPulsar(bookKeeper.listBookies, {}, { ...read, query: { type: 'rw', print_hostnames: true } }),
    callPulsar(bookKeeper.listBookies, {}, { ...read, query: { type: 'ro', print_hostnames: true } }),
    // BookKeeper answers 404 "Not found any Bookie info." when no bookie reported its disk.
    callPulsar(bookKeeper.listBookieInfo, {}, { signal, failures: 'caller' }).catch(noBookieInfo),
  ]);
  const [writable, readOnly, info] = answers.map(bookKeeperJson) as [
    Record<string, string | null>,
    Record<string, string | null>,
    Record<string, string | null>,
  ];
  const row = (bookie: string, hostname: string | null, state: 'rw' | 'ro'): BookieRow => ({
    bookie,
    hostname,
    state,
    freeBytes: bytesAfter('Free', info[bookie] ?? undefined),
    totalBytes: bytesAfter('Total', info[bookie] ?? undefined),
  });
  return [
    ...Object.entries(writable).map(([bookie, host]) => row(bookie, host, 'rw')),
    ...Object.entries(readOnly).map(([bookie, host]) => row(bookie, host, 'ro')),
  ].sort((a, b) => a.bookie.localeCompare(b.bookie));
}

/** `enabled` false when the environment has no bookie URL: there is nothing to ask. */
export function useBookies(enabled = true) {
  return useQuery({
    queryKey: bookieKeys.bookies(),
    queryFn: ({ signal }) => fetchBookies(signal),
    enabled,
    // A bookie URL that does not answer is said at once, not after retries.
    retry: false,
  });
}

/** The bookies registered in the cluster's metadata store, to suggest in the rack dialog. */
export function useKnownBookies(cluster: string) {
  return useQuery({
    queryKey: bookieKeys.registered(cluster),
    queryFn: ({ signal }) => callPulsar(bookieRacks.all, {}, { cluster, signal, failures: 'caller' }),
    select: (answer) =>
      (answer.bookies ?? []).flatMap((bookie) => (bookie.bookieId ? [bookie.bookieId] : [])).sort(),
    staleTime: 60_000,
  });
}

export const rackRows = (racks: RacksInfo): RackRow[] =>
  Object.entries(racks)
    .flatMap(([group, bookies]) =>
      Object.entries(bookies).map(([bookie, info]) => ({ ...info, bookie, group })),
    )
    .sort((a, b) => a.bookie.localeCompare(b.bookie));

/** The cluster's rack placement; nothing is asked until the cluster is known. */
export function useRacks(cluster: string | undefined) {
  return useQuery({
    queryKey: bookieKeys.racks(cluster ?? ''),
    queryFn: ({ signal }) => callPulsar(bookieRacks.list, {}, { cluster, signal, failures: 'in-place' }),
    select: rackRows,
    enabled: cluster !== undefined,
  });
}

/** Places a bookie in the cluster (adds or moves it); the form says Pulsar's refusal itself. */
export function useSetRack(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookie, group, rack, hostname }: RackRow) =>
      callPulsar(
        bookieRacks.set,
        { bookie },
        {
          cluster,
          query: { group },
          body: { rack, ...(hostname ? { hostname } : {}) },
          failures: 'caller',
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: bookieKeys.racks(cluster) }),
  });
}

export function useDeleteRack(cluster: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookie: string) => callPulsar(bookieRacks.delete, { bookie }, { cluster }),
    onSettled: () => client.invalidateQueries({ queryKey: bookieKeys.racks(cluster) }),
  });
}
