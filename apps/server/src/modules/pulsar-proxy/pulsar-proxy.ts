// Forwards one authorized call to the environment named in the `environment` header: the upstream
// comes only from that environment (its service URLs, its clusters, its brokers), the environment's
// credentials are attached, and redirects are followed only inside it.
import type { Readable } from 'node:stream';
import { MESSAGES } from '@beacon/contracts';
import { clusters } from '@beacon/pulsar-admin';
import type { Clock } from '../../clock.ts';
import { type BrokerCredentials, serviceUrls, BrokerDispatchers } from '../environments/index.ts';
import {
  AddressRefusedError,
  type AddressPolicy,
  type CurrentCredentials,
  type EnvironmentRepository,
  type EnvironmentRow,
  OAuth2TokenError,
} from '../environments/index.ts';
import {
  loadTopology,
  type ReachMode,
  type Topology,
  TopologyCache,
  trustedHosts,
} from './environment-topology.ts';
import { pulsarRequestPath } from './pulsar-call.ts';
import { TopologyClient } from './topology-client.ts';
import {
  addressOf,
  type Cancellation,
  callUpstream,
  hrefOf,
  type UpstreamAddress,
  type UpstreamAnswer,
  type UpstreamCall,
  UpstreamError,
} from './upstream-call.ts';
import { HttpError } from '../../http-errors.ts';

export interface ProxyTarget {
  environment: EnvironmentRow;
  credentials: BrokerCredentials;
  /** Candidate base URLs, tried in order while they refuse connections. */
  bases: string[];
  /**
   * Real time (epoch ms) until which `credentials` hold: an OAuth2 access token's refresh point.
   * A target kept longer (a long read's schema lookups) gets the environment's current ones.
   */
  freshUntil?: number;
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

/** Where within the environment a call goes: a named cluster or broker, its bookies, or its service URLs. */
export interface Routing {
  cluster?: string | undefined;
  broker?: string | undefined;
  bookie: boolean;
}

interface CachedEnvironment {
  at: number;
  /** Real time (epoch ms) after which the entry's OAuth2 access token is due for its refresh. */
  freshUntil: number;
  environment: EnvironmentRow;
  credentials: BrokerCredentials;
  serviceUrls: string[];
  serviceTarget: ProxyTarget;
  bookieTarget: ProxyTarget;
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
/** How long a check of whether the environment's token is refused stands for further 401s. */
const CREDENTIAL_CHECK_MS = 10_000;

export class PulsarProxy {
  readonly #environments: EnvironmentRepository;
  readonly #topology: TopologyCache;
  readonly #timeoutMs: number;
  readonly #dispatchers = new Map<string, BrokerDispatchers>();
  /** Each base URL parsed once; `path` is the base's own path prefix, without trailing slashes. */
  readonly #baseAddresses = new Map<string, UpstreamAddress>();
  readonly #maxSockets: number;
  readonly #addressPolicy: AddressPolicy;
  readonly #clock: Clock;
  readonly #credentialChecks = new Map<string, { at: number; refused: Promise<boolean> }>();
  /** Environment rows with their opened credentials, briefly: every proxied call needs them. */
  readonly #environmentCache = new Map<string, CachedEnvironment>();

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

