import type { TrafficFigures } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import type { ListParams } from '../list-params.ts';
import { editDeleteColumn, type EditDeleteSpec } from './edit-delete-column.tsx';
import { trafficColumns } from './traffic-columns.tsx';

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
  actions: Omit<EditDeleteSpec<Row>, 'name' | 'onDelete'>;
}

/** The tenants' and the namespaces' tables alike: name, count, own columns, traffic, Edit and Delete. */
export function CatalogTable<Row extends TrafficFigures>(props: CatalogColumnsProps<Row>) {
  const { t } = useTranslation();
  const { nameKey, countKey, countTitle } = props;
  const name = (row: Row) => row[nameKey] as string;
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
    ...trafficColumns<Row>(t),
    editDeleteColumn<Row>(t, { ...props.actions, name, onDelete: props.onDelete }),
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
