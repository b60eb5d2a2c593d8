// Forwards one authorized call to the environment named in the `environment` header: the upstream
// comes only from that environment (its service URLs, its clusters, its brokers), the environment's
// credentials are attached, and redirects are followed only inside it.
import type http from 'node:http';
import type { Readable } from 'node:stream';
import type { Clock } from '../../clock.ts';
import type { BrokerCredentials } from '../environments/connection-test.ts';
import { serviceUrls } from '../environments/connection-test.ts';
import type { AddressPolicy } from '../environments/address-policy.ts';
import { type BrokerAgents, brokerAgents } from '../environments/broker-agents.ts';
import type { EnvironmentRepository, EnvironmentRow } from '../environments/environment.repository.ts';
import { type Topology, TopologyCache, trustedHosts } from './environment-topology.ts';
import {
  addressOf,
  type Cancellation,
  callUpstream,
  hrefOf,
  type UpstreamAddress,
  UpstreamError,
} from './upstream-call.ts';
import { HttpError } from '../../http-errors.ts';

export interface ProxyTarget {
  environment: EnvironmentRow;
  credentials: BrokerCredentials;
  /** Candidate base URLs, tried in order while they refuse connections. */
  bases: string[];
}

export interface ForwardRequest {
  method: string;
  /** Path and query exactly as the browser sent them (already authorized). */
  pathAndQuery: string;
  headers: Record<string, string>;
  body: Buffer | Readable | undefined;
  /** A deadline or a stopping caller. */
  signal?: AbortSignal;
  /** The browser went away. */
  cancellation?: Cancellation;
}

/** A call the proxy refuses on its own account (4xx/5xx with a message naming the environment). */
export class ProxyRefusal extends HttpError {}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const TOPOLOGY_TIMEOUT_MS = 10_000;
/**
 * This replica forgets an environment the moment it changes (forget()); other replicas sharing the
 * database see a change within this time.
 */
const ENVIRONMENT_CACHE_MS = 2_000;

export class PulsarProxy {
  readonly #environments: EnvironmentRepository;
  readonly #topology: TopologyCache;
  readonly #timeoutMs: number;
  readonly #agents = new Map<string, BrokerAgents>();
  /** Each base URL parsed once; `path` is the base's own path prefix, without trailing slashes. */
  readonly #baseAddresses = new Map<string, UpstreamAddress>();
  readonly #maxSockets: number;
  readonly #addressPolicy: AddressPolicy;
  readonly #clock: Clock;
  /** Environment rows with their opened credentials, briefly: every proxied call needs them. */
  readonly #environmentCache = new Map<
    string,
    { at: number; environment: EnvironmentRow; credentials: BrokerCredentials; serviceUrls: string[] }
  >();

  constructor(options: {
    environments: EnvironmentRepository;
    clock: Clock;
    timeoutMs: number;
    maxSockets: number;
    /** Which addresses a connection carrying an environment's credentials may reach (decision 0018). */
    addressPolicy: AddressPolicy;
  }) {
    this.#environments = options.environments;
    this.#topology = new TopologyCache(options.clock);
    this.#timeoutMs = options.timeoutMs;
    this.#maxSockets = options.maxSockets;
    this.#addressPolicy = options.addressPolicy;
    this.#clock = options.clock;
  }

  async resolveTarget(
    environmentName: string | undefined,
    routing: { cluster?: string | undefined; broker?: string | undefined; bookie: boolean },
  ): Promise<ProxyTarget> {
    const found = environmentName ? await this.#environment(environmentName) : undefined;
    if (!found) throw new ProxyRefusal(400, 'Currently there is no active environment, please set one');
    const { environment, credentials } = found;
    const defaults = found.serviceUrls;
    if (routing.bookie) return { environment, credentials, bases: serviceUrls(environment.bookie_url) };
    if (routing.cluster) {
      const urls = (await this.#topologyOf(environment, credentials)).clusters.get(routing.cluster);
      if (!urls)
        throw new ProxyRefusal(
          400,
          `No cluster '${routing.cluster}' found in environment '${environment.name}'`,
        );
      return { environment, credentials, bases: urls.length > 0 ? urls : defaults };
    }
    if (routing.broker) {
      const topology = await this.#topologyOf(environment, credentials);
      if (!topology.brokers.has(routing.broker)) {
        throw new ProxyRefusal(
          400,
          `Broker '${routing.broker}' is not an active broker of environment '${environment.name}'`,
        );
      }
      const scheme = new URL(defaults[0] ?? 'http://localhost').protocol;
      return { environment, credentials, bases: [`${scheme}//${routing.broker}`] };
    }
    return { environment, credentials, bases: defaults };
  }

  /** Sends the call, failing over between base URLs that refuse connections and following redirects inside the environment. */
  async forward(target: ProxyTarget, call: ForwardRequest): Promise<http.IncomingMessage> {
    const replayable = call.body === undefined || Buffer.isBuffer(call.body);
    let lastError: UpstreamError | undefined;
    for (const base of target.bases) {
      try {
        const address = this.#baseAddress(base);
        return await this.#followRedirects(
          target,
          { ...address, path: address.path + call.pathAndQuery },
          call,
        );
      } catch (error) {
        // Only a refused or unresolvable connection is safe to retry elsewhere: nothing reached a broker.
        if (!(error instanceof UpstreamError) || error.kind !== 'connect' || !replayable) throw error;
        lastError = error;
      }
    }
    throw lastError ?? new UpstreamError('connect', 'no service URL is configured');
  }

