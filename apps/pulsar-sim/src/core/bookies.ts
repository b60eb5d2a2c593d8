import { notFound } from './errors.ts';
import { isRecord } from './json.ts';
import type { SimulatorState } from './state.ts';

// Bookies as Pulsar's metadata store (admin v2 `/bookies`) and BookKeeper's own HTTP API see them.

export function allBookies(state: SimulatorState): { bookies: { bookieId: string }[] } {
  return { bookies: [...state.bookies.keys()].sort().map((bookieId) => ({ bookieId })) };
}

export function racksInfo(state: SimulatorState): Record<string, Record<string, Record<string, unknown>>> {
  const result: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [group, bookies] of state.bookieRacks) result[group] = Object.fromEntries(bookies);
  return result;
}

export function rackOfBookie(state: SimulatorState, bookie: string): Record<string, unknown> {
  for (const bookies of state.bookieRacks.values()) {
    const info = bookies.get(bookie);
    if (info) return info;
  }
  throw notFound(`Bookie address not found: ${bookie}`);
}

export function setBookieRack(state: SimulatorState, bookie: string, group: string, body: unknown): void {
  const info: Record<string, unknown> = {};
  if (isRecord(body)) {
    if (typeof body.rack === 'string') info.rack = body.rack;
    if (typeof body.hostname === 'string') info.hostname = body.hostname;
  }
  for (const bookies of state.bookieRacks.values()) bookies.delete(bookie);
  const target = state.bookieRacks.get(group) ?? new Map<string, Record<string, unknown>>();
  target.set(bookie, info);
  state.bookieRacks.set(group, target);
  for (const [name, bookies] of state.bookieRacks) if (bookies.size === 0) state.bookieRacks.delete(name);
}

export function deleteBookieRack(state: SimulatorState, bookie: string): void {
  for (const [name, bookies] of state.bookieRacks) {
    bookies.delete(bookie);
    if (bookies.size === 0) state.bookieRacks.delete(name);
  }
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
