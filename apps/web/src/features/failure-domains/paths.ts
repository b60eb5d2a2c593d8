/** The page of one failure domain (spec 2). */
export const failureDomainPath = (cluster: string, domain: string) =>
  `/management/clusters/${encodeURIComponent(cluster)}/${encodeURIComponent(domain)}/failureDomainName`;

/** The cluster page on one of its tabs. */
export const clusterTabPath = (cluster: string, tab: 'failureDomains' | 'isolationPolicies' | 'bookies') =>
  `/management/clusters/${encodeURIComponent(cluster)}/cluster?tab=${tab}`;
