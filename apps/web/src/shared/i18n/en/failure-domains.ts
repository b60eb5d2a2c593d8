// Failure domains of a cluster: the cluster page's FAILURE DOMAINS tab and a domain's own page.
export const failureDomains = {
  columns: { name: 'Domain Name', brokers: 'Brokers' },
  noBrokers: 'No brokers',
  list: {
    loadFailed: 'Could not load the failure domains',
    empty: 'This cluster has no failure domains',
  },
};
