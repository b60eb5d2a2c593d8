export { IsolationPoliciesTab } from './isolation-policies-tab.tsx';
export { isolationPolicyListQuery } from './isolation-policies.queries.ts';
export { placementOf, placementsOf } from './broker-placement.ts';
