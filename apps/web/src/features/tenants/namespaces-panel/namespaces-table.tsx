import type { NamespaceListItem } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogTable, type CatalogTableProps } from '../catalog-table/catalog-table.tsx';
import { namespacePath } from '../paths.ts';

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
      pagePath={(namespace) => namespacePath(tenant, namespace)}
      countKey="topics"
      countTitle={t('tenants.columns.topics')}
      countPath={(namespace) => namespacePath(tenant, namespace, 'topics')}
      actions={{
        editPath: (row) => namespacePath(tenant, row.namespace),
        deletePermission: 'namespace.delete',
        tenant: () => tenant,
      }}
    />
  );
}
