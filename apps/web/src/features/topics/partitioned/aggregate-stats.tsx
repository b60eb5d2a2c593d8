import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import type { BrokerTopicStats } from '@beacon/pulsar-admin';

/** The topic's totals from one partitioned-stats call: rates, throughput, storage, backlog, counts. */
export function AggregateStats({ stats }: { stats: BrokerTopicStats }) {
  const { t } = useTranslation();
  const rate = (value: number) => t('partitionedTopics.units.rate', { value: formatNumber(value) });
  const item = (key: string, children: string) => ({
    key,
    label: t(`partitionedTopics.stats.${key}` as 'partitionedTopics.stats.inRate'),
    children,
  });
  return (
    <Descriptions
      title={t('partitionedTopics.stats.caption')}
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 4 }}
      items={[
        item('inRate', rate(stats.msgRateIn)),
        item('outRate', rate(stats.msgRateOut)),
        item('inThroughput', formatBytesPerSecond(stats.msgThroughputIn)),
        item('outThroughput', formatBytesPerSecond(stats.msgThroughputOut)),
        item('storageSize', formatBytes(stats.storageSize)),
        item('backlogSize', formatBytes(stats.backlogSize)),
        // Pulsar merges the partitions' publishers by list index (TopicStatsImpl#add): the merged list
        // is as long as the longest partition's, so it counts the most producers on one partition.
        item('producers', String(stats.publishers.length)),
        item('subscriptions', String(Object.keys(stats.subscriptions).length)),
      ]}
    />
  );
}
