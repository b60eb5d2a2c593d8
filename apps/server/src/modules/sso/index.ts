// The sso module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Single sign-on (OpenID Connect).
export { registerSso } from './register-sso.ts';
// The grant syntax (`super`, `tenant:<t>@<environment>`) and mapping, shared with the ldap module.
export { grantsFor, parseGrantList, parseRoleMapping } from './sso-grants.ts';
export type { SsoGrant } from './sso-grants.ts';
