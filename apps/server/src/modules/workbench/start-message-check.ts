// A read that starts at a message id the topic does not have is refused, saying so: Pulsar itself
// places a reader at the next position there is (a later ledger's first entry, or the end), so an
// id mistyped or trimmed by retention would read from somewhere else, or nothing, without a word.
// Ledger ids are unique across a cluster, so the id is on a topic when its ledger is one of the
// topic's ledgers (internalStats, as the REST fallback reads them) and its entry is within it.
import { topics as topicAdmin } from '@beacon/pulsar-admin';
import { HttpError } from '../../http-errors.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';
import { spansOf, topicParams, type InternalStats } from './rest-partition.ts';

/**
 * Refuses (404) a start at `id` (ledger:entry[:partition[:batch]]) when none of `topics` holds it.
 * Only a certain answer refuses: a topic whose stats cannot be read here (a partitioned topic's
 * parent, say, when the id names no partition) leaves the read to go on as Pulsar places it.
 */
export async function expectStartMessageOn(
  reads: PulsarReads,
  target: ProxyTarget,
  topics: readonly string[],
  id: string,
): Promise<void> {
  const [ledgerId, entryId, partition] = id.split(':').map(Number) as [number, number, number | undefined];
  const candidates = topics.map((topic) =>
    partition !== undefined && partition >= 0 && !/-partition-\d+$/.test(topic)
      ? `${topic}-partition-${String(partition)}`
      : topic,
  );
  const NOT_READ = Symbol('not read');
  const held = await Promise.all(
    candidates.map(async (topic) => {
      const stats = (await reads.json(
        target,
        pulsarRequestPath(topicAdmin.internalStats, topicParams(topic)),
        NOT_READ,
      )) as InternalStats | typeof NOT_READ;
      if (stats === NOT_READ) return NOT_READ;
      return spansOf(stats).some(
        (span) => span.ledgerId === ledgerId && entryId >= 0 && entryId <= span.lastEntry,
      );
    }),
  );
  if (!held.every((answer) => answer === false)) return;
  const where =
    topics.length === 1
      ? `${topics[0]!} has no message ${id}`
      : `None of ${topics.join(', ')} has message ${id}`;
  throw new HttpError(404, `${where}: it may have been mistyped, or removed by retention`);
}
