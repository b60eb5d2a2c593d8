import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import type { TopicName } from '../topic-name.ts';

export interface TopicSchemaTabProps {
  topic: TopicName;
}

/** SCHEMA tab of the topic page: latest schema, history, diff, upload and delete. */
export function TopicSchemaTab({ topic }: TopicSchemaTabProps) {
  return <PageLoading key={topic.topic} />;
}
