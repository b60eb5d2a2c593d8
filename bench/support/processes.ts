// The processes a benchmark starts, as in production: the simulator (the broker) and Beacon's server
// with the flags `npm start` gives it, each in its own Node process so the figures include real HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The benchmarks' super user, created at Beacon's start-up. */
export const BENCH_USER = { name: 'bench-admin', password: 'bench-password-123' };

export function startSimulatorProcess(
  scenario: string,
  port: number,
  extraArgs: string[] = [],
): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(root, 'apps/pulsar-sim/src/cli.ts'),
      '--scenario',
      scenario,
      '--port',
      String(port),
      // Any free binary ports: Pulsar's 6650 may be taken by a broker, or by another benchmark's simulator.
      '--binary-port',
      '0',
      ...extraArgs,
    ],
    { stdio: 'ignore' },
  );
}

/**
 * Beacon on 127.0.0.1:`port`, SQLite in `dataDir`, logging warnings only; `env` adds settings and
 * `nodeFlags` Node flags (a profiler) to `npm start`'s. BEACON_BENCH_NODE_FLAGS (space-separated)
 * adds more after them, so a flag's effect can be measured without editing node-flags.ts
 * (`BEACON_BENCH_NODE_FLAGS=--max-semi-space-size=16`: V8 takes the last value given).
 */
export function startBeaconProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): ChildProcess {
  const extra = process.env.BEACON_BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const flags = [...SERVER_NODE_FLAGS, ...nodeFlags, ...extra];
  return spawn(process.execPath, [...flags, path.join(root, 'apps/server/src/main.ts')], {
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      BEACON_PORT: String(port),
      BEACON_HOST: '127.0.0.1',
      BEACON_DATA_DIR: dataDir,
      BEACON_LOG_LEVEL: 'warn',
      BEACON_SUPERUSER_NAME: BENCH_USER.name,
      BEACON_SUPERUSER_PASSWORD: BENCH_USER.password,
      ...env,
    },
  });
}
