// The policy-defaults module's one face: other modules and app.ts import it only through this file
// (the fence beacon/server-module-boundaries, decision 0063). The broker defaults behind the policies.
export { registerPolicyDefaults } from './policy-defaults.routes.ts';
