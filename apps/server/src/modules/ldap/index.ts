// The ldap module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Sign-in against an LDAP / Active Directory
// directory (issue 32 item 3, decision 0089).
export { registerLdap } from './register-ldap.ts';
export { parseLdapConfig } from './ldap-config.ts';
export type { LdapConfig } from './ldap-config.ts';
