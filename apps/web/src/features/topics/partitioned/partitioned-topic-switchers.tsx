import { Space } from 'antd';
import { AutoRefreshSelect } from '../../../shared/ui/auto-refresh-select.tsx';
import type { TopicName } from '../topic-name.ts';
import { partitionedTopicKeys } from './partitioned-topic.queries.ts';

/**
 * The partitioned topic page's header controls (inventory 1.11): Auto Refresh over the page's
 * figures (partition count, aggregated and per-partition stats, permissions).
 */
export function PartitionedTopicSwitchers({ name }: { name: TopicName; tab: string }) {
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }}>
      <AutoRefreshSelect scope={[partitionedTopicKeys.one(name)]} />
    </Space>
  );
}
