import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNavigate, DetailPage, useDetailTab, isNotFound } from '../../../shared/ui/index.ts';
import { BookiesTab } from '../../bookies/index.ts';
import { FailureDomainsTab } from '../../failure-domains/index.ts';
import { IsolationPoliciesTab } from '../../isolation-policies/index.ts';
import { BrokersTab } from '../brokers-tab/brokers-tab.tsx';
import { routes } from '../../../shared/routes/route-table.ts';
import { CLUSTER_TABS } from '../cluster-tabs.ts';
import { HistoryPanel } from '../../history/index.ts';
import { useClusterData, useClusterNames } from '../clusters.queries.ts';
import styles from '../clusters.module.css';
import { ClusterConfigTab } from './cluster-config-tab.tsx';

/**
 * /management/clusters/:cluster/cluster (issue 16 item 1; inventory 1.14): a cluster selector and
 * the tabs BROKERS, BOOKIES, FAILURE DOMAINS, ISOLATION POLICIES and CONFIG, the tab in `?tab=`
 * (BROKERS without one, as in Pulsar Manager). Another cluster opens on the same tab.
 */
export function ClusterPage() {
  const { t } = useTranslation();
  const { cluster = '' } = useParams();
  const navigate = useNavigate();
  const names = useClusterNames();
  const tab = useDetailTab(CLUSTER_TABS, 'brokers');
  // The cluster's own data says whether it exists: Pulsar answers 404 `Cluster does not exist`.
  const data = useClusterData(cluster);

  return (
    <DetailPage
      className={styles.page}
      notFound={
        data.isError && isNotFound(data.error)
          ? {
              what: t('clusters.page.notFound', { cluster }),
              backTo: routes.clusters.href({}),
              backLabel: t('clusters.page.backToList'),
            }
          : undefined
      }
      header={
        <div className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t('clusters.page.title', { cluster })}
          </Typography.Title>
          <div className={styles.selector}>
            <Select
              aria-label={t('clusters.columns.cluster')}
              value={cluster}
              loading={names.isPending}
              showSearch
              options={(names.data ?? [cluster]).map((name) => ({ value: name, label: name }))}
              onChange={(next: string) => void navigate(routes.cluster.href({ cluster: next }, { tab }))}
            />
          </div>
        </div>
      }
      defaultTab="brokers"
      onTabChange={(next) =>
        void navigate(routes.cluster.href({ cluster }, { tab: CLUSTER_TABS.find((key) => key === next) }))
      }
      destroyOnHidden
      tabs={[
        {
          key: 'brokers',
          label: t('clusters.tabs.brokers'),
          children: <BrokersTab key={cluster} cluster={cluster} />,
        },
        {
          key: 'bookies',
          label: t('clusters.tabs.bookies'),
          children: <BookiesTab key={cluster} cluster={cluster} />,
        },
        {
          key: 'failureDomains',
          label: t('clusters.tabs.failureDomains'),
          children: <FailureDomainsTab key={cluster} cluster={cluster} />,
        },
        {
          key: 'isolationPolicies',
          label: t('clusters.tabs.isolationPolicies'),
          children: <IsolationPoliciesTab key={cluster} cluster={cluster} />,
        },
        {
          key: 'config',
          label: t('clusters.tabs.config'),
          children: <ClusterConfigTab key={cluster} cluster={cluster} />,
        },
        {
          key: 'history',
          label: t('history.tab'),
          children: <HistoryPanel key={cluster} target={{ kind: 'cluster', name: cluster }} />,
        },
      ]}
    />
  );
}
