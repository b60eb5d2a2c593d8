// The overview of one environment (issue 19 item 1), assembled per request from what is already
// kept: the catalogue's last pass (topics, producers, subscriptions, consumers, rates, failed
// brokers), its namespace history (the last hour), the largest backlogs the collector wrote after
// that pass, and a few cheap live lists (tenants, namespaces, clusters, brokers, bookies). Nothing
// here asks a broker for statistics (decision 0045).
import type { OverviewProblem, OverviewResponse } from '@beacon/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { round, eachLimited, LIVE_CONCURRENCY, type LiveLists } from '../catalog/index.ts';
import type { CatalogSnapshot, CatalogStore } from '../catalog/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarAnswers } from '../pulsar-proxy/index.ts';
import type { OverviewBacklogs } from './overview-backlogs.ts';
import { overviewHistory } from './overview-history.ts';
import { readInfrastructure } from './overview-infrastructure.ts';

export interface OverviewOptions {
  db: Kysely<Database>;
  store: CatalogStore;
  live: LiveLists;
  reads: PulsarReads;
  backlogs: OverviewBacklogs;
  clock: Clock;
}

/** Who asks: a super user sees the environment, an admin the tenants it administers there. */
export type OverviewScope = { kind: 'environment' } | { kind: 'tenants'; tenants: readonly string[] };

export class Overview {
  readonly #options: OverviewOptions;

  constructor(options: OverviewOptions) {
    this.#options = options;
  }

  async of(environment: string, scope: OverviewScope): Promise<OverviewResponse> {
    const { store, db, backlogs, clock } = this.#options;
    const visible =
      scope.kind === 'environment' ? () => true : (tenant: string) => scope.tenants.includes(tenant);
    const problems: OverviewProblem[] = [];
    const everything = scope.kind === 'environment';
    const [snapshot, names, history, largest, infrastructure] = await Promise.all([
      store.snapshot(environment),
      this.#tenantsAndNamespaces(environment, visible, problems),
      overviewHistory(db, environment, everything ? undefined : scope.tenants, clock.now()),
      backlogs.largest(environment, visible),
      everything
        ? readInfrastructure(this.#options.live, this.#options.reads, environment, problems)
        : undefined,
    ]);
    const figures = catalogueFigures(snapshot, visible);
    return {
      environment,
      scope: scope.kind,
      tenants: everything ? [] : [...scope.tenants],
      collectedAt: snapshot?.header.collectedAt ?? null,
      counts: {
        clusters: infrastructure?.clusters ?? null,
        brokers: infrastructure?.brokers ?? null,
        bookies: infrastructure?.bookies ?? null,
        tenants: names.tenants,
        namespaces: names.namespaces,
        topics: figures.topics,
        producers: figures.producers,
        subscriptions: figures.subscriptions,
        consumers: figures.consumers,
      },
      traffic: figures.traffic,
      history,
      // A snapshot removed with its environment leaves no backlogs to show either.
      topNamespaces: snapshot ? largest.namespaces : [],
      topSubscriptions: snapshot ? largest.subscriptions : [],
      unhealthyBrokers: everything
        ? (snapshot?.header.failedBrokers ?? []).map(({ cluster, broker, error, lastSuccessAt }) => ({
            cluster,
            broker,
            error,
            lastSuccessAt,
          }))
        : null,
      unhealthyBookies: infrastructure?.readOnlyBookies ?? null,
      unavailableBookies: infrastructure?.unavailableBookies ?? null,
      problems,
    };
  }

  /** Tenants and namespaces live (a namespace without topics is in no pass), cached 5 s per list. */
  async #tenantsAndNamespaces(
    environment: string,
    visible: (tenant: string) => boolean,
    problems: OverviewProblem[],
  ): Promise<{ tenants: number | null; namespaces: number | null }> {
    const { live } = this.#options;
    let tenants: string[];
    try {
      tenants = (await live.read(environment, pulsarAnswers.tenantNames, {})).filter(visible);
    } catch (error) {
      problems.push({ part: 'tenants', message: messageOf(error) });
      return { tenants: null, namespaces: null };
    }
    let namespaces = 0;
    try {
      await eachLimited(tenants, LIVE_CONCURRENCY, async (tenant) => {
        const list = await live.read(environment, pulsarAnswers.namespaceNames, { tenant }, []);
        namespaces += list.length;
      });
    } catch (error) {
      problems.push({ part: 'namespaces', message: messageOf(error) });
      return { tenants: tenants.length, namespaces: null };
    }
    return { tenants: tenants.length, namespaces };
  }
}

/** Topics and their producers, subscriptions and consumers in the tenants shown, and their rates. */
function catalogueFigures(snapshot: CatalogSnapshot | undefined, visible: (tenant: string) => boolean) {
  const traffic = { inMsg: 0, outMsg: 0, inBytes: 0, outBytes: 0, storageSize: 0 };
  let topics = 0;
  let producers = 0;
  let subscriptions = 0;
  let consumers = 0;
  for (const [key, totals] of snapshot?.namespaceEntries() ?? []) {
    const slash = key.indexOf('/');
    const tenant = key.slice(0, slash);
    if (!visible(tenant)) continue;
    traffic.inMsg += totals.inMsg;
    traffic.outMsg += totals.outMsg;
    traffic.inBytes += totals.inBytes;
    traffic.outBytes += totals.outBytes;
    traffic.storageSize += totals.storageSize;
    for (const topic of snapshot?.topicTotals(tenant, key.slice(slash + 1)).values() ?? []) {
      topics += 1;
      producers += topic.producers;
      subscriptions += topic.subscriptions;
      consumers += topic.consumers;
    }
  }
  return {
    topics,
    producers,
    subscriptions,
    consumers,
    traffic: {
      inMsg: round(traffic.inMsg),
      outMsg: round(traffic.outMsg),
      inBytes: round(traffic.inBytes),
      outBytes: round(traffic.outBytes),
      storageSize: round(traffic.storageSize),
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
