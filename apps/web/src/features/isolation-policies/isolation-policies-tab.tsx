import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  useNavigate,
  ResourceList,
  ResourceValue,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { useSearchParam } from '../../shared/lib/use-search-param.ts';
import {
  policyRows,
  useDeleteIsolationPolicy,
  useIsolationPolicies,
  type IsolationPolicyRow,
} from './isolation-policies.queries.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { newIsolationPolicyPath } from './paths.ts';

/** The tab's search box keeps its text in the URL, apart from the other tabs' (`tab` stays). */
export const POLICY_FILTER_PARAM = 'policyFilter';

function Regexes({ list, empty }: { list: readonly string[] | undefined; empty: ReactNode }) {
  if (!list || list.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {list.map((regex) => (
        <Tag key={regex}>
          <code>{regex}</code>
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The cluster page's ISOLATION POLICIES tab (inventory 1.14): each policy with its regexes and
 * auto-failover limits, searched in the browser; New Isolation Policy, Edit and Delete, confirmed.
 */
export function IsolationPoliciesTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useSearchParam(POLICY_FILTER_PARAM);
  const remove = useDeleteIsolationPolicy(cluster);
  const none = t('isolationPolicies.none');

  const columns: ResourceColumn<IsolationPolicyRow>[] = [
    {
      key: 'name',
      title: t('isolationPolicies.columns.name'),
      render: (_, row) => (
        <Link to={routes.isolationPolicy.href({ cluster, namespaceIsolation: row.name })}>
          <ResourceValue title={row.name}>{row.name}</ResourceValue>
        </Link>
      ),
    },
    {
      key: 'namespaces',
      title: t('isolationPolicies.columns.namespaces'),
      render: (_, row) => <Regexes list={row.namespaces} empty={none} />,
    },
    {
      key: 'primary',
      title: t('isolationPolicies.columns.primary'),
      render: (_, row) => <Regexes list={row.primary} empty={none} />,
    },
    {
      key: 'secondary',
      title: t('isolationPolicies.columns.secondary'),
      render: (_, row) => <Regexes list={row.secondary} empty={none} />,
    },
    {
      key: 'minLimit',
      title: t('isolationPolicies.columns.minLimit'),
      numeric: true,
      render: (_, row) => row.auto_failover_policy.parameters.min_limit ?? '—',
    },
    {
      key: 'usageThreshold',
      title: t('isolationPolicies.columns.usageThreshold'),
      numeric: true,
      render: (_, row) => row.auto_failover_policy.parameters.usage_threshold ?? '—',
    },
  ];

  return (
    <ResourceList
      resource="isolationPolicies"
      query={useIsolationPolicies(cluster)}
      rows={policyRows}
      rowKey="name"
      name={(row) => row.name}
      columns={columns}
      search={{
        value: filter,
        onSearch: setFilter,
        fields: (row) => [row.name, ...row.namespaces, ...row.primary, ...(row.secondary ?? [])],
      }}
      create={{ permission: 'cluster.write', onCreate: () => void navigate(newIsolationPolicyPath(cluster)) }}
      edit={{
        onEdit: (row) =>
          void navigate(routes.isolationPolicy.href({ cluster, namespaceIsolation: row.name })),
      }}
      remove={{ permission: 'cluster.write', run: (row) => remove.mutateAsync(row.name) }}
    />
  );
}
