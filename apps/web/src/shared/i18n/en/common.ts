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
  },
  states: {
    loading: 'Loading…',
  },
  errors: {
    timeout: 'The server did not answer within {{seconds}} seconds',
    network: 'Cannot reach the server',
    notFound: 'not found',
    incompatibleSchema: 'Incompatible schema detected while heartbeating',
  },
};
