import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../shared/ui/console-link.tsx';
import { Can } from '../../shared/auth/index.ts';
import { ListSearch } from '../../shared/ui/list-search.tsx';
import {
  AsyncState,
  ConfirmDialog,
  EditDeleteActions,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { useSearchParam } from '../../shared/lib/use-search-param.ts';
import styles from '../../shared/ui/page.module.css';
import { toast } from '../../shared/ui/toast-store.ts';
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
  const policies = useIsolationPolicies(cluster);
  const remove = useDeleteIsolationPolicy(cluster);
  const [deleting, setDeleting] = useState<string>();
  const none = t('isolationPolicies.none');

  async function confirmDelete(name: string) {
    await remove.mutateAsync(name);
    toast.success(t('isolationPolicies.messages.deleted'));
  }

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
    {
      key: 'actions',
      title: t('isolationPolicies.columns.actions'),
      render: (_, row) => (
        <EditDeleteActions
          text={{
            edit: t('isolationPolicies.actions.edit'),
            editNamed: t('isolationPolicies.actions.editNamed', { name: row.name }),
            delete: t('isolationPolicies.actions.delete'),
            deleteNamed: t('isolationPolicies.actions.deleteNamed', { name: row.name }),
          }}
          onEdit={() => void navigate(routes.isolationPolicy.href({ cluster, namespaceIsolation: row.name }))}
          onDelete={() => setDeleting(row.name)}
          deletePermission="cluster.write"
        />
      ),
    },
  ];

  const needle = filter.trim().toLowerCase();
  const matches = (row: IsolationPolicyRow) =>
    needle === '' ||
    [row.name, ...row.namespaces, ...row.primary, ...(row.secondary ?? [])].some((text) =>
      text.toLowerCase().includes(needle),
    );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('isolationPolicies.list.search')} value={filter} onSearch={setFilter} />
        <Can permission="cluster.write">
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => void navigate(newIsolationPolicyPath(cluster))}
          >
            {t('isolationPolicies.actions.new')}
          </Button>
        </Can>
      </div>
      <AsyncState
        query={policies}
        errorTitle={t('isolationPolicies.list.loadFailed')}
        forbiddenTitle={t('isolationPolicies.list.forbidden')}
      >
        {(data) => {
          const rows = policyRows(data);
          return (
            <ResourceTable<IsolationPolicyRow>
              rowKey="name"
              columns={columns}
              rows={rows.filter(matches)}
              emptyText={
                rows.length === 0
                  ? t('isolationPolicies.list.empty')
                  : t('isolationPolicies.list.noMatch', { filter })
              }
            />
          );
        }}
      </AsyncState>
      {deleting !== undefined && (
        <ConfirmDialog
          open
          danger
          title={t('isolationPolicies.deleteDialog.title')}
          description={t('isolationPolicies.deleteDialog.question', { name: deleting })}
          confirmLabel={t('isolationPolicies.actions.delete')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </div>
  );
}
