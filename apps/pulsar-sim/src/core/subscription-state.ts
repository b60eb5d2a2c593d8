import type { SimulatorState, SubscriptionState, SubscriptionType } from './state.ts';
import { emptyRate } from './state.ts';

export function newSubscription(
  state: SimulatorState,
  name: string,
  markDeleteSequence: number,
  options: {
    type?: SubscriptionType;
    durable?: boolean;
    replicated?: boolean;
    properties?: Record<string, string>;
  } = {},
): SubscriptionState {
  const now = state.clock.now();
  return {
    name,
    type: options.type ?? 'Exclusive',
    durable: options.durable ?? true,
    replicated: options.replicated ?? false,
    markDeleteSequence,
    consumers: [],
    properties: options.properties ?? {},
    out: { messages: 0, bytes: 0 },
    outRate: emptyRate(),
    expired: 0,
    expiredAtLastRoll: 0,
    expiredRate: 0,
    lastExpireTimestamp: 0,
    lastMarkDeleteAdvancedTimestamp: now,
    lastConsumedTimestamp: 0,
    lastAckedTimestamp: 0,
    cursorLedger: state.nextLedgerId++,
    createdAt: now,
  };
}
