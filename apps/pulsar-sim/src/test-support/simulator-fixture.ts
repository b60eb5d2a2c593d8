import { ManualClock } from '../core/clock.ts';
import { startSimulator } from '../simulator.ts';
import type { RunningSimulator, SimulatorOptions } from '../simulator.ts';

/** A simulator on free ports with a frozen clock and no timer: tests move time with `advance`. */
export function startTestSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  return startSimulator({
    port: 0,
    traffic: false,
    clock: new ManualClock(Date.UTC(2026, 0, 1)),
    ...options,
  });
}

export async function getJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers; text: string }> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers, text };
}
