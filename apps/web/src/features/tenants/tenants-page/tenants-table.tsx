import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TenantListItem } from '@beacon/contracts';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Can } from '../../../shared/auth/index.ts';
import { useIsMobile } from '../../../shared/layout/use-device.ts';
import {
  paginationOf,
  sortable,
  tableChangeHandler,
  trafficColumns,
} from '../catalog-table/traffic-columns.tsx';
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
          {item}
        </Tag>
      ))}
    </Space>
  );
}

export function TenantsTable({ rows, total, loading, params, emptyText, onDelete }: TenantsTableProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const navigate = useNavigate();

  const columns: TableColumnsType<TenantListItem> = [
    {
      ...sortable<TenantListItem>(params, 'tenant'),
      title: t('tenants.columns.tenant'),
      dataIndex: 'tenant',
      fixed: isMobile ? undefined : 'left',
      render: (tenant: string) => <Link to={tenantPath(tenant, 'namespaces')}>{tenant}</Link>,
    },
    {
      ...sortable<TenantListItem>(params, 'namespaces'),
      title: t('tenants.columns.namespaces'),
      dataIndex: 'namespaces',
      align: 'right',
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
    ...trafficColumns<TenantListItem>(t, params),
    {
      key: 'actions',
      title: t('tenants.columns.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('tenants.actions.editNamed', { name: row.tenant })}
            onClick={() => void navigate(tenantPath(row.tenant, 'configuration'))}
          >
            {t('tenants.actions.edit')}
          </Button>
          <Can permission="tenant.write" tenant={row.tenant}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('tenants.actions.deleteNamed', { name: row.tenant })}
              onClick={() => onDelete(row.tenant)}
            >
              {t('tenants.actions.delete')}
            </Button>
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <Table<TenantListItem>
      rowKey="tenant"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={tableChangeHandler<TenantListItem>(params)}
      pagination={paginationOf(params, total, isMobile)}
      locale={{ emptyText }}
      // The eleven columns need about 1300 px; narrower windows scroll the table sideways.
      scroll={{ x: 1300 }}
      size="middle"
    />
  );
}
