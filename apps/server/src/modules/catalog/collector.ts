// The statistics collector. Every interval the replica holding the lease reads, per environment, the
// clusters, their active brokers and each broker's topic stats, and writes one snapshot (plus this
// minute's namespace history) that every replica serves. Passes never overlap (the next is scheduled
// when one ends, like Pulsar Manager's fixedDelay) and stop when the server closes.
//
// The lease lives one interval and is tended on its own timer, three times per interval: the holder
// renews it (during a long pass too), another replica takes it the moment it lapses and starts a pass
// at once, so a holder killed with SIGKILL is replaced within 4/3 of an interval plus one pass
// (decision 0015). A holder that finds it lost the lease abandons its pass; its writes are fenced.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { serviceUrls } from '../environments/index.ts';
import { loadTopology, type Topology, TopologyClient, pulsarRequestPath } from '../pulsar-proxy/index.ts';
import type {
  AddressPolicy,
  BrokerCredentials,
  EnvironmentRepository,
  EnvironmentRow,
} from '../environments/index.ts';
import { BrokerClient, type BrokerCall } from './broker-client.ts';
import { brokerStats } from '@beacon/pulsar-admin';
import { flattenBrokerStats } from './broker-stats.ts';
import { eachLimited } from './each-limited.ts';
import { figuresThroughProxy } from './figures-through-proxy.ts';
import type { BrokerTopicFigures, FailedBroker } from './catalog-figures.ts';
import { type CatalogSnapshot, countTopics, type KnownBroker } from './catalog-snapshot.ts';
import type { CatalogStore } from './catalog-store.ts';
import { COLLECTOR_LEASE, type CollectorLease } from './collector-lease.ts';

/** Brokers of one environment read at the same time. */
const BROKER_CONCURRENCY = 4;
/** A failed broker's last figures are still counted this long after its last answer (then dropped). */
const MIN_KEEP_FAILED_MS = 5 * 60_000;

export interface CollectorOptions {
  environments: EnvironmentRepository;
  store: CatalogStore;
  clock: Clock;
  lease: CollectorLease;
  intervalMs: number;
  /** Deadline of one broker call. */
  timeoutMs: number;
  /** Which addresses the broker calls may reach (decision 0018); the built-in refusals when absent. */
  addressPolicy?: AddressPolicy;
  /**
   * Called with each snapshot this replica stored, and the lease to fence its own writes with (the
   * overview's largest backlogs, modules/overview). Its failure is logged; the pass goes on.
   */
  afterSave?: (snapshot: CatalogSnapshot, lease: { name: string; holder: string }) => Promise<void>;
}

