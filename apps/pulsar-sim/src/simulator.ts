import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './core/clock.ts';
import { systemClock } from './core/clock.ts';
import { createRandom } from './core/random.ts';
import { createClusterStates } from './core/metadata-stores.ts';
import { tickDeployment } from './core/replication.ts';
import type { BrokerState, SimulatorState } from './core/state.ts';
import { CONTROL_PREFIX, registerControlRoutes } from './control/control.routes.ts';
import type { ControlTarget } from './control/control.routes.ts';
import { FaultRegistry } from './control/faults.ts';
import type { AuthSettings } from './http/authentication.ts';
import { buildBookieApp } from './http/bookie-app.ts';
import { buildBrokerApp } from './http/broker-app.ts';
import type { SimulatorRuntime } from './http/context.ts';
import { startProxyFront } from './proxy/pulsar-proxy-front.ts';
import { listenBinary } from './binary/listener.ts';
import type { BinaryListener } from './binary/listener.ts';
import type { ProxyFront } from './proxy/pulsar-proxy-front.ts';
import { createTlsMaterial } from './tls/certificates.ts';
import type { TlsMaterial } from './tls/certificates.ts';
import { SCENARIOS } from './scenarios/index.ts';
import type { Scenario } from './scenarios/index.ts';

export interface SimulatorOptions {
  /** demo (default), geo, large or auth. */
  scenario?: string;
  /** First broker's port; further brokers and the bookie API take the following ports. 0 = any free ports. */
  port?: number;
  /**
   * First broker's binary port (brokerServicePort); further brokers take the following ports, and
   * with `tls` their `pulsar+ssl://` ports start 100 above. Pulsar's 6650 by default, any free
   * ports when `port` is 0.
   */
  binaryPort?: number;
  /**
   * `false`: no binary port listens. The clusters still advertise a `pulsar://` service URL, at a
   * port taken and let go at start, so a client's connection is refused: a broker whose binary
   * port a firewall closes (the workbench falls back to the admin REST API, decision 0076).
   */
  binaryPorts?: boolean;
  /** Interface to listen on (127.0.0.1 by default). */
  host?: string;
  /**
   * Host name brokers advertise in ids, redirects, cluster and lookup data: localhost by default,
   * `broker-<n>.pulsar.invalid` (a name nothing resolves) behind a Pulsar proxy.
   */
  advertisedHost?: string;
  /** Also start a Pulsar proxy's HTTP front (`proxyUrl`): only it can reach the brokers' names. */
  pulsarProxy?: boolean;
  /**
   * Every broker also serves HTTPS on a port of its own (`webServicePortTls`), with a certificate
   * signed by a CA made at start (`tls.ca`).
   */
  tls?: boolean;
  seed?: number;
  clock?: Clock;
  /** Run the traffic engine on a timer every `trafficIntervalMs` (default true, 1000 ms). */
  traffic?: boolean;
  trafficIntervalMs?: number;
  /** Serve the control API under /_sim (off by default). */
  control?: boolean;
  /** Require tokens; overrides the scenario's own setting. `false` turns the auth scenario's off. */
  auth?: AuthSettings | false;
  /** Milliseconds a compaction or an offload stays RUNNING (default 1000; 0 completes it at the next call). */
  backgroundOperationMs?: number;
  /**
   * Whether the functions worker has Pulsar's IO connectors (SimulatorLimits.builtinConnectors);
   * overrides the scenario's (the demo has them; a real 4.0.7 standalone has none).
   */
  builtinConnectors?: boolean;
}

export interface BrokerEndpoint {
  id: string;
  cluster: string;
  /** The URL the broker advertises (unreachable behind a Pulsar proxy). */
  url: string;
  /** Where the broker really listens. */
  listenUrl: string;
  /** The broker's HTTPS URL (`tls: true`), advertised like `url`. */
  tlsUrl?: string;
  /** Where the broker's binary port listens (`pulsar://`), and its TLS one (`pulsar+ssl://`, `tls: true`). */
  serviceUrl: string;
  serviceUrlTls?: string;
}

