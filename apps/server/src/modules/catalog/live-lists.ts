// Names and counts straight from Pulsar, through the proxy's target resolution (the environment's
// URLs, credentials and redirect rules). Kept a few seconds so paging through a list does not ask the
// broker again each page; dropped at once when Beacon's proxy forwards a successful write for the
// environment, so a tenant, namespace or topic created through Beacon is listed immediately.
// An answer a little older than that is still served while a fresh one is fetched in the background
// (stale-while-revalidate): listing 100 000 topic names takes the broker most of a second, which an
// operator should not wait for on every visit. A change made outside Beacon shows one request later.
import crypto from 'node:crypto';
import type { ParamsOf } from '@beacon/pulsar-admin';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http-errors.ts';
import {
  AnswerShapeError,
  type AnyOperation,
  type CheckedRead,
  readPath,
  ProxyRefusal,
  type PulsarProxy,
  UpstreamError,
} from '../pulsar-proxy/index.ts';

const LIVE_LIST_MS = 5_000;
/** Up to this age an answer is served while a fresh one is fetched; older ones are waited for. */
const STALE_LIST_MS = 30_000;
const CACHED_ANSWERS_MAX = 2_000;
/** Parallel broker calls when a list needs one per row (tenant details, namespace topic counts). */
export const LIVE_CONCURRENCY = 8;

export class LiveLists {
  readonly #proxy: PulsarProxy;
  readonly #clock: Clock;
  /** For the whole answer, body included: a broker that stalls mid-answer is cut off too. */
  readonly #timeoutMs: number;
  readonly #cache = new Map<
    string,
    { at: number; value: Promise<unknown>; settled: boolean; refreshing: boolean }
  >();
  /**
   * The last parsed answer per path with a digest of its text. A list refetched unchanged (the usual
   * case every few seconds) hands back the same object, so nothing built from it (100 000 merged topic
   * names) is built again: less work, and far less garbage for the heap to grow around.
   */
  readonly #lastAnswers = new Map<string, { digest: string; value: unknown }>();

  constructor(proxy: PulsarProxy, clock: Clock, timeoutMs: number) {
    this.#proxy = proxy;
    this.#clock = clock;
    this.#timeoutMs = timeoutMs;
  }

