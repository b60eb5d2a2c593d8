import { Table, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import { partitionTopic, type TopicName } from '../../topics/index.ts';
import type { ConsumerRow } from '../subscriptions.api.ts';

interface ConsumersTableProps {
  name: TopicName;
  subscription: string;
  /** Partitions of the topic; 0 when it is not partitioned (no Partition column then). */
  partitions: number;
  consumers: readonly ConsumerRow[];
}

const CONSUMERS_PAGE_SIZE = 50;

interface KeyedRow extends ConsumerRow {
  key: number;
}

const partitionSubscriptionPath = (name: TopicName, index: number, subscription: string) => {
  const partition = partitionTopic(name, index);
  return `/management/subscriptions/${partition.domain}/${partition.tenant}/${partition.namespace}/${partition.topic}/${encodeURIComponent(subscription)}/subscription`;
};

/**
 * The subscription's consumer connections, one row each. On a partitioned topic a client's consumer
 * holds one connection per partition, so each row names its partition, linked to that partition's
 * own subscription page.
 */
export function ConsumersTable({ name, subscription, partitions, consumers }: ConsumersTableProps) {
  const { t } = useTranslation();
  const rate = (value: number) => t('subscriptions.units.rate', { value: formatNumber(value) });
  const since = (value: string | undefined) => {
    const time = value ? Date.parse(value) : NaN;
    return Number.isNaN(time) ? (value ?? '') : `${value} (${formatTimeAgo(time)})`;
  };
  const partitionColumn: TableColumnType<KeyedRow> = {
    key: 'partition',
    dataIndex: 'partition',
    title: t('subscriptions.consumers.columns.partition'),
    align: 'right',
    render: (index: number) => (
      <Link
        to={partitionSubscriptionPath(name, index, subscription)}
        aria-label={t('subscriptions.consumers.partitionLink', { subscription, index })}
      >
        {index}
      </Link>
    ),
  };
  return (
    <Table<KeyedRow>
      aria-label={t('subscriptions.consumers.caption', { subscription })}
      // Neither name nor address is unique (one client, one connection per partition): the position is.
      rowKey="key"
      size="small"
      // A 1 000-partition topic has a connection per partition and consumer: a page at a time.
      pagination={{ pageSize: CONSUMERS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: true }}
      dataSource={consumers.map((consumer, key) => ({ ...consumer, key }))}
      locale={{ emptyText: t('subscriptions.consumers.empty') }}
      columns={[
        ...(partitions > 0 ? [partitionColumn] : []),
        { key: 'name', dataIndex: 'consumerName', title: t('subscriptions.consumers.columns.name') },
        { key: 'address', dataIndex: 'address', title: t('subscriptions.consumers.columns.address') },
        {
          key: 'since',
          dataIndex: 'connectedSince',
          title: t('subscriptions.consumers.columns.since'),
          render: since,
        },
        {
          key: 'outRate',
          dataIndex: 'msgRateOut',
          align: 'right',
          title: t('subscriptions.consumers.columns.outRate'),
          render: rate,
        },
        {
          key: 'outThroughput',
          dataIndex: 'msgThroughputOut',
          align: 'right',
          title: t('subscriptions.consumers.columns.outThroughput'),
          render: (value: number) => formatBytesPerSecond(value),
        },
        {
          key: 'unacked',
          dataIndex: 'unackedMessages',
          align: 'right',
          title: t('subscriptions.consumers.columns.unacked'),
        },
        {
          key: 'blocked',
          dataIndex: 'blockedConsumerOnUnackedMsgs',
          title: t('subscriptions.consumers.columns.blocked'),
          render: (blocked: boolean) =>
            blocked ? (
              <Tag color="red">{t('subscriptions.consumers.yes')}</Tag>
            ) : (
              t('subscriptions.consumers.no')
            ),
        },
        {
          key: 'permits',
          dataIndex: 'availablePermits',
          align: 'right',
          title: t('subscriptions.consumers.columns.permits'),
        },
      ]}
    />
  );
}
