export { createTestServer, cookieFrom, type TestServer } from './test-server.ts';
export { SessionClient } from './session-client.ts';
export { openTestDatabase, testDatabaseUrl, testDialect } from './test-database.ts';
export { createServerWithSuperuser } from './server-with-superuser.ts';
export type { ServerWithSuperuser } from './session-client.ts';
export { startFakeBroker, type FakeBroker, type ScriptedAnswer } from './fake-broker.ts';
export { hs256Token } from './hs256-token.ts';
export { freePort, startBeaconProcess, waitUntilReady, type BeaconProcess } from './beacon-process.ts';
export { postgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';
