// Broker calls over node:http for tests whose network is MSW (the web tests' in-process server,
// decision 0062): MSW intercepts node:http's requests, not undici's sockets, so this dispatcher
// speaks undici's handler protocol (what callUpstream gives it) on top of `http.request`, through
// the same guarded agents as webhooks and token requests (environments/broker-agents.ts): the
// address policy still decides what may be reached. Installed with `makeBrokerAgentsWith`.
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { Dispatcher } from 'undici';
import {
  type AddressPolicy,
  type BrokerAgentFactory,
  type BrokerAgents,
  type BrokerCredentials,
  brokerAgents,
} from '../modules/environments/index.ts';

class NodeHttpDispatcher extends Dispatcher {
  readonly #agents: BrokerAgents;
  readonly #credentials: BrokerCredentials;

  constructor(policy: AddressPolicy, credentials: BrokerCredentials) {
    super();
    this.#agents = brokerAgents(policy, { keepAlive: true });
    this.#credentials = credentials;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const url = new URL(options.path, String(options.origin));
    const secure = url.protocol === 'https:';
    const { tlsCa, tlsCert, tlsKey } = this.#credentials;
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port,
      path: options.path,
      method: options.method,
      headers: options.headers as http.OutgoingHttpHeaders,
      agent: secure ? this.#agents.https : this.#agents.http,
      ...(secure && { ca: tlsCa || undefined, cert: tlsCert || undefined, key: tlsKey || undefined }),
    });
    const exchange = new Exchange(handler, request);
    // Listened to before anything can fail: a request stopped as it starts is destroyed unsent, and
    // its error then has somewhere to go.
    request.on('error', (error) => exchange.fail(error));
    handler.onRequestStart?.(exchange, {});
    if (exchange.aborted) return true;
    request.on('response', (response) => exchange.answered(response));
    const { body } = options;
    if (body instanceof Readable) {
      body.on('error', (error) => request.destroy(error));
      body.pipe(request);
    } else request.end(body as Buffer | string | undefined);
    return true;
  }

  override close(): Promise<void> {
    this.#agents.http.destroy();
    this.#agents.https.destroy();
    return Promise.resolve();
  }

  override destroy(): Promise<void> {
    return this.close();
  }
}

/** One exchange: the controller its handler is given, fed by node:http's events. */
class Exchange implements Dispatcher.DispatchController {
  readonly #handler: Dispatcher.DispatchHandler;
  readonly #request: http.ClientRequest;
  #response: http.IncomingMessage | undefined;
  #done = false;
  aborted = false;
  paused = false;
  reason: Error | null = null;
  rawHeaders: string[] | null = null;

  constructor(handler: Dispatcher.DispatchHandler, request: http.ClientRequest) {
    this.#handler = handler;
    this.#request = request;
  }

  abort(reason: Error): void {
    if (this.#done) return;
    this.aborted = true;
    this.reason = reason;
    this.fail(reason);
    this.#request.destroy();
    this.#response?.destroy();
  }

  pause(): void {
    this.paused = true;
    this.#response?.pause();
  }

  resume(): void {
    this.paused = false;
    this.#response?.resume();
  }

  answered(response: http.IncomingMessage): void {
    this.#response = response;
    this.rawHeaders = response.rawHeaders;
    this.#handler.onResponseStart?.(this, response.statusCode ?? 0, response.headers, response.statusMessage);
    if (this.paused) response.pause();
    response.on('data', (chunk: Buffer) => this.#handler.onResponseData?.(this, chunk));
    response.on('end', () => {
      if (this.#done) return;
      this.#done = true;
      this.#handler.onResponseEnd?.(this, {});
    });
    response.on('error', (error) => this.fail(error));
  }

  fail(error: Error): void {
    if (this.#done) return;
    this.#done = true;
    this.#handler.onResponseError?.(this, error);
  }
}

/** For `makeBrokerAgentsWith`: broker calls over node:http, where MSW sees them. */
export const nodeHttpBrokerAgents: BrokerAgentFactory = (policy, credentials) =>
  new NodeHttpDispatcher(policy, credentials);
