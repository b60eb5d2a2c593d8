import type { OverviewResponse } from '@beacon/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/ui/index.ts';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import styles from './overview.module.css';
import { routes } from '../../../shared/routes/route-table.ts';

const brokerPath = (cluster: string, broker: string) => routes.broker.href({ cluster, broker });

/**
 * What is unhealthy now (decision 0045): brokers the last collector pass could not read (or whose
 * cluster it could not list), bookies in read-only state and registered bookies that are neither,
 * and any part of the overview the server could not read. Only for super users (admins get null).
 */
export function HealthSection({ overview }: { overview: OverviewResponse }) {
  const { t } = useTranslation();
  const brokers = overview.unhealthyBrokers ?? [];
  const bookies = overview.unhealthyBookies ?? [];
  const unavailable = overview.unavailableBookies ?? 0;
  const problems = overview.problems;
  const healthy = brokers.length === 0 && bookies.length === 0 && unavailable === 0 && problems.length === 0;

  const brokerName = (cluster: string, broker: string) => {
    if (cluster === '') return t('overview.health.environmentBrokers');
    if (broker === '') return t('overview.health.clusterBrokers', { cluster });
    return <Link to={brokerPath(cluster, broker)}>{t('overview.health.broker', { cluster, broker })}</Link>;
  };

  return (
    <section aria-labelledby="overview-health">
      <h2 id="overview-health" className={styles.sectionTitle}>
        {t('overview.health.title')}
      </h2>
      {healthy ? (
        <Alert type="success" showIcon title={t('overview.health.allHealthy')} />
      ) : (
        <div className={styles.page}>
          {brokers.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('overview.health.brokersTitle')}
              description={
                <ul className={styles.issues} aria-label={t('overview.health.brokersTitle')}>
                  {brokers.map((failure) => (
                    <li key={`${failure.cluster}/${failure.broker}`}>
                      {brokerName(failure.cluster, failure.broker)}: {failure.error} (
                      {failure.lastSuccessAt === null
                        ? t('overview.health.neverAnswered')
                        : t('overview.health.lastAnswer', { ago: formatTimeAgo(failure.lastSuccessAt) })}
                      )
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          {(bookies.length > 0 || unavailable > 0) && (
            <Alert
              type="warning"
              showIcon
              title={t('overview.health.bookiesTitle')}
              description={
                <ul className={styles.issues} aria-label={t('overview.health.bookiesTitle')}>
                  {bookies.map(({ bookie }) => (
                    <li key={bookie}>{t('overview.health.readOnly', { bookie })}</li>
                  ))}
                  {unavailable > 0 && <li>{t('overview.health.unavailable', { count: unavailable })}</li>}
                </ul>
              }
            />
          )}
          {problems.map((problem) => (
            <Alert
              key={problem.part}
              type="warning"
              showIcon
              title={t('overview.health.problem', {
                part: t(`overview.parts.${problem.part}`),
                message: problem.message,
              })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
