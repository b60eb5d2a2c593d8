// One HTTP exchange with a broker, with the environment's credentials and TLS material. Connection
// failures come back as UpstreamError with words an operator can act on.
//
// Framing is Beacon's alone: a buffered body goes with its own Content-Length, a streamed one
// chunked, none at all without a body. The time limit covers the whole answer, not only its headers:
// a broker that sends headers and then stalls is cut off, and its connection destroyed rather than
// returned to the pool, as is any connection whose exchange failed.
import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { HttpError } from '../../http-errors.ts';
import { ADDRESS_REFUSED } from '../environments/index.ts';
import { deadlinesOf } from './deadlines.ts';
import type { BrokerAgents, BrokerCredentials } from '../environments/index.ts';

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
}

export function addressOf(url: URL): UpstreamAddress {
  const { hostname } = url;
  return {
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
  agent: BrokerAgents;
  /** Aborted when the caller gives up (a deadline, a stopping collector), so the broker call stops too. */
  signal?: AbortSignal;
  /** Cancelled when the browser goes away, so the broker call stops too. */
  cancellation?: Cancellation;
}

const METHODS_WITH_BODY = new Set(['PUT', 'POST', 'PATCH']);

export function callUpstream(call: UpstreamCall): Promise<http.IncomingMessage> {
  const address = call.url instanceof URL ? addressOf(call.url) : call.url;
  // Node aborts a request whose signal is already aborted only on the next tick: by then a pooled
  // keep-alive socket may have carried it to the broker. A stopped caller sends nothing.
  if (call.signal?.aborted)
    return Promise.reject(new UpstreamError('connect', describeConnectError(abortError(), address)));
  const secure = address.protocol === 'https:';
  const transport = secure ? https : http;
  const headers: Record<string, string> = { ...call.headers };
  if (Buffer.isBuffer(call.body)) headers['content-length'] = String(call.body.length);
  else if (call.body === undefined && METHODS_WITH_BODY.has(call.method)) headers['content-length'] = '0';
  if (call.credentials.token) headers.authorization = `Bearer ${call.credentials.token}`;
  return new Promise((resolve, reject) => {
    /** Why the body failed, if it did: the request then reports only a hang-up, this says why. */
    let bodyFailure: Error | undefined;
    // Set field by field rather than spread in: spreads build an object per call for each part.
    const options: https.RequestOptions = {
      protocol: address.protocol,
      hostname: address.hostname,
      port: address.port,
      path: address.path,
      method: call.method,
      headers,
      agent: secure ? call.agent.https : call.agent.http,
    };
    if (call.signal) options.signal = call.signal;
    if (secure) {
      options.ca = call.credentials.tlsCa || undefined;
      options.cert = call.credentials.tlsCert || undefined;
      options.key = call.credentials.tlsKey || undefined;
    }
    const request = transport.request(options);
    call.cancellation?.onCancel(() =>
      request.destroy(Object.assign(new Error('cancelled'), { code: 'ABORT_ERR' })),
    );
    let answer: http.IncomingMessage | undefined;
    const deadline = deadlinesOf(call.timeoutMs).set(() => {
      const error = new UpstreamError('timeout', `did not answer within ${call.timeoutMs / 1000} s`);
      // Once the answer has begun, its reader is the one to learn of the timeout; destroying an
      // unfinished answer destroys its socket too, so the connection never returns to the pool.
      if (answer) answer.destroy(error);
      else request.destroy(error);
    });
    const stopTimer = () => deadline.clear();
    request.on('response', (response) => {
      answer = response;
      // The answer's end (or its failure) ends the clock; until then a stall is still a timeout.
      // (`on`, not `once`: each comes once, and `once` wraps every listener in another function.)
      response.on('end', stopTimer);
      response.on('close', stopTimer);
      resolve(response);
    });
    request.on('error', (requestError: NodeJS.ErrnoException) => {
      stopTimer();
      const error = bodyFailure ?? requestError;
      // Beacon's own refusals (a body that failed inspection) keep their status and words.
      if (error instanceof UpstreamError || error instanceof HttpError) return reject(error);
      reject(new UpstreamError('connect', describeConnectError(error, address)));
    });
    if (call.body === undefined) request.end();
    else if (Buffer.isBuffer(call.body)) request.end(call.body);
    else {
      // A body that fails (the browser went away, or an inspection refused it) destroys the request,
      // so the broker never sees it complete and the connection is not reused.
      call.body.once('error', (error) => (bodyFailure = error));
      pipeline(call.body, request, (error) => {
        if (error && !request.destroyed) request.destroy(error);
      });
    }
  });
}

const abortError = (): NodeJS.ErrnoException => Object.assign(new Error('aborted'), { code: 'ABORT_ERR' });

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
      return `${url.host} closed the connection`;
    case 'ABORT_ERR':
      return 'the request was cancelled';
  }
  return `${url.host}: ${error.code ?? error.message}`;
}
