import type { NamespaceListItem } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useCatalogColumns } from '../catalog-list/catalog-columns.tsx';

/** A tenant's namespaces' columns; the row actions come from ResourceList (namespaces-panel.tsx). */
export function useNamespaceColumns(tenant: string): ResourceColumn<NamespaceListItem>[] {
  const { t } = useTranslation();
  return useCatalogColumns<NamespaceListItem>({
    nameKey: 'namespace',
    nameTitle: t('tenants.columns.namespace'),
    pagePath: (namespace) => routes.namespace.href({ tenant, namespace }),
    countKey: 'topics',
    countTitle: t('tenants.columns.topics'),
    countPath: (namespace) => routes.namespace.href({ tenant, namespace }, { tab: 'topics' }),
  });
}
