// The namespaces feature's public API: what other features may use (eslint's beacon/feature-boundaries).
export { useNamespaceNames } from './namespaces.queries.ts';
export { topicListQuery } from './namespaces.queries.ts';
export { LabelledSelect } from './namespace-page/labelled-select.tsx';
export { NamespaceSelectors } from './namespace-page/namespace-selectors.tsx';
export { TenantNamespaceSelects } from './namespace-page/tenant-namespace-selects.tsx';
export { TrafficChart } from './overview/traffic-chart.tsx';
