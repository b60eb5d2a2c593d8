// Pulsar Manager's peek (TopicsServiceImpl.peekMessages): what Pulsar's admin client does for
// `peekMessages(topic, sub, n)` — GET …/subscription/{sub}/position/{i} for i = 1, 2, … until n
// messages or a 404 (no message there: the ones found so far are the answer; TopicsImpl
// peekMessagesAsync) — and each message as Pulsar Manager answered it: its id, `batch`, its
// properties flattened beside them, and `data` in base64 (how Jackson writes a byte[]).
import { subscriptions } from '@beacon/pulsar-admin';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';
import type { PulsarAnswer, PulsarReads } from './pulsar-reads.ts';
import { splitBatch } from './message-batch.ts';

export const PEEK_MAX_MESSAGES = 100;

export type PeekedMessage = Record<string, string | number | boolean>;

/** The subscription peeked at: the parameters of `subscriptions.peek` but the position. */
export interface PeekedSubscription {
  domain: 'persistent' | 'non-persistent';
  tenant: string;
  namespace: string;
  topic: string;
  subName: string;
}

/** The call that reads the message at `position` (1 is the first unacknowledged one). */
export function peekPath(subscription: PeekedSubscription, position: number): string {
  return pulsarRequestPath(subscriptions.peek, { ...subscription, messagePosition: position });
}

export async function peekMessages(
  reads: PulsarReads,
  target: ProxyTarget,
  subscription: PeekedSubscription,
  count: number,
): Promise<PeekedMessage[]> {
  const messages: PeekedMessage[] = [];
  for (let position = 1; messages.length < count; position += 1) {
    const answer = await reads.get(target, peekPath(subscription, position));
    if (answer.status === 404) break;
    await reads.refuseUnlessOk(target, answer);
    messages.push(...messagesOf(answer).slice(0, count - messages.length));
  }
  return messages;
}

function messagesOf(answer: PulsarAnswer): PeekedMessage[] {
  const [ledgerId, entryId] = (header(answer, 'x-pulsar-message-id') ?? '-1:-1').split(':').map(Number);
  const entryProperties = propertiesOf(answer);
  const batchSize = Number(header(answer, 'x-pulsar-num-batch-message') ?? '0');
  const id = { ledgerId: ledgerId ?? -1, entryId: entryId ?? -1 };
  if (batchSize > 0) {
    const batch = splitBatch(answer.body, batchSize);
    if (batch) {
      return batch.map((message, batchIndex) => ({
        // Pulsar Manager put the properties first and its own fields over them: a property named
        // `data` or `ledgerId` must not replace the message's own.
        ...Object.fromEntries(message.properties),
        ...id,
        batchIndex,
        batch: true,
        data: Buffer.from(message.payload).toString('base64'),
      }));
    }
  }
  return [{ ...entryProperties, ...id, batch: false, data: answer.body.toString('base64') }];
}

function header(answer: PulsarAnswer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Pulsar 3.1 and later send every property in one `X-Pulsar-PROPERTY` header holding a JSON object
 * (PR 20627); older brokers send one `X-Pulsar-PROPERTY-<name>` header per property.
 */
function propertiesOf(answer: PulsarAnswer): Record<string, string> {
  const properties: Record<string, string> = {};
  const perKey = 'x-pulsar-property-';
  for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
    const name = answer.rawHeaders[index] ?? '';
    const text = answer.rawHeaders[index + 1] ?? '';
    const lower = name.toLowerCase();
    if (lower === 'x-pulsar-property') {
      try {
        for (const [key, entry] of Object.entries(JSON.parse(text) as Record<string, unknown>))
          properties[key] = String(entry);
      } catch {
        // Not JSON: not the header Pulsar sends; nothing to show.
      }
    } else if (lower.startsWith(perKey)) {
      properties[name.slice(perKey.length)] = text;
    }
  }
  return properties;
}
