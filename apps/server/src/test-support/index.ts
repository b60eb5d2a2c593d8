export { createTestServer, cookieFrom, type TestServer } from './test-server.ts';
export { SessionClient } from './session-client.ts';
export { BEACON_WEB } from './beacon-web.ts';
export { openTestDatabase, testDatabaseUrl, testDialect } from './test-database.ts';
export { createServerWithSuperuser } from './server-with-superuser.ts';
export type { ServerWithSuperuser } from './session-client.ts';
export { startFakeBroker, type FakeBroker, type ScriptedAnswer } from './fake-broker.ts';
export { hs256Token } from './hs256-token.ts';
export { freePort, startBeaconProcess, waitUntilReady, type BeaconProcess } from './beacon-process.ts';
export { postgresInstalled, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';
export {
  runWithSlapd,
  slapdProblem,
  startSlapd,
  throwawayCertificateAuthority,
  SLAPD_ADMIN,
  SLAPD_SUFFIX,
  type Slapd,
} from './slapd.ts';
