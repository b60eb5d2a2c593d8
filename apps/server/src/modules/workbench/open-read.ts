// Opening a read: the topics it names (or those of a namespace its regex matches, matched in the
// filter's sandbox, so a regex that backtracks for ever stops at its time limit), a start message
// id the topics hold, the readers on every partition, and each failure of that as a clear 4xx
// before the stream begins.
import { MAX_READ_PARTITIONS, type WorkbenchRead } from '@beacon/contracts';
import { checkFilter, FilterStopped, type FilterSandbox } from '@beacon/message-filter';
import { topics as topicAdmin } from '@beacon/pulsar-admin';
import {
  BinaryPortUnreachable,
  MergedReader,
  PulsarServerError,
  TooManyPartitions,
  type MessageSource,
  type StartPosition,
} from '@beacon/pulsar-reader';
import { HttpError } from '../../http-errors.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';
import { binaryServiceOf, type BinaryService } from './binary-service.ts';
import { startBack } from './read-back.ts';
import { expectStartMessageOn } from './start-message-check.ts';
import { openRestReader } from './rest-reader.ts';
import { startPosition } from './workbench-read.ts';

/** The filter, checked as the sandbox will run it; 400 with where it is wrong. */
export function checkedFilter(filter: string | undefined): string | undefined {
  if (filter === undefined || filter === '') return undefined;
  const checked = checkFilter(filter);
  if (!checked.ok) throw new HttpError(400, `The filter is not valid: ${checked.message}`);
  return filter;
}

/** The persistent topics (partitions one by one) of `namespace` whose full names `regex` matches. */
async function topicsMatching(
  reads: PulsarReads,
  target: ProxyTarget,
  sandbox: FilterSandbox,
  pattern: NonNullable<WorkbenchRead['pattern']>,
): Promise<string[]> {
  try {
    // Compiled only, never run here: a bad one is a 400 in the browser engine's words.
    new RegExp(pattern.regex);
  } catch (error) {
    throw new HttpError(400, `The regex is not valid: ${(error as Error).message}`);
  }
  const [tenant, namespace] = pattern.namespace.split('/') as [string, string];
  const listed = (await reads.json(
    target,
    pulsarRequestPath(topicAdmin.list, { domain: 'persistent', tenant, namespace }),
  )) as string[];
  if (listed.length === 0) return [];
  let matched: number[];
  try {
    const answer = await sandbox.filter(
      `topic.matches(${JSON.stringify(pattern.regex)})`,
      listed.map((topic) => ({
        topic,
        key: '',
        value: null,
        properties: {},
        publishTime: 0,
        eventTime: 0,
        producer: '',
        size: 0,
      })),
    );
    matched = answer.matched;
  } catch (error) {
    if (error instanceof FilterStopped)
      throw new HttpError(400, `The regex could not be matched: ${error.message}`);
    throw error;
  }
  return matched.map((index) => listed[index]!);
}

/** How the messages are read: over the binary protocol, or through the admin REST API and why. */
export type ReadVia = { via: 'rest'; reason: string } | Record<string, never>;

/**
 * The readers of a read, opened; every refusal before the stream is a 4xx with Pulsar's reason.
 * Where the binary port cannot be reached at all, the read goes through the admin REST API instead
 * (decision 0076), except a live tail, which only the binary protocol can serve.
 */
export async function openReaders(
  reads: PulsarReads,
  target: ProxyTarget,
  sandbox: FilterSandbox,
  request: WorkbenchRead,
): Promise<{ reader: MessageSource; service: BinaryService; via: ReadVia }> {
  const service = await binaryServiceOf(reads, target);
  const topics = request.pattern
    ? await topicsMatching(reads, target, sandbox, request.pattern)
    : (request.topics ?? []);
  if (request.pattern && topics.length === 0)
    throw new HttpError(
      404,
      `No persistent topic of namespace ${request.pattern.namespace} matches ${request.pattern.regex}`,
    );
  if (topics.length > MAX_READ_PARTITIONS)
    throw new HttpError(
      400,
      `The regex matches ${String(topics.length)} topics and partitions of ${request.pattern?.namespace ?? ''}; a read opens at most ${String(MAX_READ_PARTITIONS)}: narrow it`,
    );
  const { start } = request;
  if (start.kind === 'messageId') await expectStartMessageOn(reads, target, topics, start.id);
  const startOf: StartPosition | ((partition: string) => Promise<StartPosition>) =
    start.kind === 'back'
      ? (partition) => startBack(reads, target, partition, start.count)
      : startPosition(start);
  try {
    const reader = await MergedReader.open({
      ...service.connection,
      serviceUrl: service.serviceUrl,
      topics,
      start: startOf,
      untilLastMessage: request.stop.kind === 'now',
      maxPartitions: MAX_READ_PARTITIONS,
    });
    return { reader, service, via: {} };
  } catch (error) {
    if (!(error instanceof BinaryPortUnreachable)) throw refusalOf(error, service.serviceUrl);
    // The service URL the cluster advertises, and the socket's own words (the lookup may have
    // named another broker's address).
    const reason = `${service.serviceUrl}: ${error.message}`;
    if (request.stop.kind === 'tail')
      throw new HttpError(
        409,
        `The binary port could not be reached (${reason}), and a live tail needs it: read up to now, or to a time, instead`,
      );
    try {
      const reader = await openRestReader(reads, target, {
        topics,
        start: startOf,
        maxPartitions: MAX_READ_PARTITIONS,
      });
      return { reader, service, via: { via: 'rest', reason } };
    } catch (restError) {
      throw refusalOf(restError, service.serviceUrl);
    }
  }
}

function refusalOf(error: unknown, serviceUrl: string): HttpError {
  // Pulsar's REST refusal of a start counted back (read-back.ts), already in its words.
  if (error instanceof HttpError) return error;
  if (error instanceof TooManyPartitions) return new HttpError(400, `${error.message}: read fewer topics`);
  if (error instanceof PulsarServerError) {
    if (error.code === 'TopicNotFound') return new HttpError(404, error.message || 'Topic not found');
    if (error.code === 'AuthorizationError' || error.code === 'AuthenticationError')
      return new HttpError(403, `The environment's token may not read this topic: ${error.message}`);
    return new HttpError(409, `Pulsar refused the read (${error.code}): ${error.message}`);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new HttpError(502, `Cannot read over the binary protocol at ${serviceUrl}: ${detail}`);
}
