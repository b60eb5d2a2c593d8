import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../../shared/ui/index.ts';
import { useNamespaceStats } from '../namespaces.queries.ts';
import { BundlesSection } from './bundles-section.tsx';
import { NamespaceStatsView } from './namespace-stats.tsx';
import { TrafficChart } from './traffic-chart.tsx';
import styles from './overview.module.css';

interface OverviewTabProps {
  tenant: string;
  namespace: string;
}

/** OVERVIEW: the latest figures, the last hour, and the bundles of each replication cluster. */
export function OverviewTab({ tenant, namespace }: OverviewTabProps) {
  const { t } = useTranslation();
  const stats = useNamespaceStats(tenant, namespace);

  return (
    <div className={styles.overview}>
      <section aria-labelledby="namespace-statistics">
        <h2 id="namespace-statistics" className={styles.sectionTitle}>
          {t('namespaces.overview.statsTitle')}
        </h2>
        <AsyncState query={stats} errorTitle={t('namespaces.overview.loadFailed')}>
          {(data) => (
            <>
              <NamespaceStatsView stats={data} />
              <TrafficChart history={data.history} />
            </>
          )}
        </AsyncState>
      </section>
      <BundlesSection tenant={tenant} namespace={namespace} />
    </div>
  );
}
