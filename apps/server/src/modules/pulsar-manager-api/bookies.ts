// Pulsar Manager's bookie list and bookie heartbeat (BookiesServiceImpl), from the environment's
// bookie URL (BookKeeper's HTTP admin API) through the proxy's bookie routing.
import { HttpError } from '../../http-errors.ts';
import { bookKeeper } from '@beacon/pulsar-admin';
import { serviceUrls } from '../environments/index.ts';
import { pulsarAnswers, pulsarRequestPath } from '../pulsar-proxy/index.ts';
import type { PulsarReads } from './pulsar-reads.ts';
import { unpaged, type UnpagedList } from './unpaged-list.ts';

export interface BookieRow {
  bookie: string;
  status: 'rw' | 'ro';
  /** [free, total] bytes as BookKeeper prints them, decimal strings (Pulsar Manager's view parses them). */
  storage: string[];
}

export type BookieList = UnpagedList<BookieRow> & { enableBookieHttp: true };

/** BookKeeper prints `{Free: 123(123B), Total: 456(456B)}`: the numbers after a space. */
const STORED_BYTES = / \d+/g;

export async function listBookies(reads: PulsarReads, environment: string | undefined): Promise<BookieList> {
  const target = await reads.target(environment, { bookie: true });
  const [writable, readOnly, info] = await Promise.all([
    reads.read(target, pulsarAnswers.bookies, {}, { query: { type: 'rw', print_hostnames: true } }),
    reads.read(target, pulsarAnswers.bookies, {}, { query: { type: 'ro', print_hostnames: true } }),
    // BookKeeper answers 404 "Not found any Bookie info." when there is none.
    reads.read(target, pulsarAnswers.bookieInfo, {}, { missing: {} }),
  ]);
  const rw = new Set(Object.keys(writable));
  const ro = new Set(Object.keys(readOnly));
  const rows: BookieRow[] = [];
  for (const [bookie, figures] of Object.entries(info)) {
    const status = rw.has(bookie) ? 'rw' : ro.has(bookie) ? 'ro' : undefined;
    if (!status) continue; // the "ClusterInfo: " total, or a bookie that left meanwhile
    const storage = [...figures.matchAll(STORED_BYTES)].map((match) => match[0].trim());
    rows.push({ bookie, status, storage });
  }
  return { ...unpaged(rows), enableBookieHttp: true };
}

/**
 * A bookie's heartbeat. Pulsar Manager called `http://<bookie>/heartbeat` for any name in the path;
 * Beacon asks only a bookie URL the environment was saved with, the one on the named bookie's host,
 * and only for a bookie the environment lists.
 */
export async function bookieHeartbeat(
  reads: PulsarReads,
  environment: string | undefined,
  bookie: string,
): Promise<{ heartbeat: string }> {
  const target = await reads.target(environment, { bookie: true });
  const listed = await listBookies(reads, environment);
  const name = target.environment.name;
  if (!listed.data.some((row) => row.bookie === bookie))
    throw new HttpError(404, `Bookie ${bookie} is not a bookie of environment '${name}'`);
  const host = hostOf(bookie);
  const base = serviceUrls(target.environment.bookie_url).find((url) => new URL(url).hostname === host);
  if (!base)
    throw new HttpError(
      404,
      `Bookie ${bookie} has no HTTP address among the bookie URLs of environment '${name}'`,
    );
  const answer = await reads.get({ ...target, bases: [base] }, pulsarRequestPath(bookKeeper.heartbeat, {}));
  await reads.refuseUnlessOk(target, answer);
  return { heartbeat: answer.body.toString('utf8') };
}

/** `host:port` or `[v6]:port` → the host as URL.hostname writes it. */
function hostOf(bookie: string): string {
  try {
    return new URL(`http://${bookie}`).hostname;
  } catch {
    return '';
  }
}
