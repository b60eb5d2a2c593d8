import { theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatDateTime } from '../../../shared/lib/date-time.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import type { NamespaceHistoryPoint } from '../namespaces.api.ts';
import { useEcharts } from '../../../shared/charts/use-echarts.ts';
import styles from './overview.module.css';
import { AXIS_LABELS, trafficChartOptions, type TrafficSeries } from './traffic-chart-options.ts';

const HOUR_MS = 60 * 60_000;

/**
 * The last hour of the namespace's history: rates on the left axis (msg/s), throughput on the
 * right (bytes/s). It redraws whenever the statistics query refreshes (every 30 s).
 */
export function TrafficChart({ history }: { history: readonly NamespaceHistoryPoint[] }) {
  const { t, i18n } = useTranslation();
  // The theme's tokens: a switch to dark gives new ones, and the chart is redrawn in them.
  const { token } = theme.useToken();
  const { container, chart, state } = useEcharts();

  useEffect(() => {
    if (state.kind !== 'ready' || !chart.current) return;
    const since = Date.now() - HOUR_MS;
    const points = history.filter((point) => point.at >= since);
    const rate = (value: number) => t('namespaces.overview.rate', { value: formatNumber(value) });
    const series = (
      name: string,
      axis: 0 | 1,
      value: (point: NamespaceHistoryPoint) => number,
    ): TrafficSeries => ({
      name,
      axis,
      data: points.map((point) => [point.at, value(point)]),
      formatValue: axis === 0 ? rate : (bytes) => formatBytesPerSecond(bytes),
    });
    chart.current.setOption(
      trafficChartOptions({
        since,
        tokens: token,
        formatAxis: AXIS_LABELS,
        formatTime: (epochMs) => formatDateTime(epochMs, i18n.language),
        series: [
          series(t('namespaces.overview.inRate'), 0, (point) => point.inMsg),
          series(t('namespaces.overview.outRate'), 0, (point) => point.outMsg),
          series(t('namespaces.overview.inThroughput'), 1, (point) => point.inBytes),
          series(t('namespaces.overview.outThroughput'), 1, (point) => point.outBytes),
        ],
      }),
      { notMerge: true },
    );
  }, [chart, state, history, t, i18n.language, token]);

  return (
    <figure className={styles.chartFigure}>
      <figcaption className={styles.sectionTitle}>
        {t('namespaces.overview.chartTitle')}
        {history.length === 0 && ` — ${t('namespaces.overview.noHistory')}`}
      </figcaption>
      <div className={styles.chartArea}>
        {/* The container keeps its size while echarts loads, so echarts measures it on init. */}
        <div
          ref={container}
          className={styles.chart}
          role="img"
          aria-label={t('namespaces.overview.chartLabel')}
        />
        {state.kind === 'failed' && (
          <div className={styles.chartFallback} role="alert">
            {t('namespaces.overview.chartFailed', { message: state.message })}
          </div>
        )}
        {state.kind === 'loading' && (
          <div className={styles.chartFallback} role="status">
            {t('namespaces.overview.chartLoading')}
          </div>
        )}
      </div>
    </figure>
  );
}
