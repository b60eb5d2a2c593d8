import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
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

  let figures;
  if (stats.isPending) figures = <PageLoading />;
  else if (stats.isError)
    figures = (
      <ErrorState
        title={t('namespaces.overview.loadFailed')}
        detail={stats.error.message}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  else
    figures = (
      <>
        <NamespaceStatsView stats={stats.data} />
        <TrafficChart history={stats.data.history} />
      </>
    );

  return (
    <div className={styles.overview}>
      <section aria-labelledby="namespace-statistics">
        <h2 id="namespace-statistics" className={styles.sectionTitle}>
          {t('namespaces.overview.statsTitle')}
        </h2>
        {figures}
      </section>
      <BundlesSection tenant={tenant} namespace={namespace} />
    </div>
  );
}
