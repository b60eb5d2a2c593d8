// Backlog and rate trends (issue 33 item 5, decision 0093): the charts on the topic, partitioned
// topic and subscription pages (a TRENDS tab) and on the overview.
export const trends = {
  tab: 'TRENDS',
  title: 'Backlog and rates',
  overviewTitle: 'Backlog and rates of the environment',
  range: 'Time range',
  ranges: { '1h': '1 hour', '24h': '24 hours', '7d': '7 days' },
  series: {
    rateIn: 'Rate in',
    rateOut: 'Rate out',
    ackRate: 'Acknowledgements',
    backlog: 'Backlog',
    backlogMax: 'Largest backlog',
  },
  rate: '{{value}} msg/s',
  messages: '{{value}} messages',
  chartLabel: 'Rates (msg/s, left axis) and backlog (messages, right axis) over the last {{range}}',
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be drawn: {{message}}',
  loadFailed: 'Could not load the trends',
  forbidden: 'You may not see these trends',
  empty: 'No figures yet — the first comes with the next statistics pass.',
  resolution:
    'Every statistics pass of the last hour; 5-minute averages of the last day; hourly averages before that. Kept for {{retention}}.',
  retentionDays_one: '{{count}} day',
  retentionDays_other: '{{count}} days',
  retentionHours_one: '{{count}} hour',
  retentionHours_other: '{{count}} hours',
};
