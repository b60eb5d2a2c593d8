export const common = {
  appName: 'Beacon',
  appDescription: 'Apache Pulsar admin console',
  language: {
    label: 'Language',
    switched: 'Switch Language Success',
  },
  actions: {
    retry: 'Retry',
    logout: 'Log out',
    reload: 'Reload',
    dismiss: 'Dismiss',
  },
  states: {
    loading: 'Loading…',
  },
  time: {
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '{{count}} hour ago',
    hoursAgo_other: '{{count}} hours ago',
    daysAgo_one: '{{count}} day ago',
    daysAgo_other: '{{count}} days ago',
  },
  errors: {
    timeout: 'The server did not answer within {{seconds}} seconds',
    network: 'Cannot reach the server',
    notFound: 'not found',
    incompatibleSchema: 'Incompatible schema detected while heartbeating',
  },
};
