import type { trends as source } from '../en/trends.ts';
import type { TranslationShape } from '../translation-shape.ts';

export const trends: TranslationShape<typeof source> = {
  tab: '趋势',
  title: '积压与速率',
  overviewTitle: '环境的积压与速率',
  range: '时间范围',
  ranges: { '1h': '1 小时', '24h': '24 小时', '7d': '7 天' },
  series: {
    rateIn: '入站速率',
    rateOut: '出站速率',
    ackRate: '确认速率',
    backlog: '积压',
    backlogMax: '最大积压',
  },
  rate: '{{value}} 条/秒',
  messages: '{{value}} 条消息',
  chartLabel: '最近 {{range}}的速率（条/秒，左轴）和积压（消息条数，右轴）',
  chartLoading: '正在加载图表…',
  chartFailed: '无法绘制图表：{{message}}',
  loadFailed: '无法加载趋势',
  forbidden: '你无权查看这些趋势',
  empty: '暂无数据——下一次统计采集后将出现第一个数据点。',
  resolution:
    '最近一小时保留每次统计采集的数据；最近一天为 5 分钟平均值；更早为每小时平均值。保留 {{retention}}。',
  retentionDays_one: '{{count}} 天',
  retentionDays_other: '{{count}} 天',
  retentionHours_one: '{{count}} 小时',
  retentionHours_other: '{{count}} 小时',
};
