export { FailureDomainsTab } from './failure-domains-tab.tsx';
export { useClusterBrokers } from './failure-domains.queries.ts';
export { ClusterItemHeader } from './cluster-item-header.tsx';
