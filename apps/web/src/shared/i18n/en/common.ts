export const common = {
  appName: 'Beacon',
  appDescription: 'Apache Pulsar admin console',
  language: {
    label: 'Language',
    switched: 'Switch Language Success',
  },
  /** A configuration's literal true and false, said in the user's language (issue 28 A13). */
  /** A label and its value: the colon is full-width in Chinese (issue 28 A13). */
  labelled: '{{label}}: {{value}}',
  colon: ': ',
  literal: {
    true: 'true',
    false: 'false',
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
