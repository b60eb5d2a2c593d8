import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import type { ConsumerStats } from '../subscriptions.api.ts';

interface ConsumersTableProps {
  subscription: string;
  consumers: readonly ConsumerStats[];
}

/** The consumers of the subscription (of every partition, for a partitioned topic). */
export function ConsumersTable({ subscription, consumers }: ConsumersTableProps) {
  const { t } = useTranslation();
  const rate = (value: number) => t('subscriptions.units.rate', { value: formatNumber(value) });
  const since = (value: string | undefined) => {
    const time = value ? Date.parse(value) : NaN;
    return Number.isNaN(time) ? (value ?? '') : `${value} (${formatTimeAgo(time)})`;
  };
  return (
    <Table<ConsumerStats>
      aria-label={t('subscriptions.consumers.caption', { subscription })}
      // Pulsar names a consumer and its connection; together they tell two consumers apart.
      rowKey={(consumer) => `${consumer.consumerName ?? ''}@${consumer.address ?? ''}`}
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={[...consumers]}
      locale={{ emptyText: t('subscriptions.consumers.empty') }}
      columns={[
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
