import { notFound, preconditionFailed } from './errors.ts';
import { isRecord } from './json.ts';
import type { SimulatorState } from './state.ts';

// Bookies as Pulsar's metadata store (admin v2 `/bookies`) and BookKeeper's own HTTP API see them.
// Rack placement is one `/bookies` node of the cluster's local metadata store (BookieResources is
// built on localMetadataStore, pulsar-broker-common PulsarResources.java:87, 4.0.7): the admin API
// names no cluster (admin/v2/Bookies.java), each broker reads and writes its own cluster's racks.
// metadata-stores.ts gives every cluster its own `bookieRacks`.

export function allBookies(state: SimulatorState): { bookies: { bookieId: string }[] } {
  return { bookies: [...state.bookies.keys()].sort().map((bookieId) => ({ bookieId })) };
}

export function racksInfo(state: SimulatorState): Record<string, Record<string, Record<string, unknown>>> {
  const result: Record<string, Record<string, Record<string, unknown>>> = {};
  // BookiesRackConfiguration is a TreeMap of TreeMaps: groups and bookies come sorted.
  const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [group, bookies] of sorted(state.bookieRacks))
    result[group] = Object.fromEntries(sorted(bookies));
  return result;
}

export function rackOfBookie(state: SimulatorState, bookie: string): Record<string, unknown> {
  for (const bookies of state.bookieRacks.values()) {
    const info = bookies.get(bookie);
    if (info) return info;
  }
  throw notFound(`${RACK_NOT_FOUND}${bookie}`);
}

/** The 404 of a bookie no group holds, on reading and on deleting (admin/v2/Bookies.java:116, 146). */
const RACK_NOT_FOUND = 'Bookie rack placement configuration not found: ';

/**
 * BookiesBase.updateBookieRackInfo (Pulsar 4.0): `group` is required (412), and with the rack-aware
 * placement policy on (bookkeeperClientRackawarePolicyEnabled, true by default) and the region-aware
 * one off, a rack name may hold no `/` except at its ends.
 */
export function setBookieRack(
  state: SimulatorState,
  bookie: string,
  group: string | undefined,
  body: unknown,
): void {
  if (group === undefined) throw preconditionFailed("Bookie 'group' parameters is missing");
  const info: Record<string, unknown> = {};
  if (isRecord(body)) {
    if (typeof body.rack === 'string') info.rack = body.rack;
    if (typeof body.hostname === 'string') info.hostname = body.hostname;
  }
  if (typeof info.rack === 'string' && stripSlashes(info.rack).includes('/')) {
    throw preconditionFailed(INVALID_RACK);
  }
  for (const bookies of state.bookieRacks.values()) bookies.delete(bookie);
  const target = state.bookieRacks.get(group) ?? new Map<string, Record<string, unknown>>();
  target.set(bookie, info);
  state.bookieRacks.set(group, target);
  for (const [name, bookies] of state.bookieRacks) if (bookies.size === 0) state.bookieRacks.delete(name);
}

const INVALID_RACK =
  "Bookie 'rack' parameter is invalid, When `RackawareEnsemblePlacementPolicy` is enabled, the rack name " +
  'is not allowed to contain slash (`/`) except for the beginning and end of the rack name string. When ' +
  '`RegionawareEnsemblePlacementPolicy` is enabled, the rack name can only contain one slash (`/`) except ' +
  'for the beginning and end of the rack name string.';

/** StringUtils.strip(rack, "/"). */
const stripSlashes = (rack: string) => rack.replace(/^\/+|\/+$/g, '');

/** Bookies#deleteBookieRackInfo: a bookie no group holds is 404. */
export function deleteBookieRack(state: SimulatorState, bookie: string): void {
  let removed = false;
  for (const [name, bookies] of state.bookieRacks) {
    removed = bookies.delete(bookie) || removed;
    if (bookies.size === 0) state.bookieRacks.delete(name);
  }
  if (!removed) throw notFound(`${RACK_NOT_FOUND}${bookie}`);
}

/** BookKeeper prints sizes as `123456(123.456KB)` with base-1000 units. */
export function formatBookieBytes(bytes: number): string {
  const units = ['', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${String(bytes)}(${String(Math.round(value * 1000) / 1000)}${units[unit] ?? ''})`;
}

export function listBookieInfo(state: SimulatorState): Record<string, string> | undefined {
  if (state.bookies.size === 0) return undefined;
  const result: Record<string, string> = {};
  let free = 0;
  let total = 0;
  for (const bookie of state.bookies.values()) {
    result[bookie.id] =
      `: {Free: ${formatBookieBytes(bookie.freeBytes)}, Total: ${formatBookieBytes(bookie.totalBytes)}},`;
    free += bookie.freeBytes;
    total += bookie.totalBytes;
  }
  result['ClusterInfo: '] = `{Free: ${formatBookieBytes(free)}, Total: ${formatBookieBytes(total)}}`;
  return result;
}
