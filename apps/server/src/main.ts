// loadConfig → openDatabase → migrate → seed → buildApp → listen; SIGTERM/SIGINT drain and close.
import path from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { localOrigin, setupLink } from './modules/users/first-run-setup.ts';
import { resolveSecretKey } from './secrets/secret-key.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const loaded = loadConfig();
  const config = { ...loaded, secretKey: resolveSecretKey(loaded.secretKey, loaded.dataDir) };
  // Connection failures outside a request (PostgreSQL restarted) are logged once the logger exists.
  let logConnectionError = (error: Error) => console.warn('database connection failed:', error.message);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'beacon.sqlite'),
    onConnectionError: (error) => logConnectionError(error),
  });
  const applied = await migrateToLatest(database.db);
  const { server, superuserBootstrap, firstRunSetup, sessions, environments, environmentStatuses } =
    await buildApp({
      database,
      config,
      clock: systemClock,
    });
  logConnectionError = (error) =>
    server.log.warn({ err: error }, 'database connection failed; the pool opens a new one when needed');
  server.log.info({ database: database.description, migrationsApplied: applied }, 'database ready');

  if (config.superuser) {
    const outcome = await superuserBootstrap.seedFromConfig(config.superuser.name, config.superuser.password);
    server.log.info({ username: config.superuser.name, outcome }, 'superuser from BEACON_SUPERUSER_NAME');
  }
  // First-run setup (decision 0034): each start while no user exists replaces the one-time token.
  const setupToken = config.superuser ? undefined : await firstRunSetup.issueToken();
  const cleanup = setInterval(
    () =>
      void sessions
        .deleteDead()
        .catch((error: unknown) => server.log.warn({ err: error }, 'session cleanup failed')),
    60 * 60 * 1000,
  );
  cleanup.unref();

  environmentStatuses.start(config.environmentCheckIntervalMs, () => environments.checkAll(), server.log);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    void environmentStatuses
      .stop()
      .then(() => server.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  if (setupToken) {
    // Under BEACON_BASE_PATH the setup page is there too (decision 0091).
    const link = setupLink(`${localOrigin(config.host, config.port)}${config.basePath}`, setupToken);
    server.log.warn(
      { setupLink: link },
      'first-run setup pending: open the setup link to create the first super user',
    );
    // Plainly on the console too, whatever the log level or format.
    console.info(`\nBeacon first-run setup: open ${link} to create the first super user.\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Beacon failed to start:', error);
  }
  process.exit(1);
});
