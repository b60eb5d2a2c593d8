import { PlusOutlined } from '@ant-design/icons';
import { NAMESPACE_SORT_KEYS } from '@beacon/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/auth/index.ts';
import { ListSearch } from '../../../shared/ui/index.ts';
import { CatalogListBody } from '../catalog-table/catalog-list-body.tsx';
import { useRowDeletion } from '../catalog-table/use-row-deletion.ts';
import { useListParams } from '../list-params.ts';
import { useDeleteNamespace, useNamespaceList } from '../tenants.queries.ts';
import styles from '../tenants.module.css';
import { NamespacesTable } from './namespaces-table.tsx';
import { NewNamespaceDialog } from './new-namespace-dialog.tsx';

/**
 * The NAMESPACES tab of the tenant page and of the tenant-admin page (inventory 1.7, 1.8): the
 * tenant's namespaces with traffic, paged, sorted and searched by the server; New and Delete for
 * whoever the server lets create and delete namespaces in this tenant.
 */
export function NamespacesPanel({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const params = useListParams(NAMESPACE_SORT_KEYS);
  const list = useNamespaceList(tenant, params.query);
  const remove = useDeleteNamespace(tenant);
  const [creating, setCreating] = useState(false);
  const { filter } = params.query;

  // A namespace that still has topics is only deleted once its name is typed.
  const askToDelete = useRowDeletion(
    list.data?.data,
    (row) => row.namespace,
    remove.mutateAsync,
    t('tenants.messages.namespaceDeleted'),
    (name, row) => ({
      title: t('tenants.deleteDialog.namespaceTitle'),
      description: `${t('tenants.deleteDialog.namespaceQuestion')} ${t('tenants.deleteDialog.target', { name: `${tenant}/${name}` })}`,
      confirmLabel: t('tenants.actions.delete'),
      typedName: row !== undefined && row.topics > 0 ? `${tenant}/${name}` : undefined,
    }),
  );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('tenants.namespaces.search')} value={filter} onSearch={params.setFilter} />
        <Can permission="namespace.create" tenant={tenant}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('tenants.actions.newNamespace')}
          </Button>
        </Can>
      </div>
      <CatalogListBody
        list={list}
        filter={filter}
        failedTitle={t('tenants.namespaces.loadFailed')}
        forbiddenTitle={t('tenants.namespaces.forbidden', { tenant })}
        emptyText={t('tenants.namespaces.empty')}
      >
        {(page) => (
          <NamespacesTable
            tenant={tenant}
            rows={page.data}
            total={page.total}
            loading={list.isFetching && list.isPlaceholderData}
            params={params}
            emptyText={t('tenants.namespaces.noMatch', { filter })}
            onDelete={askToDelete}
          />
        )}
      </CatalogListBody>
      {creating && <NewNamespaceDialog tenant={tenant} onClose={() => setCreating(false)} />}
    </div>
  );
}