export interface RunningSimulator {
  scenario: string;
  brokers: BrokerEndpoint[];
  /** What the console's default environment points at: the Pulsar proxy if any, else the first broker. */
  url: string;
  /** The Pulsar proxy's URL (`pulsarProxy: true`). */
  proxyUrl?: string;
  /** `tls: true`: the PEM of the CA that signed the brokers' certificate. */
  tls?: { ca: string };
  /** Service URL per cluster name. */
  clusters: Record<string, string>;
  bookieUrl: string;
  runtime: SimulatorHandle;
  close(): Promise<void>;
}

export interface SimulatorHandle extends SimulatorRuntime, ControlTarget {
  readonly auth: AuthSettings | undefined;
}

export interface Listener {
  port: number;
  cluster: string;
  /** The host name this broker advertises. */
  advertisedHost: string;
  /** The broker's HTTPS port (`webServicePortTls`), when it has one. */
  tlsPort?: number;
  /** The broker's binary ports (brokerServicePort, brokerServicePortTls) where it listens on them. */
  binaryPort?: number;
  binaryTlsPort?: number;
}

function requireScenario(name: string): Scenario {
  const scenario = SCENARIOS.get(name);
  if (!scenario) throw new Error(`Unknown scenario "${name}"; known: ${[...SCENARIOS.keys()].join(', ')}`);
  return scenario;
}

export function buildStates(
  scenario: Scenario,
  listeners: readonly Listener[],
  options: SimulatorOptions,
  clock: Clock,
): Map<string, SimulatorState> {
  const states = createClusterStates(
    scenario.topology.clusters.map((cluster) => cluster.name),
    clock,
    createRandom(options.seed ?? 42),
    {
      ...scenario.limits,
      ...(options.backgroundOperationMs === undefined
        ? {}
        : { backgroundOperationMs: options.backgroundOperationMs }),
      ...(options.builtinConnectors === undefined ? {} : { builtinConnectors: options.builtinConnectors }),
    },
  );
  const [first] = states.values();
  if (!first) throw new Error(`Scenario "${scenario.name}" has no cluster`);
  const host = options.advertisedHost ?? 'localhost';
  listeners.forEach((listener, index) => {
    const advertised = listener.advertisedHost;
    const binaryPort = String(listener.binaryPort ?? 6650 + index);
    const binaryTlsPort = String(listener.binaryTlsPort ?? 6750 + index);
    let cluster = first.clusters.get(listener.cluster);
    if (!cluster) {
      cluster = {
        name: listener.cluster,
        data: {
          serviceUrl: `http://${advertised}:${String(listener.port)}`,
          brokerServiceUrl: `pulsar://${advertised}:${binaryPort}`,
          ...(listener.tlsPort === undefined
            ? {}
            : {
                serviceUrlTls: `https://${advertised}:${String(listener.tlsPort)}`,
                brokerServiceUrlTls: `pulsar+ssl://${advertised}:${binaryTlsPort}`,
              }),
        },
        brokers: [],
        failureDomains: new Map(),
        isolationPolicies: new Map(),
      };
      first.clusters.set(listener.cluster, cluster);
    }
    const broker: BrokerState = {
      id: `${advertised}:${String(listener.port)}`,
      cluster: listener.cluster,
      webServiceUrl: `http://${advertised}:${String(listener.port)}`,
      ...(listener.tlsPort === undefined
        ? {}
        : {
            webServiceUrlTls: `https://${advertised}:${String(listener.tlsPort)}`,
            pulsarServiceUrlTls: `pulsar+ssl://${advertised}:${binaryTlsPort}`,
          }),
      pulsarServiceUrl: `pulsar://${advertised}:${binaryPort}`,
      startTimestamp: clock.now(),
      healthy: true,
    };
    cluster.brokers.push(broker);
  });
  for (let index = 0; index < scenario.topology.bookies; index += 1) {
    const id = `${host}:${String(3181 + index)}`;
    first.bookies.set(id, {
      id,
      hostname: host,
      readOnly: false,
      freeBytes: 85_000_000_000 - index * 3_000_000_000,
      totalBytes: 100_000_000_000,
    });
  }
  scenario.populate(first, states);
  return states;
}

const sameTopology = (scenario: Scenario, listeners: readonly Listener[]): boolean =>
  scenario.topology.clusters
    .flatMap((cluster) => Array.from({ length: cluster.brokers }, () => cluster.name))
    .join() === listeners.map((listener) => listener.cluster).join();

