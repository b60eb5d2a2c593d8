import { bundlesData, findBundle, splitBundle, unloadBundle, bundleForHash } from '../../core/bundles.ts';
import { isInteger } from '../../core/json.ts';
import { preconditionFailed } from '../../core/errors.ts';
import { deleteSubscription, skipAllMessages } from '../../core/subscriptions.ts';
import type { BundleState, NamespaceState, TopicState } from '../../core/state.ts';
import { disconnectAll } from '../../core/clients.ts';
import { json, noContent } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { redirectToBundleOwner } from '../ownership.ts';
import { namespaceOf } from '../lookups.ts';

const base = '/admin/v2/namespaces/:tenant/:namespace';
const namespaceOp = (operation: string) => ({ kind: 'namespace', operation }) as const;

function topicsIn(context: RequestContext, namespace: NamespaceState, bundle?: BundleState): TopicState[] {
  const result: TopicState[] = [];
  for (const topic of namespace.topics.values()) {
    if (!bundle || bundleForHash(namespace, topic.hash) === bundle) result.push(topic);
  }
  return result;
}

function clearBacklog(context: RequestContext, topics: TopicState[], subscription?: string): void {
  for (const topic of topics) {
    for (const name of topic.subscriptions.keys()) {
      if (subscription === undefined || name === subscription) skipAllMessages(context.state, topic, name);
    }
  }
}

function unsubscribe(topics: TopicState[], subscription: string): void {
  for (const topic of topics) {
    if (!topic.subscriptions.has(subscription)) continue;
    if (topic.subscriptions.get(subscription)?.consumers.length)
      throw preconditionFailed('Subscription has active connected consumers');
    deleteSubscription(topic, subscription, false);
  }
}

/** Bundle-scoped calls run on the bundle's owner: anywhere else answers 307. */
function withBundle(
  context: RequestContext,
  action: (namespace: NamespaceState, bundle: BundleState) => void,
) {
  const namespace = namespaceOf(context);
  const bundle = findBundle(namespace, context.params.bundle ?? '');
  const moved = redirectToBundleOwner(context, bundle);
  if (moved) return moved;
  action(namespace, bundle);
  return noContent();
}

export const bundleRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: `${base}/bundles`,
    access: namespaceOp('GET_BUNDLE'),
    handler: (context) => json(bundlesData(namespaceOf(context))),
  },
  {
    method: 'PUT',
    url: `${base}/unload`,
    access: namespaceOp('UNLOAD'),
    handler: (context) => {
      const namespace = namespaceOf(context);
      for (const bundle of namespace.bundles) unloadBundle(context.state, bundle, context.localCluster);
      for (const topic of topicsIn(context, namespace)) disconnectAll(topic);
      return noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/clearBacklog`,
    access: namespaceOp('CLEAR_BACKLOG'),
    handler: (context) => {
      clearBacklog(context, topicsIn(context, namespaceOf(context)));
      return noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/clearBacklog/:subscription`,
    access: namespaceOp('CLEAR_BACKLOG'),
    handler: (context) => {
      clearBacklog(context, topicsIn(context, namespaceOf(context)), context.params.subscription);
      return noContent();
    },
  },
  {
    method: 'POST',
    url: `${base}/unsubscribe/:subscription`,
    access: namespaceOp('UNSUBSCRIBE'),
    handler: (context) => {
      unsubscribe(topicsIn(context, namespaceOf(context)), context.params.subscription ?? '');
      return noContent();
    },
  },
  {
    method: 'PUT',
    url: `${base}/:bundle/unload`,
    access: namespaceOp('UNLOAD'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) => {
        const topics = topicsIn(context, namespace, bundle);
        unloadBundle(context.state, bundle, context.localCluster, context.query.destinationBroker);
        for (const topic of topics) disconnectAll(topic);
      }),
  },
  {
    method: 'PUT',
    url: `${base}/:bundle/split`,
    access: namespaceOp('SPLIT_BUNDLE'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) => {
        const body = context.jsonBody();
        const positions = Array.isArray(body) ? body.filter(isInteger) : [];
        splitBundle(namespace, bundle, context.query.splitAlgorithmName ?? 'range_equally_divide', positions);
      }),
  },
  {
    method: 'POST',
    url: `${base}/:bundle/clearBacklog`,
    access: namespaceOp('CLEAR_BACKLOG'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) => clearBacklog(context, topicsIn(context, namespace, bundle))),
  },
  {
    method: 'POST',
    url: `${base}/:bundle/clearBacklog/:subscription`,
    access: namespaceOp('CLEAR_BACKLOG'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) =>
        clearBacklog(context, topicsIn(context, namespace, bundle), context.params.subscription),
      ),
  },
  {
    method: 'POST',
    url: `${base}/:bundle/unsubscribe/:subscription`,
    access: namespaceOp('UNSUBSCRIBE'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) =>
        unsubscribe(topicsIn(context, namespace, bundle), context.params.subscription ?? ''),
      ),
  },
  {
    method: 'DELETE',
    url: `${base}/:bundle`,
    access: namespaceOp('DELETE_BUNDLE'),
    handler: (context) =>
      withBundle(context, (namespace, bundle) => {
        if (topicsIn(context, namespace, bundle).length > 0)
          throw preconditionFailed('Cannot delete non empty bundle');
      }),
  },
];
