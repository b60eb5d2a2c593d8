// A request's logger makes its pino child only when it writes a line (issue 28 D25), and the lines
// it writes are those the usual child writes: its bindings, the request id among them.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-request-logger.ts';
import { appWithLogLines, type LoggedApp } from './test-support/logged-app.ts';

function serverLoggingAt(level: 'warn' | 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const server = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyChildLoggerFactory,
  });
  return { server, lines, children: vi.spyOn(server.log, 'child') };
}

describe("a request's logger", () => {
  let app: LoggedApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('makes no child for a request that writes no line at an enabled level', async () => {
    const { server, lines, children } = serverLoggingAt('warn');
    server.get('/quiet', (request) => {
      request.log.info('below the level');
      request.log.debug({ detail: 1 }, 'below the level too');
      return 'ok';
    });
    expect((await server.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(children).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a line at an enabled level through one child bound to the request id', async () => {
    const { server, lines, children } = serverLoggingAt('warn');
    server.get('/loud', (request) => {
      request.log.warn({ detail: 1 }, 'first');
      request.log.error('second');
      return request.id;
    });
    const response = await server.inject({ url: '/loud' });
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines.map(({ msg, reqId, detail }) => ({ msg, reqId, detail }))).toEqual([
      { msg: 'first', reqId: response.body, detail: 1 },
      { msg: 'second', reqId: response.body, detail: undefined },
    ]);
  });

  it('hands its own children and level changes to the real child', async () => {
    const { server, lines } = serverLoggingAt('warn');
    server.get('/nested', (request) => {
      request.log.level = 'info';
      request.log.info('now written');
      request.log.child({ step: 'inner' }).warn('from a grandchild');
      return request.log.level;
    });
    const response = await server.inject({ url: '/nested' });
    expect(response.body).toBe('info');
    // Fastify's own 'request completed' follows at the request's new level.
    expect(lines.map(({ msg, step }) => ({ msg, step }))).toEqual([
      { msg: 'now written', step: undefined },
      { msg: 'from a grandchild', step: 'inner' },
      { msg: 'request completed', step: undefined },
    ]);
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it("carries Beacon's request id on Fastify's own request lines at info", async () => {
    app = await appWithLogLines('info');
    const response = await app.server.inject({ url: '/pulsar-manager/csrf-token' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = app.lines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
    const requestLines = lines.filter(({ msg }) => msg === 'incoming request' || msg === 'request completed');
    expect(requestLines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'incoming request', reqId: id },
      { msg: 'request completed', reqId: id },
    ]);
  });
});
