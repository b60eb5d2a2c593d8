// Pulsar for the web tests: every call the web sends through Beacon's proxy (/admin, /lookup,
// /topics, the bookie API) is answered by apps/pulsar-sim, the simulator the rest of the suite
// trusts and contract-tests, served in memory (Fastify's inject, no port). In front of it, what
// Beacon's proxy itself decides: the permission table first, then the broker the call names.
// The web never imports the simulator; only its tests do, by a relative path (it is no dependency
// of @beacon/web).
import { COOKIES, REQUEST_HEADERS, authorizeProxyCall, type UserInfoResponse } from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import {
  ConnectionResetError,
  createInMemorySimulator,
  topologyOf,
  type InMemorySimulator,
  type InMemorySimulatorOptions,
} from '../../../pulsar-sim/src/in-memory.ts';
import type { FaultRule } from '../../../pulsar-sim/src/control/faults.ts';
import { storeCookie } from './browser-cookies.ts';
import { NO_ENVIRONMENT, PROXIED_PATHS, environmentsHandler, userInfoOf } from './console-api.ts';
import { network } from './network.ts';

/** Headers that describe one hop, not the answer; the proxy drops them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export interface SimulatedPulsarOptions extends InMemorySimulatorOptions {
  /** Who is signed in; decides what the proxy lets through (default: a superuser). */
  user?: UserInfoResponse;
  /**
   * The environment the browser has chosen (its cookie, sent as the `environment` header): the
   * simulator, by default; null for a browser that has chosen none.
   */
  environment?: string | null;
}

export const SIMULATED_ENVIRONMENT = 'simulator';

/**
 * Simulators by topology, kept for the worker's life: building one's broker apps takes ~150 ms, a
 * reload onto a test's scenario (fresh state, no faults, the clock at its start) well under 1 ms.
 */
const reusable = new Map<string, InMemorySimulator>();

/** A simulator on the scenario asked for, fresh: reused for the worker's life where it can be. */
export function freshSimulator(options: InMemorySimulatorOptions = {}): InMemorySimulator {
  const custom = options.clock ?? options.seed ?? options.auth ?? options.backgroundOperationMs;
  if (custom !== undefined) return createInMemorySimulator(options);
  const topology = topologyOf(options.scenario);
  const kept = reusable.get(topology);
  if (kept) {
    kept.reload(options.scenario ?? 'demo');
    return kept;
  }
  const created = createInMemorySimulator(options);
  reusable.set(topology, created);
  return created;
}

export interface SimulatedPulsar {
  simulator: InMemorySimulator;
  /** The first cluster's state: what a test reads to see what a screen changed. */
  readonly state: InMemorySimulator['runtime']['state'];
  /** Answers the next `times` calls (every call by default) under `pathPrefix` with this failure. */
  fail(rule: Omit<FaultRule, 'id' | 'remaining'> & { times?: number }): void;
  /** Each proxied call the web sent, in order. */
  seen: Request[];
}

/**
 * A fresh simulator for this test, answering the web's Pulsar calls until the test ends (setup.ts
 * resets the network's handlers after each test).
 */
export function simulatePulsar(options: SimulatedPulsarOptions = {}): SimulatedPulsar {
  const simulator = freshSimulator(options);
  const user = options.user ?? userInfoOf();
  const caller = { roles: user.roles, tenants: user.tenants };
  const seen: Request[] = [];
  const environment = options.environment === undefined ? SIMULATED_ENVIRONMENT : options.environment;
  if (environment !== null) storeCookie(COOKIES.environment, environment);

  const handler = http.all(PROXIED_PATHS, async ({ request }) => {
    seen.push(request.clone());
    const target = new URL(request.url);
    if (!request.headers.get(REQUEST_HEADERS.environment))
      return HttpResponse.json({ error: NO_ENVIRONMENT, message: NO_ENVIRONMENT }, { status: 400 });
    const decision = authorizeProxyCall(caller, request.method, target.pathname);
    if (!decision.allowed)
      return HttpResponse.json(
        { error: decision.reason, message: decision.reason },
        { status: decision.status },
      );
    return simulatorAnswer(simulator, request, {
      ...optional('cluster', request.headers.get('x-pulsar-cluster')),
      ...optional('broker', request.headers.get('x-pulsar-broker')),
    });
  });
  network.use(handler);
  // The chosen environment is one the console lists (as it lists a tenant admin's own ones); a
  // test that wants another list registers its own handler after this one.
  if (environment !== null) {
    network.use(
      environmentsHandler([{ name: environment, broker: 'http://simulator:8080', status: 'online' }]),
    );
  }

  return {
    simulator,
    get state() {
      return simulator.runtime.state;
    },
    fail({ times, ...rule }) {
      simulator.control.faults.add({ ...rule, ...(times === undefined ? {} : { remaining: times }) });
    },
    seen,
  };
}

/**
 * The simulator's answer to a call as a fetch Response: its method, path, headers and body passed
 * on, hop-by-hop headers dropped, a simulated connection reset as a network error. Shared by the
 * proxy imitation here and by the real server's calls to the simulator (real-beacon.ts).
 */
export async function simulatorAnswer(
  simulator: InMemorySimulator,
  request: Request,
  routing: { cluster?: string; broker?: string } = {},
): Promise<Response> {
  const target = new URL(request.url);
  const body = ['GET', 'HEAD'].includes(request.method)
    ? undefined
    : new Uint8Array(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  try {
    const answer = await simulator.handle({
      method: request.method,
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body && body.length > 0 ? { body } : {}),
      ...routing,
    });
    const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
    const empty = answer.status === 204 || answer.status === 304 || answer.body.length === 0;
    return new HttpResponse(empty ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: kept,
    });
  } catch (error) {
    if (error instanceof ConnectionResetError) return HttpResponse.error();
    throw error;
  }
}

function optional<Key extends string>(key: Key, value: string | null): Partial<Record<Key, string>> {
  return value === null ? {} : ({ [key]: value } as Record<Key, string>);
}
