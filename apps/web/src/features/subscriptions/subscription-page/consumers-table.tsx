import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Link,
  DateTime,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../../shared/ui/index.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { partitionTopic, type TopicName } from '../../topics/index.ts';
import type { ConsumerRow } from '../subscriptions.api.ts';

interface ConsumersTableProps {
  name: TopicName;
  subscription: string;
  /** Partitions of the topic; 0 when it is not partitioned (no Partition column then). */
  partitions: number;
  consumers: readonly ConsumerRow[];
}

/** A 1 000-partition topic has a connection per partition and consumer: a page at a time. */
const CONSUMERS_PAGE_SIZE = 50;

interface KeyedRow extends ConsumerRow {
  key: number;
}

/**
 * The subscription's consumer connections, one row each. On a partitioned topic a client's consumer
 * holds one connection per partition, so each row names its partition, linked to that partition's
 * own subscription page.
 */
export function ConsumersTable({ name, subscription, partitions, consumers }: ConsumersTableProps) {
  const { t } = useTranslation();
  const rate = (value: number) => t('subscriptions.units.rate', { value: formatNumber(value) });
  const partitionColumn: ResourceColumn<KeyedRow> = {
    key: 'partition',
    dataIndex: 'partition',
    title: t('subscriptions.consumers.columns.partition'),
    numeric: true,
    render: (index: number) => (
      <Link
        to={routes.subscription.href({ ...topicParams(partitionTopic(name, index)), subscription })}
        aria-label={t('subscriptions.consumers.partitionLink', { subscription, index })}
      >
        {index}
      </Link>
    ),
  };
  const columns: ResourceColumn<KeyedRow>[] = [
    ...(partitions > 0 ? [partitionColumn] : []),
    {
      key: 'name',
      dataIndex: 'consumerName',
      title: t('subscriptions.consumers.columns.name'),
      render: (value: string) => <ResourceValue title={value}>{value}</ResourceValue>,
    },
    {
      key: 'address',
      dataIndex: 'address',
      title: t('subscriptions.consumers.columns.address'),
      render: (value: string) => <ResourceValue title={value}>{value}</ResourceValue>,
    },
    {
      key: 'since',
      dataIndex: 'connectedSince',
      title: t('subscriptions.consumers.columns.since'),
      render: (value: string | undefined) => <DateTime value={value} relative />,
    },
    {
      key: 'outRate',
      dataIndex: 'msgRateOut',
      numeric: true,
      title: t('subscriptions.consumers.columns.outRate'),
      render: rate,
    },
    {
      key: 'outThroughput',
      dataIndex: 'msgThroughputOut',
      numeric: true,
      title: t('subscriptions.consumers.columns.outThroughput'),
      render: (value: number) => formatBytesPerSecond(value),
    },
    {
      key: 'unacked',
      dataIndex: 'unackedMessages',
      numeric: true,
      title: t('subscriptions.consumers.columns.unacked'),
    },
    {
      key: 'blocked',
      dataIndex: 'blockedConsumerOnUnackedMsgs',
      title: t('subscriptions.consumers.columns.blocked'),
      render: (blocked: boolean) =>
        blocked ? <Tag color="red">{t('subscriptions.consumers.yes')}</Tag> : t('subscriptions.consumers.no'),
    },
    {
      key: 'permits',
      dataIndex: 'availablePermits',
      numeric: true,
      title: t('subscriptions.consumers.columns.permits'),
    },
  ];
  return (
    <ResourceTable<KeyedRow>
      aria-label={t('subscriptions.consumers.caption', { subscription })}
      // Neither name nor address is unique (one client, one connection per partition): the position is.
      rowKey="key"
      pageSize={CONSUMERS_PAGE_SIZE}
      rows={consumers.map((consumer, key) => ({ ...consumer, key }))}
      emptyText={t('subscriptions.consumers.empty')}
      columns={columns}
    />
  );
}
