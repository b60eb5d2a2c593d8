// The policy-code module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). Policies as a YAML document: export, diff, plan.
export { registerPolicyCode } from './policy-code.routes.ts';
