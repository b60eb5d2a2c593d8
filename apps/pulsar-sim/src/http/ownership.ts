import { bundleForTopic, ownerOf } from '../core/bundles.ts';
import type { TopicName } from '../core/names.ts';
import type { BundleState, NamespaceState } from '../core/state.ts';
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

export function redirectToReplicationCluster(
  context: RequestContext,
  namespace: NamespaceState,
): Answer | undefined {
  const clusters = (namespace.policies.replication_clusters as string[] | undefined) ?? [];
  if (clusters.length === 0 || clusters.includes(context.localCluster)) return undefined;
  for (const cluster of clusters) {
    const serviceUrl = context.state.clusters.get(cluster)?.data.serviceUrl;
    if (typeof serviceUrl === 'string' && serviceUrl !== '') return redirect(locationOn(serviceUrl, context));
  }
  return undefined;
}

export function redirectToBundleOwner(context: RequestContext, bundle: BundleState): Answer | undefined {
  const owner = ownerOf(context.state, bundle, context.localCluster);
  if (!owner || owner.id === context.broker.id) return undefined;
  return redirect(locationOn(owner.webServiceUrl, context));
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
