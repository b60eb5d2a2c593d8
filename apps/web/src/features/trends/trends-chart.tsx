import { theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TREND_RANGE_MS } from '@beacon/contracts';
import { formatDateTime } from '../../shared/lib/date-time.ts';
import { formatNumber } from '../../shared/lib/number-format.ts';
import { trafficChartOptions, type TrafficSeries } from '../namespaces/index.ts';
import { useEcharts } from '../../shared/charts/use-echarts.ts';
import type { TrendPoint, TrendRange } from './trends.api.ts';
import styles from './trends.module.css';

/** Which lines: a topic's rates in and out, a subscription's rate out and acknowledgements. */
export type TrendLines = 'topic' | 'subscription';

/**
 * Rates on the left axis (msg/s), the backlog on the right (messages), drawn like the namespaces'
 * traffic chart (same options, same theme tokens) over the chosen range.
 */
export function TrendsChart({
  points,
  range,
  lines,
}: {
  points: readonly TrendPoint[];
  range: TrendRange;
  lines: TrendLines;
}) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { container, chart, state } = useEcharts();

  useEffect(() => {
    if (state.kind !== 'ready' || !chart.current) return;
    const rate = (value: number) => t('trends.rate', { value: formatNumber(value) });
    const messages = (value: number) => t('trends.messages', { value: formatNumber(value) });
    const line = (name: string, axis: 0 | 1, value: (point: TrendPoint) => number): TrafficSeries => ({
      name,
      axis,
      data: points.map((point) => [point.at, value(point)]),
      formatValue: axis === 0 ? rate : messages,
    });
    const rates =
      lines === 'topic'
        ? [
            line(t('trends.series.rateIn'), 0, (point) => point.rateIn),
            line(t('trends.series.rateOut'), 0, (point) => point.rateOut),
          ]
        : [
            line(t('trends.series.rateOut'), 0, (point) => point.rateOut),
            line(t('trends.series.ackRate'), 0, (point) => point.ackRate),
          ];
    chart.current.setOption(
      trafficChartOptions({
        since: Date.now() - TREND_RANGE_MS[range],
        tokens: token,
        formatAxis: [(value) => formatNumber(value, 2), (value) => formatNumber(value, 2)],
        formatTime: (epochMs) => formatDateTime(epochMs, i18n.language),
        series: [...rates, line(t('trends.series.backlog'), 1, (point) => point.backlog)],
      }),
      { notMerge: true },
    );
  }, [chart, state, points, range, lines, t, i18n.language, token]);

  return (
    <div className={styles.chartArea}>
      {/* The container keeps its size while echarts loads, so echarts measures it on init. */}
      <div
        ref={container}
        className={styles.chart}
        role="img"
        aria-label={t('trends.chartLabel', { range: t(`trends.ranges.${range}`) })}
      />
      {state.kind === 'failed' && (
        <div className={styles.chartFallback} role="alert">
          {t('trends.chartFailed', { message: state.message })}
        </div>
      )}
      {state.kind === 'loading' && (
        <div className={styles.chartFallback} role="status">
          {t('trends.chartLoading')}
        </div>
      )}
    </div>
  );
}
