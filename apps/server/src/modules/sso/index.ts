// The sso module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Single sign-on (OpenID Connect).
export { registerSso } from './register-sso.ts';
