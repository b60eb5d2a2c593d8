// The functions feature's public API: what other features may use (eslint's beacon/feature-boundaries).
// The command palette lists the environment's functions, sources and sinks (decision 0092).
export { componentNamesQuery, isNoWorker } from './components.api.ts';
export { detailUrl, type ComponentKind } from './kinds.ts';
