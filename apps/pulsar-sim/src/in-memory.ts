// The simulator without a network: the same broker and bookie apps as `startSimulator`, answered
// through Fastify's `inject`, for test doubles that run where no port may be opened (the web's jsdom
// tests serve every Pulsar call from here through one MSW handler).
import type { FastifyInstance } from 'fastify';
import { ManualClock } from './core/clock.ts';
import type { Clock } from './core/clock.ts';
import { tickDeployment } from './core/replication.ts';
import type { SimulatorState } from './core/state.ts';
import type { ControlTarget } from './control/control.routes.ts';
import { FaultRegistry } from './control/faults.ts';
import type { AuthSettings } from './http/authentication.ts';
import { buildBookieApp } from './http/bookie-app.ts';
import { buildBrokerApp } from './http/broker-app.ts';
import type { SimulatorRuntime } from './http/context.ts';
import { SCENARIOS } from './scenarios/index.ts';
import type { Scenario } from './scenarios/index.ts';
import { buildStates } from './simulator.ts';
import type { Listener } from './simulator.ts';

export interface InMemorySimulatorOptions {
  /** A scenario's name (demo by default) or a scenario of the caller's own. */
  scenario?: string | Scenario;
  /** A frozen clock by default: time moves only through `control.advance`. */
  clock?: Clock;
  seed?: number;
  auth?: AuthSettings;
  /** Milliseconds a compaction or an offload stays RUNNING (default 0: done at the next call). */
  backgroundOperationMs?: number;
}

export interface InMemoryRequest {
  method: string;
  /** Path and query, e.g. `/admin/v2/tenants`. */
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Which broker answers first: a cluster's first broker, or the broker with this id. */
  cluster?: string;
  broker?: string;
}

