// GETs JSON from an environment's brokers for the collector, with the environment's credentials and a
// deadline per call. Redirects are followed only to the environment's own hosts, as in the proxy, so
// its credentials never leave it. Its own keep-alive agents: the collector never takes the proxy's sockets.
// They connect only to addresses the broker address policy allows (decision 0018).
import type { ParamsOf } from '@beacon/pulsar-admin';
import { type AddressPolicy, DEFAULT_ADDRESS_POLICY, BrokerDispatchers } from '../environments/index.ts';
import type { BrokerCredentials } from '../environments/index.ts';
import {
  type AnyOperation,
  type CheckedRead,
  readPath,
  callUpstream,
  UpstreamError,
} from '../pulsar-proxy/index.ts';

const MAX_REDIRECTS = 3;

export interface BrokerCall {
  credentials: BrokerCredentials;
  /** host:port a redirect may lead to. */
  trusted: ReadonlySet<string>;
  /** Aborted when the server closes. */
  stop: AbortSignal;
}

export class BrokerClient {
  readonly #dispatchers: BrokerDispatchers;
  readonly #timeoutMs: number;

  constructor(timeoutMs: number, policy: AddressPolicy = DEFAULT_ADDRESS_POLICY) {
    this.#timeoutMs = timeoutMs;
    this.#dispatchers = new BrokerDispatchers(policy, { connections: 8 });
  }

  /** Its connection pools, for the collector's topology calls. */
  get dispatchers(): BrokerDispatchers {
    return this.#dispatchers;
  }

  /**
   * A catalogue read, its answer checked (pulsar-answers.ts): an answer of another shape fails the
   * call as a refusal would.
   */
  async read<Op extends AnyOperation, View>(
    bases: readonly string[],
    read: CheckedRead<Op, View>,
    params: ParamsOf<Op>,
    call: BrokerCall,
  ): Promise<View> {
    return read.answer(await this.getJson(bases, readPath(read, params), call));
  }

  /** Tries each base URL in turn while connections are refused; the first answer counts. */
  async getJson(bases: readonly string[], path: string, call: BrokerCall): Promise<unknown> {
    return JSON.parse((await this.getBytes(bases, path, call)).toString('utf8')) as unknown;
  }

  /**
   * The answer's bytes, for callers that parse it their own way: broker-stats at 100 000 topics is
   * 35 MB, and decoding it to one string first would hold it twice.
   */
  async getBytes(bases: readonly string[], path: string, call: BrokerCall): Promise<Buffer> {
    let lastError: unknown = new UpstreamError('connect', 'no service URL is configured');
    for (const base of bases) {
      try {
        return await this.#get(new URL(`${base.replace(/\/+$/, '')}${path}`), call);
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.kind !== 'connect') throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  close(): void {
    this.#dispatchers.destroy();
  }

  async #get(first: URL, { credentials, trusted, stop }: BrokerCall): Promise<Buffer> {
    const signal = AbortSignal.any([stop, AbortSignal.timeout(this.#timeoutMs)]);
    let url = first;
    for (let hop = 0; ; hop += 1) {
      const response = await callUpstream({
        method: 'GET',
        url,
        headers: { accept: 'application/json', 'user-agent': 'Beacon statistics catalogue' },
        body: undefined,
        credentials,
        timeoutMs: this.#timeoutMs,
        dispatchers: this.#dispatchers,
        signal,
      });
      const status = response.statusCode ?? 500;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && hop < MAX_REDIRECTS) {
        response.resume();
        const next = new URL(location, url);
        if (!trusted.has(next.host))
          throw new Error(`${url.host} redirected to ${next.host}, outside the environment`);
        url = next;
        continue;
      }
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of response) chunks.push(chunk as Buffer);
      } catch {
        throw new UpstreamError(
          signal.aborted && !stop.aborted ? 'timeout' : 'connect',
          signal.aborted && !stop.aborted
            ? `did not answer within ${this.#timeoutMs / 1000} s`
            : `${url.host} closed the connection`,
        );
      }
      const bytes = Buffer.concat(chunks);
      if (status >= 300)
        throw new Error(`GET ${url.pathname} answered ${status}${reasonOf(bytes.toString('utf8'))}`);
      return bytes;
    }
  }
}

function reasonOf(text: string): string {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? `: ${reason}` : '';
  } catch {
    return '';
  }
}
