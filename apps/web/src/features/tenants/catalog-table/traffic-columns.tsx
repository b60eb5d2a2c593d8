// What the tenants and namespaces tables share: the traffic columns with their units, server-side
// sorting and paging wired to the URL, and the empty-list wording.
import type { TrafficFigures } from '@beacon/contracts';
import type { TableColumnType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { PAGE_SIZES, type ListParams } from '../list-params.ts';

type SortKey = keyof TrafficFigures | 'tenant' | 'namespaces' | 'namespace' | 'topics';

/** The column's sort state as antd wants it, read from the URL. */
export function sortOrderOf(params: ListParams, key: SortKey): SortOrder {
  if (params.query.sort !== key) return null;
  return params.query.order === 'desc' ? 'descend' : 'ascend';
}

export function sortable<Row>(params: ListParams, key: SortKey): Partial<TableColumnType<Row>> {
  return { key, sorter: true, sortOrder: sortOrderOf(params, key), showSorterTooltip: false };
}

/** In / out rate (msg/s), in / out throughput (bytes/s) and storage (bytes), right-aligned. */
export function trafficColumns<Row extends TrafficFigures>(
  t: TFunction,
  params: ListParams,
): TableColumnType<Row>[] {
  const rate = (value: number) => t('tenants.units.rate', { value: formatNumber(value) });
  const column = (
    key: keyof TrafficFigures,
    title: string,
    format: (value: number) => string,
  ): TableColumnType<Row> => ({
    ...sortable<Row>(params, key),
    title,
    dataIndex: key,
    align: 'right',
    render: (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{format(value)}</span>,
  });
  return [
    column('inMsg', t('tenants.columns.inRate'), rate),
    column('outMsg', t('tenants.columns.outRate'), rate),
    column('inBytes', t('tenants.columns.inThroughput'), (value) => formatBytesPerSecond(value)),
    column('outBytes', t('tenants.columns.outThroughput'), (value) => formatBytesPerSecond(value)),
    column('storageSize', t('tenants.columns.storageSize'), (value) => formatBytes(value)),
  ];
}

/** Paging and sorting go to the URL (and from there to the server), never sorted in the browser. */
export function tableChangeHandler<Row>(params: ListParams): TableProps<Row>['onChange'] {
  return (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      params.setPage(pagination.current ?? 1, pagination.pageSize ?? params.query.page_size);
    } else if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = single?.order ? String(single.columnKey) : undefined;
      params.setSort(key, single?.order === 'descend' ? 'desc' : 'asc');
    }
  };
}

export function paginationOf(params: ListParams, total: number, isMobile: boolean): TableProps['pagination'] {
  return {
    current: params.query.page_num,
    pageSize: params.query.page_size,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    // Phones get the compact pager so it fits on one line.
    simple: isMobile,
    hideOnSinglePage: false,
  };
}
