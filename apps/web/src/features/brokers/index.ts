// The brokers feature's public API: the figures of a cluster's brokers (load reports, leader,
// failure domains), shared by the cluster's BROKERS tab and the broker page.
export {
  brokerKeys,
  brokerListQuery,
  brokerLoadQuery,
  domainsByBroker,
  failureDomainsQuery,
  figuresOf,
  leaderBrokerQuery,
  leaderIdOf,
  useBrokerList,
  useBrokerLoad,
  useBrokerLoads,
  useFailureDomainsByBroker,
  useLeaderBroker,
  type BrokerFigures as BrokerFigureValues,
  type UsageShare,
} from './broker-load.ts';
export {
  BrokerFigures,
  BrokerFiguresSummary,
  FailureDomainTags,
  LeaderMark,
  RESOURCE_KINDS,
  UsageBar,
  formatRate,
  formatThroughput,
  type ResourceKind,
} from './broker-figures.tsx';
export { brokerUrl, failureDomainUrl } from './broker-links.ts';
