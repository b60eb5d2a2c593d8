// The trends module's one face (the fence beacon/server-module-boundaries, decision 0063): a week of
// downsampled backlog and rate figures per topic, subscription and tenant, and their route.
export { registerTrends } from './register-trends.ts';
export type { TrendsStore } from './trends-store.ts';
