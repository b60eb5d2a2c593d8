import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link, useNavigate, DetailPage, useDetailTab, isNotFound } from '../../../shared/ui/index.ts';
import { DynamicConfigurationTab } from '../broker-config/dynamic-configuration-tab.tsx';
import { RuntimeConfigurationTab } from '../broker-config/runtime-configuration-tab.tsx';
import { useBrokerList } from '../index.ts';
import { OwnedBundlesTab } from '../owned-namespaces/owned-bundles-tab.tsx';
import { BrokerHealthCheck } from './broker-health-check.tsx';
import { BrokerIsolationPolicies } from './broker-isolation-policies.tsx';
import { BrokerOverviewTab } from './broker-overview-tab.tsx';
import styles from './broker-page.module.css';
import { HistoryPanel } from '../../history/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';

const TABS = [
  'overview',
  'namespaces',
  'isolationPolicies',
  'configuration',
  'dynamicConfiguration',
  'history',
] as const;
type BrokerTab = (typeof TABS)[number];

const clusterBrokersUrl = (cluster: string) => routes.cluster.href({ cluster }, { tab: 'brokers' });

/**
 * /management/brokers/:cluster/:broker/broker (inventory 1.17, issue 16 item 2): one broker's
 * figures and load report, the bundles it owns (unload), the isolation policies that name it, a
 * health check, its runtime configuration and the cluster's dynamic configuration editor. Every
 * read about the broker itself is sent to that broker (`x-pulsar-broker`; decision 0043). The
 * cluster's active brokers say whether the broker exists; another one is a selector away.
 */
export function BrokerPage() {
  const { t } = useTranslation();
  const { cluster = '', broker = '' } = useParams();
  const navigate = useNavigate();
  const brokers = useBrokerList(cluster);
  const tab = useDetailTab<BrokerTab>(TABS, 'overview');
  const missing =
    (brokers.isError && isNotFound(brokers.error)) || (brokers.isSuccess && !brokers.data.includes(broker));

  /** Another tab or broker starts its lists afresh: a search of one list means nothing in another. */
  const go = (nextBroker: string, nextTab: BrokerTab) => {
    const tab = nextTab === 'overview' ? undefined : nextTab;
    void navigate(routes.broker.href({ cluster, broker: nextBroker }, { tab }));
  };

  return (
    <DetailPage
      className={styles.page}
      notFound={
        missing
          ? {
              what: t('brokers.page.notFound', { broker, cluster }),
              backTo: clusterBrokersUrl(cluster),
              backLabel: t('brokers.page.backToBrokers', { cluster }),
            }
          : undefined
      }
      read={{ query: brokers, errorTitle: t('brokers.page.loadFailed', { cluster }) }}
      header={
        <>
          <div className={styles.header}>
            <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
              <Typography.Title level={1} className={styles.title}>
                {t('routes.brokerDetails')}
              </Typography.Title>
              <Typography.Text className={styles.brokerName}>
                {t('brokers.page.of', { broker })} <Link to={clusterBrokersUrl(cluster)}>{cluster}</Link>
              </Typography.Text>
            </Space>
            <Select
              aria-label={t('brokers.page.selectBroker')}
              showSearch
              value={broker}
              loading={brokers.isPending}
              options={(brokers.data ?? [broker]).map((id) => ({ value: id, label: id }))}
              onChange={(next: string) => go(next, tab)}
              style={{ minWidth: 220, maxWidth: '100%' }}
            />
          </div>
          <BrokerHealthCheck key={broker} broker={broker} />
        </>
      }
      defaultTab="overview"
      onTabChange={(next) => go(broker, TABS.find((key) => key === next) ?? 'overview')}
      destroyOnHidden
      tabs={[
        {
          key: 'overview',
          label: t('brokers.tabs.overview'),
          children: <BrokerOverviewTab key={broker} cluster={cluster} broker={broker} />,
        },
        {
          key: 'namespaces',
          label: t('brokers.tabs.namespaces'),
          children: <OwnedBundlesTab key={broker} cluster={cluster} broker={broker} />,
        },
        {
          key: 'isolationPolicies',
          label: t('brokers.tabs.isolationPolicies'),
          children: <BrokerIsolationPolicies key={broker} cluster={cluster} broker={broker} />,
        },
        {
          key: 'configuration',
          label: t('brokers.tabs.configuration'),
          children: <RuntimeConfigurationTab key={broker} broker={broker} />,
        },
        {
          key: 'dynamicConfiguration',
          label: t('brokers.tabs.dynamicConfiguration'),
          children: <DynamicConfigurationTab key={broker} cluster={cluster} broker={broker} />,
        },
        {
          key: 'history',
          label: t('history.tab'),
          // The dynamic settings are the cluster's, not this broker's: every setting's changes.
          children: <HistoryPanel target={{ kind: 'broker-setting' }} />,
        },
      ]}
    />
  );
}
