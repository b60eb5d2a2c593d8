import { lazy, Suspense, useMemo, useState } from 'react';
import {
  ResourceList,
  useNavigate,
  useUrlListState,
  type ListStateConfig,
} from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useClusterNames, useClusterSummaries } from '../clusters.queries.ts';
import { useClusterColumns } from './cluster-columns.tsx';

const NewClusterDialog = lazy(async () => ({
  default: (await import('./new-cluster-dialog.tsx')).NewClusterDialog,
}));

const LIST_CONFIG: ListStateConfig = { sortKeys: [], pageSizes: [10, 20, 50, 100], defaultSize: 20 };

/**
 * /management/clusters (issue 16 item 1; inventory 1.13, which Pulsar Manager hid): every cluster
 * with its service URLs, broker and bookie counts and a health dot (do its brokers answer?); a
 * search in the URL; New Cluster.
 */
export function ClustersPage() {
  const navigate = useNavigate();
  const list = useUrlListState(LIST_CONFIG);
  const names = useClusterNames();
  const [creating, setCreating] = useState(false);
  // Searched and paged here, before each shown cluster's URLs and counts are read.
  const filter = list.state.filter.toLowerCase();
  const shown = useMemo(
    () => (names.data ?? []).filter((name) => name.toLowerCase().includes(filter)),
    [names.data, filter],
  );
  const { page, size } = list.state;
  const summaries = useClusterSummaries(shown.slice((page - 1) * size, page * size));

  return (
    <ResourceList
      resource="clusters"
      query={names}
      rows={() => summaries}
      rowKey="name"
      name={(row) => row.name}
      columns={useClusterColumns()}
      header={{}}
      search={{ value: list.state.filter, onSearch: list.setFilter }}
      create={{ onCreate: () => setCreating(true) }}
      paging={{ list, total: () => shown.length }}
      // Edit is the cluster's CONFIG tab; a cluster is deleted from its page.
      edit={{
        onEdit: (row) => void navigate(routes.cluster.href({ cluster: row.name }, { tab: 'config' })),
      }}
    >
      {creating && (
        <Suspense fallback={null}>
          <NewClusterDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </ResourceList>
  );
}
