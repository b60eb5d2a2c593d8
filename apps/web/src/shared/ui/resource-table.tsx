import { Button, Empty, Table, Tooltip, type TableColumnType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useId, type ReactNode } from 'react';
import { useIsMobile } from '../layout/use-device.ts';
import type { UrlListState } from './resource-table-state.ts';
import styles from './resource-table.module.css';

export type ResourceColumn<Row> = TableColumnType<Row> & {
  /** The server's sort key: sorting goes to the URL and from there to the server. */
  sortKey?: string;
  /** Right-aligned and kept on one line, unit included. */
  numeric?: boolean;
};

type PassedThrough<Row> = Omit<
  TableProps<Row>,
  'columns' | 'dataSource' | 'pagination' | 'onChange' | 'scroll' | 'tableLayout' | 'locale' | 'loading'
>;

export interface ResourceTableProps<Row> extends PassedThrough<Row> {
  columns: ResourceColumn<Row>[];
  rows: readonly Row[];
  /** What an empty list says (e.g. "No topic matches …"). */
  emptyText: ReactNode;
  loading?: boolean;
  /** Server paging, sort and filter kept in the URL. */
  list?: UrlListState;
  /** With `list`: the server's count of matching rows. */
  total?: number;
  /** Without `list`: pages of this many rows in the browser, or none. */
  pageSize?: number;
}

function sortOrderOf(list: UrlListState, key: string): SortOrder {
  if (list.state.sort !== key) return null;
  return list.state.order === 'desc' ? 'descend' : 'ascend';
}

function withListSort<Row>(
  column: ResourceColumn<Row>,
  list: UrlListState | undefined,
): TableColumnType<Row> {
  const { sortKey, numeric, ...rest } = column;
  const shaped: TableColumnType<Row> = numeric
    ? { align: 'right', className: styles.numeric, ...rest }
    : rest;
  if (!sortKey || !list) return shaped;
  return {
    ...shaped,
    key: sortKey,
    sorter: true,
    sortOrder: sortOrderOf(list, sortKey),
    showSorterTooltip: false,
  };
}

/**
 * Every list of the console: columns as wide as their content (no word split to fit a fixed
 * width), figures on one line, long values ellipsed with a title, an empty state that says why,
 * and — for server lists — page, size and sort in the URL.
 */
export function ResourceTable<Row extends object>({
  columns,
  rows,
  emptyText,
  loading = false,
  list,
  total = 0,
  pageSize,
  className,
  size = 'small',
  ...table
}: ResourceTableProps<Row>) {
  const isMobile = useIsMobile();

  let pagination: TableProps<Row>['pagination'] = false;
  if (list)
    pagination = {
      current: list.state.page,
      pageSize: list.state.size,
      total,
      showSizeChanger: true,
      pageSizeOptions: list.pageSizes.map(String),
      // Phones get the compact pager so it fits on one line.
      simple: isMobile,
      hideOnSinglePage: false,
    };
  else if (pageSize !== undefined && rows.length > pageSize)
    pagination = { pageSize, simple: isMobile, showSizeChanger: false };

  const onChange: TableProps<Row>['onChange'] = list
    ? (page, _filters, sorter, extra) => {
        if (extra.action === 'paginate') {
          list.setPage(page.current ?? 1, page.pageSize ?? list.state.size);
        } else if (extra.action === 'sort') {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = single?.order ? String(single.columnKey) : undefined;
          list.setSort(key, single?.order === 'descend' ? 'desc' : 'asc');
        }
      }
    : undefined;

  return (
    <Table<Row>
      {...table}
      className={[styles.table, className].filter(Boolean).join(' ')}
      size={size}
      tableLayout="auto"
      columns={columns.map((column) => withListSort(column, list))}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      pagination={pagination}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}

/** A long name or URL on one line with an ellipsis; the full text stays in the title and in a copy. */
export function ResourceValue({ children, title }: { children: ReactNode; title: string }) {
  return (
    <span className={styles.value} title={title}>
      {children}
    </span>
  );
}

/** Row actions side by side, never wrapped under each other. */
export function ResourceActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}

interface RowActionProps {
  /** The verb, shown as the tooltip ("Edit"). */
  tooltip: string;
  /** The accessible name: the verb and the row it acts on ("Edit alice"). */
  label: string;
  icon: ReactNode;
  danger?: boolean;
  /** The action is under way (a connection test): a spinner in place of the icon. */
  loading?: boolean;
  onClick: () => void;
}

/** One row action as a small icon button, so a row's actions fit narrow screens side by side. */
export function RowAction({ tooltip, label, icon, danger, loading, onClick }: RowActionProps) {
  // Our own id: antd's are all 'test-id' under test, and a tooltip left in the page after a hover
  // would then be the accessible name of the next dialog (aria-labelledby="test-id").
  const tooltipId = useId();
  return (
    <Tooltip title={tooltip} id={tooltipId}>
      <Button
        size="small"
        danger={danger}
        loading={loading}
        icon={icon}
        aria-label={label}
        onClick={onClick}
      />
    </Tooltip>
  );
}
