import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AXIS_LABELS, trafficChartOptions } from './traffic-chart-options.ts';

const light = theme.getDesignToken({ algorithm: theme.defaultAlgorithm });
const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });

const optionsIn = (tokens: typeof light) =>
  trafficChartOptions({
    since: 0,
    tokens,
    formatAxis: [String, String],
    formatTime: (epochMs) => `at ${epochMs}`,
    series: [{ name: 'In', axis: 0, data: [[0, 1]], formatValue: String }],
  });

describe('traffic chart colours', () => {
  it('draw grid lines, axes, labels, legend and tooltip in the dark tokens on the dark theme', () => {
    const options = optionsIn(dark);
    const [rates] = options.yAxis;
    expect(rates?.splitLine.lineStyle.color).toBe(dark.colorSplit);
    expect(rates?.axisLine.lineStyle.color).toBe(dark.colorBorder);
    expect(rates?.axisLabel.color).toBe(dark.colorTextSecondary);
    expect(options.xAxis.axisLabel.color).toBe(dark.colorTextSecondary);
    expect(options.legend.textStyle.color).toBe(dark.colorText);
    expect(options.tooltip.backgroundColor).toBe(dark.colorBgElevated);
    expect(options.tooltip.textStyle.color).toBe(dark.colorText);
    expect(options.color).toEqual([dark.colorPrimary, dark.colorSuccess, dark.colorWarning, dark.magenta]);
  });

  it('differ between the light and the dark theme', () => {
    const inLight = optionsIn(light);
    const inDark = optionsIn(dark);
    expect(inDark.yAxis[0]?.splitLine.lineStyle.color).not.toBe(inLight.yAxis[0]?.splitLine.lineStyle.color);
    expect(inDark.textStyle.color).not.toBe(inLight.textStyle.color);
    expect(inDark.tooltip.backgroundColor).not.toBe(inLight.tooltip.backgroundColor);
  });

  it("head the tooltip with the time in the format it is given, not echarts' own", () => {
    const { formatter } = optionsIn(light).xAxis.axisPointer.label;
    expect(formatter({ value: 1_764_000_000_000 })).toBe('at 1764000000000');
  });
});

describe('traffic chart axes', () => {
  it('step in whole units, as their labels are whole numbers (an idle hour must not read 0, 0, 1, 1)', () => {
    expect(optionsIn(light).yAxis.map((axis) => axis.minInterval)).toEqual([1, 1]);
  });
});

describe('traffic chart axes', () => {
  it('label every step of echarts’ steps (1, 2 or 5 times a power of ten, at least 1) differently', () => {
    expect(optionsIn(light).yAxis.map((axis) => axis.minInterval)).toEqual([1, 1]);
    for (const step of [1, 2, 5, 20, 50, 500, 1_000, 5_000, 50_000, 500_000, 5_000_000]) {
      const ticks = Array.from({ length: 6 }, (_, index) => index * step);
      for (const format of AXIS_LABELS) {
        const labels = ticks.map(format);
        expect(new Set(labels).size, `${step}: ${labels.join(', ')}`).toBe(ticks.length);
      }
    }
  });
});