export function replicaName(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export class CatalogCollector {
  readonly #options: CollectorOptions;
  readonly #client: BrokerClient;
  readonly #stop = new AbortController();
  /** The next pass, while one is scheduled (undefined while a pass runs). */
  #passTimer: NodeJS.Timeout | undefined;
  #leaseTimer: NodeJS.Timeout | undefined;
  /** The pass in progress (or done); passes queue behind it so two never run at once. */
  #queue: Promise<void> = Promise.resolve();
  /** The lease renewal or takeover attempt in flight, awaited on stop so it cannot outlive it. */
  #tending: Promise<void> = Promise.resolve();
  /** The lease as this replica last saw it. */
  #holding = false;
  /** The lease was just taken: the next pass starts at once, not an interval later. */
  #passWanted = false;
  /** The last renewal failed (a database outage): its warning is logged once, not every tend. */
  #tendFailing = false;
  /** Cancels the running pass (its broker calls too) when the lease is lost. */
  #passAbort: AbortController | undefined;
  #log: FastifyBaseLogger | undefined;

  constructor(options: CollectorOptions) {
    this.#options = options;
    this.#client = new BrokerClient(options.timeoutMs, options.addressPolicy);
  }

  /**
   * One interval: a crashed holder's lease lapses at most one interval after the kill. Renewed three
   * times per lease time, it survives one late or failed renewal (a slow database, a GC pause).
   */
  get leaseTtlMs(): number {
    return this.#options.intervalMs;
  }

  /** How often the holder renews the lease and every other replica tries to take it. */
  get leaseTendMs(): number {
    return Math.max(1, Math.floor(this.#options.intervalMs / 3));
  }

  /** Between start() and stop(): a pass is running or the next one is scheduled. */
  get running(): boolean {
    return this.#log !== undefined && !this.#stop.signal.aborted;
  }

  start(log: FastifyBaseLogger): void {
    this.#log = log;
    this.#schedulePass(0);
    const tend = () => {
      this.#leaseTimer = undefined;
      if (this.#stop.signal.aborted) return;
      this.#tending = this.#tendLease().finally(() => {
        if (this.#stop.signal.aborted) return;
        this.#leaseTimer = setTimeout(tend, this.leaseTendMs);
        this.#leaseTimer.unref();
      });
    };
    this.#leaseTimer = setTimeout(tend, this.leaseTendMs);
    this.#leaseTimer.unref();
  }

  /** Stops the loop, cancels broker calls in flight, waits for the pass and hands the lease on. */
  async stop(): Promise<void> {
    this.#stop.abort();
    clearTimeout(this.#passTimer);
    clearTimeout(this.#leaseTimer);
    this.#passTimer = undefined;
    this.#leaseTimer = undefined;
    await this.#queue;
    // A renewal landing after the release would keep the lease from the others for an interval.
    await this.#tending;
    this.#client.close();
    await this.#options.lease.release().catch(() => undefined);
  }

  /** One pass now (after the one running, if any). Resolves whether or not this replica collected. */
  collectNow(): Promise<void> {
    const pass = this.#queue.then(() => this.#pass());
    this.#queue = pass.catch((error: unknown) => {
      this.#log?.warn({ err: error }, 'statistics catalogue pass failed');
    });
    return this.#queue;
  }

  #schedulePass(delayMs: number): void {
    clearTimeout(this.#passTimer);
    this.#passTimer = setTimeout(() => {
      this.#passTimer = undefined;
      if (this.#stop.signal.aborted) return;
      void this.collectNow().finally(() => {
        if (this.#stop.signal.aborted) return;
        this.#schedulePass(this.#passWanted ? 0 : this.#options.intervalMs);
      });
    }, delayMs);
    this.#passTimer.unref();
  }

  async #tendLease(): Promise<void> {
    let held: boolean;
    try {
      held = await this.#options.lease.acquire(this.leaseTtlMs);
    } catch (error) {
      // Unknown: if the lease lapses meanwhile, the fenced writes refuse this replica's pass.
      // Said once per outage, not three times an interval.
      if (!this.#tendFailing) this.#log?.warn({ err: error }, 'statistics lease could not be tended');
      this.#tendFailing = true;
      return;
    }
    this.#tendFailing = false;
    if (this.#stop.signal.aborted) return;
    const had = this.#holding;
    this.#holding = held;
    if (held && !had) {
      this.#log?.info('took the statistics collector lease');
      this.#passWanted = true;
      // A pass in progress sees #passWanted when it ends; a scheduled one is brought forward.
      if (this.#passTimer !== undefined) this.#schedulePass(0);
    } else if (!held && had) {
      this.#log?.warn('lost the statistics collector lease to another replica; abandoning the pass');
      this.#passAbort?.abort();
    }
  }

  async #pass(): Promise<void> {
    if (this.#stop.signal.aborted) return;
    const { lease, environments, store } = this.#options;
    this.#holding = await lease.acquire(this.leaseTtlMs);
    if (!this.#holding) return;
    this.#passWanted = false;
    const abort = new AbortController();
    this.#passAbort = abort;
    const stop = AbortSignal.any([this.#stop.signal, abort.signal]);
    try {
      const rows = await environments.list();
      const names = rows.map((row) => row.name);
      // Fenced like every write: a replica that lost the lease stops here.
      if (!(await store.forgetOthers(names, this.#fence()))) return;
      for (const environment of rows) {
        if (stop.aborted) return;
        await this.#collect(environment, stop);
      }
    } finally {
      this.#passAbort = undefined;
    }
  }

  #fence() {
    return { name: COLLECTOR_LEASE, holder: this.#options.lease.holder };
  }

  async #collect(environment: EnvironmentRow, stop: AbortSignal): Promise<CatalogSnapshot | undefined> {
    const { clock, environments, store, lease } = this.#options;
    const started = performance.now();
    const collectedAt = clock.now();
    const previous = await store.snapshot(environment.name).catch(() => undefined);
    const bases = serviceUrls(environment.service_url);
    // The static token, or the OAuth2 access token of this pass (decision 0088: a pass is far shorter
    // than the refresh margin). Without one, the pass fails as an unreachable environment does.
    let credentials: BrokerCredentials = {};

    const failed: { cluster: string; broker: string; error: string }[] = [];
    const targets: { cluster: string; broker: string; url: string }[] = [];
    let topology: Topology | undefined;
    try {
      credentials = (await environments.credentialsNow(environment)).credentials;
      topology = await loadTopology(
        new TopologyClient({
          credentials,
          dispatchers: this.#client.dispatchers,
          timeoutMs: this.#options.timeoutMs,
          signal: stop,
        }),
        bases,
      );
    } catch (error) {
      failed.push({ cluster: '', broker: environment.service_url, error: messageOf(error) });
    }
    // Stopped while learning the topology: no broker is asked for its figures.
    if (stop.aborted) return undefined;
    for (const gap of topology?.gaps ?? [])
      failed.push({ cluster: gap.cluster, broker: '', error: gap.error });
    const call: BrokerCall = {
      credentials,
      trusted: topology?.trusted ?? new Set(bases.map((url) => new URL(url).host)),
      stop,
    };

    const rows: BrokerTopicFigures[] = [];
    const answered = new Set<string>();
    if (topology?.mode === 'pulsar-proxy') {
      // One source: the proxy, which reaches the brokers Beacon cannot (decision 0021).
      const cluster = [...topology.clusters.keys()][0] ?? '';
      const broker = new URL(bases[0] ?? 'http://proxy').host;
      targets.push({ cluster, broker, url: bases[0] ?? '' });
      try {
        const gathered = await figuresThroughProxy(this.#client, bases, call, { cluster, broker });
        rows.push(...gathered.rows);
        answered.add(brokerKey(cluster, broker));
        if (gathered.read < gathered.found)
          this.#log?.warn(
            { environment: environment.name, found: gathered.found, read: gathered.read },
            'behind a Pulsar proxy the statistics catalogue reads a bounded number of topics per pass',
          );
      } catch (error) {
        failed.push({ cluster, broker, error: messageOf(error) });
      }
    } else {
      for (const [broker, address] of topology?.brokers ?? [])
        targets.push({ cluster: address.cluster, broker, url: address.url });
      await eachLimited(targets, BROKER_CONCURRENCY, async ({ cluster, broker, url }) => {
        try {
          // The broker's own address: its https one in an https environment (ids name the http port).
          const answer = await this.#client.getBytes([url], pulsarRequestPath(brokerStats.topics, {}), call);
          for (const row of await flattenBrokerStats(answer, cluster, broker)) rows.push(row);
          answered.add(brokerKey(cluster, broker));
        } catch (error) {
          failed.push({ cluster, broker, error: messageOf(error) });
        }
      });
    }
    if (stop.aborted) return undefined;

    const { failedBrokers, unreachable } = this.#keepFailedFigures(previous, failed, rows, collectedAt);
    const listed: KnownBroker[] = targets.map(({ cluster, broker }) => ({
      cluster,
      broker,
      lastSuccessAt: answered.has(brokerKey(cluster, broker))
        ? collectedAt
        : (lastSuccessOf(previous, cluster, broker) ?? null),
    }));
    // Brokers behind a failed cluster or broker listing stay known, so their figures can be kept.
    const listedKeys = new Set(listed.map((known) => brokerKey(known.cluster, known.broker)));
    const known = [
      ...listed,
      ...unreachable.filter((entry) => !listedKeys.has(brokerKey(entry.cluster, entry.broker))),
    ];
    const saved = await store.save(
      {
        environment: environment.name,
        version: randomUUID(),
        collectedAt,
        durationMs: Math.round(performance.now() - started),
        topicCount: countTopics(rows),
        failedBrokers,
        collectedBy: lease.holder,
      },
      rows,
      known,
      this.#fence(),
    );
    if (saved && this.#options.afterSave)
      await this.#options.afterSave(saved, this.#fence()).catch((error: unknown) => {
        this.#log?.warn({ err: error, environment: environment.name }, 'after-pass hook failed');
      });
    return saved;
  }

  /**
   * A broker that failed this pass keeps its figures from its last answer for a while, so a blip
   * does not make traffic vanish from the lists; it is reported either way. A non-partitioned topic
   * another broker already reported (its bundle moved) is not counted twice.
   */
  #keepFailedFigures(
    previous: CatalogSnapshot | undefined,
    failed: { cluster: string; broker: string; error: string }[],
    rows: BrokerTopicFigures[],
    now: number,
  ): { failedBrokers: FailedBroker[]; unreachable: KnownBroker[] } {
    const keepMs = Math.max(MIN_KEEP_FAILED_MS, 2 * this.#options.intervalMs);
    if (failed.length === 0) return { failedBrokers: [], unreachable: [] };
    const reported = new Set(
      rows.map((row) => `${row.cluster}/${row.domain}/${row.tenant}/${row.namespace}/${row.topic}`),
    );
    const unreachable: KnownBroker[] = [];
    const failedBrokers = failed.map((failure) => {
      // A failure to list clusters or brokers covers every broker under it.
      const covered = (known: KnownBroker) =>
        (failure.cluster === '' || known.cluster === failure.cluster) &&
        (failure.broker === '' || failure.cluster === '' || known.broker === failure.broker);
      const brokers = previous?.brokers.filter(covered) ?? [];
      unreachable.push(...brokers);
      const lastSuccessAt = brokers.reduce<number | null>(
        (latest, known) =>
          known.lastSuccessAt !== null && (latest === null || known.lastSuccessAt > latest)
            ? known.lastSuccessAt
            : latest,
        null,
      );
      const keep = brokers.filter(
        (known) => known.lastSuccessAt !== null && now - known.lastSuccessAt <= keepMs,
      );
      const kept = new Set(keep.map((known) => brokerKey(known.cluster, known.broker)));
      for (const row of previous?.rows ?? []) {
        if (!kept.has(brokerKey(row.cluster, row.broker))) continue;
        const key = `${row.cluster}/${row.domain}/${row.tenant}/${row.namespace}/${row.topic}`;
        if (row.partitions === 0 && reported.has(key)) continue;
        rows.push(row);
      }
      return { ...failure, lastSuccessAt, figuresKept: keep.length > 0 };
    });
    return { failedBrokers, unreachable };
  }
}

const brokerKey = (cluster: string, broker: string) => `${cluster}\n${broker}`;

function lastSuccessOf(previous: CatalogSnapshot | undefined, cluster: string, broker: string) {
  return previous?.brokers.find((known) => known.cluster === cluster && known.broker === broker)
    ?.lastSuccessAt;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
