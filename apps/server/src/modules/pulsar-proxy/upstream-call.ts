// One HTTP exchange with a broker, with the environment's credentials and TLS material. Connection
// failures come back as UpstreamError with words an operator can act on.
//
// Framing is Beacon's alone: a buffered body goes with its own Content-Length, a streamed one
// chunked, none at all without a body. The time limit covers the whole answer, not only its headers:
// a broker that sends headers and then stalls is cut off, and its connection destroyed rather than
// returned to the pool, as is any connection whose exchange failed.
//
// The exchange is one undici dispatch (the pools: environments/broker-dispatchers.ts) whose answer
// is handed on as a stream (UpstreamAnswer) that reads the broker only as fast as its reader does.
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { HttpError } from '../../http-errors.ts';
import { ADDRESS_REFUSED } from '../environments/index.ts';
import { deadlinesOf, type Deadline } from './deadlines.ts';
import type { BrokerCredentials, BrokerDispatchers } from '../environments/index.ts';

export class UpstreamError extends Error {
  readonly kind: 'timeout' | 'connect';
  constructor(kind: 'timeout' | 'connect', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Where a call goes, as http.request takes it: built once per base URL, not parsed per call. */
export interface UpstreamAddress {
  protocol: string;
  /** Without the brackets of an IPv6 literal. */
  hostname: string;
  port: string;
  /** host:port as written in the URL, for messages. */
  host: string;
  /** Path and query. */
  path: string;
  /** protocol://host:port, the pool a call goes to. */
  origin: string;
}

export function addressOf(url: URL): UpstreamAddress {
  const { hostname } = url;
  return {
    origin: url.origin,
    protocol: url.protocol,
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    port: url.port,
    host: url.host,
    path: url.pathname + url.search,
  };
}

export const hrefOf = (address: UpstreamAddress) => `${address.protocol}//${address.host}${address.path}`;

/**
 * Lets a caller stop an exchange (the browser went away) without the per-call listeners an
 * AbortSignal costs on every request.
 */
export class Cancellation {
  #cancelled = false;
  #listener: (() => void) | undefined;
  cancel(): void {
    this.#cancelled = true;
    this.#listener?.();
  }
  onCancel(listener: () => void): void {
    this.#listener = listener;
    if (this.#cancelled) listener();
  }
}

export interface UpstreamCall {
  method: string;
  url: URL | UpstreamAddress;
  headers: Record<string, string>;
  body: Buffer | Readable | undefined;
  credentials: BrokerCredentials;
  timeoutMs: number;
  /** The connection pools the call goes through (its credentials pick one). */
  dispatchers: BrokerDispatchers;
  /** Aborted when the caller gives up (a deadline, a stopping collector), so the broker call stops too. */
  signal?: AbortSignal;
  /** Cancelled when the browser goes away, so the broker call stops too. */
  cancellation?: Cancellation;
}

const ANSWER_BUFFER_BYTES = 256 * 1024;

/**
 * A broker's answer: its status and headers, and its body as a stream. Destroying it before its end
 * ends the exchange and its connection, which never returns to the pool half read.
 */
export class UpstreamAnswer extends Readable {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly #controller: Dispatcher.DispatchController;
  /** The broker sent all of it (or the exchange failed): nothing left to abort. */
  finished = false;

  constructor(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    // Room for a few of the socket's 64 KB reads: with Readable's 16 KB the broker's socket was
    // paused and resumed at every read of a large answer (35 MB of broker-stats at 100 000 topics).
    super({ highWaterMark: ANSWER_BUFFER_BYTES });
    this.#controller = controller;
    this.statusCode = statusCode;
    this.headers = headers;
    // A failure after the answer began is its reader's to learn: `for await`, pipes and Fastify's
    // send see it whenever they come (the stream keeps it in `errored`). An answer nobody reads any
    // more — drained with resume() after a redirect or a probe, held while the proxy writes its
    // audit — has no reader to tell, and its 'error' with no listener was an uncaught exception: a
    // broker cutting such an answer stopped Beacon's process.
    this.on('error', ignoreUnreadFailure);
  }

  /** The headers as the broker sent them, names in their own case: name, value, name, value, … */
  get rawHeaders(): string[] {
    // Both dispatchers (undici's, the tests' node:http one) hand them over as a list. Latin-1, as
    // node:http reads header bytes.
    const raw = this.#controller.rawHeaders;
    return Array.isArray(raw)
      ? raw.map((part) => (typeof part === 'string' ? part : part.toString('latin1')))
      : [];
  }

  override _read(): void {
    if (this.#controller.paused) this.#controller.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.finished) {
      this.finished = true;
      this.#controller.abort(error ?? abortError());
    }
    callback(error);
  }
}

const METHODS_WITH_BODY = new Set(['PUT', 'POST', 'PATCH']);

/** See UpstreamAnswer's constructor: whoever reads the answer learns of its failure. */
function ignoreUnreadFailure(): void {}

export function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  const address = call.url instanceof URL ? addressOf(call.url) : call.url;
  // A stopped caller sends nothing.
  if (call.signal?.aborted)
    return Promise.reject(new UpstreamError('connect', describeConnectError(abortError(), address)));
  const headers: Record<string, string> = { ...call.headers };
  if (Buffer.isBuffer(call.body)) headers['content-length'] = String(call.body.length);
  else if (call.body === undefined && METHODS_WITH_BODY.has(call.method)) headers['content-length'] = '0';
  if (call.credentials.token) headers.authorization = `Bearer ${call.credentials.token}`;
  return new Promise((resolve, reject) => {
    const exchange = new Exchange(call, address, resolve, reject);
    // Set field by field rather than spread in: spreads build an object per call for each part.
    const options: Dispatcher.DispatchOptions = {
      origin: address.origin,
      path: address.path,
      method: call.method,
      headers,
    };
    if (call.body !== undefined) {
      options.body = call.body;
      // A body that fails (the browser went away, or an inspection refused it) ends the exchange,
      // so the broker never sees it complete and the connection is not reused.
      if (!Buffer.isBuffer(call.body)) call.body.once('error', (error) => exchange.bodyFailed(error));
    }
    try {
      call.dispatchers.for(call.credentials).dispatch(options, exchange);
    } catch (error) {
      exchange.onResponseError(undefined, error as Error);
    }
  });
}

/** One call's handler: the promise of its answer, its deadline and its ways of being stopped. */
class Exchange implements Dispatcher.DispatchHandler {
  readonly #call: UpstreamCall;
  readonly #address: UpstreamAddress;
  readonly #resolve: (answer: UpstreamAnswer) => void;
  readonly #reject: (error: Error) => void;
  readonly #deadline: Deadline;
  #controller: Dispatcher.DispatchController | undefined;
  #answer: UpstreamAnswer | undefined;
  /** Why the exchange was stopped before it started, if it was: applied as it starts. */
  #stopReason: Error | undefined;
  /** Why the body failed, if it did: the exchange then reports only a closed socket, this says why. */
  #bodyFailure: Error | undefined;
  #settled = false;
  /** The broker's answer came whole: nothing later (a cancellation, a stray error) may fail it. */
  #ended = false;
  #onAbort: (() => void) | undefined;

  constructor(
    call: UpstreamCall,
    address: UpstreamAddress,
    resolve: (answer: UpstreamAnswer) => void,
    reject: (error: Error) => void,
  ) {
    this.#call = call;
    this.#address = address;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#deadline = deadlinesOf(call.timeoutMs).set(() =>
      this.#stop(new UpstreamError('timeout', `did not answer within ${call.timeoutMs / 1000} s`)),
    );
    call.cancellation?.onCancel(() => this.#stop(abortError('cancelled')));
    const { signal } = call;
    if (signal) {
      this.#onAbort = () => this.#stop(abortError());
      signal.addEventListener('abort', this.#onAbort, { once: true });
    }
  }

  bodyFailed(error: Error): void {
    this.#bodyFailure ??= error;
    this.#stop(error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#stopReason) controller.abort(this.#stopReason);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    this.#answer = new UpstreamAnswer(controller, statusCode, headers);
    this.#settled = true;
    this.#resolve(this.#answer);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.#answer!.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.#ended = true;
    this.#finish();
    this.#answer!.finished = true;
    this.#answer!.push(null);
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, failure: Error): void {
    if (this.#ended) return;
    this.#finish();
    const error = this.#bodyFailure ?? failure;
    const answer = this.#answer;
    if (answer) {
      // Once the answer has begun, its reader is the one to learn of the failure.
      answer.finished = true;
      if (!answer.destroyed) answer.destroy(error);
      return;
    }
    if (this.#settled) return;
    this.#settled = true;
    // Beacon's own refusals (a body that failed inspection) keep their status and words.
    if (error instanceof UpstreamError || error instanceof HttpError) return this.#reject(error);
    this.#reject(new UpstreamError('connect', describeConnectError(error, this.#address)));
  }

  /**
   * Ends the exchange with this error: at once when it has started, as it starts when it waits for
   * a connection (the caller learns now either way).
   */
  #stop(error: Error): void {
    if (this.#ended) return;
    if (this.#controller) return void this.#controller.abort(error);
    this.#stopReason ??= error;
    this.onResponseError(undefined, error);
  }

  #finish(): void {
    this.#deadline.clear();
    if (this.#onAbort) this.#call.signal?.removeEventListener('abort', this.#onAbort);
  }
}

const abortError = (message = 'aborted'): NodeJS.ErrnoException =>
  Object.assign(new Error(message), { code: 'ABORT_ERR' });

function describeConnectError(error: NodeJS.ErrnoException, url: UpstreamAddress): string {
  switch (error.code) {
    case ADDRESS_REFUSED:
      return error.message;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot resolve ${url.hostname}`;
    case 'ECONNREFUSED':
      return `connection refused by ${url.host}`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `${url.host} closed the connection`;
    case 'ABORT_ERR':
      return 'the request was cancelled';
  }
  return `${url.host}: ${error.code ?? error.message}`;
}
