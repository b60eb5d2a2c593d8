import type { OverviewCounts } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import styles from './overview.module.css';

const ORDER = [
  'clusters',
  'brokers',
  'bookies',
  'tenants',
  'namespaces',
  'topics',
  'producers',
  'subscriptions',
  'consumers',
] as const satisfies readonly (keyof OverviewCounts)[];

/**
 * One card per count. An admin's answer has no cluster, broker or bookie figures (null): those
 * cards are left out; a count the server could not read says so instead of a misleading zero.
 */
export function CountCards({ counts, infrastructure }: { counts: OverviewCounts; infrastructure: boolean }) {
  const { t, i18n } = useTranslation();
  // Exact counts (1,234 rather than 1.2K): they are compared with what Pulsar lists.
  const format = new Intl.NumberFormat(i18n.language);
  const shown = ORDER.filter(
    (key) => infrastructure || (key !== 'clusters' && key !== 'brokers' && key !== 'bookies'),
  );
  return (
    <section aria-labelledby="overview-counts">
      <h2 id="overview-counts" className={styles.sectionTitle}>
        {t('overview.counts.title')}
      </h2>
      <dl className={styles.cards}>
        {shown.map((key) => {
          const value = counts[key];
          return (
            <div key={key} className={styles.card}>
              <dt>{t(`overview.counts.${key}`)}</dt>
              <dd>{value === null ? t('overview.counts.unknown') : format.format(value)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
