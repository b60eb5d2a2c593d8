// The monitoring module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The monitoring pages (Grafana and friends)
// the console frames.
export { monitoringFrameOrigins } from './monitoring.routes.ts';
export { registerMonitoring } from './register-monitoring.ts';
