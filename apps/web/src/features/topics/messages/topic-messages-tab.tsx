import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import type { TopicName } from '../topic-name.ts';

export interface TopicMessagesTabProps {
  topic: TopicName;
}

/** MESSAGES tab of the topic page: examine messages without a subscription, and produce. */
export function TopicMessagesTab({ topic }: TopicMessagesTabProps) {
  return <PageLoading key={topic.topic} />;
}
