import { startSimulator } from '../simulator.ts';
import type { RunningSimulator } from '../simulator.ts';
import { ManualClock } from '../core/clock.ts';

// Where contract cases run: the simulator (default), or a real broker when PULSAR_URL is set
// (e.g. PULSAR_URL=http://localhost:8080 with a standalone Pulsar 4.0; PULSAR_TOKEN adds a token).

export interface ContractTarget {
  url: string;
  cluster: string;
  simulator: RunningSimulator | undefined;
  close(): Promise<void>;
}

export const againstRealPulsar = (): boolean => Boolean(process.env.PULSAR_URL);

export async function openTarget(): Promise<ContractTarget> {
  const external = process.env.PULSAR_URL;
  if (external) {
    const url = external.replace(/\/+$/, '');
    const clusters = (await (
      await fetch(`${url}/admin/v2/clusters`, { headers: authHeaders() })
    ).json()) as string[];
    return {
      url,
      cluster: clusters[0] ?? 'standalone',
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
  });
  return { url: simulator.url, cluster: 'standalone', simulator, close: () => simulator.close() };
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
