import type { OverviewResponse } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { TrafficChart } from '../../namespaces/index.ts';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import styles from './overview.module.css';

/** The last pass's rates and throughput, and the last hour drawn by the namespaces' traffic chart. */
export function TrafficSection({ overview }: { overview: OverviewResponse }) {
  const { t } = useTranslation();
  const { traffic } = overview;
  const rate = (value: number) => t('overview.traffic.rate', { value: formatNumber(value) });
  const figures = [
    { key: 'inRate', value: rate(traffic.inMsg) },
    { key: 'outRate', value: rate(traffic.outMsg) },
    { key: 'inThroughput', value: formatBytesPerSecond(traffic.inBytes) },
    { key: 'outThroughput', value: formatBytesPerSecond(traffic.outBytes) },
    { key: 'storage', value: formatBytes(traffic.storageSize) },
  ] as const;
  return (
    <section aria-labelledby="overview-traffic">
      <h2 id="overview-traffic" className={styles.sectionTitle}>
        {t('overview.traffic.title')}
      </h2>
      <dl className={styles.cards}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.card}>
            <dt>{t(`overview.traffic.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <TrafficChart history={overview.history} />
    </section>
  );
}
