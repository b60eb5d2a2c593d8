// HTTP(S) agents for every connection that may carry an environment's credentials. Each socket they
// open is checked against the address policy: IP literals here (Node never looks them up), names
// through the policy's lookup on the address actually connected to, so DNS rebinding cannot slip
// past a check made earlier. Callers cannot override either: both are set on every connection.
import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { AddressRefusedError, type AddressPolicy, brokerLookup, checkHost } from './address-policy.ts';

export interface BrokerAgents {
  http: http.Agent;
  https: https.Agent;
}

type ConnectionCallback = (error: Error | null, stream: Duplex) => void;

/** Refuses a disallowed literal host, and otherwise connects with the policy's lookup. */
function guarded<Options extends { host?: string | null | undefined; lookup?: unknown }>(
  policy: AddressPolicy,
  options: Options,
  callback: ConnectionCallback | undefined,
  connect: (options: Options, callback: ConnectionCallback | undefined) => Duplex | null | undefined,
): Duplex | null | undefined {
  const refusal = checkHost(options.host ?? 'localhost', policy);
  if (refusal) {
    const error = new AddressRefusedError(refusal);
    // The agent reports an error given to the callback as the request's error.
    if (callback) return void process.nextTick(() => callback(error, undefined as unknown as Duplex));
    throw error;
  }
  return connect({ ...options, lookup: brokerLookup(policy) }, callback);
}

class GuardedHttpAgent extends http.Agent {
  readonly #policy: AddressPolicy;
  constructor(policy: AddressPolicy, options: http.AgentOptions) {
    super(options);
    this.#policy = policy;
  }
  override createConnection(options: http.ClientRequestArgs, callback?: ConnectionCallback) {
    return guarded(this.#policy, options, callback, (checked, next) => super.createConnection(checked, next));
  }
}

class GuardedHttpsAgent extends https.Agent {
  readonly #policy: AddressPolicy;
  constructor(policy: AddressPolicy, options: https.AgentOptions) {
    super(options);
    this.#policy = policy;
  }
  override createConnection(options: https.RequestOptions, callback?: ConnectionCallback) {
    return guarded(this.#policy, options, callback, (checked, next) => super.createConnection(checked, next));
  }
}

export function brokerAgents(policy: AddressPolicy, options: https.AgentOptions = {}): BrokerAgents {
  return { http: new GuardedHttpAgent(policy, options), https: new GuardedHttpsAgent(policy, options) };
}
