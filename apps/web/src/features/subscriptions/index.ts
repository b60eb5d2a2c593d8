// The subscriptions feature's public API: what other features may use (eslint's beacon/feature-boundaries).
// The command palette runs the subscription page's own backlog operations (decision 0092).
export { fetchSubscriptionNames } from './subscriptions.api.ts';
export { useBacklogOperation, useClearBacklogs } from './subscriptions.queries.ts';
