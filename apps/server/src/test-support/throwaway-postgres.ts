// A PostgreSQL cluster of a test's own (scripts/pg-throwaway.sh), for tests that restart it or kill
// its connections: the shared BEACON_TEST_DATABASE_URL cluster serves other test files meanwhile.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const script = path.join(import.meta.dirname, '..', '..', '..', '..', 'scripts', 'pg-throwaway.sh');

export interface ThrowawayPostgres {
  url: string;
  dataDir: string;
  /** pg_ctl restart -m fast: every connection is cut, the server is back when this resolves. */
  restart(): void;
  /** pg_ctl stop -m fast (start() brings it back on the same port and data). */
  stopServer(): void;
  startServer(): void;
  /** Runs one statement on a fresh connection (e.g. pg_terminate_backend). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string): Promise<T[]>;
  destroy(): void;
}

/** Whether this machine has PostgreSQL's server binaries (CI installs them). */
export function postgresInstalled(): boolean {
  return pgBin() !== undefined;
}

function pgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.map((version) => path.join(root, version, 'bin')).at(-1);
  return bin && fs.existsSync(path.join(bin, 'pg_ctl')) ? bin : undefined;
}

export function startThrowawayPostgres(): ThrowawayPostgres {
  const started = spawnSync(script, [], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`pg-throwaway.sh failed: ${started.stderr}`);
  const values = Object.fromEntries(
    started.stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;
  const dataDir = values.PGDATA ?? '';
  const url = values.BEACON_TEST_DATABASE_URL ?? '';
  const port = new URL(url).port;
  const pgCtl = (...args: string[]) => {
    const bin = path.join(pgBin() ?? '', 'pg_ctl');
    const command = process.getuid?.() === 0 ? 'runuser' : bin;
    const prefix = process.getuid?.() === 0 ? ['-u', 'postgres', '--', bin] : [];
    execFileSync(command, [...prefix, '-D', dataDir, ...args], { stdio: 'ignore' });
  };
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  return {
    url,
    dataDir,
    restart: () => pgCtl('restart', '-m', 'fast', '-w', '-t', '30', '-o', options),
    stopServer: () => pgCtl('stop', '-m', 'fast', '-w', '-t', '30'),
    startServer: () =>
      pgCtl('start', '-w', '-t', '30', '-l', path.join(dataDir, 'server.log'), '-o', options),
    async query<T extends pg.QueryResultRow>(text: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    },
    destroy: () => void spawnSync(script, ['stop', dataDir]),
  };
}
