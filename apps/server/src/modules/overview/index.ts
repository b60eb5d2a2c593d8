// The overview module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The overview page's figures.
export { registerOverview } from './register-overview.ts';
