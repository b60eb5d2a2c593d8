export { registerWorkbench } from './register-workbench.ts';
export type { WorkbenchDependencies } from './register-workbench.ts';
