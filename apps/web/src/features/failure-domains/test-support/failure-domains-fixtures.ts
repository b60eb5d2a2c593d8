// The failure-domain screens' tests: a fresh demo simulator (standalone cluster, brokers
// localhost:8080 and localhost:8081), the operator signed in, and antd's select driven as a user.
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';

export const CLUSTER = 'standalone';
export const domainPage = (name: string) => `/management/clusters/${CLUSTER}/${name}/failureDomainName`;

export async function startDomains(): Promise<SimulatedPulsar> {
  return await simulatePulsar();
}

/** The cluster's failure domains as the simulator holds them. */
export const storedDomains = (pulsar: SimulatedPulsar): Record<string, { brokers: string[] }> =>
  Object.fromEntries(pulsar.state.clusters.get(CLUSTER)?.failureDomains ?? []);

/** Sets a domain through the simulator's REST API, as another admin would. */
export async function seedDomain(pulsar: SimulatedPulsar, name: string, brokers: string[]): Promise<void> {
  const answer = await pulsar.simulator.handle({
    method: 'POST',
    url: `/admin/v2/clusters/${CLUSTER}/failureDomains/${name}`,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(JSON.stringify({ brokers })),
  });
  if (answer.status !== 204) throw new Error(`seeding ${name}: ${String(answer.status)}`);
}

/** Opens an antd select and picks the option titled `option`. */
export async function chooseOption(user: UserEvent, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  let item: HTMLElement | null = null;
  await waitFor(() => {
    item = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!item) throw new Error(`no option ${option}`);
  });
  await user.click(item!);
}
