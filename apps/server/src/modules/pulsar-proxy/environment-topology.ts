// What an environment is made of, as its own brokers say: clusters with their service URLs, the
// active brokers of each and the address Beacon reaches each at. The proxy routes `x-pulsar-cluster`
// / `x-pulsar-broker` and follows redirects only inside this set, so no header, query or body can
// point Beacon at another host. The collector and the connection test learn it the same way
// (decision 0021).
//
// Pulsar 4.0 facts this relies on:
// - `GET /admin/v2/brokers/{cluster}` asked of a broker of another cluster answers that broker's
//   own cluster's brokers when authorization is off, and a 307 to the cluster's serviceUrl
//   (serviceUrlTls for an https request) when it is on (PulsarWebResource.isValidCluster,
//   getClusterDataIfDifferentCluster, getRedirectionUrl; BrokersBase.getActiveBrokers). So each
//   cluster is asked through its own service URL, never through another cluster's.
// - Broker ids are `advertisedAddress:webServicePort` (the TLS port only when there is no plain
//   one), while a redirect on the https port names `webServiceUrlTls`. Asked over https about a
//   broker id, `…/brokers/{cluster}/{brokerId}/ownedNamespaces` redirects to that broker's
//   webServiceUrlTls (PulsarWebResource.maybeRedirectToBroker): that is how its https address is
//   learned.
// - A Pulsar proxy forwards only /admin and /lookup, to a broker of its choosing, and follows 307s
//   itself (ProxyServiceStarter.addWebServerHandlers, AdminProxyHandler): behind one, the brokers'
//   advertised addresses are not Beacon's to reach, and everything goes through the environment URL.
import { brokerAdmin } from '@beacon/pulsar-admin';
import type { Clock } from '../../clock.ts';
import { serviceUrls } from '../environments/index.ts';
import { pulsarAnswers } from './pulsar-answers.ts';
import { pulsarRequestPath } from './pulsar-call.ts';
import { BrokerAnswerError, type TopologyClient } from './topology-client.ts';
import { UpstreamError } from './upstream-call.ts';

export type ReachMode = 'brokers' | 'pulsar-proxy';

export interface BrokerAddress {
  cluster: string;
  /** Base URL Beacon calls this broker at (its https address in an https environment). */
  url: string;
}

export interface Topology {
  /** `pulsar-proxy`: the brokers' own addresses do not answer; every call goes through the environment URL. */
  mode: ReachMode;
  /** Cluster → the base URLs that reach it (its own service URLs; the environment's behind a proxy). */
  clusters: Map<string, string[]>;
  /** Broker id (as Pulsar lists it) → its cluster and address. */
  brokers: Map<string, BrokerAddress>;
  /** host:port a redirect may lead to with the environment's credentials. */
  trusted: Set<string>;
  /** Clusters whose brokers could not be listed, and why (a token that may not, an address that does not answer…). */
  gaps: TopologyGap[];
}

export interface TopologyGap {
  cluster: string;
  error: string;
  /** The broker's status, when it refused (401: the token may not list brokers). */
  status?: number | undefined;
}

export function hostOf(url: string): string {
  return new URL(url).host;
}

const hostnameOf = (hostAndPort: string) => new URL(`http://${hostAndPort}`).hostname;

