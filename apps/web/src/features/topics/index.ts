// The topics feature's public API: what other features may use (eslint's beacon/feature-boundaries).
export {
  fullTopicName,
  parentTopic,
  partitionOf,
  partitionTopic,
  topicNameFromParams,
  topicPath,
  type TopicName,
} from './topic-name.ts';
export { fetchMessage, type FetchedMessage } from './messages/message-bytes.api.ts';
export { payloadText } from './messages/message-payload.ts';
export { topicParams } from './topic.api.ts';
export { useTopicMutation, useTopicStats } from './topics.queries.ts';
export { unloadTopic } from './topic-operations.api.ts';
export { MessageView } from './messages/message-view.tsx';
export { TopicPathSelectors } from './topic-page/topic-path-selectors.tsx';
export { PartitionSelect } from './topic-page/partition-select.tsx';
