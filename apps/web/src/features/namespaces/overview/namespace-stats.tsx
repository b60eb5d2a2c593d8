import { useTranslation } from 'react-i18next';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { FreshnessNote } from '../freshness-note.tsx';
import type { NamespaceStatsResponse } from '../namespaces.api.ts';
import styles from './overview.module.css';

/**
 * The five figures with their units: rates in messages per second, throughput in bytes per
 * second, storage in bytes (Pulsar Manager printed bytes with the message-count formatter). How
 * old they are and which brokers the collector could not read are said next to them, never hidden.
 */
export function NamespaceStatsView({ stats }: { stats: NamespaceStatsResponse }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'inRate', value: t('namespaces.overview.rate', { value: formatNumber(stats.inMsg) }) },
    { key: 'outRate', value: t('namespaces.overview.rate', { value: formatNumber(stats.outMsg) }) },
    { key: 'inThroughput', value: formatBytesPerSecond(stats.inBytes) },
    { key: 'outThroughput', value: formatBytesPerSecond(stats.outBytes) },
    { key: 'storage', value: formatBytes(stats.storageSize) },
  ] as const;

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
      <FreshnessNote stats={stats.stats} />
    </>
  );
}
