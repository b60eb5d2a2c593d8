import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import type { TopicTarget } from '../topic-operations.api.ts';
import { useTopicStats } from '../topics.queries.ts';
import { bytes, rate, throughput } from './format.ts';
import { OperationsPanel } from './operations-panel.tsx';
import { ProducersTable } from './producers-table.tsx';
import { SubscriptionsSection } from './subscriptions-section.tsx';
import styles from './topic-page.module.css';

interface OverviewTabProps {
  target: TopicTarget;
  /** Scroll the subscriptions table into view once it is shown (the breadcrumb's target). */
  focusSubscriptions?: boolean;
}

/** OVERVIEW: the topic's figures, its operations, producers and subscriptions (GET …/stats). */
export function OverviewTab({ target, focusSubscriptions = false }: OverviewTabProps) {
  const { t } = useTranslation();
  const stats = useTopicStats(target);

  let figures;
  if (stats.isPending) figures = <PageLoading />;
  else if (stats.isError)
    figures = (
      <ErrorState
        title={t('topics.overview.statsFailed')}
        detail={stats.error.message}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  else {
    const data = stats.data;
    const items = [
      ['inRate', rate(data.msgRateIn)],
      ['outRate', rate(data.msgRateOut)],
      ['inThroughput', throughput(data.msgThroughputIn)],
      ['outThroughput', throughput(data.msgThroughputOut)],
      ['storageSize', bytes(data.storageSize)],
      ['backlogSize', bytes(data.backlogSize)],
    ] as const;
    figures = (
      <div className={styles.figures} role="list" aria-label={t('topics.overview.statsTitle')}>
        {items.map(([key, value]) => (
          <Card key={key} size="small" role="listitem">
            <Statistic title={t(`topics.overview.${key}`)} value={value} />
          </Card>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.section}>
      <section className={styles.section} aria-labelledby="topic-statistics">
        <h2 id="topic-statistics" className={styles.sectionTitle}>
          {t('topics.overview.statsTitle')}
        </h2>
        {figures}
      </section>
      <OperationsPanel target={target} />
      {stats.data && (
        <>
          <ProducersTable target={target} producers={stats.data.publishers ?? []} />
          <SubscriptionsSection
            target={target}
            subscriptions={stats.data.subscriptions ?? {}}
            focused={focusSubscriptions}
          />
        </>
      )}
    </div>
  );
}
