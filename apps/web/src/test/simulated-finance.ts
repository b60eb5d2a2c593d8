// The selectors' tests' starting point: an operator signed in to a simulator that holds tenant
// finance with namespace finance/payments (the real server lists them, decision 0062).
import { waitFor } from '@testing-library/react';
import { simulatePulsar } from './simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant, type SimulatorState } from './simulator-scenario.ts';

/** finance/payments on standalone, then what `seed` adds (topics, subscriptions, other namespaces). */
export async function simulateFinance(seed: (state: SimulatorState) => void = () => undefined) {
  const pulsar = await simulatePulsar({
    scenario: scenarioOf((state) => {
      seedTenant(state, 'finance', ['standalone']);
      seedNamespace(state, 'finance/payments', ['standalone']);
      seed(state);
    }),
  });
  return { pulsar };
}

const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** antd draws the choices of an open Select as items titled with their label. */
export function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>(`${OPEN_OPTIONS}[title="${name}"]`);
    if (!item) throw new Error(`no ${name} option`);
    return item;
  });
}

/** The labels of the open Select's choices, in order. */
export const shownOptions = () =>
  [...document.querySelectorAll(OPEN_OPTIONS)].map((item) => item.getAttribute('title'));
