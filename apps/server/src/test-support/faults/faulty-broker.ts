// Brokers that misbehave in the ways a real deployment can, each behind an environment of its own
// (named after the fault), for the fault suite. A broker answers normally until its fault is switched
// on, so Beacon's connection test lets the environment be saved first.
import type { FakeBroker, ScriptedAnswer } from '../index.ts';
import { startFakeBroker } from '../index.ts';

export const BROKER_FAULTS = [
  'down',
  'silent',
  'slow',
  'status-500',
  'status-503',
  'stall-after-headers',
  'stall-mid-body',
  'close-mid-body',
  'not-json',
] as const;
export type BrokerFault = (typeof BROKER_FAULTS)[number];

/** What a healthy broker lists: enough for the catalogue's lists to ask further questions. */
export const TENANTS = ['acme', 'public'];
const tenantsBody = JSON.stringify(TENANTS);

export function faultyAnswer(fault: BrokerFault, slowMs: number): ScriptedAnswer | undefined {
  const json = { 'content-type': 'application/json' };
  switch (fault) {
    case 'down':
      return undefined; // the broker is closed instead
    case 'silent':
      return { hang: true, status: 200 };
    case 'slow':
      return { status: 200, headers: json, body: tenantsBody, delayMs: slowMs };
    case 'status-500':
      return { status: 500, headers: json, body: '{"reason":"Internal error: metadata store unavailable"}' };
    case 'status-503':
      return { status: 503, headers: json, body: '{"reason":"Broker is shutting down"}' };
    case 'stall-after-headers':
    case 'stall-mid-body':
    case 'close-mid-body':
      return { status: 200, headers: json, body: tenantsBody, interruption: fault };
    case 'not-json':
      return { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>maintenance</html>' };
  }
}

export interface FaultyBroker {
  fault: BrokerFault;
  broker: FakeBroker;
  /** From now on every call (the connection test's included) meets the fault; `down` closes the broker. */
  breakDown(): Promise<void>;
}

export async function startFaultyBroker(fault: BrokerFault, slowMs: number): Promise<FaultyBroker> {
  let broken = false;
  const broker = await startFakeBroker({
    overrides: () => (broken ? faultyAnswer(fault, slowMs) : undefined),
    answer: (request) => {
      if (request.url === '/admin/v2/tenants')
        return { status: 200, headers: { 'content-type': 'application/json' }, body: tenantsBody };
      return undefined;
    },
  });
  return {
    fault,
    broker,
    async breakDown() {
      broken = true;
      if (fault === 'down') await broker.close();
    },
  };
}
