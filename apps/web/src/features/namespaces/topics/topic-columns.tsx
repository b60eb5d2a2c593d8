// The TOPICS columns (inventory 1.9) and how each draws a topic row and a per-cluster row. Units:
// rates in msg/s, throughput in bytes/s, storage in bytes.
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { PulsarValueLabel } from '../../../shared/ui/index.ts';
import type { TopicClusterRow, TopicListItem } from '../namespaces.api.ts';
import type { TopicSortKey } from './topic-list-params.ts';
import { routes } from '../../../shared/routes/route-table.ts';

export type ColumnKey =
  | 'topic'
  | 'partitions'
  | 'domain'
  | 'producers'
  | 'subscriptions'
  | 'inRate'
  | 'outRate'
  | 'inThroughput'
  | 'outThroughput'
  | 'storageSize';

export interface TopicColumn {
  key: ColumnKey;
  /** The server's sort key; the domain is not sortable. */
  sort?: TopicSortKey;
  numeric: boolean;
  /**
   * Its grid track. A figure is never cut (issue 28 A8): rates ("999.99 msg/s") need the most room,
   * throughput ("999.99 KB/s") a little less; the topic's name gives way (an ellipsis with a title).
   * A sortable header holds its word and the sort arrow. Together they fit from 1 024 px.
   */
  width: string;
  topicCell?: (topic: TopicListItem) => ReactNode;
  clusterCell?: (row: TopicClusterRow) => ReactNode;
}

const rate = (t: TFunction, value: number) => t('namespaces.overview.rate', { value: formatNumber(value) });

export function topicColumns(t: TFunction): TopicColumn[] {
  return [
    { key: 'topic', sort: 'topic', numeric: false, width: 'minmax(100px, 2.5fr)' },
    {
      key: 'partitions',
      width: 'minmax(84px, 0.8fr)',
      sort: 'partitions',
      numeric: true,
      topicCell: (topic) => topic.partitions,
      clusterCell: (row) => row.partitions,
    },
    {
      key: 'domain',
      width: 'minmax(112px, 1fr)',
      numeric: false,
      topicCell: (topic) => <PulsarValueLabel vocabulary="topicDomain" value={topic.persistent} />,
      clusterCell: (row) => <PulsarValueLabel vocabulary="topicDomain" value={row.persistent} />,
    },
    {
      key: 'producers',
      width: 'minmax(84px, 0.8fr)',
      sort: 'producers',
      numeric: true,
      topicCell: (topic) => topic.producers,
      clusterCell: (row) => row.producerCount,
    },
    {
      key: 'subscriptions',
      width: 'minmax(108px, 1fr)',
      sort: 'subscriptions',
      numeric: true,
      topicCell: (topic) => topic.subscriptions,
      clusterCell: (row) => row.subscriptionCount,
    },
    {
      key: 'inRate',
      width: 'minmax(108px, 1fr)',
      sort: 'inMsg',
      numeric: true,
      topicCell: (topic) => rate(t, topic.inMsg),
      clusterCell: (row) => rate(t, row.msgRateIn),
    },
    {
      key: 'outRate',
      width: 'minmax(108px, 1fr)',
      sort: 'outMsg',
      numeric: true,
      topicCell: (topic) => rate(t, topic.outMsg),
      clusterCell: (row) => rate(t, row.msgRateOut),
    },
    {
      key: 'inThroughput',
      width: 'minmax(96px, 1fr)',
      sort: 'inBytes',
      numeric: true,
      topicCell: (topic) => formatBytesPerSecond(topic.inBytes),
      clusterCell: (row) => formatBytesPerSecond(row.msgThroughputIn),
    },
    {
      key: 'outThroughput',
      width: 'minmax(96px, 1fr)',
      sort: 'outBytes',
      numeric: true,
      topicCell: (topic) => formatBytesPerSecond(topic.outBytes),
      clusterCell: (row) => formatBytesPerSecond(row.msgThroughputOut),
    },
    {
      key: 'storageSize',
      width: 'minmax(88px, 1fr)',
      sort: 'storageSize',
      numeric: true,
      topicCell: (topic) => formatBytes(topic.storageSize, 0),
      clusterCell: (row) => formatBytes(row.storageSize, 0),
    },
  ];
}

/** The columns' widths together, with the cells' padding: below it the table scrolls sideways. */
export const TOPICS_MIN_WIDTH = 986;

/** The topic page, or the partitioned-topic page for a topic with partitions. */
export function topicPath(tenant: string, namespace: string, topic: TopicListItem): string {
  const page = topic.partitions > 0 ? routes.partitionedTopic : routes.topic;
  return page.href({ persistent: topic.persistent, tenant, namespace, topic: topic.topic });
}
