// The history feature's face: the HISTORY tab of the tenant, namespace, topic, cluster,
// isolation-policy and broker pages (issue 33 item 3, decision 0095).
export { HistoryPanel } from './history-panel.tsx';
export type { HistoryTarget } from './history.api.ts';
