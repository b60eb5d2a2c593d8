// The health module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The liveness and readiness routes.
export { registerHealth } from './health.routes.ts';
