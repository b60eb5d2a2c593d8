// The alerts module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Backlog alerts: rules, evaluation, webhooks.
export { registerAlerts } from './register-alerts.ts';
export type { Alerts, AlertEvents } from './register-alerts.ts';
