// The namespaces feature's public API: what other features may use (eslint's beacon/feature-boundaries).
export { useNamespaceNames } from './namespaces.queries.ts';
export { topicListQuery } from './namespaces.queries.ts';
export { LabelledSelect, NamespaceSelectors } from './namespace-page/namespace-selectors.tsx';
export { TrafficChart } from './overview/traffic-chart.tsx';
