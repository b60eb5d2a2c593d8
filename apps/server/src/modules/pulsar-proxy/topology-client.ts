// The few GETs that learn an environment's topology (clusters, their service URLs, their brokers and
// how to reach each), with the environment's credentials. Shared by the proxy, the statistics
// collector and the connection test, so all three see a deployment the same way.
import { clusters, type ParamsOf } from '@beacon/pulsar-admin';
import type { BrokerCredentials, BrokerDispatchers } from '../environments/index.ts';
import {
  AnswerShapeError,
  type AnyOperation,
  type CheckedRead,
  pulsarRequestPath,
  readPath,
} from './pulsar-call.ts';
import { callUpstream, UpstreamError } from './upstream-call.ts';

const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Whether a broker's address answers at all: a firewalled one must not hold a topology for long. */
const PROBE_TIMEOUT_MS = 3_000;

/** A broker answered, but not with success: its status and Pulsar's `reason`, when it gave one. */
export class BrokerAnswerError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  constructor(path: string, status: number, reason: string | undefined) {
    super(`GET ${path} answered ${status}${reason ? `: ${reason}` : ''}`);
    this.status = status;
    this.reason = reason;
  }
}

/** What asking `path` of a base URL led to, redirects not followed. */
export type FirstAnswer =
  { kind: 'redirect'; location: URL } | { kind: 'answer'; status: number; base: string };

export interface TopologyClientOptions {
  credentials: BrokerCredentials;
  dispatchers: BrokerDispatchers;
  timeoutMs: number;
  /** Stops every call (a closing server, a lost lease, a test's deadline). */
  signal?: AbortSignal | undefined;
}

export class TopologyClient {
  readonly #options: TopologyClientOptions;

  constructor(options: TopologyClientOptions) {
    this.#options = options;
  }

  /**
   * A catalogue read (`json`), its answer checked (pulsar-answers.ts): an answer of another shape is
   * a BrokerAnswerError, as one that is not JSON is.
   */
  async read<Op extends AnyOperation, View>(
    bases: readonly string[],
    read: CheckedRead<Op, View>,
    params: ParamsOf<Op>,
    trusted: ReadonlySet<string>,
  ): Promise<View> {
    const path = readPath(read, params);
    const value = await this.json(bases, path, trusted);
    try {
      return read.answer(value);
    } catch (error) {
      if (error instanceof AnswerShapeError) throw new BrokerAnswerError(path, 200, error.message);
      throw error;
    }
  }

  /**
   * The JSON of a 2xx answer to GET `path`, from the first base that accepts a connection; 3xx are
   * followed only to `trusted` hosts (host:port), so the credentials never leave the environment.
   */
  async json(bases: readonly string[], path: string, trusted: ReadonlySet<string>): Promise<unknown> {
    return this.#firstConnecting(bases, async (base) => {
      let url = joined(base, path);
      for (let hop = 0; ; hop += 1) {
        const response = await this.#get(url);
        const status = response.statusCode ?? 500;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location && hop < MAX_REDIRECTS) {
          response.resume();
          const next = new URL(location, url);
          if (!trusted.has(next.host))
            throw new UpstreamError(
              'connect',
              `${url.host} redirected to ${next.host}, outside the environment`,
            );
          url = next;
          continue;
        }
        const text = await readText(response);
        if (status < 200 || status >= 300) throw new BrokerAnswerError(path, status, reasonOf(text));
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new BrokerAnswerError(path, status, 'the answer is not JSON');
        }
      }
    });
  }

  /** Where GET `path` leads: a redirect's target (not followed) or the status of a direct answer. */
  async firstAnswer(bases: readonly string[], path: string): Promise<FirstAnswer> {
    return this.#firstConnecting(bases, async (base) => {
      const url = joined(base, path);
      const response = await this.#get(url);
      response.resume();
      const status = response.statusCode ?? 500;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location)
        return { kind: 'redirect', location: new URL(location, url) };
      return { kind: 'answer', status, base };
    });
  }

  /** Whether `base` answers HTTP at all (any status) within a few seconds. */
  async answers(base: string): Promise<boolean> {
    try {
      // The cheapest call every broker answers (authentication only, ClustersBase.getClusters).
      const response = await this.#get(
        joined(base, pulsarRequestPath(clusters.list, {})),
        Math.min(this.#options.timeoutMs, PROBE_TIMEOUT_MS),
      );
      response.resume();
      return true;
    } catch (error) {
      if (error instanceof UpstreamError) return false;
      throw error;
    }
  }

  async #firstConnecting<T>(bases: readonly string[], attempt: (base: string) => Promise<T>): Promise<T> {
    let lastError: unknown = new UpstreamError('connect', 'no service URL is configured');
    for (const base of bases) {
      try {
        return await attempt(base);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  #get(url: URL, timeoutMs = this.#options.timeoutMs) {
    const { credentials, dispatchers, signal } = this.#options;
    return callUpstream({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'user-agent': 'Beacon' },
      body: undefined,
      credentials,
      timeoutMs,
      dispatchers,
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
  }
}

function joined(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

async function readText(response: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES)
        throw new UpstreamError('connect', 'the answer is too large for a topology call');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError('connect', 'the broker closed the connection before its answer was complete');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Pulsar's `reason` of an error answer, if it is JSON with one. */
export function reasonOf(text: string): string | undefined {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason;
    return typeof reason === 'string' && reason !== '' ? reason : undefined;
  } catch {
    return undefined;
  }
}
