import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogFreshness } from '@beacon/contracts';
import { formatDateTime } from '../../shared/lib/date-time.ts';
import { formatTimeAgo } from '../../shared/lib/relative-time.ts';
import styles from './overview/overview.module.css';

/**
 * How old the collector's figures are and which brokers its last pass could not read: said next
 * to every figure the catalogue gives, never hidden (a missing broker means figures are too low).
 */
export function FreshnessNote({ stats }: { stats: CatalogFreshness }) {
  const { t, i18n } = useTranslation();
  const { collectedAt, failedBrokers } = stats;
  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.freshness}>
        {collectedAt === null
          ? t('namespaces.overview.notCollected')
          : t('namespaces.overview.collectedAt', {
              ago: formatTimeAgo(collectedAt),
              time: formatDateTime(collectedAt, i18n.language),
            })}
      </Typography.Paragraph>
      {failedBrokers.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('namespaces.overview.failedBrokers', { count: failedBrokers.length })}
          description={
            <ul className={styles.failedBrokers}>
              {failedBrokers.map((failure) => (
                <li key={`${failure.cluster}/${failure.broker}`}>
                  {t('namespaces.overview.failedBroker', failure)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
