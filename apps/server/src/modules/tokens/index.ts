// The tokens module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). Broker tokens: signing keys and the tokens
// the console issues.
export { registerTokens } from './register-tokens.ts';
