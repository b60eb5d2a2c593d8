import { PlusOutlined } from '@ant-design/icons';
import { TENANT_SORT_KEYS } from '@beacon/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/auth/index.ts';
import { PageLoading, ListSearch, ListPageHeader } from '../../../shared/ui/index.ts';
import { CatalogListBody } from '../catalog-table/catalog-list-body.tsx';
import { useRowDeletion } from '../catalog-table/use-row-deletion.ts';
import { useListParams } from '../list-params.ts';
import { useDeleteTenant, useTenantList } from '../tenants.queries.ts';
import styles from '../tenants.module.css';

// The table and the dialogs load after the page frame: the heading and toolbar show at once, and
// the dialogs' form code only when someone opens one.
const TenantsTable = lazy(async () => ({ default: (await import('./tenants-table.tsx')).TenantsTable }));
const NewTenantDialog = lazy(async () => ({
  default: (await import('./new-tenant-dialog.tsx')).NewTenantDialog,
}));

/**
 * /management/tenants (inventory 1.6): every tenant with its namespaces and traffic, paged,
 * sorted and searched by the server; New Tenant and Delete for superusers.
 */
export function TenantsPage() {
  const { t } = useTranslation();
  const params = useListParams(TENANT_SORT_KEYS);
  const list = useTenantList(params.query);
  const remove = useDeleteTenant();
  const [creating, setCreating] = useState(false);
  const { filter } = params.query;

  // A tenant that still has namespaces is only deleted once its name is typed.
  const askToDelete = useRowDeletion(
    list.data?.data,
    (row) => row.tenant,
    remove.mutateAsync,
    t('tenants.messages.tenantDeleted'),
    (name, row) => ({
      title: t('tenants.deleteDialog.tenantTitle'),
      description: `${t('tenants.deleteDialog.tenantQuestion')} ${t('tenants.deleteDialog.target', { name })}`,
      confirmLabel: t('tenants.actions.delete'),
      typedName: row !== undefined && row.namespaces > 0 ? name : undefined,
    }),
  );

  const newButton = (
    <Can permission="tenant.write">
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
        {t('tenants.actions.newTenant')}
      </Button>
    </Can>
  );

  return (
    <div className={styles.page}>
      <ListPageHeader title={t('tenants.list.title')} intro={t('tenants.list.intro')} />
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('tenants.list.search')} value={filter} onSearch={params.setFilter} />
        {newButton}
      </div>
      <CatalogListBody
        list={list}
        filter={filter}
        failedTitle={t('tenants.list.loadFailed')}
        forbiddenTitle={t('tenants.list.forbidden')}
        emptyText={t('tenants.list.empty')}
      >
        {(page) => (
          <Suspense fallback={<PageLoading />}>
            <TenantsTable
              rows={page.data}
              total={page.total}
              loading={list.isFetching && list.isPlaceholderData}
              params={params}
              emptyText={t('tenants.list.noMatch', { filter })}
              onDelete={askToDelete}
            />
          </Suspense>
        )}
      </CatalogListBody>
      <Suspense fallback={null}>
        {creating && <NewTenantDialog onClose={() => setCreating(false)} />}
      </Suspense>
    </div>
  );
}
