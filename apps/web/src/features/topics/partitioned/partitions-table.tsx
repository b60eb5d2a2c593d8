import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Link,
  AsyncState,
  ResourceTable,
  type ResourceColumn,
  type UrlListState,
} from '../../../shared/ui/index.ts';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { fullTopicName, partitionTopic, type TopicName } from '../topic-name.ts';
import {
  PARTITION_PAGE_SIZES,
  usePartitionListParams,
  visibleIndexes,
  type PartitionSort,
} from './partition-list-params.ts';
import type { PartitionRow } from './partitioned-topic.api.ts';
import { usePartitionRows } from './partitioned-topic.queries.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';

type Figure = 'msgRateIn' | 'msgRateOut' | 'msgThroughputIn' | 'msgThroughputOut' | 'storageSize';

export const partitionPagePath = (name: TopicName, index: number) =>
  routes.topic.href(topicParams(partitionTopic(name, index)));

/** The partitions of the page in the URL, with the figures read for exactly those partitions. */
export function PartitionsTable({ name, count }: { name: TopicName; count: number }) {
  const { t } = useTranslation();
  const { params, setPage, setSort } = usePartitionListParams();
  const indexes = visibleIndexes(count, params);
  const rows = usePartitionRows(name, indexes);

  // The shared table reads page, size and sort from this list; partitions keep their own URL rules
  // (a figure orders the loaded page only, so sorting by one keeps the page).
  const list: UrlListState = {
    state: { ...params, filter: '' },
    pageSizes: PARTITION_PAGE_SIZES,
    setPage,
    setSort: (key, order) => setSort(key as PartitionSort | undefined, order),
    setFilter: () => undefined,
  };
  const figure = (key: Figure) => (row: PartitionRow) => row.stats?.[key] ?? -1;
  // Figures order the loaded page only (see sortNote); the partition order spans all partitions.
  const data = [...(rows.data ?? [])];
  if (params.sort !== 'partition') {
    const value = figure(params.sort);
    data.sort((a, b) => (params.order === 'desc' ? value(b) - value(a) : value(a) - value(b)));
  }

  const rate = (value: number) => t('partitionedTopics.units.rate', { value: formatNumber(value) });
  const notCreated = t('partitionedTopics.partitions.notCreated');
  const column = (
    key: Figure,
    title: string,
    format: (value: number) => string,
  ): ResourceColumn<PartitionRow> => ({
    key,
    title,
    numeric: true,
    sortKey: key,
    render: (_value, row) => (row.stats ? format(row.stats[key]) : '—'),
  });
  const count_ = (stats: PartitionRow['stats'], pick: (s: NonNullable<PartitionRow['stats']>) => number) =>
    stats ? String(pick(stats)) : '—';

  const table = (
    <ResourceTable<PartitionRow>
      aria-label={t('partitionedTopics.partitions.caption', { topic: fullTopicName(name) })}
      rowKey="index"
      loading={rows.isFetching && !rows.data}
      rows={data}
      list={list}
      total={count}
      emptyText={t('tables.empty')}
      columns={[
        {
          key: 'partition',
          title: t('partitionedTopics.partitions.partition'),
          sortKey: 'partition',
          render: (_value, row) => (
            <>
              <Link to={partitionPagePath(name, row.index)}>{partitionTopic(name, row.index).topic}</Link>
              {!row.stats && rows.data && <Typography.Text type="secondary"> ({notCreated})</Typography.Text>}
            </>
          ),
        },
        {
          key: 'producers',
          title: t('partitionedTopics.partitions.producers'),
          numeric: true,
          render: (_value, row) => count_(row.stats, (s) => s.publishers.length),
        },
        {
          key: 'subscriptions',
          title: t('partitionedTopics.partitions.subscriptions'),
          numeric: true,
          render: (_value, row) => count_(row.stats, (s) => Object.keys(s.subscriptions).length),
        },
        column('msgRateIn', t('partitionedTopics.stats.inRate'), rate),
        column('msgRateOut', t('partitionedTopics.stats.outRate'), rate),
        column('msgThroughputIn', t('partitionedTopics.stats.inThroughput'), (v) => formatBytesPerSecond(v)),
        column('msgThroughputOut', t('partitionedTopics.stats.outThroughput'), (v) =>
          formatBytesPerSecond(v),
        ),
        column('storageSize', t('partitionedTopics.stats.storageSize'), (v) => formatBytes(v)),
      ]}
    />
  );

  return (
    <div>
      <Typography.Paragraph type="secondary">
        {t('partitionedTopics.partitions.sortNote')}
      </Typography.Paragraph>
      {/* With no partition there is nothing to read: the empty table and the note below say so. */}
      {count === 0 ? (
        table
      ) : (
        <AsyncState query={rows} errorTitle={t('partitionedTopics.partitions.loadFailed')}>
          {() => table}
        </AsyncState>
      )}
      {count === 0 && (
        <Alert
          type="info"
          showIcon
          title={t('partitionedTopics.page.notPartitioned', { topic: fullTopicName(name) })}
        />
      )}
    </div>
  );
}
