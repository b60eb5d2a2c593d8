export { FailureDomainsTab } from './failure-domains-tab.tsx';
