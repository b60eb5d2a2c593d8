// The audit module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). The audit log: what was changed, by whom, and
// its query routes.
export { AuditLog } from './audit-log.ts';
export { registerAudit } from './audit.routes.ts';
export { redactSecrets } from './redact-secrets.ts';
