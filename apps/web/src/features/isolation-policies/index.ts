export { IsolationPoliciesTab } from './isolation-policies-tab.tsx';