export interface InMemoryResponse {
  status: number;
  /** The reason phrase, where Pulsar puts some errors' only explanation. */
  statusText: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface InMemorySimulator {
  readonly runtime: SimulatorRuntime;
  /** Reset, advance time, inject faults: what the control API does over HTTP. */
  readonly control: ControlTarget;
  /** Every broker as `startSimulator` would advertise it (`http://localhost:8080` …). */
  readonly brokers: readonly { id: string; cluster: string; url: string }[];
  /** Answers a call as the brokers would, following their 307s among them as Beacon's proxy does. */
  handle(request: InMemoryRequest): Promise<InMemoryResponse>;
  /**
   * Starts afresh on another scenario of the same brokers: new state, no faults, the clock back at
   * its start. Much cheaper than a new simulator, whose broker apps take ~150 ms to build.
   */
  reload(scenario: string | Scenario): void;
  /** The clusters and broker counts of the scenario, to tell whether `reload` can take another. */
  readonly topology: string;
  close(): Promise<void>;
}

const BASE_PORT = 8080;
const MAX_REDIRECTS = 5;
const BOOKIE_PREFIX = '/api/v1/bookie/';
/** What a connection reset looks like to a caller of `handle`. */
export class ConnectionResetError extends Error {}

function scenarioOf(option: string | Scenario | undefined): Scenario {
  if (typeof option === 'object') return option;
  const scenario = SCENARIOS.get(option ?? 'demo');
  if (!scenario) throw new Error(`Unknown scenario "${String(option)}"`);
  return scenario;
}

/** One word for a scenario's brokers: two scenarios with the same can share a simulator's apps. */
export function topologyOf(scenario: string | Scenario | undefined): string {
  const { topology, auth } = scenarioOf(scenario);
  const brokers = topology.clusters.map((cluster) => `${cluster.name}*${String(cluster.brokers)}`).join(',');
  return `${brokers};bookies=${String(topology.bookies)};auth=${auth ? 'on' : 'off'}`;
}

const START = Date.UTC(2026, 0, 1);

export function createInMemorySimulator(options: InMemorySimulatorOptions = {}): InMemorySimulator {
  let scenario = scenarioOf(options.scenario);
  const topology = topologyOf(scenario);
  const freshClock = (): Clock => options.clock ?? new ManualClock(START);
  let clock = freshClock();
  const faults = new FaultRegistry();
  const listeners: Listener[] = scenario.topology.clusters
    .flatMap((cluster) => Array.from({ length: cluster.brokers }, () => cluster.name))
    .map((cluster, index) => ({ port: BASE_PORT + index, cluster, advertisedHost: 'localhost' }));
  const settings = { seed: options.seed ?? 42, backgroundOperationMs: options.backgroundOperationMs ?? 0 };
  let states: Map<string, SimulatorState> = buildStates(scenario, listeners, settings, clock);

  const runtime: SimulatorRuntime = {
    get state() {
      const [first] = states.values();
      if (!first) throw new Error('the scenario has no cluster');
      return first;
    },
    stateOf(cluster) {
      const state = states.get(cluster);
      if (!state) throw new Error(`No cluster ${cluster} in this simulator`);
      return state;
    },
    brokerAt(index) {
      const listener = listeners[index];
      const broker = listener
        ? states
            .get(listener.cluster)
            ?.clusters.get(listener.cluster)
            ?.brokers.find((candidate) => candidate.id === `localhost:${String(listener.port)}`)
        : undefined;
      if (broker) broker.healthy = !faults.isDown(broker.id);
      return broker;
    },
  };
  const control: ControlTarget = {
    faults,
    reset() {
      states = buildStates(scenario, listeners, settings, clock);
      faults.clear();
    },
    loadScenario() {
      throw new Error('An in-memory simulator serves one scenario; create another for a new one');
    },
    advance(milliseconds) {
      if (clock instanceof ManualClock) clock.advance(milliseconds);
      tickDeployment(states, milliseconds);
    },
    describe: () => ({ scenario: scenario.name, faults: faults.list() }),
  };

  const auth = options.auth ?? scenario.auth;
  const brokerApps: FastifyInstance[] = listeners.map((_, index) =>
    buildBrokerApp({ runtime, listenerIndex: index, faults, auth }),
  );
  const bookieApp = buildBookieApp(runtime);
  const brokers = listeners.map((listener) => ({
    id: `localhost:${String(listener.port)}`,
    cluster: listener.cluster,
    url: `http://localhost:${String(listener.port)}`,
  }));

  const firstIndex = (request: InMemoryRequest): number => {
    const index = brokers.findIndex(
      (broker) =>
        (request.broker === undefined || broker.id === request.broker) &&
        (request.cluster === undefined || broker.cluster === request.cluster),
    );
    return Math.max(index, 0);
  };

  async function ask(app: FastifyInstance, brokerId: string | undefined, request: InMemoryRequest) {
    // A broker that is down resets the connection before any route runs (and `inject` would wait
    // forever on the socket the app destroys).
    if (brokerId !== undefined && faults.isDown(brokerId)) throw new ConnectionResetError(brokerId);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { payload: Buffer.from(request.body) }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    return {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
      body: new Uint8Array(answer.rawPayload),
    };
  }

  return {
    runtime,
    control,
    brokers,
    topology,
    reload(next) {
      if (topologyOf(next) !== topology || options.auth)
        throw new Error('reload needs a scenario with the same brokers and no auth of its own');
      scenario = scenarioOf(next);
      clock = freshClock();
      control.reset();
    },
    async handle(request) {
      if (request.url.startsWith(BOOKIE_PREFIX)) return ask(bookieApp, undefined, request);
      let index = firstIndex(request);
      let current = request;
      for (let hop = 0; ; hop += 1) {
        const app = brokerApps[index];
        if (!app) throw new Error('the scenario has no broker');
        const answer = await ask(app, brokers[index]?.id, current);
        const location = answer.headers.location;
        if (answer.status !== 307 || !location || hop === MAX_REDIRECTS) return answer;
        const target = new URL(location);
        const next = brokers.findIndex((broker) => broker.url === target.origin);
        // Beacon's proxy follows a redirect only inside the environment; anything else goes back.
        if (next < 0) return answer;
        index = next;
        current = { ...current, url: `${target.pathname}${target.search}` };
      }
    },
    async close() {
      await Promise.all([...brokerApps.map((app) => app.close()), bookieApp.close()]);
    },
  };
}
