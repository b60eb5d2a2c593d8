// The history module's one face (the fence beacon/server-module-boundaries, decision 0063): who
// changed which tenant, namespace, topic, cluster, isolation policy or broker setting, when, with
// the value before and after, and the calls that restore an earlier version.
export { createResourceHistory, registerHistory } from './register-history.ts';
export type { ResourceHistory } from './resource-history.ts';
