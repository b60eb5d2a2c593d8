import { crc32 } from 'node:zlib';
import { notFound, preconditionFailed } from './errors.ts';
import type { BrokerState, BundleState, NamespaceState, SimulatorState } from './state.ts';

// Bundles split the 32-bit hash space of topic names; Pulsar writes them `0x00000000_0x40000000`.
const FULL_UPPER_BOUND = 0xffffffff;

export const hex = (value: number): string => `0x${value.toString(16).padStart(8, '0')}`;
export const bundleRange = (bundle: BundleState): string => `${hex(bundle.lower)}_${hex(bundle.upper)}`;

export function evenBundles(count: number): BundleState[] {
  const step = Math.floor(0x100000000 / count);
  return Array.from({ length: count }, (_, index) => ({
    lower: index * step,
    upper: index === count - 1 ? FULL_UPPER_BOUND : (index + 1) * step,
    owners: new Map<string, string>(),
  }));
}

export function bundlesFromBoundaries(boundaries: readonly string[]): BundleState[] {
  const values = boundaries.map((boundary) => Number.parseInt(boundary, 16));
  if (
    values.length < 2 ||
    values.some((value, index) => Number.isNaN(value) || (index > 0 && value <= (values[index - 1] ?? 0)))
  ) {
    throw preconditionFailed('Bundle boundaries are not valid');
  }
  return values.slice(0, -1).map((lower, index) => ({
    lower,
    upper: values[index + 1] ?? FULL_UPPER_BOUND,
    owners: new Map<string, string>(),
  }));
}

export const topicHash = (fullTopicName: string): number => crc32(fullTopicName) >>> 0;

export const bundleForTopic = (namespace: NamespaceState, fullTopicName: string): BundleState =>
  bundleForHash(namespace, topicHash(fullTopicName));

/** Binary search over the sorted, contiguous bundle ranges; the last bundle includes its upper bound. */
export function bundleForHash(namespace: NamespaceState, hash: number): BundleState {
  const bundles = namespace.bundles;
  let low = 0;
  let high = bundles.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((bundles[middle]?.lower ?? 0) <= hash) low = middle;
    else high = middle - 1;
  }
  const bundle = bundles[low];
  if (!bundle) throw preconditionFailed(`Failed to find ownership for ServiceUnit:${namespace.fullName}`);
  return bundle;
}

export function findBundle(namespace: NamespaceState, range: string): BundleState {
  const match = /^(0x[0-9a-fA-F]{8})_(0x[0-9a-fA-F]{8})$/.exec(range);
  if (!match) throw preconditionFailed(`Invalid bundle range: ${range}`);
  const lower = Number.parseInt(match[1] ?? '', 16);
  const upper = Number.parseInt(match[2] ?? '', 16);
  const bundle = namespace.bundles.find(
    (candidate) => candidate.lower === lower && candidate.upper === upper,
  );
  if (!bundle) throw notFound(`Bundle ${range} not found in namespace ${namespace.fullName}`);
  return bundle;
}

/** The broker of `cluster` that owns the bundle, assigning the least-loaded broker on first use. */
export function ownerOf(
  state: SimulatorState,
  bundle: BundleState,
  cluster: string,
): BrokerState | undefined {
  const brokers = state.clusters.get(cluster)?.brokers ?? [];
  const current = bundle.owners.get(cluster);
  const owner = brokers.find((broker) => broker.id === current);
  if (owner) return owner;
  return assignOwner(state, bundle, cluster, undefined);
}

function bundleCounts(state: SimulatorState, cluster: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const namespace of state.namespaces.values()) {
    for (const bundle of namespace.bundles) {
      const owner = bundle.owners.get(cluster);
      if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    }
  }
  return counts;
}

export function assignOwner(
  state: SimulatorState,
  bundle: BundleState,
  cluster: string,
  exclude: string | undefined,
): BrokerState | undefined {
  const brokers = (state.clusters.get(cluster)?.brokers ?? []).filter((broker) => broker.healthy);
  const candidates = brokers.filter((broker) => broker.id !== exclude);
  const pool = candidates.length > 0 ? candidates : brokers;
  if (pool.length === 0) return undefined;
  const counts = bundleCounts(state, cluster);
  const chosen = pool.reduce((best, broker) =>
    (counts.get(broker.id) ?? 0) < (counts.get(best.id) ?? 0) ? broker : best,
  );
  bundle.owners.set(cluster, chosen.id);
  return chosen;
}

/** Unloading hands the bundle to another broker, as clients reconnect at once. */
export function unloadBundle(
  state: SimulatorState,
  bundle: BundleState,
  cluster: string,
  destination?: string,
): void {
  const brokers = state.clusters.get(cluster)?.brokers ?? [];
  const target = destination ? brokers.find((broker) => broker.id === destination) : undefined;
  if (target) bundle.owners.set(cluster, target.id);
  else assignOwner(state, bundle, cluster, bundle.owners.get(cluster));
}

export type SplitAlgorithm =
  | 'range_equally_divide'
  | 'topic_count_equally_divide'
  | 'specified_positions_divide'
  | 'flow_or_qps_equally_divide';

export function splitBundle(
  namespace: NamespaceState,
  bundle: BundleState,
  algorithm: string,
  positions: readonly number[],
): void {
  let splitPoints: number[];
  if (algorithm === 'specified_positions_divide') {
    splitPoints = [...new Set(positions)]
      .filter((point) => point > bundle.lower && point < bundle.upper)
      .sort((a, b) => a - b);
    if (splitPoints.length === 0) throw preconditionFailed('Split positions are not in the bundle range');
  } else if (algorithm === 'topic_count_equally_divide') {
    const hashes = [...namespace.topics.values()]
      .map((topic) => topic.hash)
      .filter((hash) => hash >= bundle.lower && hash < bundle.upper)
      .sort((a, b) => a - b);
    const middle = hashes[Math.floor(hashes.length / 2)];
    splitPoints = hashes.length > 1 && middle !== undefined && middle > bundle.lower ? [middle] : [];
    if (splitPoints.length === 0)
      splitPoints = [bundle.lower + Math.floor((bundle.upper - bundle.lower) / 2)];
  } else if (
    algorithm === 'range_equally_divide' ||
    algorithm === 'flow_or_qps_equally_divide' ||
    algorithm === ''
  ) {
    splitPoints = [bundle.lower + Math.floor((bundle.upper - bundle.lower) / 2)];
  } else {
    throw preconditionFailed(
      `Unsupported namespace bundle split algorithm, supported algorithms are [range_equally_divide, topic_count_equally_divide, specified_positions_divide, flow_or_qps_equally_divide]`,
    );
  }
  if (bundle.upper - bundle.lower < 2)
    throw preconditionFailed(`Invalid bundle range: ${bundleRange(bundle)}`);
  const bounds = [bundle.lower, ...splitPoints, bundle.upper];
  const pieces = bounds.slice(0, -1).map((lower, index) => ({
    lower,
    upper: bounds[index + 1] ?? bundle.upper,
    owners: new Map(bundle.owners),
  }));
  const index = namespace.bundles.indexOf(bundle);
  namespace.bundles.splice(index, 1, ...pieces);
}

export const bundlesData = (namespace: NamespaceState): { boundaries: string[]; numBundles: number } => ({
  boundaries: [
    ...namespace.bundles.map((bundle) => hex(bundle.lower)),
    hex(namespace.bundles.at(-1)?.upper ?? FULL_UPPER_BOUND),
  ],
  numBundles: namespace.bundles.length,
});
