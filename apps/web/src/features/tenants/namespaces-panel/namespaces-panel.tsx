import { NAMESPACE_SORT_KEYS } from '@beacon/contracts';
import { useState } from 'react';
import { ResourceList, useNavigate } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { StatsFreshness } from '../catalog-list/stats-freshness.tsx';
import { useListParams } from '../list-params.ts';
import { useDeleteNamespace, useNamespaceList } from '../tenants.queries.ts';
import { useNamespaceColumns } from './namespace-columns.tsx';
import { NewNamespaceDialog } from './new-namespace-dialog.tsx';

/**
 * The NAMESPACES tab of the tenant page and of the tenant-admin page (inventory 1.7, 1.8): the
 * tenant's namespaces with traffic, paged, sorted and searched by the server; New and Delete for
 * whoever the server lets create and delete namespaces in this tenant.
 */
export function NamespacesPanel({ tenant }: { tenant: string }) {
  const navigate = useNavigate();
  const params = useListParams(NAMESPACE_SORT_KEYS);
  const list = useNamespaceList(tenant, params.query);
  const remove = useDeleteNamespace(tenant);
  const [creating, setCreating] = useState(false);

  return (
    <ResourceList
      resource="namespaces"
      textValues={{ tenant }}
      query={list}
      rows={(page) => page.data}
      rowKey="namespace"
      name={(row) => row.namespace}
      columns={useNamespaceColumns(tenant)}
      search={{ value: params.query.filter, onSearch: params.setFilter }}
      create={{ permission: 'namespace.create', tenant, onCreate: () => setCreating(true) }}
      paging={{
        list: params,
        total: (page) => page.total,
        loading: list.isFetching && list.isPlaceholderData,
      }}
      emptyPage
      above={(page) => <StatsFreshness stats={page.stats} />}
      // Edit is the namespace's page, which says who may change what.
      edit={{ onEdit: (row) => void navigate(routes.namespace.href({ tenant, namespace: row.namespace })) }}
      remove={{
        permission: 'namespace.delete',
        tenant,
        run: (row) => remove.mutateAsync(row.namespace),
        // A namespace that still has topics is only deleted once its full name is typed.
        typedName: (row) => (row.topics > 0 ? `${tenant}/${row.namespace}` : undefined),
      }}
    >
      {creating && <NewNamespaceDialog tenant={tenant} onClose={() => setCreating(false)} />}
    </ResourceList>
  );
}
