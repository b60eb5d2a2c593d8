import { TENANT_SORT_KEYS } from '@beacon/contracts';
import { lazy, Suspense, useState } from 'react';
import { ResourceList, useNavigate } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { StatsFreshness } from '../catalog-list/stats-freshness.tsx';
import { useListParams } from '../list-params.ts';
import { useDeleteTenant, useTenantList } from '../tenants.queries.ts';
import { useTenantColumns } from './tenant-columns.tsx';

// The dialog's form code loads only when someone opens it.
const NewTenantDialog = lazy(async () => ({
  default: (await import('./new-tenant-dialog.tsx')).NewTenantDialog,
}));

/**
 * /management/tenants (inventory 1.6): every tenant with its namespaces and traffic, paged,
 * sorted and searched by the server; New Tenant and Delete for superusers.
 */
export function TenantsPage() {
  const navigate = useNavigate();
  const params = useListParams(TENANT_SORT_KEYS);
  const list = useTenantList(params.query);
  const remove = useDeleteTenant();
  const [creating, setCreating] = useState(false);

  return (
    <ResourceList
      resource="tenants"
      query={list}
      rows={(page) => page.data}
      rowKey="tenant"
      name={(row) => row.tenant}
      columns={useTenantColumns()}
      header={{}}
      search={{ value: params.query.filter, onSearch: params.setFilter }}
      create={{ permission: 'tenant.write', onCreate: () => setCreating(true) }}
      paging={{
        list: params,
        total: (page) => page.total,
        loading: list.isFetching && list.isPlaceholderData,
      }}
      emptyPage
      above={(page) => <StatsFreshness stats={page.stats} />}
      // Edit is the tenant's CONFIGURATION tab, which says who may change it.
      edit={{ onEdit: (row) => void navigate(routes.tenant.href(row, { tab: 'configuration' })) }}
      remove={{
        permission: 'tenant.write',
        run: (row) => remove.mutateAsync(row.tenant),
        // A tenant that still has namespaces is only deleted once its name is typed.
        typedName: (row) => (row.namespaces > 0 ? row.tenant : undefined),
      }}
    >
      <Suspense fallback={null}>
        {creating && <NewTenantDialog onClose={() => setCreating(false)} />}
      </Suspense>
    </ResourceList>
  );
}
