// The connection pools of broker calls (callUpstream): undici agents, one per set of TLS material,
// each socket checked against the address policy as the HTTP agents of broker-agents.ts check
// theirs — IP literals before connecting, names through the policy's lookup on the address actually
// connected to. undici rather than node:http's client: the same call costs about 30 µs less CPU in
// it (a bare pass-through proxy, 82 against 112 µs a call, docs/benchmarks.md), and every proxied
// call makes one.
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { AddressRefusedError, type AddressPolicy, brokerLookup, checkHost } from './address-policy.ts';
import type { BrokerCredentials } from './service-urls.ts';

export interface BrokerDispatcherOptions {
  /** Kept-alive connections per broker (host:port). */
  connections: number;
}

/**
 * Different TLS material needs other connections: one agent per set (the collector's pool serves
 * every environment). Beyond this many, the least recently added closes once its calls are done.
 */
const MAX_TLS_SETS = 32;

/** Makes the dispatcher of one set of TLS material, held to the address policy. */
export type BrokerAgentFactory = (
  policy: AddressPolicy,
  credentials: BrokerCredentials,
  options: BrokerDispatcherOptions,
) => Dispatcher;

let agentFactory: BrokerAgentFactory = undiciAgent;

/**
 * For tests whose network is MSW (the web tests' in-process server, decision 0062): MSW intercepts
 * node:http's requests but cannot see undici's sockets, so there broker calls go through a
 * dispatcher over node:http (test-support/node-http-dispatcher.ts) that is still held to the address
 * policy. Undefined restores undici's. Never called outside tests.
 */
export function makeBrokerAgentsWith(factory: BrokerAgentFactory | undefined): void {
  agentFactory = factory ?? undiciAgent;
}

export class BrokerDispatchers {
  readonly #policy: AddressPolicy;
  readonly #options: BrokerDispatcherOptions;
  /** By TLS material (ca, cert, key); '' for none, which also serves every http: broker. */
  readonly #byMaterial = new Map<string, Dispatcher>();
  /** The same credentials object (an environment's, cached for a while) finds its agent at once. */
  #byCredentials = new WeakMap<BrokerCredentials, Dispatcher>();

  constructor(policy: AddressPolicy, options: BrokerDispatcherOptions) {
    this.#policy = policy;
    this.#options = options;
  }

  /** The agent for calls with these credentials: their TLS material decides its connections. */
  for(credentials: BrokerCredentials): Dispatcher {
    const known = this.#byCredentials.get(credentials);
    if (known) return known;
    const { tlsCa, tlsCert, tlsKey } = credentials;
    const material = tlsCa || tlsCert || tlsKey ? `${tlsCa ?? ''}\0${tlsCert ?? ''}\0${tlsKey ?? ''}` : '';
    let agent = this.#byMaterial.get(material);
    if (!agent) {
      if (this.#byMaterial.size >= MAX_TLS_SETS) this.#closeOldest();
      agent = agentFactory(this.#policy, credentials, this.#options);
      this.#byMaterial.set(material, agent);
    }
    this.#byCredentials.set(credentials, agent);
    return agent;
  }

  /** Ends every connection once its call is done; later calls open new ones. */
  close(): void {
    this.#endAll((agent) => agent.close());
  }

  /** Ends every connection now, calls in flight included (a stopping server). */
  destroy(): void {
    this.#endAll((agent) => agent.destroy());
  }

  #endAll(end: (agent: Dispatcher) => Promise<void>): void {
    for (const agent of this.#byMaterial.values()) void end(agent).catch(() => undefined);
    this.#byMaterial.clear();
    this.#byCredentials = new WeakMap();
  }

  #closeOldest(): void {
    const [material, agent] = this.#byMaterial.entries().next().value ?? [];
    if (material === undefined || !agent) return;
    this.#byMaterial.delete(material);
    // Credentials still pointing at it find their material again and get a new agent.
    this.#byCredentials = new WeakMap();
    void agent.close().catch(() => undefined);
  }
}

/** undici's pool for one set of TLS material, each connection checked against the policy. */
function undiciAgent(
  policy: AddressPolicy,
  { tlsCa, tlsCert, tlsKey }: BrokerCredentials,
  options: BrokerDispatcherOptions,
): Agent {
  const connector = buildConnector({
    // HTTP/1.1 only, as Pulsar's admin API is spoken everywhere else; undici would offer h2.
    allowH2: false,
    lookup: brokerLookup(policy),
    ca: tlsCa || undefined,
    cert: tlsCert || undefined,
    key: tlsKey || undefined,
    // A call's own deadline (deadlines.ts) limits the connecting too.
    timeout: 0,
  });
  return new Agent({
    connections: options.connections,
    // The call's deadline covers the whole answer; undici's own limits would end it at other times.
    headersTimeout: 0,
    bodyTimeout: 0,
    connect: (target, callback) => {
      const refusal = checkHost(target.hostname, policy);
      if (refusal) return void callback(new AddressRefusedError(refusal), null);
      connector(target, callback);
    },
  });
}
