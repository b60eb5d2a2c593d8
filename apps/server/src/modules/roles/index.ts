// The roles module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Console roles and what each grants.
export { registerRoles } from './register-roles.ts';
