// Addresses of the cluster screens (spec 2), the tab in `?tab=` as Pulsar Manager's links had it.
export const CLUSTERS_PATH = '/management/clusters';

export const CLUSTER_TABS = ['brokers', 'bookies', 'failureDomains', 'isolationPolicies', 'config'] as const;
export type ClusterTab = (typeof CLUSTER_TABS)[number];

export const clusterUrl = (cluster: string, tab?: ClusterTab) =>
  `${CLUSTERS_PATH}/${encodeURIComponent(cluster)}/cluster${tab ? `?tab=${tab}` : ''}`;
