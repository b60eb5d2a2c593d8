import { QuestionCircleOutlined } from '@ant-design/icons';
import { Empty, Tabs, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsyncState } from '../../../shared/ui/index.ts';
import { useNamespacePolicies } from '../namespaces.queries.ts';
import { BundleTable } from './bundle-table.tsx';
import styles from './overview.module.css';

const LOAD_BALANCE_DOCS = 'https://pulsar.apache.org/docs/next/concepts-broker-load-balancing-overview/';
/** The active cluster tab lives in the URL, like every other tab. */
export const BUNDLE_CLUSTER_PARAM = 'bundleCluster';

interface BundlesSectionProps {
  tenant: string;
  namespace: string;
}

/**
 * Bundles, one tab per replication cluster of the namespace (its policies' replication_clusters):
 * each cluster splits and assigns its bundles on its own, so every operation names the cluster.
 */
export function BundlesSection({ tenant, namespace }: BundlesSectionProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const policies = useNamespacePolicies(tenant, namespace);
  const clusters = policies.data?.replication_clusters ?? [];
  const requested = searchParams.get(BUNDLE_CLUSTER_PARAM);
  const active = requested && clusters.includes(requested) ? requested : clusters[0];

  function openCluster(cluster: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(BUNDLE_CLUSTER_PARAM, cluster);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <section aria-labelledby="namespace-bundles">
      <div className={styles.bundlesHeader}>
        <h2 id="namespace-bundles" className={styles.sectionTitle}>
          {t('namespaces.bundles.title')}
        </h2>
        <Tooltip title={t('namespaces.bundles.tooltip')}>
          <QuestionCircleOutlined tabIndex={0} aria-label={t('namespaces.bundles.tooltip')} />
        </Tooltip>
        <Typography.Link href={LOAD_BALANCE_DOCS} target="_blank" rel="noreferrer">
          {t('namespaces.bundles.learnMore')}
        </Typography.Link>
      </div>
      <AsyncState
        query={policies}
        errorTitle={t('namespaces.bundles.clustersFailed')}
        isEmpty={() => clusters.length === 0}
        empty={<Empty description={t('namespaces.bundles.noClusters')} />}
      >
        {() => (
          <Tabs
            type="card"
            activeKey={active}
            onChange={openCluster}
            items={clusters.map((cluster) => ({
              key: cluster,
              label: cluster,
              children: <BundleTable tenant={tenant} namespace={namespace} cluster={cluster} />,
            }))}
          />
        )}
      </AsyncState>
    </section>
  );
}
