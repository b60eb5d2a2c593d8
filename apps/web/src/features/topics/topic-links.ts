// Console addresses around a topic: the shared link builders (shared/links.ts), named as the topic
// screens call them.
import { namespaceUrl, partitionedTopicUrl, subscriptionUrl, topicUrl } from '../../shared/links.ts';
import type { TopicName } from './topic-name.ts';

export const topicPageUrl = (name: TopicName, query: { tab?: string; cluster?: string | undefined } = {}) =>
  topicUrl(name, query);

export const partitionedTopicPageUrl = (parent: TopicName, cluster?: string) =>
  partitionedTopicUrl(parent, { cluster });

/** `partitioned`: the subscription belongs to a partitioned topic (its breadcrumb leads there). */
export const subscriptionPageUrl = (
  name: TopicName,
  subscription: string,
  query: { operation?: string; cluster?: string | undefined; partitioned?: boolean } = {},
) => subscriptionUrl(name, subscription, query);

export const namespaceTopicsUrl = (name: TopicName) => namespaceUrl(name.tenant, name.namespace, 'topics');

export const namespacePageUrl = (name: TopicName) => namespaceUrl(name.tenant, name.namespace);
