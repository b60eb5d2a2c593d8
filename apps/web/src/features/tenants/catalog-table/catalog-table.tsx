import type { Permission, TrafficFigures } from '@beacon/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import { Can } from '../../../shared/auth/index.ts';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import type { ListParams } from '../list-params.ts';
import { DeleteRowButton, EditRowButton } from './row-actions.tsx';

/** What a list page hands its table: one page of rows and the list state in the URL. */
export interface CatalogTableProps {
  total: number;
  loading: boolean;
  params: ListParams;
  emptyText: string;
  onDelete: (name: string) => void;
}

interface CatalogColumnsProps<Row> extends CatalogTableProps {
  rows: Row[];
  /** The name column: its key in the row, its title and the page it links to. */
  nameKey: string & keyof Row;
  nameTitle: string;
  pagePath: (name: string) => string;
  /** The count column (a tenant's namespaces, a namespace's topics), linking to that list. */
  countKey: string & keyof Row;
  countTitle: string;
  countPath: (name: string) => string;
  /** Columns between the count and the traffic. */
  extraColumns?: ResourceColumn<Row>[];
  /** Edit leads to `editPath`; Delete shows only to whoever the server lets delete in the row's tenant. */
  actions: { editPath: (row: Row) => string; deletePermission: Permission; tenant: (row: Row) => string };
}

/** The tenants' and the namespaces' tables alike: name, count, own columns, traffic, Edit and Delete. */
export function CatalogTable<Row extends TrafficFigures>(props: CatalogColumnsProps<Row>) {
  const { t } = useTranslation();
  const { nameKey, countKey, countTitle } = props;
  const name = (row: Row) => row[nameKey] as string;
  const rate = (value: number) => t('tenants.units.rate', { value: formatNumber(value) });
  // In / out rate (msg/s), in / out throughput (bytes/s) and storage (bytes), sorted by the server.
  const traffic = (key: keyof TrafficFigures, title: string, format: (value: number) => string) => ({
    sortKey: key,
    numeric: true,
    title,
    dataIndex: key,
    render: (value: number) => format(value),
  });
  const { editPath, deletePermission, tenant } = props.actions;
  const columns: ResourceColumn<Row>[] = [
    {
      sortKey: nameKey,
      title: props.nameTitle,
      dataIndex: nameKey,
      render: (value: string) => (
        <Link to={props.pagePath(value)}>
          <ResourceValue title={value}>{value}</ResourceValue>
        </Link>
      ),
    },
    {
      sortKey: countKey,
      numeric: true,
      title: countTitle,
      dataIndex: countKey,
      render: (count: number, row) => (
        <Link to={props.countPath(name(row))} aria-label={`${countTitle} ${name(row)}: ${String(count)}`}>
          {count}
        </Link>
      ),
    },
    ...(props.extraColumns ?? []),
    traffic('inMsg', t('tenants.columns.inRate'), rate),
    traffic('outMsg', t('tenants.columns.outRate'), rate),
    traffic('inBytes', t('tenants.columns.inThroughput'), formatBytesPerSecond),
    traffic('outBytes', t('tenants.columns.outThroughput'), formatBytesPerSecond),
    traffic('storageSize', t('tenants.columns.storageSize'), formatBytes),
    {
      key: 'actions',
      title: t('tenants.columns.actions'),
      render: (_, row) => (
        <Space size={4}>
          <EditRowButton name={name(row)} to={editPath(row)} />
          <Can permission={deletePermission} tenant={tenant(row)}>
            <DeleteRowButton name={name(row)} onDelete={() => props.onDelete(name(row))} />
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <ResourceTable<Row>
      rowKey={nameKey}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      list={props.params}
      total={props.total}
      emptyText={props.emptyText}
    />
  );
}
