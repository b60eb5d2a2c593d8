// The changes feature's one face: the shared preview and apply of a change plan (issue 33).
export { ChangePlan, type ChangePlanProps } from './change-plan.tsx';
