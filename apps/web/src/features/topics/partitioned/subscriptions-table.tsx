import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, PulsarValueLabel, ResourceTable, ResourceValue } from '../../../shared/ui/index.ts';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { fullTopicName, partitionTopic, type TopicName } from '../topic-name.ts';
import { usePartitionListParams, visibleIndexes } from './partition-list-params.ts';
import type { BrokerSubscriptionStats } from '@beacon/pulsar-admin';
import { partitionedTopicKeys, usePartitionRows } from './partitioned-topic.queries.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { NewSubscriptionDialog } from '../topic-page/new-subscription-dialog.tsx';
import { UnsubscribeAction } from '../topic-page/subscriptions-section.tsx';
import styles from './partitioned-topic.module.css';
import { PARTITIONED_PARAM, routes, topicParams } from '../../../shared/routes/route-table.ts';

const OPERATIONS = ['skip', 'expire', 'clear', 'reset', 'peek'] as const;

interface SubscriptionRow extends BrokerSubscriptionStats {
  name: string;
}

/** A subscription of the partitioned topic: its page's breadcrumb leads back here. */
const subscriptionPath = (topic: TopicName, subscription: string, operation?: string) =>
  routes.subscription.href({ ...topicParams(topic), subscription }, { operation, [PARTITIONED_PARAM]: true });

/**
 * The topic's subscriptions summed over partitions (partitioned-stats). Every operation link opens
 * the subscription page on that one subscription: nothing here acts on all subscriptions at once.
 */
export function SubscriptionsTable({
  name,
  count,
  subscriptions,
}: {
  name: TopicName;
  count: number;
  subscriptions: Record<string, BrokerSubscriptionStats>;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const mayCreate = useCan('subscription.create', name.tenant);
  const mayDelete = useCan('subscription.delete', name.tenant);
  // The topic's own name: Pulsar creates and deletes the subscription on every partition.
  const target = { name, cluster: undefined };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: partitionedTopicKeys.one(name) });
  const persistent = name.domain === 'persistent';
  const rows: SubscriptionRow[] = Object.entries(subscriptions)
    .map(([subscription, figures]) => ({ ...figures, name: subscription }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rate = (value: number) => t('partitionedTopics.units.rate', { value: formatNumber(value) });

  return (
    <>
      {persistent && (
        <div className={styles.toolbar}>
          <Button type="primary" disabled={!mayCreate} onClick={() => setCreating(true)}>
            {t('topics.subscriptions.newSubscription')}
          </Button>
        </div>
      )}
      {creating && (
        <NewSubscriptionDialog target={target} onClose={() => setCreating(false)} onCreated={refresh} />
      )}
      <ResourceTable<SubscriptionRow>
        aria-label={t('partitionedTopics.subscriptions.caption', { topic: fullTopicName(name) })}
        rowKey="name"
        rows={rows}
        emptyText={t('partitionedTopics.subscriptions.empty')}
        expandable={{
          expandedRowRender: (row) => <PerPartitionRows name={name} count={count} subscription={row.name} />,
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button
              type="text"
              size="small"
              onClick={(event) => onExpand(record, event)}
              aria-expanded={expanded}
              aria-label={t(`partitionedTopics.subscriptions.${expanded ? 'collapse' : 'expand'}`, {
                subscription: record.name,
              })}
            >
              {expanded ? '−' : '+'}
            </Button>
          ),
        }}
        columns={[
          {
            key: 'name',
            title: t('partitionedTopics.subscriptions.name'),
            render: (_value, row) => (
              <Link to={subscriptionPath(name, row.name)}>
                <ResourceValue title={row.name}>{row.name}</ResourceValue>
              </Link>
            ),
          },
          {
            key: 'type',
            title: t('partitionedTopics.subscriptions.type'),
            render: (_value, row) => <PulsarValueLabel vocabulary="subscriptionType" value={row.type} />,
          },
          {
            key: 'outRate',
            title: t('partitionedTopics.stats.outRate'),
            numeric: true,
            render: (_value, row) => rate(row.msgRateOut),
          },
          {
            key: 'outThroughput',
            title: t('partitionedTopics.stats.outThroughput'),
            numeric: true,
            render: (_value, row) => formatBytesPerSecond(row.msgThroughputOut),
          },
          {
            key: 'expired',
            title: t('partitionedTopics.subscriptions.expired'),
            numeric: true,
            render: (_value, row) => rate(row.msgRateExpired),
          },
          {
            key: 'backlog',
            title: t('partitionedTopics.subscriptions.backlog'),
            numeric: true,
            render: (_value, row) => row.msgBacklog.toLocaleString(i18n.language),
          },
          {
            key: 'operations',
            title: t('partitionedTopics.subscriptions.actions'),
            render: (_value, row) => (
              <Space wrap size="small">
                {OPERATIONS.map((operation) => (
                  <Link
                    key={operation}
                    to={subscriptionPath(name, row.name, operation)}
                    aria-label={t('partitionedTopics.subscriptions.operationFor', {
                      operation: t(`subscriptions.operations.names.${operation}`),
                      subscription: row.name,
                    })}
                  >
                    {t(`subscriptions.operations.names.${operation}`)}
                  </Link>
                ))}
                <UnsubscribeAction target={target} row={row} disabled={!mayDelete} onDeleted={refresh} />
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/** The subscription on each partition of the OVERVIEW page: figures already read, no new calls. */
function PerPartitionRows({
  name,
  count,
  subscription,
}: {
  name: TopicName;
  count: number;
  subscription: string;
}) {
  const { t, i18n } = useTranslation();
  const { params } = usePartitionListParams();
  const indexes = visibleIndexes(count, params);
  const rows = usePartitionRows(name, indexes);
  const rate = (value: number) => t('partitionedTopics.units.rate', { value: formatNumber(value) });
  const data = (rows.data ?? []).map((row) => ({
    index: row.index,
    figures: row.stats?.subscriptions[subscription],
  }));
  return (
    <ResourceTable
      rowKey="index"
      loading={rows.isPending}
      title={() =>
        t('partitionedTopics.subscriptions.perPartition', { from: indexes[0], to: indexes.at(-1) })
      }
      rows={data}
      emptyText={t('tables.empty')}
      columns={[
        {
          key: 'partition',
          title: t('partitionedTopics.partitions.partition'),
          render: (_value, row) => (
            <Link
              to={routes.subscription.href({ ...topicParams(partitionTopic(name, row.index)), subscription })}
            >
              {partitionTopic(name, row.index).topic}
            </Link>
          ),
        },
        {
          key: 'outRate',
          title: t('partitionedTopics.stats.outRate'),
          numeric: true,
          render: (_value, row) =>
            row.figures ? rate(row.figures.msgRateOut) : t('partitionedTopics.subscriptions.absent'),
        },
        {
          key: 'backlog',
          title: t('partitionedTopics.subscriptions.backlog'),
          numeric: true,
          render: (_value, row) => (row.figures ? row.figures.msgBacklog.toLocaleString(i18n.language) : '—'),
        },
      ]}
    />
  );
}
