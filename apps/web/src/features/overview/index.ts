// The overview feature's public API (eslint's beacon/feature-boundaries).
export { OVERVIEW_PAGE_PATH } from './overview-path.ts';
