import { CaretDownOutlined, CaretRightOutlined, CaretUpOutlined } from '@ant-design/icons';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/ui/index.ts';
import type { TopicClusterRow, TopicListItem } from '../namespaces.api.ts';
import { topicColumns, topicPath, type TopicColumn } from './topic-columns.tsx';
import type { TopicSortKey } from './topic-list-params.ts';
import styles from './topics.module.css';

export const ROW_HEIGHT = 40;
/**
 * Rows drawn while the scroller measures 0 px high: a kept-alive page hidden behind another tab,
 * or a layout-less test DOM. Enough to fill a screen; the real height takes over once measured.
 */
const UNMEASURED_HEIGHT = 600;

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

function observeWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }),
  );
}

/**
 * A virtualized tree table (ARIA table roles, since it is built from divs): only the rows in view
 * are in the DOM, so a page of 1 000 topics, each with its cluster rows, scrolls smoothly.
 */
export function TopicsTable({ tenant, namespace, topics, sort, order, stale, onSort }: TopicsTableProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => topicColumns(t), [t]);

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

  // The virtualizer hands out fresh measurements on every render by design; the compiler leaving
  // this component unmemoized is what keeps the rows in step with scrolling.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    observeElementRect: observeWithFallback,
  });

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
    const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
    return (
      <div
        key={column.key}
        role="columnheader"
        aria-sort={ariaSort}
        className={column.numeric ? styles.numeric : undefined}
      >
        {column.sort ? (
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
            {active &&
              (order === 'asc' ? <CaretUpOutlined aria-hidden /> : <CaretDownOutlined aria-hidden />)}
          </button>
        ) : (
          label
        )}
      </div>
    );
  }

  function topicCell(topic: TopicListItem) {
    const open = expanded.has(topic.topic);
    return (
      <div role="cell" key="topic" className={styles.topicCell}>
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
      </div>
    );
  }

  function cells(row: Row) {
    return columns.map((column) => {
      if (column.key === 'topic') {
        return row.kind === 'topic' ? (
          topicCell(row.topic)
        ) : (
          <div role="cell" key="topic" className={styles.clusterCell}>
            <span className={styles.visuallyHidden}>
              {t('namespaces.topics.clusterRow', { cluster: row.cluster.topic })}
            </span>
            <span aria-hidden>{row.cluster.topic}</span>
          </div>
        );
      }
      const value = row.kind === 'topic' ? column.topicCell?.(row.topic) : column.clusterCell?.(row.cluster);
      return (
        <div
          role="cell"
          key={column.key}
          className={column.numeric ? styles.numeric : undefined}
          // A figure wider than its column ends in an ellipsis; the title keeps it readable.
          title={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}
        >
          {value}
        </div>
      );
    });
  }

  return (
    <div
      ref={scroller}
      role="table"
      aria-label={t('namespaces.topics.tableLabel', { namespace: `${tenant}/${namespace}` })}
      aria-rowcount={rows.length + 1}
      aria-busy={stale}
      className={`${styles.scroller} ${stale ? styles.stale : ''}`}
    >
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.row}>
          {columns.map(header)}
        </div>
      </div>
      <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={row.kind === 'topic' ? row.topic.topic : `${row.topic.topic}\n${row.cluster.topic}`}
              role="row"
              aria-rowindex={item.index + 2}
              className={`${styles.row} ${row.kind === 'cluster' ? styles.childRow : ''}`}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              {cells(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
