// Reading one message without a subscription: examine-message and get-message-by-id. Pulsar answers
// with the raw payload bytes (labelled application/json anyway, contract §2.9) and describes the
// message in X-Pulsar-* headers. The shared client reads every body as text, which would mangle
// binary payloads, so this reads the bytes itself while sending the same session headers.
import { REQUEST_TIMEOUT_MS } from '@beacon/contracts';
import { pulsarPath, topics, type Operation, type ParamsOf, type QueryOf } from '@beacon/pulsar-admin';
import type { InitialPosition } from '@beacon/pulsar-admin';
import { HttpError, errorText, sessionHeaders } from '../../../shared/api/index.ts';
import { reportHttpError } from '../../../shared/api/error-catalogue.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { topicParams } from '../topic.api.ts';
import type { TopicName } from '../topic-name.ts';
import { messageMetadataOf, type MessageMetadata } from './message-metadata.ts';
import { documentPath } from '../../../shared/lib/base-path.ts';

export interface FetchedMessage {
  metadata: MessageMetadata;
  payload: Uint8Array;
}

export type { InitialPosition };

/** The `position`-th message counted from the newest (`latest`) or oldest (`earliest`), 1-based. */
export function examineMessage(
  topic: TopicName,
  initialPosition: InitialPosition,
  position: number,
  signal?: AbortSignal,
): Promise<FetchedMessage> {
  return fetchMessage(
    topics.examineMessage,
    topicParams(topic),
    { initialPosition, messagePosition: position },
    signal,
  );
}

export function messageById(
  topic: TopicName,
  ledgerId: number,
  entryId: number,
  signal?: AbortSignal,
): Promise<FetchedMessage> {
  return fetchMessage(topics.ledgerEntry, { ...topicParams(topic), ledgerId, entryId }, undefined, signal);
}

/** A catalogue entry that answers one message's bytes (examine, by id, peek). */
type MessageOperation = Operation<string, ArrayBuffer, never, unknown>;

/** One message as bytes with its X-Pulsar-* metadata, from any of Pulsar's message-reading paths. */
export async function fetchMessage<Op extends MessageOperation>(
  operation: Op,
  params: ParamsOf<Op>,
  query?: QueryOf<Op>,
  signal?: AbortSignal,
): Promise<FetchedMessage> {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  const path = `${pulsarPath(operation, params as never)}${search ? `?${search}` : ''}`;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const call = `GET ${path.split('?')[0] ?? path}`;
  try {
    const response = await fetch(new URL(documentPath(path), window.location.origin), {
      headers: sessionHeaders('application/octet-stream, application/json'),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const payload = new Uint8Array(await response.arrayBuffer());
    if (response.ok) return { metadata: messageMetadataOf(response.headers), payload };
    const text = new TextDecoder().decode(payload);
    const error = new HttpError('status', errorText(parseJson(text)) ?? `HTTP ${response.status}`, {
      status: response.status,
      body: parseJson(text),
      request: call,
    });
    // Only what concerns the whole console (an ended session, a broken server) goes to the
    // catalogue; a missing message or a refusal is said on the tab itself.
    if (response.status === 401 || response.status >= 500) reportHttpError(error);
    throw error;
  } catch (cause) {
    if (cause instanceof HttpError || signal?.aborted) throw cause;
    throw timeout.signal.aborted
      ? new HttpError('timeout', i18n.t('common.errors.timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 }), {
          request: call,
        })
      : new HttpError('network', i18n.t('common.errors.network'), { request: call });
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