  /**
   * The target at once, without a promise, when nothing needs waiting for: the environment is in
   * the cache and the call goes to its service or bookie URLs. Undefined otherwise (resolveTarget).
   */
  resolveTargetNow(environmentName: string | undefined, routing: Routing): ProxyTarget | undefined {
    if (!environmentName || routing.cluster || routing.broker) return undefined;
    const cached = this.#environmentCache.get(environmentName);
    if (!cached || !this.#stillFresh(cached)) return undefined;
    return routing.bookie ? cached.bookieTarget : cached.serviceTarget;
  }

  async resolveTarget(environmentName: string | undefined, routing: Routing): Promise<ProxyTarget> {
    const found = environmentName ? await this.#environment(environmentName) : undefined;
    if (!found) throw new ProxyRefusal(400, MESSAGES.noActiveEnvironment);
    const { environment, credentials, freshUntil } = found;
    const defaults = found.serviceUrls;
    if (routing.bookie) return found.bookieTarget;
    if (routing.cluster) {
      // Each cluster through its own service URL: a broker of another cluster would answer with its
      // own cluster's brokers, or redirect (decision 0021). Behind a Pulsar proxy, the proxy's URL.
      const urls = (await this.#topologyOf(environment, credentials)).clusters.get(routing.cluster);
      if (!urls)
        throw new ProxyRefusal(
          400,
          `No cluster '${routing.cluster}' found in environment '${environment.name}'`,
        );
      return { environment, credentials, freshUntil, bases: urls.length > 0 ? urls : defaults };
    }
    if (routing.broker) {
      const topology = await this.#topologyOf(environment, credentials);
      const broker = topology.brokers.get(routing.broker);
      if (!broker) {
        throw new ProxyRefusal(
          400,
          `Broker '${routing.broker}' is not an active broker of environment '${environment.name}'`,
        );
      }
      // The broker's https address in an https environment; behind a Pulsar proxy the proxy, which
      // picks a broker itself (the call then reaches whichever broker it chose).
      return {
        environment,
        credentials,
        freshUntil,
        bases: topology.mode === 'pulsar-proxy' ? defaults : [broker.url],
      };
    }
    return found.serviceTarget;
  }

  /** Sends the call, failing over between base URLs that refuse connections and following redirects inside the environment. */
  forward(target: ProxyTarget, call: ForwardRequest): Promise<UpstreamAnswer> {
    if (target.freshUntil !== undefined && Date.now() >= target.freshUntil)
      return this.#withCurrentCredentials(target).then((current) => this.forward(current, call));
    // One base URL (most environments): nothing to fail over to, so no promise around the call's own.
    const only = target.bases.length === 1 ? target.bases[0] : undefined;
    if (only !== undefined) return this.#callBase(target, only, call);
    return this.#forwardWithFailover(target, call);
  }

  /** The target with the environment's credentials as they are now (its access token refreshed). */
  async #withCurrentCredentials(target: ProxyTarget): Promise<ProxyTarget> {
    const found = await this.#environment(target.environment.name);
    if (!found) throw new ProxyRefusal(400, MESSAGES.noActiveEnvironment);
    return { ...target, credentials: found.credentials, freshUntil: found.freshUntil };
  }

  #callBase(target: ProxyTarget, base: string, call: ForwardRequest): Promise<UpstreamAnswer> {
    let address: UpstreamAddress;
    try {
      address = this.#baseAddress(base);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return this.#followRedirects(target, { ...address, path: address.path + call.pathAndQuery }, call);
  }

  async #forwardWithFailover(target: ProxyTarget, call: ForwardRequest): Promise<UpstreamAnswer> {
    const replayable = call.body === undefined || Buffer.isBuffer(call.body);
    let lastError: UpstreamError | undefined;
    for (const base of target.bases) {
      try {
        return await this.#callBase(target, base, call);
      } catch (error) {
        // Only a refused or unresolvable connection is safe to retry elsewhere: nothing reached a broker.
        if (!(error instanceof UpstreamError) || error.kind !== 'connect' || !replayable) throw error;
        lastError = error;
      }
    }
    throw lastError ?? new UpstreamError('connect', 'no service URL is configured');
  }

  /** How the environment's brokers are reached; `brokers` when the topology cannot be learned. */
  async reachMode(target: ProxyTarget): Promise<ReachMode> {
    return this.#topologyOf(target.environment, target.credentials).then(
      (topology) => topology.mode,
      () => 'brokers' as const,
    );
  }

  /**
   * Pulsar answers 401 both for a token it does not accept and for one that may not do this
   * (validateSuperUserAccess, validateTopicOperation…). Only the first is the environment's to fix:
   * it is told apart by asking `GET /admin/v2/clusters`, which checks authentication only
   * (ClustersBase.getClusters). A refused token is 502 (never 401: the browser's session is fine);
   * a token that may not do this is 403 with Pulsar's reason.
   */
  async describeUnauthorized(
    target: ProxyTarget,
    reason: string | undefined,
  ): Promise<{ status: number; message: string }> {
    const name = target.environment.name;
    if (await this.#tokenRefused(target)) {
      const client = this.#environments.credentialsOf(target.environment).oauth2;
      if (client) {
        // A refused access token is not kept until it expires: the next call fetches another.
        this.#environments.bearers.forget(client);
        this.#environmentCache.delete(name);
        return {
          status: 502,
          message: `Environment '${name}' rejected the OAuth2 access token Beacon obtained for it (401): the brokers must trust the issuer's signing key`,
        };
      }
      return {
        status: 502,
        message: `Environment '${name}' rejected Beacon's broker credentials (401): update the environment's token`,
      };
    }
    return {
      status: 403,
      message: `Environment '${name}' does not allow this call with Beacon's broker token (401)${reason ? `: ${reason}` : ''}`,
    };
  }

