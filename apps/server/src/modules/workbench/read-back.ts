// "N messages back" (decision 0075): each partition starts at the entry N before its end, found by
// the admin API's examinemessage?initialPosition=latest&messagePosition=N (the message's id is in
// its X-Pulsar-Message-ID header), asked once per partition as the read opens. Counted in entries,
// as the broker counts them: a batch is one entry. A partition holding N entries or fewer (its
// internal stats' numberOfEntries) starts at its earliest without asking: Pulsar 4.0.7 answers a
// position past the first entry with a 500 ("Incorrect parameter input error code: -14"), the
// simulator with a 404, and an empty topic is 412 on both; the 404 and 412 still read as earliest,
// for entries trimmed between the two calls.
import { topics as topicAdmin } from '@beacon/pulsar-admin';
import type { StartPosition } from '@beacon/pulsar-reader';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';

const PARTITION = /^persistent:\/\/([^/]+)\/([^/]+)\/(.+)$/;

/** The start `count` entries before the end of `partition` (a full topic or partition name). */
export async function startBack(
  reads: PulsarReads,
  target: ProxyTarget,
  partition: string,
  count: number,
): Promise<StartPosition> {
  const [, tenant, namespace, topic] = PARTITION.exec(partition) ?? [];
  if (!tenant || !namespace || !topic) return { kind: 'earliest' };
  const params = { domain: 'persistent', tenant, namespace, topic } as const;
  const stats = (await reads.json(target, pulsarRequestPath(topicAdmin.internalStats, params))) as {
    numberOfEntries?: number;
  };
  if ((stats.numberOfEntries ?? 0) <= count) return { kind: 'earliest' };
  const path = pulsarRequestPath(topicAdmin.examineMessage, params, {
    initialPosition: 'latest',
    messagePosition: count,
  });
  const answer = await reads.get(target, path);
  // Fewer entries than asked (404), or none at all (412): the whole partition is within reach.
  if (answer.status === 404 || answer.status === 412) return { kind: 'earliest' };
  await reads.refuseUnlessOk(target, answer);
  const header = answer.headers['x-pulsar-message-id'];
  const [ledgerId, entryId] = (Array.isArray(header) ? header[0] : header)?.split(':').map(Number) ?? [];
  if (!Number.isInteger(ledgerId) || !Number.isInteger(entryId)) return { kind: 'earliest' };
  return { kind: 'messageId', id: { ledgerId: ledgerId!, entryId: entryId! } };
}
