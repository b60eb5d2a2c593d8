import { Space } from 'antd';
import { AutoRefreshSelect } from '../../../shared/ui/auto-refresh-select.tsx';
import type { TopicName } from '../topic-name.ts';
import { TopicPathSelectors } from '../topic-page/topic-path-selectors.tsx';
import { partitionedTopicKeys } from './partitioned-topic.queries.ts';

/**
 * The partitioned topic page's header controls (inventory 1.11): Tenant, Namespace and Topic
 * (partitioned topics only) selectors, and Auto Refresh over the page's
 * figures (partition count, aggregated and per-partition stats, permissions).
 */
export function PartitionedTopicSwitchers({ name, tab }: { name: TopicName; tab: string }) {
  return (
    <Space wrap size="middle" style={{ marginBottom: 16 }}>
      <TopicPathSelectors name={name} tab={tab} cluster={undefined} partitionedOnly />
      <AutoRefreshSelect scope={[partitionedTopicKeys.one(name)]} />
    </Space>
  );
}
