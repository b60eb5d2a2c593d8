import { bundleForTopic, ownerOf } from '../core/bundles.ts';
import { notFound } from '../core/errors.ts';
import type { TopicName } from '../core/names.ts';
import type { BrokerState, BundleState, NamespaceState } from '../core/state.ts';
import type { Answer } from './answer.ts';
import { redirect } from './answer.ts';
import type { RequestContext } from './context.ts';

// 307s as the broker sends them: to the other cluster when the namespace is not replicated here,
// to the owning broker when another broker of this cluster owns the bundle.

function locationOn(baseUrl: string, context: RequestContext): string {
  const target = new URL(context.url, baseUrl.replace(/\/+$/, ''));
  target.searchParams.set('authoritative', 'false');
  return target.toString();
}

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The request's own URI with the host and port of `baseUrl`, as Jersey's
 * `UriBuilder.fromUri(uri.getRequestUri()).host(…).port(…)` builds it (the scheme stays the request's).
 */
function sameRequestOn(baseUrl: string, context: RequestContext): string {
  const base = new URL(baseUrl);
  const target = new URL(context.url, `${context.https ? 'https' : 'http'}://${base.host}`);
  return target.toString();
}

/** A cluster's web service URL for this request: `serviceUrlTls` for an HTTPS request when it has one. */
export function clusterWebUrl(context: RequestContext, data: Record<string, unknown>): string {
  const { serviceUrl, serviceUrlTls } = data;
  if (
    context.https &&
    context.broker.webServiceUrlTls &&
    typeof serviceUrlTls === 'string' &&
    !isBlank(serviceUrlTls)
  )
    return serviceUrlTls;
  return typeof serviceUrl === 'string' ? serviceUrl : '';
}

/**
 * PulsarWebResource.validateClusterOwnershipAsync / getClusterDataIfDifferentCluster (4.0): with
 * authorization off any cluster name is accepted and the broker answers for its own cluster; with it
 * on (for every role, super-users included) another cluster's name is a 307 to that cluster's service
 * URL (`getRedirectionUrl`) and an unknown one is 404. `global` is always accepted.
 */
export function redirectToNamedCluster(context: RequestContext, cluster: string): Answer | undefined {
  if (!context.authorization || cluster === 'global' || cluster === context.localCluster) return undefined;
  const data = context.state.clusters.get(cluster)?.data;
  if (!data) throw notFound(`Cluster does not exist: cluster=${cluster}`);
  return redirect(sameRequestOn(clusterWebUrl(context, data), context));
}

/** A broker's web service URL for this request (BrokerLookupData: the TLS one for an HTTPS request). */
export const brokerWebUrl = (context: RequestContext, broker: BrokerState): string =>
  context.https && broker.webServiceUrlTls ? broker.webServiceUrlTls : broker.webServiceUrl;

/**
 * PulsarWebResource.maybeRedirectToBroker (4.0): a broker id (`host:port`, an `http(s)://` prefix
 * tolerated) other than this broker's is a 307 to that broker when it is one of this cluster's
 * available brokers, else 404.
 */
export function redirectToNamedBroker(context: RequestContext, brokerId: string): Answer | undefined {
  const cleaned = brokerId.replace(/^https?:\/\//, '');
  if (cleaned === context.broker.id) return undefined;
  const target = context.state.clusters
    .get(context.localCluster)
    ?.brokers.find((candidate) => candidate.id === cleaned && candidate.healthy);
  if (!target) throw notFound(`Broker id '${brokerId}' not found in available brokers.`);
  return redirect(new URL(context.url, brokerWebUrl(context, target)).toString());
}

export function redirectToReplicationCluster(
  context: RequestContext,
  namespace: NamespaceState,
): Answer | undefined {
  const clusters = (namespace.policies.replication_clusters as string[] | undefined) ?? [];
  if (clusters.length === 0 || clusters.includes(context.localCluster)) return undefined;
  for (const cluster of clusters) {
    const data = context.state.clusters.get(cluster)?.data;
    const serviceUrl = data ? clusterWebUrl(context, data) : '';
    if (serviceUrl !== '') return redirect(locationOn(serviceUrl, context));
  }
  return undefined;
}

export function redirectToBundleOwner(context: RequestContext, bundle: BundleState): Answer | undefined {
  const owner = ownerOf(context.state, bundle, context.localCluster);
  if (!owner || owner.id === context.broker.id) return undefined;
  return redirect(locationOn(brokerWebUrl(context, owner), context));
}

/** For operations on one concrete topic (a non-partitioned topic or a single partition). */
export function redirectIfNotOwner(context: RequestContext, name: TopicName): Answer | undefined {
  const namespace = context.state.namespaces.get(name.namespaceName);
  if (!namespace) return undefined;
  const toCluster = redirectToReplicationCluster(context, namespace);
  if (toCluster) return toCluster;
  if (context.state.partitionedTopics.has(name.fullName)) return undefined;
  return redirectToBundleOwner(context, bundleForTopic(namespace, name.fullName));
}

export function ownerBrokerOf(context: RequestContext, fullName: string, namespace: NamespaceState): string {
  return (
    ownerOf(context.state, bundleForTopic(namespace, fullName), context.localCluster)?.id ?? context.broker.id
  );
}
