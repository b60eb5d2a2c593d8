import { bundleForTopic, bundleRange, ownerOf } from '../../core/bundles.ts';
import { notAllowed, notFound, PulsarRestError } from '../../core/errors.ts';
import { topicName } from '../../core/names.ts';
import type { TopicName } from '../../core/names.ts';
import type { NamespaceState } from '../../core/state.ts';
import { json, text } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { redirectToReplicationCluster } from '../ownership.ts';

const base = '/lookup/v2/topic/:domain/:tenant/:namespace/:topic';

function lookupTopic(context: RequestContext): { name: TopicName; namespace: NamespaceState } {
  const domain = context.params.domain;
  if (domain !== 'persistent' && domain !== 'non-persistent') throw notAllowed('Invalid topic domain type');
  const name = topicName(
    domain,
    context.params.tenant ?? '',
    context.params.namespace ?? '',
    context.params.topic ?? '',
  );
  const namespace = context.state.namespaces.get(name.namespaceName);
  if (!namespace) throw notFound(`Namespace not found: ${name.namespaceName}`);
  return { name, namespace };
}

export const lookupRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: base,
    access: { kind: 'topic', operation: 'LOOKUP' },
    handler: (context) => {
      const { name, namespace } = lookupTopic(context);
      const moved = redirectToReplicationCluster(context, namespace);
      if (moved) return moved;
      const owner = ownerOf(context.state, bundleForTopic(namespace, name.fullName), context.localCluster);
      if (!owner) throw new PulsarRestError(503, `Failed to look up a broker for ${name.fullName}`);
      // Owning the bundle writes the namespace's local policies (NamespaceService, 4.0.7).
      namespace.localPolicies ??= {};
      // LookupData (pulsar-common): the TLS addresses are there when the broker has TLS ports.
      const tls = owner.webServiceUrlTls
        ? {
            brokerUrlTls: owner.pulsarServiceUrlTls ?? '',
            httpUrlTls: owner.webServiceUrlTls,
          }
        : {};
      return json({
        brokerUrl: owner.pulsarServiceUrl,
        httpUrl: owner.webServiceUrl,
        nativeUrl: owner.pulsarServiceUrl,
        ...tls,
        brokerUrlSsl: tls.brokerUrlTls ?? '',
      });
    },
  },
  {
    method: 'GET',
    url: `${base}/bundle`,
    access: { kind: 'topic', operation: 'LOOKUP' },
    handler: (context) => {
      const { name, namespace } = lookupTopic(context);
      return text(bundleRange(bundleForTopic(namespace, name.fullName)));
    },
  },
];
