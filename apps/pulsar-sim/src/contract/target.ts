import { inject } from 'vitest';
import { startSimulator } from '../simulator.ts';
import type { RunningSimulator } from '../simulator.ts';
import { ManualClock } from '../core/clock.ts';

// Where contract cases run. The same files run twice in `npm test`: in the `pulsar-sim` project
// against the simulator, and in the `pulsar-real` project against a real Pulsar 4.0.7 standalone that
// real-broker.global-setup.ts started for the run. PULSAR_URL (and PULSAR_TOKEN) point either
// project at a broker of one's own instead, e.g. one from `npm run pulsar`.

export interface ContractTarget {
  url: string;
  cluster: string;
  /** BookKeeper's HTTP API (the simulator serves it too). */
  bookieUrl: string;
  /** The binary protocol's service URL (`pulsar://`): the cluster's brokerServiceUrl. */
  serviceUrl: string;
  simulator: RunningSimulator | undefined;
  close(): Promise<void>;
}

/** What the `pulsar-real` project's global setup provides. */
export interface RealBrokerTarget {
  adminUrl: string;
  bookieUrl: string;
  serviceUrl: string;
  cluster: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    realPulsar: RealBrokerTarget;
  }
}

function providedRealBroker(): RealBrokerTarget | undefined {
  try {
    return inject('realPulsar');
  } catch {
    return undefined; // not under Vitest's runner (a script, say)
  }
}

export const againstRealPulsar = (): boolean =>
  Boolean(process.env.PULSAR_URL) || Boolean(providedRealBroker());

export async function openTarget(): Promise<ContractTarget> {
  const provided = providedRealBroker();
  if (provided) {
    return {
      url: provided.adminUrl,
      cluster: provided.cluster,
      bookieUrl: provided.bookieUrl,
      serviceUrl: provided.serviceUrl,
      simulator: undefined,
      close: () => Promise.resolve(),
    };
  }
  const external = process.env.PULSAR_URL;
  if (external) {
    const url = external.replace(/\/+$/, '');
    const clusters = (await (
      await fetch(`${url}/admin/v2/clusters`, { headers: authHeaders() })
    ).json()) as string[];
    const cluster = clusters[0] ?? 'standalone';
    const clusterData = (await (
      await fetch(`${url}/admin/v2/clusters/${cluster}`, { headers: authHeaders() })
    ).json()) as { brokerServiceUrl?: string };
    return {
      url,
      cluster,
      bookieUrl: process.env.PULSAR_BOOKIE_URL ?? '',
      serviceUrl: clusterData.brokerServiceUrl ?? '',
      simulator: undefined,
      close: () => Promise.resolve(),
    };
  }
  const simulator = await startSimulator({
    scenario: 'demo',
    port: 0,
    traffic: false,
    clock: new ManualClock(Date.UTC(2026, 0, 1)),
    control: true,
    // As the real standalone: its worker's connectors directory is empty.
    builtinConnectors: false,
  });
  return {
    url: simulator.url,
    cluster: 'standalone',
    bookieUrl: simulator.bookieUrl,
    serviceUrl: simulator.brokers[0]?.serviceUrl ?? '',
    simulator,
    close: () => simulator.close(),
  };
}

export function authHeaders(): Record<string, string> {
  const token = process.env.PULSAR_TOKEN;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export interface Exchange {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
  body: unknown;
}

/** One request, following 307s like the console's proxy does (same method and body, at most 5 hops). */
export async function call(
  target: ContractTarget,
  method: string,
  path: string,
  body?: unknown,
  rawBody?: string,
): Promise<Exchange> {
  let url = `${target.url}${path}`;
  for (let hop = 0; hop < 5; hop += 1) {
    const init: RequestInit = { method, headers: { ...authHeaders() }, redirect: 'manual' };
    if (rawBody !== undefined) {
      init.body = rawBody;
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await fetch(url, init);
    const location = response.headers.get('location');
    if (response.status === 307 && location) {
      await response.arrayBuffer();
      url = location;
      continue;
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      parsed = undefined;
    }
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      text,
      body: parsed,
    };
  }
  throw new Error(`Too many redirects for ${method} ${path}`);
}

export const uniqueName = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
