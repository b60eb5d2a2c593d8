import { CaretDownOutlined, CaretRightOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, VirtualTable, type VirtualColumn } from '../../../shared/ui/index.ts';
import type { TopicClusterRow, TopicListItem } from '../namespaces.api.ts';
import { TOPICS_MIN_WIDTH, topicColumns, topicPath, type TopicColumn } from './topic-columns.tsx';
import type { TopicSortKey } from './topic-list-params.ts';
import styles from './topics.module.css';

export const ROW_HEIGHT = 40;

type Row =
  | { kind: 'topic'; topic: TopicListItem }
  | { kind: 'cluster'; topic: TopicListItem; cluster: TopicClusterRow };

interface TopicsTableProps {
  tenant: string;
  namespace: string;
  topics: readonly TopicListItem[];
  sort: string | undefined;
  order: 'asc' | 'desc';
  /** The rows of the previous page or sort while the next one loads. */
  stale: boolean;
  onSort: (sort: TopicSortKey, order: 'asc' | 'desc') => void;
}

/**
 * A tree table on the shared virtual table: each topic row can show its per-cluster rows beneath it,
 * so a page of 1 000 topics, each with its cluster rows, scrolls smoothly.
 */
export function TopicsTable({ tenant, namespace, topics, sort, order, stale, onSort }: TopicsTableProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const rows = useMemo(
    () =>
      topics.flatMap((topic): Row[] => [
        { kind: 'topic', topic },
        ...(expanded.has(topic.topic)
          ? topic.clusters.map((cluster): Row => ({ kind: 'cluster', topic, cluster }))
          : []),
      ]),
    [topics, expanded],
  );

  function toggle(topic: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(topic)) next.add(topic);
      return next;
    });
  }

  function header(column: TopicColumn) {
    const label = t(`namespaces.topics.columns.${column.key}`);
    const active = column.sort !== undefined && column.sort === sort;
    if (!column.sort) return label;
    return (
      <button
        type="button"
        className={styles.sortButton}
        title={t('namespaces.topics.sortBy', { column: label })}
        // A first click sorts the figures largest first, the names A to Z; a second reverses.
        onClick={() =>
          onSort(
            column.sort as TopicSortKey,
            active ? (order === 'asc' ? 'desc' : 'asc') : column.numeric ? 'desc' : 'asc',
          )
        }
      >
        {label}
        {active && (order === 'asc' ? <CaretUpOutlined aria-hidden /> : <CaretDownOutlined aria-hidden />)}
      </button>
    );
  }

  function topicCell(topic: TopicListItem) {
    const open = expanded.has(topic.topic);
    return (
      <>
        {topic.clusters.length > 0 ? (
          <Button
            type="text"
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'namespaces.topics.hideClusters' : 'namespaces.topics.showClusters', {
              topic: topic.topic,
            })}
            icon={open ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
            onClick={() => toggle(topic.topic)}
          />
        ) : (
          <span className={styles.expanderSpace} />
        )}
        <Link to={topicPath(tenant, namespace, topic)} className={styles.topicName} title={topic.topic}>
          {topic.topic}
        </Link>
      </>
    );
  }

  const clusterCell = (cluster: TopicClusterRow) => (
    <>
      <span className={styles.visuallyHidden}>
        {t('namespaces.topics.clusterRow', { cluster: cluster.topic })}
      </span>
      <span aria-hidden>{cluster.topic}</span>
    </>
  );

  const figure = (column: TopicColumn, row: Row) =>
    row.kind === 'topic' ? column.topicCell?.(row.topic) : column.clusterCell?.(row.cluster);

  const columns = topicColumns(t).map((column): VirtualColumn<Row> => ({
    key: column.key,
    header: header(column),
    width: column.width,
    numeric: column.numeric,
    ariaSort:
      column.sort !== undefined && column.sort === sort
        ? order === 'asc'
          ? 'ascending'
          : 'descending'
        : undefined,
    ...(column.key === 'topic'
      ? {
          cell: (row) => (row.kind === 'topic' ? topicCell(row.topic) : clusterCell(row.cluster)),
          cellClassName: (row) => (row.kind === 'topic' ? styles.topicCell : styles.clusterCell),
        }
      : {
          cell: (row) => figure(column, row),
          // A figure wider than its column ends in an ellipsis; the title keeps it readable.
          title: (row) => {
            const value = figure(column, row);
            return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
          },
        }),
  }));

  return (
    <VirtualTable
      label={t('namespaces.topics.tableLabel', { namespace: `${tenant}/${namespace}` })}
      columns={columns}
      rows={rows}
      rowKey={(row) => (row.kind === 'topic' ? row.topic.topic : `${row.topic.topic}\n${row.cluster.topic}`)}
      rowHeight={ROW_HEIGHT}
      minWidth={TOPICS_MIN_WIDTH}
      stale={stale}
      rowClassName={(row) => (row.kind === 'cluster' ? styles.childRow : undefined)}
      className={styles.scroller}
    />
  );
}
