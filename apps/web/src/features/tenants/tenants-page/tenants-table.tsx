import type { TenantListItem } from '@beacon/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { editDeleteColumn } from '../catalog-table/edit-delete-column.tsx';
import { trafficColumns } from '../catalog-table/traffic-columns.tsx';
import type { ListParams } from '../list-params.ts';
import { tenantPath } from '../paths.ts';

interface TenantsTableProps {
  rows: TenantListItem[];
  total: number;
  loading: boolean;
  params: ListParams;
  emptyText: string;
  onDelete: (tenant: string) => void;
}

/** Pulsar Manager's comma-joined lists as tags; an empty list says so rather than showing nothing. */
function Tags({ list, color }: { list: string; color?: string }) {
  const { t } = useTranslation();
  const items = list.split(',').filter(Boolean);
  if (items.length === 0) return <Typography.Text type="secondary">{t('tenants.none')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {items.map((item) => (
        <Tag key={item} color={color}>
          <ResourceValue title={item}>{item}</ResourceValue>
        </Tag>
      ))}
    </Space>
  );
}

export function TenantsTable({ rows, total, loading, params, emptyText, onDelete }: TenantsTableProps) {
  const { t } = useTranslation();

  const columns: ResourceColumn<TenantListItem>[] = [
    {
      sortKey: 'tenant',
      title: t('tenants.columns.tenant'),
      dataIndex: 'tenant',
      render: (tenant: string) => (
        <Link to={tenantPath(tenant, 'namespaces')}>
          <ResourceValue title={tenant}>{tenant}</ResourceValue>
        </Link>
      ),
    },
    {
      sortKey: 'namespaces',
      numeric: true,
      title: t('tenants.columns.namespaces'),
      dataIndex: 'namespaces',
      render: (count: number, row) => (
        <Link
          to={tenantPath(row.tenant, 'namespaces')}
          aria-label={`${t('tenants.columns.namespaces')} ${row.tenant}: ${count}`}
        >
          {count}
        </Link>
      ),
    },
    {
      key: 'allowedClusters',
      title: t('tenants.columns.allowedClusters'),
      render: (_, row) => <Tags list={row.allowedClusters} />,
    },
    {
      key: 'adminRoles',
      title: t('tenants.columns.adminRoles'),
      render: (_, row) => <Tags list={row.adminRoles} color="geekblue" />,
    },
    ...trafficColumns<TenantListItem>(t),
    editDeleteColumn<TenantListItem>(t, {
      name: (row) => row.tenant,
      editPath: (row) => tenantPath(row.tenant, 'configuration'),
      deletePermission: 'tenant.write',
      tenant: (row) => row.tenant,
      onDelete,
    }),
  ];

  return (
    <ResourceTable<TenantListItem>
      rowKey="tenant"
      columns={columns}
      rows={rows}
      loading={loading}
      list={params}
      total={total}
      emptyText={emptyText}
    />
  );
}
