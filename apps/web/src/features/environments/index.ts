export { EnvironmentSelect } from './environment-select.tsx';
export { EnvironmentSwitcher } from './environment-switcher/environment-switcher.tsx';
export { environmentKeys, useEnvironments } from './environments.queries.ts';
export type { EnvironmentStatus, EnvironmentSummary } from './environments.api.ts';
export { currentEnvironmentName } from './current-environment.ts';
