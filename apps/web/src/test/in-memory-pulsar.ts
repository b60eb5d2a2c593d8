// The in-memory simulator (apps/pulsar-sim) as the web tests' Pulsar: one per scenario, reused for a
// worker's life, and its answer to a call as a fetch Response. The real server's calls to Pulsar
// reach it through MSW (real-beacon.ts). The web never imports the simulator; only its tests do, by
// a relative path (it is no dependency of @beacon/web).
import { HttpResponse } from 'msw';
import {
  ConnectionResetError,
  createInMemorySimulator,
  topologyOf,
  type InMemorySimulator,
  type InMemorySimulatorOptions,
} from '../../../pulsar-sim/src/in-memory.ts';

/** Headers that describe one hop, not the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

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

/**
 * The simulator's answer to a call as a fetch Response: its method, path, headers and body passed
 * on, hop-by-hop headers dropped, a simulated connection reset as a network error. What the real
 * server receives when it calls the simulator's brokers (real-beacon.ts).
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
