import type { NamespaceListItem } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { editDeleteColumn } from '../catalog-table/edit-delete-column.tsx';
import { trafficColumns } from '../catalog-table/traffic-columns.tsx';
import type { ListParams } from '../list-params.ts';
import { namespacePath } from '../paths.ts';

interface NamespacesTableProps {
  tenant: string;
  rows: NamespaceListItem[];
  total: number;
  loading: boolean;
  params: ListParams;
  emptyText: string;
  onDelete: (namespace: string) => void;
}

export function NamespacesTable({
  tenant,
  rows,
  total,
  loading,
  params,
  emptyText,
  onDelete,
}: NamespacesTableProps) {
  const { t } = useTranslation();

  const columns: ResourceColumn<NamespaceListItem>[] = [
    {
      sortKey: 'namespace',
      title: t('tenants.columns.namespace'),
      dataIndex: 'namespace',
      render: (namespace: string) => (
        <Link to={namespacePath(tenant, namespace)}>
          <ResourceValue title={namespace}>{namespace}</ResourceValue>
        </Link>
      ),
    },
    {
      sortKey: 'topics',
      numeric: true,
      title: t('tenants.columns.topics'),
      dataIndex: 'topics',
      render: (count: number, row) => (
        <Link
          to={namespacePath(tenant, row.namespace, 'topics')}
          aria-label={`${t('tenants.columns.topics')} ${row.namespace}: ${count}`}
        >
          {count}
        </Link>
      ),
    },
    ...trafficColumns<NamespaceListItem>(t),
    editDeleteColumn<NamespaceListItem>(t, {
      name: (row) => row.namespace,
      editPath: (row) => namespacePath(tenant, row.namespace),
      deletePermission: 'namespace.delete',
      tenant: () => tenant,
      onDelete,
    }),
  ];

  return (
    <ResourceTable<NamespaceListItem>
      rowKey="namespace"
      columns={columns}
      rows={rows}
      loading={loading}
      list={params}
      total={total}
      emptyText={emptyText}
    />
  );
}
