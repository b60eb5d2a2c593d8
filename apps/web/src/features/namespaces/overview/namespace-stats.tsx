import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import type { NamespaceStatsResponse } from '../namespaces.api.ts';
import styles from './overview.module.css';

/**
 * The five figures with their units: rates in messages per second, throughput in bytes per
 * second, storage in bytes (Pulsar Manager printed bytes with the message-count formatter). How
 * old they are and which brokers the collector could not read are said next to them, never hidden.
 */
export function NamespaceStatsView({ stats }: { stats: NamespaceStatsResponse }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'inRate', value: t('namespaces.overview.rate', { value: formatNumber(stats.inMsg) }) },
    { key: 'outRate', value: t('namespaces.overview.rate', { value: formatNumber(stats.outMsg) }) },
    { key: 'inThroughput', value: formatBytesPerSecond(stats.inBytes) },
    { key: 'outThroughput', value: formatBytesPerSecond(stats.outBytes) },
    { key: 'storage', value: formatBytes(stats.storageSize) },
  ] as const;
  const { collectedAt, failedBrokers } = stats.stats;

  return (
    <>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{t(`namespaces.overview.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" className={styles.freshness}>
        {collectedAt === null
          ? t('namespaces.overview.notCollected')
          : t('namespaces.overview.collectedAt', {
              ago: formatTimeAgo(collectedAt),
              time: new Date(collectedAt).toLocaleString(i18n.language),
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