/** Learns the topology through the environment URLs. Throws only when the cluster list itself fails. */
export async function loadTopology(
  client: TopologyClient,
  environmentUrls: readonly string[],
): Promise<Topology> {
  const secure = environmentUrls[0]?.startsWith('https:') ?? false;
  const trusted = new Set(environmentUrls.map(hostOf));
  const gaps: TopologyGap[] = [];
  const names = await client.read(environmentUrls, pulsarAnswers.clusterNames, {}, trusted);

  const clusterUrls = new Map<string, string[]>();
  const dataErrors = new Map<string, { error: string; status: number | undefined }>();
  for (const name of names) {
    try {
      const data = await client.read(environmentUrls, pulsarAnswers.cluster, { cluster: name }, trusted);
      const urls = clusterServiceUrls(data, secure);
      for (const url of urls) trusted.add(hostOf(url));
      clusterUrls.set(name, urls);
    } catch (error) {
      if (!expected(error)) throw error;
      dataErrors.set(name, {
        error: `cannot read its cluster data: ${messageOf(error)}`,
        status: statusOf(error),
      });
      clusterUrls.set(name, []);
    }
  }

  const brokerLists = new Map<string, { ids: string[]; bases: string[] }>();
  let ownUrlsUnreachable = false;
  for (const name of names) {
    const own = clusterUrls.get(name) ?? [];
    // Another cluster's URL would answer with its own brokers: only a lone cluster may be asked
    // through the environment URL when it publishes none (or none that answers).
    const fallback = names.length === 1 ? [...environmentUrls] : [];
    const attempts = own.length > 0 ? [own, fallback] : [fallback];
    for (const bases of attempts) {
      if (bases.length === 0) continue;
      try {
        const ids = await client.read(bases, pulsarAnswers.brokerIds, { cluster: name }, trusted);
        brokerLists.set(name, { ids, bases });
        break;
      } catch (error) {
        if (!expected(error)) throw error;
        if (bases === own && error instanceof UpstreamError) ownUrlsUnreachable = true;
        if (bases !== own || fallback.length === 0 || !(error instanceof UpstreamError)) {
          gaps.push({
            cluster: name,
            error: `cannot list its brokers: ${messageOf(error)}`,
            status: statusOf(error),
          });
          break;
        }
      }
    }
  }
  for (const name of names) {
    if (brokerLists.has(name) || gaps.some((gap) => gap.cluster === name)) continue;
    const dataError = dataErrors.get(name);
    gaps.push({
      cluster: name,
      error: `cannot list its brokers: ${dataError?.error ?? 'its cluster data names no service URL'}`,
      status: dataError?.status,
    });
  }
  dropAmbiguousLists(brokerLists, gaps);

  const brokers = new Map<string, BrokerAddress>();
  for (const [cluster, { ids, bases }] of brokerLists) {
    for (const id of ids) {
      const url = secure ? await httpsAddress(client, bases, cluster, id) : `http://${id}`;
      brokers.set(id, { cluster, url });
      trusted.add(id);
      trusted.add(hostOf(url));
    }
  }

  const mode = await reachMode(client, environmentUrls, brokers, ownUrlsUnreachable);
  const clusters = new Map<string, string[]>();
  for (const name of names) {
    const own = clusterUrls.get(name) ?? [];
    clusters.set(name, mode === 'pulsar-proxy' || own.length === 0 ? [...environmentUrls] : own);
  }
  if (mode === 'pulsar-proxy') {
    for (const broker of brokers.values()) broker.url = environmentUrls[0] ?? broker.url;
  }
  return { mode, clusters, brokers, trusted, gaps };
}

/**
 * Two clusters answering the same broker list were not each asked by their own brokers (a shared
 * URL, a proxy without authorization): which cluster the brokers belong to is unknown, so neither
 * list is kept rather than one cluster's brokers being attributed to another.
 */
function dropAmbiguousLists(lists: Map<string, { ids: string[] }>, gaps: TopologyGap[]): void {
  const owners = new Map<string, string[]>();
  for (const [cluster, { ids }] of lists) {
    for (const id of ids) owners.set(id, [...(owners.get(id) ?? []), cluster]);
  }
  const ambiguous = new Set([...owners.values()].filter((clusters) => clusters.length > 1).flat());
  for (const cluster of ambiguous) {
    lists.delete(cluster);
    gaps.push({
      cluster,
      error:
        'cannot list its brokers: another cluster answered the same brokers, so their cluster is unknown',
    });
  }
}

