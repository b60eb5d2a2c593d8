export { FailureDomainsTab } from './failure-domains-tab.tsx';
export { useClusterBrokers } from './failure-domains.queries.ts';
export { clusterTabPath, failureDomainPath } from './paths.ts';
export { ClusterItemHeader } from './cluster-item-header.tsx';