  forget(environment: string): void {
    this.#topology.forget(environment);
    this.#agents.delete(environment);
    this.#environmentCache.delete(environment);
  }

  async #environment(
    name: string,
  ): Promise<
    { environment: EnvironmentRow; credentials: BrokerCredentials; serviceUrls: string[] } | undefined
  > {
    const cached = this.#environmentCache.get(name);
    if (cached && this.#clock.now() - cached.at < ENVIRONMENT_CACHE_MS) return cached;
    const environment = await this.#environments.find(name);
    if (!environment) return undefined;
    const entry = {
      at: this.#clock.now(),
      environment,
      credentials: this.#environments.credentialsOf(environment),
      serviceUrls: serviceUrls(environment.service_url),
    };
    this.#environmentCache.set(name, entry);
    return entry;
  }

  /** A base URL parsed once: the address every call through it starts from. */
  #baseAddress(base: string): UpstreamAddress {
    let address = this.#baseAddresses.get(base);
    if (!address) {
      if (this.#baseAddresses.size >= 256) this.#baseAddresses.clear();
      const url = new URL(base);
      address = { ...addressOf(url), path: url.pathname.replace(/\/+$/, '') };
      this.#baseAddresses.set(base, address);
    }
    return address;
  }

  async #followRedirects(
    target: ProxyTarget,
    firstUrl: UpstreamAddress,
    call: ForwardRequest,
  ): Promise<http.IncomingMessage> {
    let url = firstUrl;
    for (let hop = 0; ; hop += 1) {
      const response = await callUpstream({
        method: call.method,
        url,
        headers: call.headers,
        body: call.body,
        credentials: target.credentials,
        timeoutMs: this.#timeoutMs,
        agent: this.#agentsOf(target.environment.name),
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.cancellation ? { cancellation: call.cancellation } : {}),
      });
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return response;
      response.resume();
      if (hop >= MAX_REDIRECTS)
        throw new ProxyRefusal(
          502,
          `Environment '${target.environment.name}' redirected more than ${MAX_REDIRECTS} times`,
        );
      const next = new URL(location, hrefOf(url));
      const topology = await this.#topologyOf(target.environment, target.credentials).catch(() => undefined);
      if (!trustedHosts(target.environment.service_url, topology).has(next.host)) {
        throw new ProxyRefusal(
          502,
          `Environment '${target.environment.name}' redirected to ${next.host}, which is not one of its brokers`,
        );
      }
      if (call.body !== undefined && !Buffer.isBuffer(call.body)) {
        throw new ProxyRefusal(
          502,
          `Environment '${target.environment.name}' redirected a streamed upload, which cannot be replayed`,
        );
      }
      url = addressOf(next);
    }
  }

  #topologyOf(environment: EnvironmentRow, credentials: BrokerCredentials): Promise<Topology> {
    const base = serviceUrls(environment.service_url)[0] ?? '';
    return this.#topology.get(environment.name, async (path) => {
      const response = await callUpstream({
        method: 'GET',
        url: new URL(joinUrl(base, path)),
        headers: { accept: 'application/json', 'user-agent': 'Beacon' },
        body: undefined,
        credentials,
        timeoutMs: Math.min(this.#timeoutMs, TOPOLOGY_TIMEOUT_MS),
        agent: this.#agentsOf(environment.name),
        signal: AbortSignal.timeout(TOPOLOGY_TIMEOUT_MS),
      });
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      if ((response.statusCode ?? 500) >= 300)
        throw new UpstreamError('connect', `GET ${path} answered ${response.statusCode}`);
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    });
  }

  #agentsOf(environment: string) {
    let agents = this.#agents.get(environment);
    if (!agents) {
      agents = brokerAgents(this.#addressPolicy, { keepAlive: true, maxSockets: this.#maxSockets });
      this.#agents.set(environment, agents);
    }
    return agents;
  }
}

function joinUrl(base: string, pathAndQuery: string): string {
  return `${base.replace(/\/+$/, '')}${pathAndQuery}`;
}
