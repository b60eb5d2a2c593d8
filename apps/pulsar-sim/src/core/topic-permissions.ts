import type { TopicName } from './names.ts';
import { namespacePermissions, parseActions } from './namespaces.ts';
import type { AuthAction, NamespaceState } from './state.ts';

// Topic grants live in the namespace policies (`auth_policies.destination_auth`), keyed by the
// partitioned topic's name so that every partition shares them, as in Pulsar.

type TopicGrants = Record<string, Record<string, AuthAction[]>>;

const grantsOf = (namespace: NamespaceState): TopicGrants => ({
  ...((namespace.policies.destination_auth as TopicGrants | undefined) ?? {}),
});

export function topicPermissions(namespace: NamespaceState, name: TopicName): Record<string, AuthAction[]> {
  const result: Record<string, AuthAction[]> = { ...namespacePermissions(namespace) };
  for (const [role, actions] of Object.entries(grantsOf(namespace)[name.partitionedTopicName] ?? {})) {
    result[role] = [...new Set([...(result[role] ?? []), ...actions])];
  }
  return result;
}

export function grantTopicPermission(
  namespace: NamespaceState,
  name: TopicName,
  role: string,
  body: unknown,
): void {
  const grants = grantsOf(namespace);
  grants[name.partitionedTopicName] = {
    ...(grants[name.partitionedTopicName] ?? {}),
    [role]: parseActions(body),
  };
  namespace.policies.destination_auth = grants;
}

/**
 * Removes the role's grant on the topic, if it has one: a role granted nothing on the topic (or
 * granted on the namespace only) is no error, and keeps what the namespace grants it. The topic's
 * entry goes when its last role does (PulsarAuthorizationProvider.java:343-353, 4.0.7, `computeIfPresent`).
 */
export function revokeTopicPermission(namespace: NamespaceState, name: TopicName, role: string): void {
  const grants = grantsOf(namespace);
  const forTopic = { ...(grants[name.partitionedTopicName] ?? {}) };
  if (!forTopic[role]) return;
  delete forTopic[role];
  if (Object.keys(forTopic).length === 0) delete grants[name.partitionedTopicName];
  else grants[name.partitionedTopicName] = forTopic;
  namespace.policies.destination_auth = grants;
}

export function roleMayUseTopic(
  namespace: NamespaceState,
  name: TopicName,
  role: string,
  action: AuthAction,
): boolean {
  return topicPermissions(namespace, name)[role]?.includes(action) ?? false;
}
