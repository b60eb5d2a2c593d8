// A client that hangs up in the middle of its upload is not a database outage (issue 28 B19): its
// read fails with ECONNRESET, as a dropped PostgreSQL connection does.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { SessionClient, startFakeBroker, type TestServer } from '../test-support/index.ts';
import { appWithLogLines } from '../test-support/logged-app.ts';

describe('a client that aborts its upload', () => {
  it('is logged as gone, not as "database unavailable"', { timeout: 30_000 }, async () => {
    const app = await appWithLogLines('info');
    const { lines } = app;
    const broker = await startFakeBroker();
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    try {
      await app.superuserBootstrap.seedFromConfig('root', 'a-long-root-password');
      // SessionClient talks to the server only (app.server.inject).
      const session = new SessionClient(app as unknown as TestServer);
      expect((await session.login('root', 'a-long-root-password')).statusCode).toBe(200);
      await session.fetchCsrfToken();
      await session.addEnvironment({ name: 'dev', broker: broker.url });

      const { port } = app.server.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      // A function package that promises 100 000 bytes and stops after a few hundred.
      socket.write(
        [
          'POST /admin/v3/functions/public/default/cut-short HTTP/1.1',
          'Host: 127.0.0.1',
          `token: ${session.token ?? ''}`,
          'environment: dev',
          `x-xsrf-token: ${session.xsrf ?? ''}`,
          `cookie: XSRF-TOKEN=${session.xsrf ?? ''}`,
          'Content-Type: multipart/form-data; boundary=cut',
          'Content-Length: 100000',
          '',
          '--cut\r\nContent-Disposition: form-data; name="data"; filename="f.jar"\r\n\r\nPK' +
            'x'.repeat(300),
        ].join('\r\n'),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.destroy();
      await expect
        .poll(() => lines.join(''), { timeout: 10_000 })
        .toContain('the client went away mid-request');
      expect(lines.join('')).not.toContain('database unavailable');
    } finally {
      await app.close();
      await broker.close();
    }
  });
});
