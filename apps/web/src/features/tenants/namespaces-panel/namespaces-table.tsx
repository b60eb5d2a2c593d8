import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { NamespaceListItem } from '@beacon/contracts';
import { Button, Space, Table, type TableColumnsType } from 'antd';
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
  const isMobile = useIsMobile();
  const navigate = useNavigate();

  const columns: TableColumnsType<NamespaceListItem> = [
    {
      ...sortable<NamespaceListItem>(params, 'namespace'),
      title: t('tenants.columns.namespace'),
      dataIndex: 'namespace',
      fixed: isMobile ? undefined : 'left',
      render: (namespace: string) => <Link to={namespacePath(tenant, namespace)}>{namespace}</Link>,
    },
    {
      ...sortable<NamespaceListItem>(params, 'topics'),
      title: t('tenants.columns.topics'),
      dataIndex: 'topics',
      align: 'right',
      render: (count: number, row) => (
        <Link
          to={namespacePath(tenant, row.namespace, 'topics')}
          aria-label={`${t('tenants.columns.topics')} ${row.namespace}: ${count}`}
        >
          {count}
        </Link>
      ),
    },
    ...trafficColumns<NamespaceListItem>(t, params),
    {
      key: 'actions',
      title: t('tenants.columns.actions'),
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('tenants.actions.editNamed', { name: row.namespace })}
            onClick={() => void navigate(namespacePath(tenant, row.namespace))}
          >
            {t('tenants.actions.edit')}
          </Button>
          <Can permission="namespace.delete" tenant={tenant}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('tenants.actions.deleteNamed', { name: row.namespace })}
              onClick={() => onDelete(row.namespace)}
            >
              {t('tenants.actions.delete')}
            </Button>
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <Table<NamespaceListItem>
      rowKey="namespace"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={tableChangeHandler<NamespaceListItem>(params)}
      pagination={paginationOf(params, total, isMobile)}
      locale={{ emptyText }}
      // Eight columns need about 1000 px; narrower windows scroll the table sideways.
      scroll={{ x: 1000 }}
      size="middle"
    />
  );
}
