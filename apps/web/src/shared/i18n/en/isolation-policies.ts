// Namespace isolation policies of a cluster: the ISOLATION POLICIES tab and a policy's own page.
export const isolationPolicies = {
  columns: {
    name: 'Policy Name',
    namespaces: 'Namespaces',
    primary: 'Primary brokers',
    secondary: 'Secondary brokers',
    minLimit: 'Minimal available brokers',
    usageThreshold: 'Broker usage threshold (%)',
  },
  none: 'None',
  list: {
    loadFailed: 'Could not load the namespace isolation policies',
    empty: 'This cluster has no namespace isolation policies',
  },
};
