// Console addresses around a topic, built in one place so every link agrees with the route table.
import type { TopicName } from './topic-name.ts';

const segment = encodeURIComponent;
const base = (name: TopicName) =>
  `${name.domain}/${segment(name.tenant)}/${segment(name.namespace)}/${segment(name.topic)}`;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const topicPageUrl = (name: TopicName, query: { tab?: string; cluster?: string | undefined } = {}) =>
  withQuery(`/management/topics/${base(name)}/topic`, query);

export const partitionedTopicPageUrl = (parent: TopicName, cluster?: string) =>
  withQuery(`/management/topics/${base(parent)}/partitionedTopic`, { cluster });

export const subscriptionPageUrl = (
  name: TopicName,
  subscription: string,
  query: { operation?: string; cluster?: string | undefined } = {},
) => withQuery(`/management/subscriptions/${base(name)}/${segment(subscription)}/subscription`, query);

export const namespaceTopicsUrl = (name: TopicName) =>
  `/management/namespaces/${segment(name.tenant)}/${segment(name.namespace)}/namespace?tab=topics`;

export const namespacePageUrl = (name: TopicName) =>
  `/management/namespaces/${segment(name.tenant)}/${segment(name.namespace)}/namespace`;
