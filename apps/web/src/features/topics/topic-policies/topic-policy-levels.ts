// A topic's two policy levels for the shared PolicyEditor: its local values and its global ones
// (`isGlobal=true`, replicated to the other clusters of a geo-replicated namespace), and the
// `applied` read of the value in force. Keys sit under the topic, so deleting the topic forgets them.
import type { QueryClient } from '@tanstack/react-query';
import { pulsarResources } from '../../../shared/api/pulsar-keys.ts';
import { type PolicyLevel, type PolicyTarget } from '../../namespaces/index.ts';
import { topicParams } from '../topic.api.ts';
import type { TopicName } from '../topic-name.ts';

export type TopicPolicyScope = 'local' | 'global';

const POLICY = 'policy';

/** Local and global reads, and the applied one: `applied`'s answer changes with either. */
type KeyScope = TopicPolicyScope | 'applied';

export const topicPolicyKey = (name: TopicName, scope: KeyScope, id: string) =>
  [...pulsarResources.topic(name), POLICY, scope, id] as const;

export function topicPolicyTarget(
  name: TopicName,
  cluster: string | undefined,
  scope: TopicPolicyScope,
): PolicyTarget {
  return {
    params: topicParams(name),
    ...(scope === 'global' ? { query: { isGlobal: 'true' } } : {}),
    cluster,
  };
}

/** After a write at either level: this policy's three reads of the topic, not its other policies. */
function refreshPolicy(queryClient: QueryClient, name: TopicName, id: string) {
  const prefix = [...pulsarResources.topic(name), POLICY];
  return queryClient.invalidateQueries({
    queryKey: prefix,
    predicate: ({ queryKey }) => queryKey.length === prefix.length + 2 && queryKey.at(-1) === id,
  });
}

export function topicLevel(
  name: TopicName,
  cluster: string | undefined,
  scope: TopicPolicyScope,
): PolicyLevel {
  return {
    target: topicPolicyTarget(name, cluster, scope),
    key: (id) => topicPolicyKey(name, scope, id),
    refresh: (queryClient, id) => refreshPolicy(queryClient, name, id),
  };
}
