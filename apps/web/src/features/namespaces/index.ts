// The namespaces feature's public API: what other features may use (eslint's beacon/feature-boundaries).
export { useBundleOperation, useNamespaceNames } from './namespaces.queries.ts';
export { topicListQuery } from './namespaces.queries.ts';
export { LabelledSelect } from './namespace-page/labelled-select.tsx';
export { NamespaceSelectors } from './namespace-page/namespace-selectors.tsx';
export { TenantNamespaceSelects } from './namespace-page/tenant-namespace-selects.tsx';
export { TrafficChart } from './overview/traffic-chart.tsx';
// The chart options the trends' chart draws with too (features/trends): one look for every chart.
export { trafficChartOptions, type TrafficSeries } from './overview/traffic-chart-options.ts';
// The policy kit a topic's own policies are built from (features/topics/topic-policies): the
// namespace's descriptors, builders, editor and reads, at another level.
export {
  deletes,
  dispatchRatePolicy,
  enabledPolicy,
  enumPolicy,
  integerPolicy,
  sizePolicy,
} from './policies/policy-builders.ts';
export {
  policyById,
  SCHEMA_COMPATIBILITY_STRATEGIES,
  type CatalogPolicy,
  type PolicyId,
} from './policies/policy-catalog.ts';
export {
  autoSubscriptionCreationPolicy,
  delayedDeliveryPolicy,
  inactiveTopicPolicy,
} from './policies/policy-lifecycle.ts';
export {
  deduplicationSnapshotPolicy,
  dispatcherPausePolicy,
  entryFiltersPolicy,
  publishRatePolicy,
  subscriptionTypesPolicy,
} from './policies/policy-delivery.ts';
export { offloadPoliciesPolicy } from './policies/policy-storage.ts';
export {
  backlogQuotaPolicy,
  persistencePolicy,
  retentionPolicy,
  subscribeRatePolicy,
} from './policies/policy-composites.ts';
export { PolicyEditor, type PolicyLevelTexts } from './policies/policy-editor.tsx';
export { readPolicy, type PolicyTarget } from './policies/namespace-policies.api.ts';
export {
  namespaceLevel,
  usePolicy,
  usePolicyDefaults,
  type PolicyLevel,
} from './policies/namespace-policies.queries.ts';
export { fieldText, optionText } from './policies/policy-texts.ts';
export type { PolicyDescriptor, PolicyForm } from './policies/policy-types.ts';
export { counts } from './policies/policy-values.ts';
