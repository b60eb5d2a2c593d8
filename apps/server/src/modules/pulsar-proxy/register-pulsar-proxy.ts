// The pulsar-proxy module in app.ts: the proxy over the environments' records, its concurrency
// limits and its routes. It forgets an environment's routes when environments announces a change,
// and announces each write a broker accepted ('proxied-write'), so the catalogue's live lists of
// that environment are read afresh, without the proxy knowing the catalogue.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { Announces, Hears } from '../../module-events.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EnvironmentEvents, EnvironmentRepository } from '../environments/index.ts';
import { Bulkhead } from './bulkhead.ts';
import { PlannedCalls } from './planned-calls.ts';
import { pulsarProxyRoutes } from './pulsar-proxy.routes.ts';
import { PulsarProxy } from './pulsar-proxy.ts';
import { SessionRateLimit } from './session-rate-limit.ts';
import type { WriteVersions } from './write-versions.ts';

/** What the proxy announces: a write to `environment` succeeded (the broker answered below 400). */
export type ProxyEvents = { 'proxied-write': [environment: string] };

export interface PulsarProxyDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'proxyTimeoutMs' | 'proxyMaxConcurrency' | 'proxySessionRate' | 'brokerAddressPolicy'>;
  environments: EnvironmentRepository;
  audit: AuditLog;
  events: Announces<ProxyEvents> & Hears<EnvironmentEvents>;
  /** The history of versioned resources, told of each audited write (decision 0095). */
  versions?: WriteVersions;
}

export interface PulsarProxyApi {
  /** Other modules' way to a broker (the catalogue, Pulsar Manager's API, tokens). */
  proxy: PulsarProxy;
  /** Writes made from a plan (the changes module), through the proxied call's own steps. */
  planned: PlannedCalls;
}

export async function registerPulsarProxy(
  server: FastifyInstance,
  deps: PulsarProxyDependencies,
): Promise<PulsarProxyApi> {
  const { db, clock, config, audit, events } = deps;
  const proxy = new PulsarProxy({
    environments: deps.environments,
    clock,
    timeoutMs: config.proxyTimeoutMs,
    maxSockets: config.proxyMaxConcurrency,
    addressPolicy: config.brokerAddressPolicy,
  });
  events.on('environment-changed', (name) => proxy.forget(name));
  // One bulkhead: a plan's calls count against the environment's cap with the browser's.
  const bulkhead = new Bulkhead(config.proxyMaxConcurrency);
  const rateLimit = new SessionRateLimit(clock, config.proxySessionRate);
  const onWrite = (environment: string) => void events.announce('proxied-write', environment);
  await pulsarProxyRoutes(server, {
    proxy,
    bulkhead,
    rateLimit,
    audit,
    db,
    onWrite,
    ...(deps.versions ? { versions: deps.versions } : {}),
  });
  const planned = new PlannedCalls({
    proxy,
    bulkhead,
    rateLimit,
    audit,
    db,
    timeoutMs: config.proxyTimeoutMs,
    onWrite,
    versions: deps.versions,
  });
  return { proxy, planned };
}
