// Real outage errors from the real drivers are told from bugs, and the error handler answers them
// 503 with the message; a bug stays 500.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { freePort, testDialect } from '../test-support/index.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-unavailable-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

function caught(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** SQLITE_BUSY: another connection holds the write lock and this one does not wait. */
function sqliteBusyError(): unknown {
  const file = path.join(directory, `busy-${Math.random()}.sqlite`);
  const holder = new DatabaseSync(file);
  holder.exec('create table probe (value text)');
  holder.exec('begin exclusive');
  const writer = new DatabaseSync(file);
  try {
    return caught(() => writer.exec("insert into probe values ('x')"));
  } finally {
    writer.close();
    holder.exec('rollback');
    holder.close();
  }
}

async function postgresRefusedError(): Promise<unknown> {
  const port = await freePort(); // nothing listens there
  const client = new pg.Client({ connectionString: `postgres://beacon@127.0.0.1:${port}/beacon` });
  return client.connect().then(
    () => new Error('expected a refusal'),
    (error: unknown) => error,
  );
}

/** A server that accepts the connection and never answers: the pool's connect timeout fires. */
async function poolTimeoutError(): Promise<unknown> {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const pool = new pg.Pool({
    connectionString: `postgres://beacon@127.0.0.1:${port}/beacon`,
    connectionTimeoutMillis: 200,
  });
  try {
    return await pool.query('select 1').then(
      () => new Error('expected a timeout'),
      (error: unknown) => error,
    );
  } finally {
    await pool.end();
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
}

// Dialect-independent (the drivers are exercised directly): run once.
describe.runIf(testDialect() === 'sqlite')('database outages', () => {
  it('recognises SQLite busy, a refused and a timed-out PostgreSQL connection', async () => {
    expect(isDatabaseUnavailable(sqliteBusyError())).toBe(true);
    expect(isDatabaseUnavailable(await postgresRefusedError())).toBe(true);
    expect(isDatabaseUnavailable(await poolTimeoutError())).toBe(true);
  });

  it('recognises PostgreSQL shutdown and connection-exception states', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server said no'), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('does not mistake a bug for an outage', () => {
    const database = new DatabaseSync(':memory:');
    expect(isDatabaseUnavailable(caught(() => database.exec('select from nowhere')))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('answers an outage 503 with the message and Retry-After, a bug 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const busy = sqliteBusyError();
    app.get('/busy', () => Promise.reject(busy as Error));
    app.get('/bug', () => Promise.reject(new TypeError('undefined is not a function')));
    const outage = await app.inject('/busy');
    expect(outage.statusCode).toBe(503);
    expect(outage.headers['retry-after']).toBe('5');
    expect(outage.json()).toEqual({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      reason: DATABASE_UNAVAILABLE_MESSAGE,
    });
    expect((await app.inject('/bug')).statusCode).toBe(500);
    await app.close();
  });
});
