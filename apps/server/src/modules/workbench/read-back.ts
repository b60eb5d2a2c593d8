// "N messages back" (decision 0073): each partition starts at the entry N before its end, found by
// the admin API's examinemessage?initialPosition=latest&messagePosition=N (the message's id is in
// its X-Pulsar-Message-ID header), asked once per partition as the read opens. Counted in entries,
// as the broker counts them: a batch is one entry. A partition holding fewer than N entries starts at
// its earliest: the simulator answers 404 there, a real broker its first entry, and an empty topic
// is 412 on both, all of which read the same.
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
  const path = pulsarRequestPath(
    topicAdmin.examineMessage,
    { domain: 'persistent', tenant, namespace, topic },
    { initialPosition: 'latest', messagePosition: count },
  );
  const answer = await reads.get(target, path);
  // Fewer entries than asked (404), or none at all (412): the whole partition is within reach.
  if (answer.status === 404 || answer.status === 412) return { kind: 'earliest' };
  await reads.refuseUnlessOk(target, answer);
  const header = answer.headers['x-pulsar-message-id'];
  const [ledgerId, entryId] = (Array.isArray(header) ? header[0] : header)?.split(':').map(Number) ?? [];
  if (!Number.isInteger(ledgerId) || !Number.isInteger(entryId)) return { kind: 'earliest' };
  return { kind: 'messageId', id: { ledgerId: ledgerId!, entryId: entryId! } };
}