  /** A write went through Beacon to this environment: its lists may have changed. */
  forget(environment: string): void {
    for (const key of this.#cache.keys()) if (key.startsWith(`${environment}\n`)) this.#cache.delete(key);
  }

  /** The environment is gone or changed: nothing of it is worth keeping. */
  drop(environment: string): void {
    this.forget(environment);
    for (const key of this.#lastAnswers.keys())
      if (key.startsWith(`${environment}\n`)) this.#lastAnswers.delete(key);
  }

  /** Resolves the environment first, so a missing or unknown one is a 400 before anything else. */
  async check(environment: string | undefined): Promise<string> {
    try {
      return (await this.#proxy.resolveTarget(environment, { bookie: false })).environment.name;
    } catch (error) {
      throw asHttpError(error, environment ?? '');
    }
  }

  /**
   * A catalogue read from the environment, its answer checked (pulsar-answers.ts); `missing` is
   * returned for a 404 (e.g. a tenant deleted meanwhile).
   */
  async read<Op extends AnyOperation, View>(
    environment: string,
    read: CheckedRead<Op, View>,
    params: ParamsOf<Op>,
    missing?: View,
  ): Promise<View> {
    const value = await this.get(environment, readPath(read, params), missing);
    try {
      return read.answer(value);
    } catch (error) {
      if (error instanceof AnswerShapeError)
        throw new HttpError(502, `Environment '${environment}': ${error.message}`);
      throw error;
    }
  }

  /** GET `path` from the environment; `missing` is returned for a 404 (e.g. no partitioned topics). */
  get(environment: string, path: string, missing?: unknown): Promise<unknown> {
    const key = `${environment}\n${path}`;
    const cached = this.#cache.get(key);
    const age = cached ? this.#clock.now() - cached.at : Infinity;
    if (cached && age < LIVE_LIST_MS) return cached.value;
    if (cached?.settled && age < STALE_LIST_MS) {
      if (!cached.refreshing) {
        cached.refreshing = true;
        // A failed refresh leaves the answer in place until it is too old to serve.
        this.#load(key, environment, path, missing).catch(() => {
          cached.refreshing = false;
        });
      }
      return cached.value;
    }
    return this.#load(key, environment, path, missing);
  }

  #load(key: string, environment: string, path: string, missing: unknown): Promise<unknown> {
    const value = this.#fetch(environment, path, missing !== undefined).then((text) =>
      text === undefined ? missing : this.#parse(key, text, environment),
    );
    const entry = { at: this.#clock.now(), value, settled: false, refreshing: false };
    const previous = this.#cache.get(key);
    // A background refresh replaces the served answer only once it has succeeded.
    if (!previous?.refreshing) this.#remember(key, entry);
    value.then(
      () => {
        entry.settled = true;
        if (this.#cache.get(key) === previous && previous?.refreshing) this.#remember(key, entry);
      },
      () => {
        if (this.#cache.get(key) === entry) this.#cache.delete(key);
      },
    );
    return value;
  }

  #remember(
    key: string,
    entry: { at: number; value: Promise<unknown>; settled: boolean; refreshing: boolean },
  ) {
    if (this.#cache.size >= CACHED_ANSWERS_MAX && !this.#cache.has(key)) this.#cache.clear();
    this.#cache.set(key, entry);
  }

  /** Parses the answer, unless it is the same text as last time: then the same object is returned. */
  #parse(key: string, text: string, environment: string): unknown {
    if (text === '') return undefined;
    const digest = crypto.hash('sha1', text);
    const last = this.#lastAnswers.get(key);
    if (last?.digest === digest) return last.value;
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      throw asHttpError(error, environment);
    }
    if (this.#lastAnswers.size >= CACHED_ANSWERS_MAX) this.#lastAnswers.clear();
    this.#lastAnswers.set(key, { digest, value });
    return value;
  }

  /** The answer's text; undefined for a 404 when the caller has a value for `missing`. */
  async #fetch(environment: string, path: string, mayBeMissing: boolean): Promise<string | undefined> {
    const deadline = AbortSignal.timeout(this.#timeoutMs);
    try {
      const target = await this.#proxy.resolveTarget(environment, { bookie: false });
      const response = await this.#proxy.forward(target, {
        method: 'GET',
        pathAndQuery: path,
        headers: { accept: 'application/json', 'user-agent': 'Beacon' },
        body: undefined,
        signal: deadline,
      });
      const text = await this.#readAnswer(response, deadline);
      const status = response.statusCode ?? 502;
      if (status === 404 && mayBeMissing) return undefined;
      if (status === 401) {
        // A refused token and a call the token may not make both read 401 from Pulsar (decision 0021).
        const failure = await this.#proxy.describeUnauthorized(target, reasonText(text));
        throw new HttpError(failure.status, failure.message);
      }
      if (status >= 500)
        throw new HttpError(502, `Environment '${environment}' answered ${status}${reasonOf(text)}`);
      if (status >= 300)
        throw new HttpError(status, reasonText(text) ?? `Environment '${environment}' answered ${status}`);
      return text;
    } catch (error) {
      // However the call ended once its time was up (cancelled, cut, refused), it is a timeout.
      if (deadline.aborted && !(error instanceof HttpError))
        throw new HttpError(504, `Environment '${environment}' ${this.#timeoutText()}`);
      throw asHttpError(error, environment);
    }
  }

  /** The answer's text; a broker that stops sending or cuts the connection mid-answer is an UpstreamError. */
  async #readAnswer(response: AsyncIterable<unknown>, deadline: AbortSignal): Promise<string> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of response) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      // Node reports both a stall cut off by the time limit and a broker's own hang-up as "aborted".
      throw deadline.aborted
        ? new UpstreamError('timeout', this.#timeoutText())
        : new UpstreamError('connect', 'the broker closed the connection before its answer was complete');
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  #timeoutText(): string {
    return `did not answer within ${this.#timeoutMs / 1000} s`;
  }
}

function asHttpError(error: unknown, environment: string): unknown {
  if (error instanceof ProxyRefusal || error instanceof HttpError) return error;
  if (error instanceof UpstreamError) {
    return error.kind === 'timeout'
      ? new HttpError(504, `Environment '${environment}' ${error.message}`)
      : new HttpError(502, `Cannot reach environment '${environment}': ${error.message}`);
  }
  if (error instanceof SyntaxError)
    return new HttpError(502, `Environment '${environment}' did not answer JSON`);
  return error;
}

function reasonText(text: string): string | undefined {
  try {
    const reason = (JSON.parse(text) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

const reasonOf = (text: string) => {
  const reason = reasonText(text);
  return reason ? `: ${reason}` : '';
};
