// The traffic chart's echarts options, apart from the component so they can be checked without
// drawing. Every colour comes from the antd theme tokens of the page: echarts' own defaults are
// for a light page (dark grey labels, light grey grid lines), unreadable or glaring on the dark
// theme (issue 14 item 11).
import type { GlobalToken } from 'antd';
import { formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';

/** The few tokens the chart reads, so a test can pass the light and dark ones. */
export type ChartTokens = Pick<
  GlobalToken,
  | 'colorText'
  | 'colorTextSecondary'
  | 'colorSplit'
  | 'colorBorder'
  | 'colorBgElevated'
  | 'fontFamily'
  | 'colorPrimary'
  | 'colorSuccess'
  | 'colorWarning'
  | 'magenta'
>;

export interface TrafficSeries {
  name: string;
  axis: 0 | 1;
  data: [number, number][];
  formatValue: (value: number) => string;
}

export interface TrafficChartInput {
  since: number;
  series: readonly TrafficSeries[];
  formatAxis: readonly [(value: number) => string, (value: number) => string];
  /** The tooltip's time, in the console's one date-time format (issue 14 item 10). */
  formatTime: (epochMs: number) => string;
  tokens: ChartTokens;
}

/**
 * The axes' labels, rates (msg/s) and throughput (bytes/s). Two decimals where the step needs them:
 * echarts steps by 1, 2 or 5 times a power of ten, and whole numbers made 1.5K and 2K both "2K"
 * (issue 28 A13: axes rounding into duplicate labels).
 */
export const AXIS_LABELS: TrafficChartInput['formatAxis'] = [
  (value) => formatNumber(value, 2),
  (value) => formatBytesPerSecond(value, 2),
];

export function trafficChartOptions({ since, series, formatAxis, formatTime, tokens }: TrafficChartInput) {
  const axisLine = { lineStyle: { color: tokens.colorBorder } };
  const axisLabel = { color: tokens.colorTextSecondary };
  const splitLine = { lineStyle: { color: tokens.colorSplit } };
  return {
    animation: false,
    // echarts' default palette has a dark navy that vanishes on the dark page; these read on both.
    color: [tokens.colorPrimary, tokens.colorSuccess, tokens.colorWarning, tokens.magenta],
    textStyle: { color: tokens.colorText, fontFamily: tokens.fontFamily },
    grid: { left: 56, right: 72, top: 32, bottom: 24 },
    legend: {
      top: 0,
      type: 'scroll' as const,
      textStyle: { color: tokens.colorText },
      pageTextStyle: { color: tokens.colorTextSecondary },
    },
    tooltip: {
      trigger: 'axis' as const,
      backgroundColor: tokens.colorBgElevated,
      borderColor: tokens.colorBorder,
      textStyle: { color: tokens.colorText },
    },
    xAxis: {
      type: 'time' as const,
      min: since,
      axisLine,
      axisLabel,
      splitLine: { show: false },
      // The tooltip's heading is this label: echarts' own is 'yyyy-MM-dd hh:mm:ss' in any language.
      axisPointer: { label: { formatter: ({ value }: { value: unknown }) => formatTime(Number(value)) } },
    },
    yAxis: formatAxis.map((formatter) => ({
      type: 'value' as const,
      // Whole steps: the labels are whole numbers, and an idle hour (an axis from 0 to 1) would
      // otherwise read 0, 0, 0, 1, 1, 1. A fractional rate still plots where it belongs.
      minInterval: 1,
      axisLine,
      axisLabel: { ...axisLabel, formatter },
      splitLine,
    })),
    series: series.map(({ name, axis, data, formatValue }) => ({
      name,
      type: 'line' as const,
      yAxisIndex: axis,
      showSymbol: false,
      data,
      tooltip: { valueFormatter: (raw: unknown) => formatValue(Number(raw)) },
    })),
  };
}
