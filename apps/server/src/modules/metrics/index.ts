// The metrics module's one face: other modules and app.ts import it only through this file (the
// fence beacon/server-module-boundaries, decision 0063). The Prometheus metrics: request, collector
// and console figures.
export { registerMetrics } from './metrics.routes.ts';
