import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AsyncState, ResourceTable, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import styles from '../../shared/ui/page.module.css';
import { policyRows, useIsolationPolicies, type IsolationPolicyRow } from './isolation-policies.queries.ts';
import { isolationPolicyPath } from './paths.ts';

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

/** The cluster page's ISOLATION POLICIES tab (inventory 1.17): each policy and its regexes. */
export function IsolationPoliciesTab({ cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const policies = useIsolationPolicies(cluster);
  const none = t('isolationPolicies.none');

  const columns: ResourceColumn<IsolationPolicyRow>[] = [
    {
      key: 'name',
      title: t('isolationPolicies.columns.name'),
      render: (_, row) => (
        <Link to={isolationPolicyPath(cluster, row.name)}>
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
    <div className={styles.page}>
      <AsyncState query={policies} errorTitle={t('isolationPolicies.list.loadFailed')}>
        {(data) => (
          <ResourceTable<IsolationPolicyRow>
            rowKey="name"
            columns={columns}
            rows={policyRows(data)}
            emptyText={t('isolationPolicies.list.empty')}
          />
        )}
      </AsyncState>
    </div>
  );
}
