// The cluster page's tabs, named in its address (`?tab=`) as Pulsar Manager's links had them.
export const CLUSTER_TABS = [
  'brokers',
  'bookies',
  'failureDomains',
  'isolationPolicies',
  'config',
  'history',
] as const;
