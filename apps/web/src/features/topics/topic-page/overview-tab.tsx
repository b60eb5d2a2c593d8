import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../../shared/ui/index.ts';
import type { TopicStats } from '../topic.api.ts';
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

  const figures = (data: TopicStats) =>
    (
      [
        ['inRate', rate(data.msgRateIn)],
        ['outRate', rate(data.msgRateOut)],
        ['inThroughput', throughput(data.msgThroughputIn)],
        ['outThroughput', throughput(data.msgThroughputOut)],
        ['storageSize', bytes(data.storageSize)],
        ['backlogSize', bytes(data.backlogSize)],
      ] as const
    ).map(([key, value]) => (
      <Card key={key} size="small" role="listitem">
        <Statistic title={t(`topics.overview.${key}`)} value={value} />
      </Card>
    ));

  return (
    <div className={styles.section}>
      <section className={styles.section} aria-labelledby="topic-statistics">
        <h2 id="topic-statistics" className={styles.sectionTitle}>
          {t('topics.overview.statsTitle')}
        </h2>
        <AsyncState query={stats} errorTitle={t('topics.overview.statsFailed')}>
          {(data) => (
            <div className={styles.figures} role="list" aria-label={t('topics.overview.statsTitle')}>
              {figures(data)}
            </div>
          )}
        </AsyncState>
      </section>
      <OperationsPanel target={target} />
      {stats.data && (
        <>
          <ProducersTable target={target} producers={stats.data.publishers} />
          <SubscriptionsSection
            target={target}
            subscriptions={stats.data.subscriptions}
            focused={focusSubscriptions}
          />
        </>
      )}
    </div>
  );
}
