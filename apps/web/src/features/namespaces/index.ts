// The namespaces feature's public API: what other features may use (eslint's beacon/feature-boundaries).
export { useNamespaceNames } from './namespaces.queries.ts';
