// Tenants and helpers the tenant screens' tests share: the simulator holds the tenants and their
// namespaces; Beacon's catalogue lists them with the figures a test gives.
import {
  COOKIES,
  type CatalogFreshness,
  type TrafficFigures,
  type UserInfoResponse,
} from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { findDialog } from '../../../test/dialogs.ts';
import type { renderApp } from '../../../test/render-app.tsx';
import { serveCatalogue } from '../../../test/simulated-catalogue.ts';
import { storeCookie } from '../../../test/browser-cookies.ts';
import { startRealBeacon } from '../../../test/real-beacon.ts';
import { freshSimulator, simulatePulsar } from '../../../test/simulator-network.ts';
import { scenarioOf, seedNamespace, seedTenant, seedTopic } from '../../../test/simulator-scenario.ts';

// The tenant screens' tests take these from here with the rest.
export { findDialog } from '../../../test/dialogs.ts';
export { findPageHeading } from '../../../test/pages.ts';

export interface TenantSeed {
  name: string;
  adminRoles: string[];
  allowedClusters: string[];
  /** What the stats collector last measured for the tenant. */
  figures?: Partial<TrafficFigures>;
}

export interface NamespaceSeed {
  tenant: string;
  name: string;
  /** How many topics it holds (topic-0 …). */
  topics?: number;
  figures?: Partial<TrafficFigures>;
}

export interface StartOptions {
  clusters?: string[];
  tenants?: TenantSeed[];
  namespaces?: NamespaceSeed[];
  /** Who is signed in; decides what the server lets through (default: a superuser). */
  user?: UserInfoResponse;
  stats?: CatalogFreshness;
}

export const FINANCE: TenantSeed = {
  name: 'finance',
  adminRoles: ['finance-admin', 'auditor'],
  allowedClusters: ['eu-west', 'us-east'],
  figures: {
    inMsg: 1500,
    outMsg: 12.5,
    inBytes: 1536,
    outBytes: 3 * 1024 * 1024,
    storageSize: 5 * 1024 ** 3,
  },
};
export const EMPTY: TenantSeed = { name: 'sandbox', adminRoles: [], allowedClusters: ['eu-west'] };
export const CLUSTERS = ['eu-west', 'us-east'];

/** A scenario of these tenants (finance and sandbox by default) and namespaces, with N topics each. */
function tenantsScenario(options: Pick<StartOptions, 'clusters' | 'tenants' | 'namespaces'>) {
  const clusters = options.clusters ?? CLUSTERS;
  const [home = 'standalone'] = clusters;
  const tenants = options.tenants ?? [FINANCE, EMPTY];
  const namespaces = options.namespaces ?? [];
  return scenarioOf((state) => {
    for (const tenant of tenants) seedTenant(state, tenant.name, tenant.allowedClusters, tenant.adminRoles);
    for (const namespace of namespaces) {
      const fullName = `${namespace.tenant}/${namespace.name}`;
      seedNamespace(state, fullName, [home]);
      for (let index = 0; index < (namespace.topics ?? 0); index += 1)
        seedTopic(state, `persistent://${fullName}/topic-${String(index)}`, home);
    }
  }, clusters);
}

/**
 * The real server (decision 0062) with environment `simulator` on a simulator holding these tenants
 * and namespaces, chosen in the browser, its statistics collected once (no traffic: every figure 0).
 * Nobody is signed in yet: the test signs the browser in as the user it is about.
 */
export async function startOnRealServer(
  options: Pick<StartOptions, 'clusters' | 'tenants' | 'namespaces'> = {},
) {
  const beacon = await startRealBeacon();
  const simulator = freshSimulator({ scenario: tenantsScenario(options) });
  await beacon.addSimulatorEnvironment(simulator);
  await beacon.collectStatistics();
  storeCookie(COOKIES.environment, 'simulator');
  return { beacon, simulator };
}

/** Signs the operator in on a fresh simulator holding these tenants (finance and sandbox by default). */
export async function start(options: StartOptions = {}) {
  const tenants = options.tenants ?? [FINANCE, EMPTY];
  const namespaces = options.namespaces ?? [];
  const pulsar = await simulatePulsar({
    ...(options.user ? { user: options.user } : {}),
    scenario: tenantsScenario(options),
  });
  const figures: Record<string, Partial<TrafficFigures>> = {};
  for (const tenant of tenants) figures[tenant.name] = tenant.figures ?? {};
  for (const namespace of namespaces)
    figures[`${namespace.tenant}/${namespace.name}`] = namespace.figures ?? {};
  const catalogue = serveCatalogue(pulsar, {
    figures,
    ...(options.user ? { user: options.user } : {}),
    ...(options.stats ? { stats: options.stats } : {}),
  });
  return { pulsar, seen: pulsar.seen, listQueries: catalogue.listQueries };
}

export const rowOf = async (tenant: string) =>
  (await screen.findByRole('link', { name: tenant })).closest('tr')!;

export async function openNewTenant(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New Tenant' }));
  return findDialog('New Tenant');
}

/** Picks an option of an antd Select: open it, then click the visible option (not the a11y copy). */
export async function chooseOption(
  user: ReturnType<typeof renderApp>['user'],
  select: HTMLElement,
  option: string,
): Promise<void> {
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