  #tokenRefused(target: ProxyTarget): Promise<boolean> {
    const name = target.environment.name;
    const cached = this.#credentialChecks.get(name);
    if (cached && this.#clock.now() - cached.at < CREDENTIAL_CHECK_MS) return cached.refused;
    const client = new TopologyClient({
      credentials: target.credentials,
      dispatchers: this.#dispatchersOf(name),
      timeoutMs: Math.min(this.#timeoutMs, TOPOLOGY_TIMEOUT_MS),
    });
    const refused = client
      .firstAnswer(serviceUrls(target.environment.service_url), pulsarRequestPath(clusters.list, {}))
      .then(
        (answer) => answer.kind === 'answer' && answer.status === 401,
        () => false,
      );
    this.#credentialChecks.set(name, { at: this.#clock.now(), refused });
    return refused;
  }

  /**
   * A cluster was created, changed or deleted through Beacon: the clusters and their service URLs
   * are read again at the next call routed to one (a new cluster's first calls were refused as
   * unknown for up to a minute).
   */
  forgetTopology(environment: string): void {
    this.#topology.forget(environment);
  }

  forget(environment: string): void {
    this.#credentialChecks.delete(environment);
    this.#topology.forget(environment);
    this.#dispatchers.get(environment)?.close();
    this.#dispatchers.delete(environment);
    this.#environmentCache.delete(environment);
  }

  async #environment(name: string): Promise<CachedEnvironment | undefined> {
    const cached = this.#environmentCache.get(name);
    if (cached && this.#stillFresh(cached)) return cached;
    const environment = await this.#environments.find(name);
    if (!environment) return undefined;
    const { credentials, freshUntil } = await this.#credentialsNow(environment);
    const urls = serviceUrls(environment.service_url);
    const entry: CachedEnvironment = {
      at: this.#clock.now(),
      freshUntil,
      environment,
      credentials,
      serviceUrls: urls,
      // Built once per cache entry: most calls go to one of these two.
      serviceTarget: { environment, credentials, freshUntil, bases: urls },
      bookieTarget: { environment, credentials, freshUntil, bases: serviceUrls(environment.bookie_url) },
    };
    this.#environmentCache.set(name, entry);
    return entry;
  }

  #stillFresh(cached: CachedEnvironment): boolean {
    return this.#clock.now() - cached.at < ENVIRONMENT_CACHE_MS && Date.now() < cached.freshUntil;
  }

  /** What goes to the brokers now (the OAuth2 access token, fetched or cached); 502 when none can be had. */
  async #credentialsNow(environment: EnvironmentRow): Promise<CurrentCredentials> {
    try {
      return await this.#environments.credentialsNow(environment);
    } catch (error) {
      if (!(error instanceof OAuth2TokenError) && !(error instanceof AddressRefusedError)) throw error;
      throw new ProxyRefusal(
        502,
        `Environment '${environment.name}' has no OAuth2 access token for its brokers: ${error.message}`,
      );
    }
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
  ): Promise<UpstreamAnswer> {
    let url = firstUrl;
    for (let hop = 0; ; hop += 1) {
      const upstreamCall: UpstreamCall = {
        method: call.method,
        url,
        headers: call.headers,
        body: call.body,
        credentials: target.credentials,
        timeoutMs: this.#timeoutMs,
        dispatchers: this.#dispatchersOf(target.environment.name),
      };
      if (call.signal) upstreamCall.signal = call.signal;
      if (call.cancellation) upstreamCall.cancellation = call.cancellation;
      const response = await callUpstream(upstreamCall);
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
      // Pulsar redirects to the owning broker or cluster with the same request: another host, the
      // same path and query (plus `authoritative`). Anything else is a call nobody authorized — a
      // DELETE of one's own namespace re-sent to another tenant's (issue 28 B18).
      if (!sameCall(call.pathAndQuery, firstUrl, next)) {
        throw new ProxyRefusal(
          502,
          `Environment '${target.environment.name}' redirected the call to another path (${next.pathname}), which Beacon does not follow`,
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
    return this.#topology.get(environment.name, () =>
      loadTopology(
        new TopologyClient({
          credentials,
          dispatchers: this.#dispatchersOf(environment.name),
          timeoutMs: Math.min(this.#timeoutMs, TOPOLOGY_TIMEOUT_MS),
        }),
        serviceUrls(environment.service_url),
      ),
    );
  }

  #dispatchersOf(environment: string): BrokerDispatchers {
    let dispatchers = this.#dispatchers.get(environment);
    if (!dispatchers) {
      dispatchers = new BrokerDispatchers(this.#addressPolicy, { connections: this.#maxSockets });
      this.#dispatchers.set(environment, dispatchers);
    }
    return dispatchers;
  }
}

/**
 * Whether a redirect asks for the same call: its path is the call's (under the environment URL's
 * base path, or under none: a broker's own address), its query the call's but for Pulsar's
 * `authoritative`.
 */
function sameCall(pathAndQuery: string, first: UpstreamAddress, to: URL): boolean {
  const call = new URL(pathAndQuery, 'http://upstream.invalid');
  const firstPath = new URL(first.path, 'http://upstream.invalid').pathname;
  const basePath = firstPath.slice(0, firstPath.length - call.pathname.length);
  if (to.pathname !== call.pathname && to.pathname !== basePath + call.pathname) return false;
  const query = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('authoritative');
    params.sort();
    return params.toString();
  };
  return query(call) === query(to);
}
