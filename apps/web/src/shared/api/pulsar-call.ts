// The one way the web calls Pulsar's admin API: an entry of the @beacon/pulsar-admin catalogue and
// its path parameters, through Beacon's proxy. The path is built (and encoded) by the catalogue;
// answer, body and query are typed by it.
import {
  pulsarPath,
  type AnswerOf,
  type BodyOf,
  type Operation,
  type ParamsOf,
  type QueryOf,
} from '@beacon/pulsar-admin';
import { pacePulsarCall } from './call-pacer.ts';
import { reactionTo, reportHttpError } from './error-catalogue.ts';
import { requestData, type RequestOptions } from './http-client.ts';
import { isHttpError } from './http-error.ts';
import { waitForHeldReads } from './read-hold.ts';

/**
 * Who tells the user about a failure: the error catalogue's toast (`toast`); the screen, in place
 * (`in-place`: no toast, but an ended session or a missing environment still gets the catalogue's
 * reaction, spec 8); or the caller alone (`caller`).
 */
export type FailureReport = 'toast' | 'in-place' | 'caller';

export interface PulsarCallOptions<Op> {
  body?: BodyOf<Op>;
  query?: QueryOf<Op>;
  signal?: AbortSignal;
  /** The cluster of the environment whose broker answers (`x-pulsar-cluster`). */
  cluster?: string | undefined;
  /** The one broker that answers (`x-pulsar-broker`): for reads of a broker's own figures. */
  broker?: string | undefined;
  failures?: FailureReport;
  /** Sends the body as already-serialised text (a policy value Pulsar reads raw). */
  rawBody?: string;
}

type AnyOperation = Operation<string, unknown, unknown, unknown>;

export async function callPulsar<Op extends AnyOperation>(
  operation: Op,
  params: ParamsOf<Op>,
  options: PulsarCallOptions<Op> = {},
): Promise<AnswerOf<Op>> {
  const { body, query, signal, cluster, broker, failures = 'toast', rawBody } = options;
  const request: RequestOptions = {
    api: 'pulsar',
    method: operation.method,
    reportErrors: failures === 'toast',
    ...(body === undefined ? {} : { json: body }),
    ...(rawBody === undefined ? {} : { rawBody: { body: rawBody, contentType: 'application/json' } }),
    ...(query === undefined ? {} : { query: query as RequestOptions['query'] }),
    ...(signal ? { signal } : {}),
    ...(cluster || broker ? { pulsarRouting: { cluster, broker } } : {}),
  };
  const path = pulsarPath(operation, params as never);
  try {
    if (operation.method === 'GET') await waitForHeldReads(path, signal);
    await pacePulsarCall(signal);
    return await requestData<AnswerOf<Op>>(path, request);
  } catch (error) {
    if (failures === 'in-place' && isHttpError(error) && reactionTo(error).kind !== 'toast') {
      reportHttpError(error);
    }
    throw error;
  }
}
