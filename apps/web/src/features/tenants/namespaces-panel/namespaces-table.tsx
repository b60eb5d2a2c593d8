import type { NamespaceListItem } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogTable, type CatalogTableProps } from '../catalog-table/catalog-table.tsx';
import { routes } from '../../../shared/routes/route-table.ts';

export function NamespacesTable({
  tenant,
  ...props
}: CatalogTableProps & { tenant: string; rows: NamespaceListItem[] }) {
  const { t } = useTranslation();
  return (
    <CatalogTable<NamespaceListItem>
      {...props}
      nameKey="namespace"
      nameTitle={t('tenants.columns.namespace')}
      pagePath={(namespace) => routes.namespace.href({ tenant, namespace })}
      countKey="topics"
      countTitle={t('tenants.columns.topics')}
      countPath={(namespace) => routes.namespace.href({ tenant, namespace }, { tab: 'topics' })}
      actions={{
        editPath: (row) => routes.namespace.href({ tenant, namespace: row.namespace }),
        deletePermission: 'namespace.delete',
        tenant: () => tenant,
      }}
    />
  );
}
