import type { NamespaceListItem } from '@beacon/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Can } from '../../../shared/auth/index.ts';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { DeleteRowButton, EditRowButton } from '../catalog-table/row-actions.tsx';
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
    {
      key: 'actions',
      title: t('tenants.columns.actions'),
      render: (_, row) => (
        <Space size={4}>
          <EditRowButton name={row.namespace} to={namespacePath(tenant, row.namespace)} />
          <Can permission="namespace.delete" tenant={tenant}>
            <DeleteRowButton name={row.namespace} onDelete={() => onDelete(row.namespace)} />
          </Can>
        </Space>
      ),
    },
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
