// The changes module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). A plan of Pulsar writes, previewed and applied.
export { registerChanges } from './changes.routes.ts';