/** A port free a moment ago and closed again: connecting to it is refused. */
function closedPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the brokers (one HTTP port each) and the bookie API of a scenario. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  let scenario = requireScenario(options.scenario ?? 'demo');
  const clock = options.clock ?? systemClock;
  const host = options.host ?? '127.0.0.1';
  const basePort = options.port ?? 8080;
  const binaryBase = options.binaryPort ?? (basePort === 0 ? 0 : 6650);
  const auth = options.auth === false ? undefined : (options.auth ?? scenario.auth);
  const faults = new FaultRegistry();
  const brokerSlots = scenario.topology.clusters.flatMap((cluster) =>
    Array.from({ length: cluster.brokers }, () => cluster.name),
  );
  const listeners: Listener[] = [];
  let states: Map<string, SimulatorState> | undefined;
  const started = (): Map<string, SimulatorState> => {
    if (!states) throw new Error('simulator is not started');
    return states;
  };

  const handle: SimulatorHandle = {
    get state() {
      const [first] = started().values();
      if (!first) throw new Error('simulator is not started');
      return first;
    },
    stateOf(cluster) {
      const state = started().get(cluster);
      if (!state) throw new Error(`No cluster ${cluster} in this simulator`);
      return state;
    },
    auth,
    faults,
    brokerAt(index) {
      const listener = listeners[index];
      const broker = listener
        ? states
            ?.get(listener.cluster)
            ?.clusters.get(listener.cluster)
            ?.brokers.find((candidate) => candidate.id.endsWith(`:${String(listener.port)}`))
        : undefined;
      if (broker) broker.healthy = !faults.isDown(broker.id);
      return broker;
    },
    reset() {
      states = buildStates(scenario, listeners, options, clock);
      faults.clear();
    },
    loadScenario(name) {
      const next = requireScenario(name);
      if (!sameTopology(next, listeners))
        throw new Error(
          `Scenario "${name}" needs a different set of brokers; restart the simulator with --scenario ${name}`,
        );
      scenario = next;
      handle.reset();
    },
    advance(milliseconds) {
      if ('advance' in clock && typeof clock.advance === 'function')
        (clock as { advance(ms: number): void }).advance(milliseconds);
      tickDeployment(started(), milliseconds);
    },
    describe: () => ({ scenario: scenario.name, brokers: endpoints(), faults: faults.list() }),
  };

  const apps: FastifyInstance[] = [];
  const binaryListeners: BinaryListener[] = [];
  let proxy: ProxyFront | undefined;
  const localHost = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host;
  const advertisedHostOf = (index: number): string =>
    options.advertisedHost ?? (options.pulsarProxy ? `broker-${String(index)}.pulsar.invalid` : 'localhost');
  const endpoints = (): BrokerEndpoint[] =>
    listeners.map((listener) => ({
      id: `${listener.advertisedHost}:${String(listener.port)}`,
      cluster: listener.cluster,
      url: `http://${listener.advertisedHost}:${String(listener.port)}`,
      listenUrl: `http://${localHost}:${String(listener.port)}`,
      ...(listener.tlsPort === undefined
        ? {}
        : { tlsUrl: `https://${listener.advertisedHost}:${String(listener.tlsPort)}` }),
      serviceUrl: `pulsar://${localHost}:${String(listener.binaryPort)}`,
      ...(listener.binaryTlsPort === undefined
        ? {}
        : { serviceUrlTls: `pulsar+ssl://${localHost}:${String(listener.binaryTlsPort)}` }),
    }));
  const closeAll = async (): Promise<void> => {
    await Promise.all([
      ...apps.map((app) => app.close()),
      ...binaryListeners.map((listener) => listener.close()),
      proxy?.close(),
    ]);
  };

  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const tls: TlsMaterial | undefined = options.tls
    ? createTlsMaterial([
        ...brokerSlots.map((_, index) => advertisedHostOf(index)),
        'localhost',
        '127.0.0.1',
        reachableHost,
      ])
    : undefined;
  const portOf = (app: FastifyInstance, fallback: number): number => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : fallback;
  };

  try {
    for (const [index, cluster] of brokerSlots.entries()) {
      const app = buildBrokerApp({
        runtime: handle,
        listenerIndex: index,
        faults,
        auth,
        extraPrefix: options.control ? CONTROL_PREFIX : undefined,
        registerExtra: options.control ? (instance) => registerControlRoutes(instance, handle) : undefined,
      });
      apps.push(app);
      await app.listen({ host, port: basePort === 0 ? 0 : basePort + index });
      const address = app.server.address();
      const listener: Listener = {
        port: typeof address === 'object' && address ? address.port : basePort + index,
        cluster,
        advertisedHost: advertisedHostOf(index),
      };
      if (tls) {
        const tlsApp = buildBrokerApp({ runtime: handle, listenerIndex: index, faults, auth, tls });
        apps.push(tlsApp);
        // TLS ports follow the HTTP ports, the bookie API and the proxy.
        const tlsPort = basePort === 0 ? 0 : basePort + brokerSlots.length + 2 + index;
        await tlsApp.listen({ host, port: tlsPort });
        listener.tlsPort = portOf(tlsApp, tlsPort);
      }
      if (options.binaryPorts === false) {
        listener.binaryPort = await closedPort(host);
        if (tls) listener.binaryTlsPort = await closedPort(host);
        listeners.push(listener);
        continue;
      }
      const binary = { host, runtime: handle, listenerIndex: index, auth };
      const plain = await listenBinary({ ...binary, port: binaryBase === 0 ? 0 : binaryBase + index });
      binaryListeners.push(plain);
      listener.binaryPort = plain.port;
      if (tls) {
        const secure = await listenBinary({
          ...binary,
          port: binaryBase === 0 ? 0 : binaryBase + 100 + index,
          tls: { key: tls.key, cert: tls.cert },
        });
        binaryListeners.push(secure);
        listener.binaryTlsPort = secure.port;
      }
      listeners.push(listener);
    }
    const bookieApp = buildBookieApp(handle);
    apps.push(bookieApp);
    await bookieApp.listen({ host, port: basePort === 0 ? 0 : basePort + brokerSlots.length });
    states = buildStates(scenario, listeners, options, clock);
    const bookieAddress = bookieApp.server.address();
    const bookiePort = typeof bookieAddress === 'object' && bookieAddress ? bookieAddress.port : 0;
    if (options.pulsarProxy) {
      const proxyCluster = brokerSlots[0] ?? '';
      proxy = await startProxyFront({
        host,
        port: basePort === 0 ? 0 : basePort + brokerSlots.length + 1,
        brokers: () =>
          (handle.stateOf(proxyCluster).clusters.get(proxyCluster)?.brokers ?? [])
            .filter((broker) => !faults.isDown(broker.id))
            .map((broker) => broker.webServiceUrl),
        resolve: (origin) => {
          for (const listener of listeners) {
            if (origin === `http://${listener.advertisedHost}:${String(listener.port)}`)
              return `http://${reachableHost}:${String(listener.port)}`;
            if (
              listener.tlsPort !== undefined &&
              origin === `https://${listener.advertisedHost}:${String(listener.tlsPort)}`
            )
              return `https://${reachableHost}:${String(listener.tlsPort)}`;
          }
          return undefined;
        },
        ...(tls ? { ca: tls.ca } : {}),
      });
    }

    let lastTick = clock.now();
    const timer =
      options.traffic === false
        ? undefined
        : setInterval(() => {
            const now = clock.now();
            if (states) tickDeployment(states, now - lastTick);
            lastTick = now;
          }, options.trafficIntervalMs ?? 1000);
    timer?.unref();

    const brokers = endpoints();
    const clusters: Record<string, string> = {};
    for (const broker of brokers) clusters[broker.cluster] ??= broker.url;
    return {
      scenario: scenario.name,
      brokers,
      url: proxy?.url ?? brokers[0]?.url ?? '',
      ...(proxy ? { proxyUrl: proxy.url } : {}),
      ...(tls ? { tls: { ca: tls.ca } } : {}),
      clusters,
      bookieUrl: `http://${options.advertisedHost ?? 'localhost'}:${String(bookiePort)}`,
      runtime: handle,
      close: async () => {
        if (timer) clearInterval(timer);
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
