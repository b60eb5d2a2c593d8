// Tenants and helpers the tenant screens' tests share: the simulator holds the tenants and their
// namespaces, its topics the traffic a test gives; the real server's catalogue lists them with the
// figures its statistics collector read from the simulator's brokers.
import { COOKIES, type TrafficFigures, type UserInfoResponse } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { url } from '../../../test/console-paths.ts';
import { findDialog } from '../../../test/dialogs.ts';
import type { renderApp } from '../../../test/render-app.tsx';
import { storeCookie } from '../../../test/browser-cookies.ts';
import { setServerClock, startRealBeacon, type RealBeacon } from '../../../test/real-beacon.ts';
import { freshSimulator, simulatePulsar } from '../../../test/simulator-network.ts';
import {
  publish,
  scenarioOf,
  seedNamespace,
  seedRates,
  seedTenant,
  seedTopic,
  type SimulatorState,
} from '../../../test/simulator-scenario.ts';

// The tenant screens' tests take these from here with the rest.
export { findDialog } from '../../../test/dialogs.ts';
export { findPageHeading } from '../../../test/pages.ts';

export interface TenantSeed {
  name: string;
  adminRoles: string[];
  allowedClusters: string[];
}

export interface NamespaceSeed {
  tenant: string;
  name: string;
  /** How many topics it holds (topic-0 …); one at least when it has figures. */
  topics?: number;
  /**
   * What its brokers measure, all on topic-0: the rates of the last stats window, and storage as
   * messages stored (so a few megabytes at most). The tenant's figures are its namespaces' sums.
   */
  figures?: Partial<TrafficFigures>;
}

export interface StartOptions {
  clusters?: string[];
  tenants?: TenantSeed[];
  namespaces?: NamespaceSeed[];
  /** Who is signed in; decides what the server lets through (default: a superuser). */
  user?: UserInfoResponse;
  /** When the statistics collector passed: this many milliseconds ago (0 by default), or never. */
  collectedAgoMs?: number | 'never';
  /** The brokers of this cluster refuse the collector's call for their topics' figures. */
  failingCluster?: string;
}

export const FINANCE: TenantSeed = {
  name: 'finance',
  adminRoles: ['finance-admin', 'auditor'],
  allowedClusters: ['eu-west', 'us-east'],
};
export const EMPTY: TenantSeed = { name: 'sandbox', adminRoles: [], allowedClusters: ['eu-west'] };
export const CLUSTERS = ['eu-west', 'us-east'];

/** The call the collector makes of each broker for its topics' figures (Pulsar's topicStatsStream). */
const BROKER_STATS_PATH = '/admin/v2/broker-stats/topics';
const MEBIBYTE = 1024 * 1024;

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
      const topics = namespace.topics ?? (namespace.figures ? 1 : 0);
      for (let index = 0; index < topics; index += 1)
        seedTopic(state, `persistent://${fullName}/topic-${String(index)}`, home);
      if (namespace.figures) seedFigures(state, `persistent://${fullName}/topic-0`, namespace.figures);
    }
  }, clusters);
}

/** The topic's stored bytes (messages of up to 1 MiB) and rates, as its broker will report them. */
function seedFigures(state: SimulatorState, topicName: string, figures: Partial<TrafficFigures>): void {
  const topic = state.topics.get(topicName);
  if (!topic) throw new Error(`${topicName} was not created`);
  let left = figures.storageSize ?? 0;
  for (let sequenceId = 0; left > 0; sequenceId += 1) {
    const size = Math.min(MEBIBYTE, left);
    publish(state, topic, { payload: Buffer.alloc(size, 'x'), producerName: 'seed', sequenceId });
    left -= size;
  }
  seedRates(topic, {
    msgRateIn: figures.inMsg ?? 0,
    msgThroughputIn: figures.inBytes ?? 0,
    msgRateOut: figures.outMsg ?? 0,
    msgThroughputOut: figures.outBytes ?? 0,
  });
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

/**
 * Signs the user in (the operator by default) on a fresh simulator holding these tenants (finance
 * and sandbox by default), whose figures the server's collector has read `collectedAgoMs` ago.
 */
export async function start(options: StartOptions = {}) {
  const pulsar = await simulatePulsar({
    ...(options.user ? { user: options.user } : {}),
    scenario: tenantsScenario(options),
  });
  const { beacon, simulator } = pulsar;
  if (options.failingCluster)
    for (const broker of simulator.brokers.filter(({ cluster }) => cluster === options.failingCluster))
      pulsar.fail({
        broker: broker.id,
        pathPrefix: BROKER_STATS_PATH,
        status: 503,
        reason: 'Broker is shutting down',
      });
  const ago = options.collectedAgoMs ?? 0;
  if (ago !== 'never') {
    // The pass happens `ago` before now on the server's clock, which then comes back to now.
    const now = beacon.server.clock.now();
    setServerClock(beacon, now - ago);
    await beacon.collectStatistics();
    setServerClock(beacon, now);
  }
  return { pulsar, seen: pulsar.seen, listQueries: (path: string) => listQueries(beacon, path) };
}

/** The query strings of the browser's calls of Beacon's list at `path` (e.g. /admin/v2/tenants). */
function listQueries(beacon: RealBeacon, path: string): Record<string, string>[] {
  return beacon.browserCalls
    .map((call) => new URL(call.path, window.location.origin))
    .filter((target) => target.pathname === url(path))
    .map((target) => Object.fromEntries(target.searchParams));
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
