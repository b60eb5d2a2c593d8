import type { TenantListItem } from '@beacon/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useCatalogColumns } from '../catalog-list/catalog-columns.tsx';

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

/** The tenants list's columns; the row actions come from ResourceList (tenants-page.tsx). */
export function useTenantColumns(): ResourceColumn<TenantListItem>[] {
  const { t } = useTranslation();
  return useCatalogColumns<TenantListItem>({
    nameKey: 'tenant',
    nameTitle: t('tenants.columns.tenant'),
    pagePath: (tenant) => routes.tenant.href({ tenant }, { tab: 'namespaces' }),
    countKey: 'namespaces',
    countTitle: t('tenants.columns.namespaces'),
    countPath: (tenant) => routes.tenant.href({ tenant }, { tab: 'namespaces' }),
    extraColumns: [
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
    ],
  });
}
