import { TREND_RANGES } from '@beacon/contracts';
import { Empty, Segmented } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../shared/ui/index.ts';
import { TrendsChart, type TrendLines } from './trends-chart.tsx';
import type { TrendRange, TrendsTarget } from './trends.api.ts';
import { useTrends } from './trends.queries.ts';
import styles from './trends.module.css';

const DAY_MS = 86_400_000;

/**
 * A topic's, a subscription's or (no topic) the environment's backlog and rates over 1 h, 24 h or
 * 7 d: the TRENDS tab of the topic and subscription pages, and a section of the overview.
 */
export function TrendsPanel({ target, title }: { target: TrendsTarget; title?: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TrendRange>('1h');
  const trends = useTrends(target, range);
  const lines: TrendLines = target.subscription === undefined ? 'topic' : 'subscription';
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.title}>
          {title ?? t('trends.title')}
        </h2>
        <Segmented<TrendRange>
          aria-label={t('trends.range')}
          value={range}
          onChange={setRange}
          options={TREND_RANGES.map((value) => ({ value, label: t(`trends.ranges.${value}`) }))}
        />
      </div>
      <AsyncState
        query={trends}
        errorTitle={t('trends.loadFailed')}
        forbiddenTitle={t('trends.forbidden')}
        isEmpty={(data) => data.points.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trends.empty')} />}
      >
        {(data) => (
          <>
            <TrendsChart points={data.points} range={range} lines={lines} />
            <p className={styles.note}>
              {t('trends.resolution', {
                retention:
                  data.retentionMs % DAY_MS === 0
                    ? t('trends.retentionDays', { count: data.retentionMs / DAY_MS })
                    : t('trends.retentionHours', { count: Math.round(data.retentionMs / 3_600_000) }),
              })}
            </p>
          </>
        )}
      </AsyncState>
    </section>
  );
}