/**
 * A broker's https address: where the broker redirects a question about it (maybeRedirectToBroker);
 * when the broker asked is that broker, the URL asked; otherwise its host at the cluster's TLS port.
 */
async function httpsAddress(
  client: TopologyClient,
  bases: string[],
  cluster: string,
  id: string,
): Promise<string> {
  const host = hostnameOf(id);
  const httpsBase = bases.find((base) => base.startsWith('https:'));
  try {
    const answer = await client.firstAnswer(
      httpsBase ? [httpsBase] : bases,
      pulsarRequestPath(brokerAdmin.ownedNamespaces, { clusterName: cluster, brokerId: id }),
    );
    if (
      answer.kind === 'redirect' &&
      answer.location.protocol === 'https:' &&
      answer.location.hostname === host
    )
      return `https://${answer.location.host}`;
    if (answer.kind === 'answer' && answer.status < 300 && new URL(answer.base).hostname === host)
      return new URL(answer.base).origin;
  } catch (error) {
    if (!expected(error)) throw error;
  }
  const port = httpsBase ? new URL(httpsBase).port : '';
  return port ? `https://${host.includes(':') ? `[${host}]` : host}:${port}` : `https://${id}`;
}

/**
 * Brokers mode when the environment URL is one of the brokers, or a broker's address answers;
 * Pulsar-proxy mode when the brokers' addresses (or their clusters' URLs) do not answer while the
 * environment URL does.
 */
async function reachMode(
  client: TopologyClient,
  environmentUrls: readonly string[],
  brokers: Map<string, BrokerAddress>,
  ownUrlsUnreachable: boolean,
): Promise<ReachMode> {
  const environmentHosts = new Set(environmentUrls.map(hostOf));
  const addresses = [...brokers].flatMap(([id, { url }]) => [id, hostOf(url)]);
  if (addresses.some((address) => environmentHosts.has(address))) return 'brokers';
  const first = brokers.values().next().value;
  if (!first) return ownUrlsUnreachable ? 'pulsar-proxy' : 'brokers';
  return (await client.answers(first.url)) ? 'brokers' : 'pulsar-proxy';
}

function clusterServiceUrls(
  {
    serviceUrl,
    serviceUrlTls,
  }: { serviceUrl?: string | null | undefined; serviceUrlTls?: string | null | undefined },
  secure: boolean,
): string[] {
  const ordered = secure ? [serviceUrlTls, serviceUrl] : [serviceUrl, serviceUrlTls];
  return ordered
    .filter((url): url is string => typeof url === 'string' && url !== '')
    .flatMap(serviceUrls)
    .filter((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol));
}

/** A broker's refusal or an address that does not answer: part of what a topology may meet. */
const expected = (error: unknown) => error instanceof UpstreamError || error instanceof BrokerAnswerError;

const statusOf = (error: unknown) => (error instanceof BrokerAnswerError ? error.status : undefined);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const TTL_MS = 60_000;

/** Topologies per environment, for a minute; a failed load is not remembered. */
export class TopologyCache {
  readonly #clock: Clock;
  readonly #entries = new Map<string, { at: number; topology: Promise<Topology> }>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get(environment: string, load: () => Promise<Topology>): Promise<Topology> {
    const cached = this.#entries.get(environment);
    if (cached && this.#clock.now() - cached.at < TTL_MS) return cached.topology;
    const topology = load();
    this.#entries.set(environment, { at: this.#clock.now(), topology });
    topology.catch(() => this.#entries.delete(environment));
    return topology;
  }

  forget(environment: string): void {
    this.#entries.delete(environment);
  }
}

/** Hosts (host:port) a redirect may lead to, with the environment's credentials re-attached. */
export function trustedHosts(environmentUrls: string, topology: Topology | undefined): Set<string> {
  const hosts = new Set(serviceUrls(environmentUrls).map(hostOf));
  for (const host of topology?.trusted ?? []) hosts.add(host);
  return hosts;
}
